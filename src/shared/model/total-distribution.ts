import { keyWeightedPmf, type IntegerPmf, type KeyWeightedNormalParams } from './key-weighted-normal';
import type { SportCode } from '../league';
import { CFB_TOTAL_PARAMS, NFL_TOTAL_PARAMS } from './margin-params';

/**
 * Final combined score T as a key-weighted discretised normal around the expected total, with its own
 * σ and weights per total (fitted in margin-params.ts). T cannot be negative: normal mass below −½ is
 * dropped and the rest renormalised.
 */

export type TotalParams = KeyWeightedNormalParams;

const TOTAL_PARAMS: Readonly<Record<SportCode, TotalParams>> = {
  NFL: NFL_TOTAL_PARAMS,
  CFB: CFB_TOTAL_PARAMS,
};

/** Fitted closing-line parameters for a league. */
export function totalParams(league: SportCode): TotalParams {
  return TOTAL_PARAMS[league];
}

export function totalPmf(params: TotalParams, expectedTotal: number): IntegerPmf {
  if (!(expectedTotal >= 0)) throw new RangeError(`expectedTotal must be ≥ 0, got ${expectedTotal}`);
  return keyWeightedPmf(params, expectedTotal, 'direct');
}
