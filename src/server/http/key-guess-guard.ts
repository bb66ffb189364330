import type { CounterStore } from '../security/shared-counters';
import { AppError } from './app-error';
import { clientAddressKey } from './client-address';

/** A check said the key is unknown: the outcomes a guesser sees. Revoked or expired keys are real. */
const GUESS_CODES = new Set(['LICENSE_INVALID', 'ADMIN_KEY_INVALID']);

/**
 * Counts failed licence- and admin-key checks per client address (IPv6 by /64), across instances
 * when the store is Redis, on every route that checks a key. Each check is counted BEFORE it runs,
 * in one atomic increment, and handed back when the key turns out to be real, so a burst of
 * concurrent guesses is counted in full: at most `max` of them are ever looked at. Past `max` in
 * the window the address gets 429 with Retry-After (when it may try again) on those routes until
 * the window ends; a correct key does not reset the count (a guesser holding one real key would
 * otherwise reset it at will).
 */
export class KeyGuessGuard {
  constructor(
    private readonly store: CounterStore,
    private readonly limit: { max: number; windowMs: number },
  ) {}

  private refuse(msLeft: number): AppError {
    const seconds = Math.max(1, Math.ceil(msLeft / 1000));
    return new AppError('RATE_LIMITED', `Too many failed key checks. Try again in ${seconds} seconds.`, {
      retryAfterSeconds: seconds,
    });
  }

  /** Runs a key check for this address: refused while over the cap, counted when the key is unknown. */
  async check<T>(ip: string, run: () => Promise<T>): Promise<T> {
    const key = `kf:${clientAddressKey(ip)}`;
    const { count, msLeft } = await this.store.add(key, 1, this.limit.windowMs);
    if (count > this.limit.max) {
      // Refused checks give their count back: only checks that ran count toward the window.
      await this.store.add(key, -1, this.limit.windowMs);
      throw this.refuse(msLeft);
    }
    let guessed = false;
    try {
      return await run();
    } catch (error) {
      guessed = error instanceof AppError && GUESS_CODES.has(error.code);
      throw error;
    } finally {
      if (!guessed) await this.store.add(key, -1, this.limit.windowMs);
    }
  }
}
