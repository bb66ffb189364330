import {
  keyWeightedPmf,
  splitAtLine,
  type IntegerPmf,
  type KeyWeightedNormalParams,
} from './key-weighted-normal';
import type { League } from './margin-distribution';
import { CFB_TOTAL_PARAMS, NFL_TOTAL_PARAMS } from './margin-params';

/**
 * Final combined score T as a key-weighted discretised normal around the expected total, with its own
 * σ and weights per total (fitted in margin-params.ts). T cannot be negative: normal mass below −½ is
 * dropped and the rest renormalised.
 */

export type TotalParams = KeyWeightedNormalParams;

export interface TotalOutcomeProbabilities {
  readonly over: number;
  readonly push: number;
  readonly under: number;
}

/** Fitted closing-line parameters for a league. */
export function totalParams(league: League): TotalParams {
  return league === 'NFL' ? NFL_TOTAL_PARAMS : CFB_TOTAL_PARAMS;
}

export function totalPmf(params: TotalParams, expectedTotal: number): IntegerPmf {
  if (!(expectedTotal >= 0)) throw new RangeError(`expectedTotal must be ≥ 0, got ${expectedTotal}`);
  return keyWeightedPmf(params, expectedTotal, 'direct');
}

/** Over wins when T > line, under when T < line, push when equal (never on a half-point total). */
export function totalProbabilities(
  params: TotalParams,
  expectedTotal: number,
  totalLine: number,
): TotalOutcomeProbabilities {
  if (!Number.isFinite(totalLine)) throw new RangeError(`totalLine must be finite, got ${totalLine}`);
  const split = splitAtLine(totalPmf(params, expectedTotal), totalLine);
  return { over: split.above, push: split.equal, under: split.below };
}
