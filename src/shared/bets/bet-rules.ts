/**
 * What a recorded bet is, and the limits every surface checks it against (one home: the API schema,
 * the record dialog and the docs read them from here). A bet is one side of one market of one game at
 * one book: a spread or total at its number, or a moneyline (no number).
 */

export const BET_MARKETS = ['spread', 'total', 'moneyline'] as const;
export type BetMarket = (typeof BET_MARKETS)[number];

export const BET_SIDES = ['home', 'away', 'over', 'under'] as const;
export type BetSide = (typeof BET_SIDES)[number];

/** Spreads and moneylines are bet on a team, totals on over or under; away first, as books list them. */
export function sidesOf(market: BetMarket): readonly BetSide[] {
  return market === 'total' ? ['over', 'under'] : ['away', 'home'];
}

/** A bet's line: the side's handicap (sportsbook sign, favourite negative) or the total; null on a moneyline. */
export function marketHasLine(market: BetMarket): boolean {
  return market !== 'moneyline';
}

/** Graded outcomes; a bet without one is pending. */
export const BET_RESULTS = ['win', 'loss', 'push', 'void'] as const;
export type BetResult = (typeof BET_RESULTS)[number];

export const VOID_REASONS = ['cancelled', 'rescheduled', 'no-result'] as const;
export type VoidReason = (typeof VOID_REASONS)[number];

export const BET_LIMITS = {
  /** Units: stakes are recorded in units (1u = the bettor's unit size). */
  maxStakeUnits: 10_000,
  /** Dollars per unit, when the bettor gave one. */
  maxUnitSize: 1_000_000,
  /** |price| above this is not a sportsbook price. */
  maxAmericanPrice: 100_000,
  /** |spread| in points. */
  maxSpread: 100,
  maxTotal: 300,
  /** Sportsbooks post half points: −3, −3.5, 44.5. */
  lineStep: 0.5,
  bookNameLength: 60,
  /** Bets one licence may keep (a tracker, not a data store). */
  maxBetsPerLicense: 5_000,
} as const;

/**
 * Voids (docs/bets.md): as sportsbooks rule, a game moved more than this from the kickoff the bet was
 * placed against is a different event, and the bet is void.
 */
export const RESCHEDULE_VOID_HOURS = 36;
/** A game still without a final score this long after its kickoff was not played: void. */
export const NO_RESULT_VOID_DAYS = 7;

/** What every card, row and form calls each market. */
export const MARKET_LABELS: Record<BetMarket, string> = {
  spread: 'Spread',
  total: 'Total',
  moneyline: 'Moneyline',
};
