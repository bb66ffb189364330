import { americanToDecimal } from '../odds/american-odds';
import {
  coverProbabilities,
  marginParams,
  type BetOutcomeProbabilities,
  type MarginParams,
} from './margin-distribution';
import type { SportCode } from '../league';

/**
 * Wong teasers (NFL only): six-point, two-team teasers whose legs cross both 3 and 7. Favourites
 * −7.5 to −8.5 become −1.5 to −2.5; underdogs +1.5 to +2.5 become +7.5 to +8.5; a leg is never teased
 * through zero. Low totals help (fewer points, more mass near 3 and 7); the cap is a tunable, not a law.
 *
 * Lines are in the team's own sign: −7.5 = that team favoured by 7.5.
 */

export type WongLabel = 'WONG-ELIGIBLE' | 'WONG-MARGINAL' | 'NOT-ELIGIBLE';

export const WONG_TEASER_POINTS = 6;

/**
 * Leagues whose games can be Wong legs: the NFL's margins cluster on 3 and 7, which the six points
 * cross; college margins are spread too wide for the strategy to hold.
 */
const WONG_LEAGUES: Readonly<Record<SportCode, boolean>> = { NFL: true, CFB: false };

export function wongApplies(league: SportCode): boolean {
  return WONG_LEAGUES[league];
}
export const WONG_TEASER_LEGS = 2;
export const DEFAULT_WONG_TOTAL_CAP = 49;

const FAVOURITE_RANGE = { from: -8.5, to: -7.5 } as const;
const UNDERDOG_RANGE = { from: 1.5, to: 2.5 } as const;
const EPSILON = 1e-9;

function within(x: number, range: { from: number; to: number }): boolean {
  return x >= range.from - EPSILON && x <= range.to + EPSILON;
}

/** The spread half of the rule: in a Wong range and not moved through zero by the 6 points. */
export function isWongSpread(teamLine: number): boolean {
  if (!Number.isFinite(teamLine)) return false;
  const teased = teamLine + WONG_TEASER_POINTS;
  const crossesZero = Math.sign(teamLine) !== Math.sign(teased);
  return (within(teamLine, FAVOURITE_RANGE) || within(teamLine, UNDERDOG_RANGE)) && !crossesZero;
}

export interface WongEligibilityInput {
  readonly league: SportCode;
  /** The leg's team line, its own sign. */
  readonly teamLine: number;
  /** Game total (over/under); missing counts as not known to be low. */
  readonly total?: number | null;
  /** Totals strictly below this are "low"; default 49. */
  readonly totalCap?: number;
}

/**
 * WONG-ELIGIBLE: NFL, Wong spread, total under the cap. WONG-MARGINAL: NFL, Wong spread, but the total
 * is at or above the cap (or unknown). NOT-ELIGIBLE: anything else, including every college game.
 */
export function wongEligibility(input: WongEligibilityInput): WongLabel {
  if (!wongApplies(input.league) || !isWongSpread(input.teamLine)) return 'NOT-ELIGIBLE';
  const cap = input.totalCap ?? DEFAULT_WONG_TOTAL_CAP;
  const total = input.total;
  return typeof total === 'number' && Number.isFinite(total) && total < cap
    ? 'WONG-ELIGIBLE'
    : 'WONG-MARGINAL';
}

/**
 * One teaser leg priced from the margin distribution with the line moved by the teaser points.
 * The weights depend on |margin| only, so the team's own margin has the same distribution family
 * whichever side is at home: the leg is a home-side bet on (team margin, team line + points).
 * Without a model margin the market's own expectation (−teamLine) is used.
 */
export function teaserLegProbabilities(
  teamLine: number,
  options: { expectedTeamMargin?: number; points?: number; params?: MarginParams } = {},
): BetOutcomeProbabilities {
  if (!Number.isFinite(teamLine)) throw new RangeError(`teamLine must be finite, got ${teamLine}`);
  const points = options.points ?? WONG_TEASER_POINTS;
  const params = options.params ?? marginParams('NFL');
  return coverProbabilities(params, options.expectedTeamMargin ?? -teamLine, teamLine + points);
}

/** Per-leg break-even of an n-leg teaser at an American price: (1/d)^(1/n). 2 legs at −110 → 72.37%. */
export function teaserLegBreakEven(american: number, legs: number = WONG_TEASER_LEGS): number {
  if (!Number.isInteger(legs) || legs < 2)
    throw new RangeError(`a teaser needs at least 2 legs, got ${legs}`);
  return (1 / americanToDecimal(american)) ** (1 / legs);
}
