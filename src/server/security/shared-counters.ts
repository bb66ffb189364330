import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Windowed counters and short-lived flags that every instance sees alike: in Redis when the app
 * has one, otherwise in this app instance's memory (one instance: nothing to share). Used for
 * failed key checks per IP and for the Gumroad call budget.
 */
export interface CounterStore {
  /**
   * Adds `by` (may be negative: a hand-back) to the counter, starting its window when new; the new
   * count and ms left. A counter that falls to 0 or below is removed.
   */
  add(key: string, by: number, windowMs: number): Promise<{ count: number; msLeft: number }>;
  /** The counter as it is; 0 when absent or over. */
  peek(key: string): Promise<{ count: number; msLeft: number }>;
  /** Adds `by` only if the count stays within `max`: whether it was taken, and ms left. */
  take(key: string, by: number, max: number, windowMs: number): Promise<{ taken: boolean; msLeft: number }>;
  setFlag(key: string, ttlMs: number): Promise<void>;
  hasFlag(key: string): Promise<boolean>;
}

const ADD = `
local n = redis.call('INCRBY', KEYS[1], ARGV[1])
if n <= 0 then redis.call('DEL', KEYS[1]) return {0, 0} end
if n == tonumber(ARGV[1]) or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {n, redis.call('PTTL', KEYS[1])}`;

const TAKE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if n + tonumber(ARGV[1]) > tonumber(ARGV[2]) then return {0, ttl} end
n = redis.call('INCRBY', KEYS[1], ARGV[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return {1, redis.call('PTTL', KEYS[1])}`;

export function redisCounterStore(redis: Redis, prefix: string): CounterStore {
  const pair = (value: unknown): [number, number] => {
    const list: unknown[] = Array.isArray(value) ? (value as unknown[]) : [];
    return [Number(list[0] ?? 0), Number(list[1] ?? 0)];
  };
  return {
    async add(key, by, windowMs) {
      const [count, msLeft] = pair(await redis.eval(ADD, 1, prefix + key, by, windowMs));
      return { count, msLeft: Math.max(0, msLeft) };
    },
    async peek(key) {
      const [[, count], [, msLeft]] = ((await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) ?? [
        [null, null],
        [null, -2],
      ]) as [[unknown, string | null], [unknown, number]];
      return { count: Number(count ?? 0), msLeft: Math.max(0, Number(msLeft)) };
    },
    async take(key, by, max, windowMs) {
      const [taken, msLeft] = pair(await redis.eval(TAKE, 1, prefix + key, by, max, windowMs));
      return { taken: taken === 1, msLeft: Math.max(0, msLeft) };
    },
    async setFlag(key, ttlMs) {
      await redis.set(prefix + key, '1', 'PX', ttlMs);
    },
    async hasFlag(key) {
      return (await redis.exists(prefix + key)) === 1;
    },
  };
}

/**
 * The single-instance store, bounded so a flood of addresses cannot grow it without end: when full
 * it drops the least recently used entries only, so a lockout or budget in use outlives the flood.
 * Each entry lives for its own window (time to live, read from `now`).
 */
export function memoryCounterStore(now: () => number, maxEntries = 50_000): CounterStore {
  const entries = new LRUCache<string, { count: number; until: number }>({
    max: maxEntries,
    // Ages are read from the app's clock on every call (no cached time, no timers).
    perf: { now },
    ttlResolution: 0,
  });
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until > now()) return entry;
    if (entry) entries.delete(key);
    return undefined;
  };
  const start = (key: string, windowMs: number) => {
    const entry = { count: 0, until: now() + windowMs };
    entries.set(key, entry, { ttl: windowMs });
    return entry;
  };
  return {
    add(key, by, windowMs) {
      const entry = live(key) ?? start(key, windowMs);
      entry.count += by;
      if (entry.count <= 0) {
        entries.delete(key);
        return Promise.resolve({ count: 0, msLeft: 0 });
      }
      return Promise.resolve({ count: entry.count, msLeft: entry.until - now() });
    },
    peek(key) {
      const entry = live(key);
      return Promise.resolve({ count: entry?.count ?? 0, msLeft: entry ? entry.until - now() : 0 });
    },
    take(key, by, max, windowMs) {
      const entry = live(key) ?? start(key, windowMs);
      const taken = entry.count + by <= max;
      if (taken) entry.count += by;
      return Promise.resolve({ taken, msLeft: entry.until - now() });
    },
    setFlag(key, ttlMs) {
      const entry = start(key, ttlMs);
      entry.count = 1;
      return Promise.resolve();
    },
    hasFlag(key) {
      return Promise.resolve(live(key) !== undefined);
    },
  };
}
