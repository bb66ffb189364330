import { Redis } from 'ioredis';

/**
 * Seconds a client should wait before retrying when Redis, which holds the per-address counters
 * every key check goes through, cannot be reached.
 */
export const REDIS_RETRY_AFTER_SECONDS = 5;

/**
 * The app's Redis client (REDIS_URL). It fails fast: no offline queue, one retry, 500 ms per
 * command. A key check cannot be counted without Redis, so it is refused at once with 503 and
 * Retry-After (isRedisUnavailable, the error handler) instead of waiting ~10 s to answer 500.
 * `onDown` hears about each outage once, not about every reconnect attempt.
 */
export function createRedisClient(url: string, onDown: (error: Error) => void = () => {}): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 1000,
  });
  let down = false;
  redis.on('ready', () => {
    down = false;
  });
  // Without a listener ioredis prints every failed reconnect as an unhandled error event.
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    onDown(error);
  });
  return redis;
}

/** Waits until the client is connected, for at most `ms` (it keeps trying after that). */
export async function redisReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    redis.once('ready', onReady);
  });
}

/** Whether Redis answers a PING within `ms`. */
export async function redisAnswers(redis: Redis, ms = 500): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      redis.ping().then((reply) => reply === 'PONG'),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** ioredis' own failures when it cannot reach the server, as opposed to a wrong command. */
const REDIS_MESSAGES = [
  /Stream isn't writeable and enableOfflineQueue options is false/,
  /^Command timed out$/,
  /^Connection is closed\.?$/,
  /Reached the max retries per request limit/,
];

export function isRedisUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current: unknown = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current);
    const { name, message } = current as { name?: unknown; message?: unknown };
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message === 'string' && REDIS_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
