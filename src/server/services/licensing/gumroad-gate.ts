import type { CounterStore } from '../../security/shared-counters';
import { clientAddressKey } from '../../http/client-address';

/** How long a key Gumroad said it does not know is answered "invalid" without asking again. */
export const UNKNOWN_KEY_TTL_MS = 10 * 60_000;
const MINUTE_MS = 60_000;

/**
 * The one door to Gumroad for every instance: a negative cache of keys no product knows, a global
 * budget of calls per minute and each address's share of it, all in the shared store (Redis when
 * configured). A look-up reserves all the calls it may make before making the first, so the
 * budget is never overrun; and no address (IPv6: /64) may take more than its share, so junk keys
 * from a few addresses cannot spend the minute's budget a buyer's first key needs.
 */
export class GumroadGate {
  /** Calls one address may cause per minute: a quarter of the budget, and at least one new key's worth. */
  readonly perAddress: number;

  constructor(
    private readonly store: CounterStore,
    private readonly callsPerMinute: number,
    productCount = 1,
  ) {
    this.perAddress = Math.min(callsPerMinute, Math.max(productCount, Math.ceil(callsPerMinute / 4)));
  }

  isKnownUnknown(keyHash: string): Promise<boolean> {
    return this.store.hasFlag(`gu:${keyHash}`);
  }

  rememberUnknown(keyHash: string): Promise<void> {
    return this.store.setFlag(`gu:${keyHash}`, UNKNOWN_KEY_TTL_MS);
  }

  /**
   * Reserves `calls` from this minute's budget, and from the address's share when one is named
   * (new keys; a known licence's re-check is the licence's own, not the address's): 0 when
   * granted, else the seconds until it refills.
   */
  async reserve(calls: number, address?: string): Promise<number> {
    const wait = (msLeft: number) => Math.max(1, Math.ceil(msLeft / 1000));
    const share = address ? `ga:${clientAddressKey(address)}` : undefined;
    if (share) {
      const own = await this.store.take(share, calls, this.perAddress, MINUTE_MS);
      if (!own.taken) return wait(own.msLeft);
    }
    const { taken, msLeft } = await this.store.take('gb', calls, this.callsPerMinute, MINUTE_MS);
    if (!taken && share) await this.store.add(share, -calls, MINUTE_MS);
    return taken ? 0 : wait(msLeft);
  }
}
