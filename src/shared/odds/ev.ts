import { netPayout } from './american-odds';

/**
 * Expected value of a bet that can win, push (stake returned) or lose.
 * EV per 1 staked = P(win)·b − P(loss), b = net payout per 1 (0.90909 at −110).
 */

export interface OutcomeProbabilities {
  readonly win: number;
  /** Stake returned; 0 on half-point lines. */
  readonly push?: number;
  /** Defaults to 1 − win − push. */
  readonly loss?: number;
}

const SUM_TOLERANCE = 1e-9;

/** Validates and completes win/push/loss so they sum to 1. */
export function resolveOutcomes(p: OutcomeProbabilities): { win: number; push: number; loss: number } {
  const push = p.push ?? 0;
  const loss = p.loss ?? 1 - p.win - push;
  for (const [name, value] of [
    ['win', p.win],
    ['push', push],
    ['loss', loss],
  ] as const) {
    if (!Number.isFinite(value) || value < -SUM_TOLERANCE || value > 1 + SUM_TOLERANCE) {
      throw new RangeError(`${name} probability must be within [0, 1], got ${value}`);
    }
  }
  if (Math.abs(p.win + push + loss - 1) > 1e-6) {
    throw new RangeError(`win + push + loss must be 1, got ${p.win + push + loss}`);
  }
  return { win: Math.max(0, p.win), push: Math.max(0, push), loss: Math.max(0, loss) };
}

/** EV per 1 staked: 56% at −110 → 0.56·0.90909 − 0.44 = +0.0691. */
export function expectedValue(probabilities: OutcomeProbabilities, american: number): number {
  const p = resolveOutcomes(probabilities);
  return p.win * netPayout(american) - p.loss;
}

/**
 * The product's edge %: expected return on the stake in percent, 100·EV (model.md). 56% at −110 is
 * +6.9%. It is an ROI, not a probability gap (that would be 56% − 52.38% = 3.6 points).
 */
export function edgePercent(probabilities: OutcomeProbabilities, american: number): number {
  return 100 * expectedValue(probabilities, american);
}
