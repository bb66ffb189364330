/**
 * The retry helper of spec section 9: 3 attempts, 1000 ms initial delay, doubling, 10 000 ms cap.
 * `sleep` is injected so callers (and tests) control time.
 */
export interface RetryOptions {
  attempts?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  factor?: number;
  sleep?: (ms: number) => Promise<void>;
  shouldRetry?: (error: unknown, attempt: number) => boolean;
}

export const RETRY_DEFAULTS = { attempts: 3, initialDelayMs: 1000, maxDelayMs: 10_000, factor: 2 } as const;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Delay before attempt n+1 (n starting at 1): initial, initial*factor, ... capped. */
export function retryDelay(attempt: number, options: RetryOptions = {}): number {
  const initial = options.initialDelayMs ?? RETRY_DEFAULTS.initialDelayMs;
  const factor = options.factor ?? RETRY_DEFAULTS.factor;
  const max = options.maxDelayMs ?? RETRY_DEFAULTS.maxDelayMs;
  return Math.min(max, initial * factor ** (attempt - 1));
}

export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? RETRY_DEFAULTS.attempts);
  const sleep = options.sleep ?? defaultSleep;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      lastError = error;
      if (attempt === attempts || (options.shouldRetry && !options.shouldRetry(error, attempt))) break;
      await sleep(retryDelay(attempt, options));
    }
  }
  throw lastError;
}
