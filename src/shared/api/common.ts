import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  /** The request field the error is about, when there is one. */
  field: z.string().optional(),
  /** What the user may have meant (e.g. team names). */
  suggestions: z.array(z.string()).optional(),
});

/** A licence key as typed: trimmed and upper-cased; length bounded so huge bodies fail fast. */
export const licenseKeyInput = z
  .string({ error: 'licenseKey must be a string' })
  .max(200, 'licenseKey is too long')
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => value.length > 0, 'License key is required');

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD');

/** Admin POSTs whose only body field is the key the spec sends; a body-less POST arrives as null. */
export const adminKeyOnlyBody = z
  .object({ licenseKey: z.string().max(200, 'licenseKey is too long').optional() })
  .strict()
  .nullish();

/**
 * Characters no text field accepts: NUL (PostgreSQL text and jsonb cannot store it) and UTF-16
 * surrogates without their pair (not Unicode text; jsonb refuses them). One rule for every input.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses.
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/**
 * The first string in a parsed request part (body, query, params) that breaks the rule, as a
 * dotted path ('' for the value itself), or undefined when every string is clean. Keys count too.
 */
export function findUnsafeText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : path;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return at;
    const found = findUnsafeText(child, at);
    if (found !== undefined) return found;
  }
  return undefined;
}
