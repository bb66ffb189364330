import type { CounterStore } from '../security/shared-counters';
import { AppError } from './app-error';

/** A check said the key is unknown: the outcomes a guesser sees. Revoked or expired keys are real. */
const GUESS_CODES = new Set(['LICENSE_INVALID', 'ADMIN_KEY_INVALID']);

/**
 * Counts failed licence- and admin-key checks per client address, across instances when the
 * store is Redis, on every route that checks a key. Past `max` failures within the window the
 * address gets 429 with Retry-After on those routes until the window ends; a correct key does
 * not reset the count (a guesser holding one real key would otherwise reset it at will).
 */
export class KeyGuessGuard {
  constructor(
    private readonly store: CounterStore,
    private readonly limit: { max: number; windowMs: number },
  ) {}

  async assertAllowed(ip: string): Promise<void> {
    const { count, msLeft } = await this.store.peek(`kf:${ip}`);
    if (count < this.limit.max) return;
    const seconds = Math.max(1, Math.ceil(msLeft / 1000));
    throw new AppError('RATE_LIMITED', `Too many failed key checks. Try again in ${seconds} seconds.`, {
      retryAfterSeconds: seconds,
    });
  }

  async recordFailure(ip: string): Promise<void> {
    await this.store.add(`kf:${ip}`, 1, this.limit.windowMs);
  }

  /** Runs a key check for this address: refused while over the cap, counted when the key is unknown. */
  async check<T>(ip: string, run: () => Promise<T>): Promise<T> {
    await this.assertAllowed(ip);
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError && GUESS_CODES.has(error.code)) await this.recordFailure(ip);
      throw error;
    }
  }
}
