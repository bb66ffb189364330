import { netPayout } from './american-odds';
import { resolveOutcomes, type OutcomeProbabilities } from './ev';
import { assertKellyFraction, DEFAULT_KELLY_FRACTION, MAX_STAKE_SHARE } from './stake-limits';

/**
 * Kelly stake with pushes. A push returns the stake and changes nothing, so the growth-optimal
 * fraction is the plain Kelly fraction on the decided bets:
 *   f* = (b·P(win) − P(loss)) / (b·(P(win) + P(loss)))
 * Full Kelly is too aggressive when the probabilities are estimates, so a fraction is staked, within
 * stake-limits.ts's KELLY_FRACTION_LIMITS, with a hard cap.
 */

export function kellyFraction(probabilities: OutcomeProbabilities, american: number): number {
  const p = resolveOutcomes(probabilities);
  const b = netPayout(american);
  const decided = p.win + p.loss;
  if (decided === 0) return 0; // a certain push: nothing to gain
  return (b * p.win - p.loss) / (b * decided);
}

export interface KellyStakeOptions {
  /** Share of full Kelly to stake; ¼ by default, within KELLY_FRACTION_LIMITS (stake-limits.ts). */
  readonly fraction?: number;
  /** Largest stake as a share of bankroll; MAX_UNITS (stake-limits.ts) by default. */
  readonly cap?: number;
}

export const KELLY_DEFAULTS = { fraction: DEFAULT_KELLY_FRACTION, cap: MAX_STAKE_SHARE } as const;

/** Stake as a share of bankroll: max(0, fraction·f*), capped. 0 means no bet. */
export function kellyStake(
  probabilities: OutcomeProbabilities,
  american: number,
  options: KellyStakeOptions = {},
): number {
  const fraction = options.fraction ?? KELLY_DEFAULTS.fraction;
  const cap = options.cap ?? KELLY_DEFAULTS.cap;
  assertKellyFraction(fraction);
  if (!(cap > 0 && cap <= 1)) throw new RangeError(`cap must be within (0, 1], got ${cap}`);
  const full = kellyFraction(probabilities, american);
  return full > 0 ? Math.min(cap, fraction * full) : 0;
}
