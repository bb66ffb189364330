import {
  keyWeightedPmf,
  locationFor,
  medianLocation,
  type IntegerPmf,
  type KeyWeightedNormalParams,
  type WeightIndexing,
} from '../model/key-weighted-normal';

/**
 * How pricing turns an expected margin (or total) into a PMF, and fast splits of it.
 *
 * Why not marginPmf(params, c) directly: with median centring, c enters only through the condition
 * P(X > c) = P(X < c), and on integer outcomes that condition is the SAME for every c strictly between
 * two integers. So the model folder's PMF is constant for c in (2, 3) and jumps at every integer:
 * an expected home margin of 2.01 and 2.99 price identically (home −3.5 covers 41.7% for both at
 * σ = 14), and 3.01 jumps to 50.0%. A fair line of −2.9 would then claim the same edge as −2.1.
 *
 * What is done instead: the location ν is the model's own median-centred solution at half-integer
 * centres (c = k + ½, exactly marginPmf's distribution there, which is where closing lines live and
 * where the fit was made) and is interpolated linearly in c between neighbouring half-integers. Prices
 * are then continuous and monotone in the model's expected margin. The PMF itself is keyWeightedPmf at
 * that location; nothing in the distribution is re-implemented.
 *
 * Speed: there are only ~100 half-integer centres a game can use, so their solved locations are cached
 * per parameter object (model-params.ts hands out one object per league and σ) and a batch of games
 * needs a handful of solves, each started from its neighbour's solution. Cumulative sums make each
 * split at a book's line O(1).
 */

export interface PmfTable {
  readonly pmf: IntegerPmf;
  /** cumulative[i] = P(X < pmf.min + i). */
  readonly cumulative: Float64Array;
}

const MAX_ANCHORS = 2048;
const anchorsByParams = new WeakMap<KeyWeightedNormalParams, Map<string, number>>();

function anchorLocation(params: KeyWeightedNormalParams, anchor: number, indexing: WeightIndexing): number {
  let cache = anchorsByParams.get(params);
  if (!cache) {
    cache = new Map();
    anchorsByParams.set(params, cache);
  }
  const key = `${indexing}:${anchor}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const neighbour = cache.get(`${indexing}:${anchor - 1}`) ?? cache.get(`${indexing}:${anchor + 1}`);
  const neighbourAnchor = cache.has(`${indexing}:${anchor - 1}`) ? anchor - 1 : anchor + 1;
  // The offset ν − c of the next half-integer is a close starting guess; the root found is the same.
  const guess = neighbour === undefined ? anchor : anchor + (neighbour - neighbourAnchor);
  const location = medianLocation(params.sigma, params.weights, anchor, indexing, guess);
  if (cache.size >= MAX_ANCHORS) cache.clear();
  cache.set(key, location);
  return location;
}

/**
 * The normal location for centre value c: the model's median-centred solution at half-integer c,
 * linear in between. Unchanged for parameters centred by location.
 */
export function smoothLocation(params: KeyWeightedNormalParams, c: number, indexing: WeightIndexing): number {
  if (!Number.isFinite(c)) throw new RangeError(`centre value must be finite, got ${c}`);
  if (params.centre === 'location') return c;
  const lower = Math.floor(c - 0.5) + 0.5;
  // Totals below ½ point never occur in football; leave them to the model's own centring.
  if (indexing === 'direct' && lower < 0.5) return locationFor(params, c, indexing);
  const t = c - lower;
  const atLower = anchorLocation(params, lower, indexing);
  if (t === 0) return atLower;
  return atLower + t * (anchorLocation(params, lower + 1, indexing) - atLower);
}

/** The PMF for centre value c (see above), with cumulative sums. */
export function centredPmfTable(
  params: KeyWeightedNormalParams,
  centre: number,
  indexing: WeightIndexing,
): PmfTable {
  const location = smoothLocation(params, centre, indexing);
  const pmf = keyWeightedPmf({ ...params, centre: 'location' }, location, indexing);
  const cumulative = new Float64Array(pmf.probs.length + 1);
  for (let i = 0; i < pmf.probs.length; i++) cumulative[i + 1] = cumulative[i]! + pmf.probs[i]!;
  return { pmf, cumulative };
}

/** Same tolerance as key-weighted-normal.ts: averaged lines and float noise count as the integer. */
const INTEGER_TOLERANCE = 1e-9;

/** P(X > line), P(X = line), P(X < line): splitAtLine's three masses in O(1). */
export function splitAt(table: PmfTable, line: number): { above: number; equal: number; below: number } {
  if (!Number.isFinite(line)) throw new RangeError(`line must be finite, got ${line}`);
  const { pmf, cumulative } = table;
  const n = pmf.probs.length;
  const total = cumulative[n]!;
  const clampIndex = (i: number) => Math.min(n, Math.max(0, i));
  const r = Math.round(line);
  if (Math.abs(line - r) < INTEGER_TOLERANCE) {
    const i = r - pmf.min;
    const below = cumulative[clampIndex(i)]!;
    const equal = i >= 0 && i < n ? pmf.probs[i]! : 0;
    return { above: total - below - equal, equal, below };
  }
  const below = cumulative[clampIndex(Math.floor(line) - pmf.min + 1)]!;
  return { above: total - below, equal: 0, below };
}
