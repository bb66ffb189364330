import { impliedProbability } from '../odds/american-odds';
import { MAX_UNITS, UNIT_SHARE_OF_BANKROLL } from '../odds/units';
import { isWongSpread, teaserLegBreakEven, WONG_TEASER_LEGS } from '../model/wong-teaser';
import { atsConfidence } from './ats-badge';
import { EDGE_CATEGORY_FLOORS } from './edge-display';

/**
 * The figures the Betting 101 page teaches, read off the rules the product actually applies (ATS
 * badge, edge category, Wong eligibility, units), so the lesson cannot drift from the cards.
 * Threshold rules are defined by their functions, not by exported constants, so the floors are
 * found by probing each function on a tenth-of-a-point grid (every threshold is quoted in tenths).
 */

/** The standard spread and total price. */
export const STANDARD_PRICE = -110;

/** '52.4%': a probability (0–1) in percent with one decimal. */
export function percentText(probability: number, digits = 1): string {
  if (!Number.isFinite(probability)) throw new RangeError(`probability must be finite, got ${probability}`);
  return `${(100 * probability).toFixed(digits)}%`;
}

/** The smallest value in [from, to] on a 0.1 grid where `test` holds; null when it never does. */
export function lowestTenthWhere(from: number, to: number, test: (value: number) => boolean): number | null {
  if (!Number.isFinite(from) || !Number.isFinite(to) || from > to) {
    throw new RangeError(`need a finite range from ≤ to, got ${from} and ${to}`);
  }
  for (let k = Math.round(from * 10); k <= Math.round(to * 10); k++) {
    const value = k / 10;
    if (test(value)) return value;
  }
  return null;
}

function floor(from: number, to: number, test: (value: number) => boolean, what: string): number {
  const value = lowestTenthWhere(from, to, test);
  if (value === null) throw new Error(`no ${what} threshold in [${from}, ${to}]`);
  return value;
}

export interface AtsFloors {
  /** Lowest ATS cover percentage rated high confidence (70). */
  readonly high: number;
  /** Lowest rated medium (55); below it is low. */
  readonly medium: number;
}

export function atsConfidenceFloors(): AtsFloors {
  return {
    high: floor(0, 100, (p) => atsConfidence(p).level === 'high', 'high ATS'),
    medium: floor(0, 100, (p) => atsConfidence(p).level !== 'low', 'medium ATS'),
  };
}

export interface EdgeFloors {
  /** Lowest edge % labelled STRONG VALUE (the pricing's strongEdge, 5). */
  readonly strong: number;
  /** Lowest edge % labelled MARGINAL VALUE (the pricing's minEdgeForBet, 1.5); below it, NO EDGE. */
  readonly marginal: number;
}

/** The edge category floors: the pricing's own tier thresholds (one home, pricing-options.ts). */
export function edgeCategoryFloors(): EdgeFloors {
  return { strong: EDGE_CATEGORY_FLOORS.strong, marginal: EDGE_CATEGORY_FLOORS.marginal };
}

export interface LineRange {
  readonly from: number;
  readonly to: number;
}

export interface WongSpreadRanges {
  /** Favourite lines that qualify, team's own sign (−8.5 to −7.5). */
  readonly favourite: LineRange;
  /** Underdog lines that qualify (+1.5 to +2.5). */
  readonly underdog: LineRange;
}

/** The Wong spread windows, found by probing isWongSpread over every half-point from −20 to +20. */
export function wongSpreadRanges(): WongSpreadRanges {
  const lines: number[] = [];
  for (let k = -40; k <= 40; k++) if (isWongSpread(k / 2)) lines.push(k / 2);
  const favourites = lines.filter((line) => line < 0);
  const underdogs = lines.filter((line) => line > 0);
  if (favourites.length === 0 || underdogs.length === 0) throw new Error('no Wong spread window found');
  return {
    favourite: { from: Math.min(...favourites), to: Math.max(...favourites) },
    underdog: { from: Math.min(...underdogs), to: Math.max(...underdogs) },
  };
}

/** Per-leg break-even of a standard two-team teaser at −110 (72.4%). */
export function wongBreakEven(american: number = STANDARD_PRICE, legs: number = WONG_TEASER_LEGS): number {
  return teaserLegBreakEven(american, legs);
}

/** Break-even win rate of a single bet at the price (52.4% at −110). */
export function singleBetBreakEven(american: number = STANDARD_PRICE): number {
  return impliedProbability(american);
}

export interface BankrollRange {
  /** One unit, in percent of bankroll (1). */
  readonly unitPercent: number;
  /** The largest recommended stake, in percent of bankroll (3). */
  readonly maxPercent: number;
}

export function bankrollRange(): BankrollRange {
  return {
    unitPercent: Math.round(UNIT_SHARE_OF_BANKROLL * 100 * 100) / 100,
    maxPercent: Math.round(MAX_UNITS * UNIT_SHARE_OF_BANKROLL * 100 * 100) / 100,
  };
}

/**
 * A power-rating spread in the product's sign (negative = home favoured): the home team is
 * favoured by its rating advantage plus home field. Ratings 3.0 and 1.5 with 2.5 home field → −4.
 */
export function ratingSpread(homeRating: number, awayRating: number, homeField: number): number {
  for (const [name, value] of [
    ['homeRating', homeRating],
    ['awayRating', awayRating],
    ['homeField', homeField],
  ] as const) {
    if (!Number.isFinite(value)) throw new RangeError(`${name} must be finite, got ${value}`);
  }
  const spread = -(homeRating - awayRating + homeField);
  return spread === 0 ? 0 : Math.round(spread * 10) / 10;
}
