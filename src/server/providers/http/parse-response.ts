import type { z } from 'zod';
import type { HttpResponse } from './http-types';
import { UpstreamError } from './upstream-error';

/**
 * Validates a response body against an adapter's zod schema. A mismatch means the service changed
 * its contract: not retryable, and reported with the paths that failed (values left out, since
 * bodies can hold personal data).
 */
export function parseResponse<T>(
  schema: z.ZodType<T>,
  response: HttpResponse,
  context: { service: string; method: string },
): T {
  const result = schema.safeParse(response.body);
  if (result.success) return result.data;
  const paths = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new UpstreamError({
    service: context.service,
    kind: 'invalid_response',
    method: context.method,
    url: response.url,
    status: response.status,
    retryable: false,
    attempts: response.attempts,
    detail: `response does not match the expected shape (${paths})`,
  });
}
