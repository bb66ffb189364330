/**
 * The ONE request helper (spec section 7, "Shared request rules"). Every product call goes
 * through `apiRequest` or the default query function, so the rules live in one place:
 *
 * - the given method and path; a JSON body and `Content-Type: application/json` only when a
 *   payload exists; cookies always included;
 * - a path containing `/admin` with an admin key stored sends that key as `x-license-key`;
 *   otherwise a path containing `weekly-picks` with a weekly-picks key stored sends that key;
 * - any non-OK response throws an Error whose message is `${status}: ${bodyText || statusText}`.
 */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { isErrorCode, type ErrorCode } from '@shared/api/error-codes';
import { getAdminKey, getWeeklyPicksKey } from './storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK HTTP answer. `message` keeps the spec's exact `${status}: ${body}` format. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly bodyText: string;
  /** The `code` of a `{message, code}` error body, when the server sent one. */
  readonly code: ErrorCode | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.bodyText = bodyText;
    this.code = codeFromBody(bodyText);
  }
}

function codeFromBody(bodyText: string): ErrorCode | undefined {
  const code = errorBody(bodyText)?.code;
  return isErrorCode(code) ? code : undefined;
}

/** An error response body as an object, when it is JSON. */
export function errorBody(bodyText: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    // Not JSON (a proxy's error page).
    return null;
  }
}

/** The `message` of a `{message, code}` error body, when there is one. */
export function serverMessage(bodyText: string): string | null {
  const message = errorBody(bodyText)?.message;
  return typeof message === 'string' ? message.trim() || null : null;
}

/** The `suggestions` of an error body (team names the server offers for a name it did not know). */
export function serverSuggestions(bodyText: string): string[] {
  const suggestions = errorBody(bodyText)?.suggestions;
  return Array.isArray(suggestions) ? suggestions.filter((s): s is string => typeof s === 'string') : [];
}

/** The x-license-key header for a path, following the admin / weekly-picks rule. */
export function licenseKeyHeader(path: string): Record<string, string> {
  if (path.includes('/admin')) {
    const adminKey = getAdminKey();
    if (adminKey) return { 'x-license-key': adminKey };
  }
  if (path.includes('weekly-picks')) {
    const weeklyKey = getWeeklyPicksKey();
    if (weeklyKey) return { 'x-license-key': weeklyKey };
  }
  return {};
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    // An unreadable body falls back to the status text.
  }
  throw new ApiError(res.status, res.statusText, text);
}

/** Sends a request with the shared rules and returns the (OK) response. */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const hasPayload = body !== undefined;
  const headers: Record<string, string> = {
    ...(hasPayload ? { 'Content-Type': 'application/json' } : {}),
    ...licenseKeyHeader(path),
  };
  const res = await fetch(path, {
    method,
    headers,
    body: hasPayload ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default data fetch: query-key segments joined with '/' form the path; GET; JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const path = queryKey.join('/');
    const res = await fetch(path, { credentials: 'include', headers: licenseKeyHeader(path) });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** Query defaults of spec section 7: no refocus or interval refetch, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** The server's answer behind an error, also when a fetch helper wrapped it (as its `cause`). */
export function apiErrorOf(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof ApiError ? cause : null;
}

/** True for a definitive answer from the server (4xx), which retrying cannot change. */
export function isClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The server refused the key itself: a 4xx other than rate limiting (429 says "not now"). */
export function isKeyRefusal(error: unknown): error is ApiError {
  return isClientError(error) && error.status !== 429;
}
