/**
 * When to try an outbound request again. Pure functions so the timing rules are tested without
 * a clock or a server.
 */

/**
 * Statuses that usually clear up on their own: request timeout, too early, rate limited, server
 * errors and gateway trouble, and Anthropic's 529 "overloaded".
 */
export const DEFAULT_RETRYABLE_STATUSES: readonly number[] = [408, 425, 429, 500, 502, 503, 504, 529];

export interface BackoffSettings {
  /** The ceiling of the first retry's random delay. */
  initialDelayMs: number;
  /** No delay (computed or asked for by Retry-After) is ever longer than this. */
  maxDelayMs: number;
}

/**
 * Exponential backoff with "full jitter": a uniformly random delay between 0 and
 * min(max, initial * 2^(attempt-1)). Full jitter spreads out clients that failed together (two app
 * instances hitting the same outage) better than a fixed schedule does.
 * `attempt` is the attempt that just failed, starting at 1.
 */
export function backoffDelay(attempt: number, settings: BackoffSettings, random: () => number): number {
  const exponent = Math.max(0, attempt - 1);
  const ceiling = Math.min(settings.maxDelayMs, settings.initialDelayMs * 2 ** exponent);
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.floor(r * ceiling);
}

/**
 * Milliseconds to wait from a Retry-After header, which is either delay-seconds or an HTTP-date
 * (RFC 9110 §10.2.3). Undefined when absent or unreadable, so the caller falls back to backoff.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  // A bare number with a sign or unit is not a valid header; Date.parse would accept "-1".
  if (/^[-+]?\d/.test(trimmed)) return undefined;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/** The wait before the next attempt: the server's Retry-After when given, else jittered backoff. */
export function retryDelay(
  attempt: number,
  retryAfterMs: number | undefined,
  settings: BackoffSettings,
  random: () => number,
): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, settings.maxDelayMs);
  return backoffDelay(attempt, settings, random);
}
