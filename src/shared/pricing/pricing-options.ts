import { MIN_PICK_EDGE_PERCENT } from '../calendar/pick-filters';
import { VERIFY_EDGE_PERCENT } from '../odds/units';
import { DEFAULT_WONG_TOTAL_CAP } from '../model/wong-teaser';
import { DEFAULT_BETTABLE_BOOKS, normaliseBookKey } from '../odds/bettable-books';
import { assertKellyFraction, DEFAULT_KELLY_FRACTION, MAX_UNITS } from '../odds/stake-limits';

/**
 * Minutes after which a quote is stale (claims no edge), as docs/pricing.md ("Stale prices") states.
 * The server's STALE_PRICE_MINUTES defaults to this constant, so code priced without the server's
 * config (tests, scripts, the explanation checks) uses the same age as the running product.
 */
export const DEFAULT_STALE_PRICE_MINUTES = 90;

/** Tunables of the pricing step; every one has a default and is validated once per call. */
export interface PricingOptions {
  /** Quotes fetched longer ago than this claim no edge. */
  readonly staleAfterMinutes?: number;
  /**
   * Edges above this (percent) are off-market prices to verify (a stale or mistaken line, or news the
   * market has not priced): never recommended, staked, listed as a best bet or texted.
   */
  readonly verifyEdgeAbove?: number;
  /** Share of full Kelly staked, within KELLY_FRACTION_LIMITS (stake-limits.ts). */
  readonly kellyFraction?: number;
  /** The largest stake, in units; never above MAX_UNITS (stake-limits.ts). */
  readonly maxUnits?: number;
  /** Edge (percent) for BET / LEAN. */
  readonly minEdgeForBet?: number;
  /** Edge for GOOD_BET / BUY. The weekly-picks filter needs BUY to start at its 3% minimum. */
  readonly goodEdge?: number;
  /** Edge for STRONG_BET / STRONG_BUY. */
  readonly strongEdge?: number;
  /** Wong: totals strictly below this count as low. */
  readonly wongTotalCap?: number;
  /** Price assumed for a two-team six-point teaser when stating the per-leg break-even. */
  readonly teaserPrice?: number;
  /**
   * Bookmaker keys a user can bet (bettable-books.ts). Every book informs the fair line; only these
   * are ever the best price, the recommendation, a stake or a text.
   */
  readonly bettableBooks?: readonly string[];
}

export type PricingSettings = Required<PricingOptions>;

export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  staleAfterMinutes: DEFAULT_STALE_PRICE_MINUTES,
  verifyEdgeAbove: VERIFY_EDGE_PERCENT,
  kellyFraction: DEFAULT_KELLY_FRACTION,
  maxUnits: MAX_UNITS,
  minEdgeForBet: 1.5,
  goodEdge: MIN_PICK_EDGE_PERCENT,
  strongEdge: 5,
  wongTotalCap: DEFAULT_WONG_TOTAL_CAP,
  teaserPrice: -120,
  bettableBooks: DEFAULT_BETTABLE_BOOKS,
};

function positive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be positive, got ${value}`);
}

export function resolvePricingOptions(options: PricingOptions = {}): PricingSettings {
  const d = DEFAULT_PRICING_SETTINGS;
  const s: PricingSettings = {
    staleAfterMinutes: options.staleAfterMinutes ?? d.staleAfterMinutes,
    verifyEdgeAbove: options.verifyEdgeAbove ?? d.verifyEdgeAbove,
    kellyFraction: options.kellyFraction ?? d.kellyFraction,
    maxUnits: options.maxUnits ?? d.maxUnits,
    minEdgeForBet: options.minEdgeForBet ?? d.minEdgeForBet,
    goodEdge: options.goodEdge ?? d.goodEdge,
    strongEdge: options.strongEdge ?? d.strongEdge,
    wongTotalCap: options.wongTotalCap ?? d.wongTotalCap,
    teaserPrice: options.teaserPrice ?? d.teaserPrice,
    bettableBooks: (options.bettableBooks ?? d.bettableBooks).map(normaliseBookKey),
  };
  positive('staleAfterMinutes', s.staleAfterMinutes);
  if (s.bettableBooks.length === 0 || s.bettableBooks.some((k) => k === ''))
    throw new RangeError('bettableBooks must name at least one bookmaker key');
  positive('verifyEdgeAbove', s.verifyEdgeAbove);
  positive('maxUnits', s.maxUnits);
  if (s.maxUnits > MAX_UNITS)
    throw new RangeError(`maxUnits must be at most ${MAX_UNITS}, got ${s.maxUnits}`);
  positive('minEdgeForBet', s.minEdgeForBet);
  if (!(s.minEdgeForBet <= s.goodEdge && s.goodEdge <= s.strongEdge)) {
    throw new RangeError('edge thresholds must satisfy minEdgeForBet ≤ goodEdge ≤ strongEdge');
  }
  assertKellyFraction(s.kellyFraction, 'kellyFraction');
  return s;
}
