import { marginParams, withSigma, type MarginParams } from '../model/margin-distribution';
import type { SportCode } from '../league';
import { totalParams, type TotalParams } from '../model/total-distribution';

/**
 * The fitted key-number shapes with the model's own σ. Memoised per (league, σ) because the model
 * folder caches each solved centring location per parameter OBJECT: handing it the same object for
 * the same σ lets re-pricing a game (odds-only refresh) skip the solve entirely.
 */

const MEMO_LIMIT = 256;
const marginMemo = new Map<string, MarginParams>();
const totalMemo = new Map<string, TotalParams>();

function memo<P extends MarginParams>(store: Map<string, P>, key: string, make: () => P): P {
  const hit = store.get(key);
  if (hit) return hit;
  if (store.size >= MEMO_LIMIT) store.clear();
  const made = make();
  store.set(key, made);
  return made;
}

export function modelMarginParams(league: SportCode, sigma: number): MarginParams {
  return memo(marginMemo, `${league}:${sigma}`, () => withSigma(marginParams(league), sigma));
}

export function modelTotalParams(league: SportCode, sigma: number): TotalParams {
  return memo(totalMemo, `${league}:${sigma}`, () => withSigma(totalParams(league), sigma));
}
