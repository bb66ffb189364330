import { edgePercent, type OutcomeProbabilities } from './ev';
import { kellyFraction, kellyStake, type KellyStakeOptions } from './kelly';
import { MAX_UNITS, MIN_UNITS, UNIT_SHARE_OF_BANKROLL } from './stake-limits';

/**
 * Units: 1 unit = 1% of bankroll. Recommended stakes sit on a MIN_UNITS–MAX_UNITS (0.5–3, stake-limits.ts)
 * unit scale in half-unit steps:
 *   units = clamp(round-to-half(100 · stake share), MIN_UNITS, MAX_UNITS)   when the capped fractional Kelly stake > 0
 *   units = 0                                                  otherwise (no bet)
 * With the defaults (¼ Kelly, 3% cap) at −110 and no push: 53% → 0.5 u, 55% → 1.5 u, 57% → 2.5 u,
 * 58% and above → 3 u.
 */

// Kept here too: the unit scale's callers have always imported its limits from units.ts.
export { MAX_UNITS, MIN_UNITS, UNIT_SHARE_OF_BANKROLL };

/**
 * Edges above this (percent) are off-market prices to verify (a stale or mistaken line, or news the
 * market has): the default of EDGE_VERIFY_PERCENT and of the pricing's `verifyEdgeAbove`. One home.
 */
export const VERIFY_EDGE_PERCENT = 8;

/** Maps a stake share of bankroll onto the 0.5–3 unit scale (0 = no bet). */
export function stakeShareToUnits(stakeShare: number): number {
  if (!Number.isFinite(stakeShare) || stakeShare < 0) {
    throw new RangeError(`stake share must be a non-negative number, got ${stakeShare}`);
  }
  if (stakeShare === 0) return 0;
  const halfUnits = Math.round((2 * stakeShare) / UNIT_SHARE_OF_BANKROLL) / 2;
  return Math.min(MAX_UNITS, Math.max(MIN_UNITS, halfUnits));
}

export interface StakeRecommendation {
  /** Full Kelly fraction (may be negative: the bet has no edge). */
  readonly kelly: number;
  /** Capped fractional Kelly share of bankroll actually suggested. */
  readonly stakeShare: number;
  readonly units: number;
  /** 100·EV. */
  readonly edgePercent: number;
  /** The edge is large enough that news the model does not see is the likelier explanation. */
  readonly needsVerification: boolean;
}

export interface RecommendStakeOptions extends KellyStakeOptions {
  /** The configured EDGE_VERIFY_PERCENT (pricing settings' verifyEdgeAbove); VERIFY_EDGE_PERCENT by default. */
  readonly verifyEdgeAbove?: number;
}

export function recommendStake(
  probabilities: OutcomeProbabilities,
  american: number,
  options: RecommendStakeOptions = {},
): StakeRecommendation {
  const stakeShare = kellyStake(probabilities, american, options);
  const edge = edgePercent(probabilities, american);
  return {
    kelly: kellyFraction(probabilities, american),
    stakeShare,
    units: stakeShareToUnits(stakeShare),
    edgePercent: edge,
    needsVerification: edge > (options.verifyEdgeAbove ?? VERIFY_EDGE_PERCENT),
  };
}
