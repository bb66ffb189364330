import type { CounterStore } from '../../security/shared-counters';

/** How long a key Gumroad said it does not know is answered "invalid" without asking again. */
export const UNKNOWN_KEY_TTL_MS = 10 * 60_000;
const MINUTE_MS = 60_000;

/**
 * The one door to Gumroad for every instance: a negative cache of keys no product knows, and a
 * global budget of calls per minute, both in the shared store (Redis when configured). A look-up
 * reserves all the calls it may make before making the first, so the budget is never overrun.
 */
export class GumroadGate {
  constructor(
    private readonly store: CounterStore,
    private readonly callsPerMinute: number,
  ) {}

  isKnownUnknown(keyHash: string): Promise<boolean> {
    return this.store.hasFlag(`gu:${keyHash}`);
  }

  rememberUnknown(keyHash: string): Promise<void> {
    return this.store.setFlag(`gu:${keyHash}`, UNKNOWN_KEY_TTL_MS);
  }

  /** Reserves `calls` from this minute's budget: 0 when granted, else the seconds until it refills. */
  async reserve(calls: number): Promise<number> {
    const { taken, msLeft } = await this.store.take('gb', calls, this.callsPerMinute, MINUTE_MS);
    return taken ? 0 : Math.max(1, Math.ceil(msLeft / 1000));
  }
}
