import { normalCdf } from './normal';

/**
 * A normal distribution discretised onto whole points, with a multiplicative weight per point value:
 *
 *   P(X = k) ∝ w(k) · [Φ((k + ½ − ν)/σ) − Φ((k − ½ − ν)/σ)]
 *
 * Football scores move in 3s and 7s, so final margins pile up on 3, 7, 10, 14 (and totals on a few
 * values) far more than a smooth curve allows. The normal carries location and spread; the weights
 * carry the scoring structure, which depends on the value itself and not on the line.
 *
 * Centring. Callers pass a centre value c (expected margin, expected total). With centre 'location'
 * the normal's location is ν = c, the formula read literally. With centre 'median' ν is solved so that
 * c is the distribution's 50/50 point: P(X > c) = P(X < c). The weights pull mass onto 3 and 7, so with
 * ν = c a −7.5 favourite priced at exactly its fair line would cover only ~45%, and the engine would
 * report a phantom edge on every line next to a key number. Closing lines are 50/50 in the data, and a
 * fair line means the line at which both sides are equally likely, so the fitted parameters use 'median'.
 */

export type Centring = 'median' | 'location';

export interface KeyWeightedNormalParams {
  /** Standard deviation of the underlying normal, in points. */
  readonly sigma: number;
  /** weights[j] scales the mass at weight index j; indexes past the end have weight 1. */
  readonly weights: readonly number[];
  readonly centre: Centring;
}

/**
 * Margins are symmetric (a 3-point win and a 3-point loss are the same scoring event): index |k|.
 * Totals use the value itself and cannot be negative.
 */
export type WeightIndexing = 'absolute' | 'direct';

/** Probability mass function on consecutive integers: P(X = min + i) = probs[i]. */
export interface IntegerPmf {
  readonly min: number;
  readonly probs: readonly number[];
}

/** Integers further than this many σ from the location carry less than 1e-23 of mass: dropped. */
const SUPPORT_SIGMAS = 10;

export function weightIndex(k: number, indexing: WeightIndexing): number {
  return indexing === 'absolute' ? Math.abs(k) : k;
}

export function weightAt(weights: readonly number[], index: number): number {
  return index < weights.length ? (weights[index] ?? 1) : 1;
}

export function supportBounds(
  location: number,
  sigma: number,
  indexing: WeightIndexing,
): { lo: number; hi: number } {
  const hi = Math.ceil(location + SUPPORT_SIGMAS * sigma);
  const lo = Math.floor(location - SUPPORT_SIGMAS * sigma);
  if (indexing === 'absolute') return { lo, hi };
  const clampedLo = Math.max(0, lo);
  return { lo: clampedLo, hi: Math.max(clampedLo, hi) };
}

/**
 * Unweighted normal mass of the unit bins centred on lo..hi. One Φ per bin edge; each bin is
 * differenced in whichever tail keeps precision, so bins far from the location never cancel to 0.
 */
export function binMasses(lo: number, hi: number, location: number, sigma: number): Float64Array {
  const n = hi - lo + 1;
  const edges = new Float64Array(n + 1);
  const tails = new Float64Array(n + 1);
  for (let i = 0; i <= n; i++) {
    const z = (lo - 0.5 + i - location) / sigma;
    edges[i] = z;
    tails[i] = normalCdf(-Math.abs(z));
  }
  const masses = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = edges[i]!;
    const b = edges[i + 1]!;
    if (a >= 0) masses[i] = tails[i]! - tails[i + 1]!;
    else if (b <= 0) masses[i] = tails[i + 1]! - tails[i]!;
    else masses[i] = 1 - tails[i]! - tails[i + 1]!;
  }
  return masses;
}

export function assertValidParams(params: KeyWeightedNormalParams): void {
  if (!Number.isFinite(params.sigma) || params.sigma <= 0) {
    throw new RangeError(`sigma must be a positive finite number, got ${params.sigma}`);
  }
  for (const w of params.weights) {
    if (!Number.isFinite(w) || w < 0)
      throw new RangeError(`weights must be finite and non-negative, got ${w}`);
  }
  if (params.centre !== 'median' && params.centre !== 'location') {
    throw new RangeError(`centre must be 'median' or 'location', got ${String(params.centre)}`);
  }
}

/** Lines within this distance of an integer are treated as that integer (averaged lines, float noise). */
const INTEGER_TOLERANCE = 1e-9;

function integerOrNull(x: number): number | null {
  const r = Math.round(x);
  return Math.abs(x - r) < INTEGER_TOLERANCE ? r : null;
}

/** Weighted mass above c minus weighted mass below c (unnormalised), for the normal at `location`. */
function medianImbalance(
  sigma: number,
  weights: readonly number[],
  c: number,
  location: number,
  indexing: WeightIndexing,
): number {
  const { lo, hi } = supportBounds(location, sigma, indexing);
  const masses = binMasses(lo, hi, location, sigma);
  const onInteger = integerOrNull(c);
  let above = 0;
  let below = 0;
  for (let i = 0; i < masses.length; i++) {
    const k = lo + i;
    if (k === onInteger) continue;
    const m = weightAt(weights, weightIndex(k, indexing)) * masses[i]!;
    if (k > c) above += m;
    else below += m;
  }
  const total = above + below;
  return total > 0 ? (above - below) / total : c < location ? 1 : -1;
}

/**
 * The normal location ν at which c is the 50/50 point. The imbalance rises monotonically with ν (a
 * location family of bins has a monotone likelihood ratio, and fixed weights keep it), so a bracketed
 * Illinois (modified regula falsi) search converges in a handful of steps.
 */
export function medianLocation(
  sigma: number,
  weights: readonly number[],
  c: number,
  indexing: WeightIndexing,
  guess = c,
): number {
  if (indexing === 'absolute' && c === 0) return 0; // symmetric weights: a pick 'em is centred
  const f = (x: number) => medianImbalance(sigma, weights, c, x, indexing);
  // Start from a narrow bracket round the guess (the fit passes the previous solution) and widen it.
  let step = guess === c ? 1 : 0.01;
  let a = guess - step;
  let b = guess + step;
  let fa = f(a);
  let fb = f(b);
  for (let i = 0; fa > 0 && i < 60; i++) {
    b = a;
    fb = fa;
    step *= 2;
    a -= step;
    fa = f(a);
  }
  for (let i = 0; fb < 0 && i < 60; i++) {
    a = b;
    fa = fb;
    step *= 2;
    b += step;
    fb = f(b);
  }
  if (fa > 0 || fb < 0) throw new RangeError(`cannot centre the distribution on ${c}`);
  let side = 0;
  for (let iter = 0; iter < 100 && b - a > 1e-9; iter++) {
    const x = fa === fb ? (a + b) / 2 : (a * fb - b * fa) / (fb - fa);
    const fx = f(x);
    if (fx === 0) return x;
    if (fx < 0) {
      a = x;
      fa = fx;
      if (side === -1) fb /= 2;
      side = -1;
    } else {
      b = x;
      fb = fx;
      if (side === 1) fa /= 2;
      side = 1;
    }
  }
  return (a + b) / 2;
}

/** Memo of solved locations per parameter object: the engine prices the same few lines many times. */
const locationCache = new WeakMap<KeyWeightedNormalParams, Map<string, number>>();
const LOCATION_CACHE_LIMIT = 4096;

export function locationFor(params: KeyWeightedNormalParams, c: number, indexing: WeightIndexing): number {
  if (params.centre === 'location') return c;
  let cache = locationCache.get(params);
  if (!cache) {
    cache = new Map();
    locationCache.set(params, cache);
  }
  const key = `${indexing}:${c}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const location = medianLocation(params.sigma, params.weights, c, indexing);
  if (cache.size >= LOCATION_CACHE_LIMIT) cache.clear();
  cache.set(key, location);
  return location;
}

export function keyWeightedPmf(
  params: KeyWeightedNormalParams,
  centre: number,
  indexing: WeightIndexing,
): IntegerPmf {
  assertValidParams(params);
  if (!Number.isFinite(centre)) throw new RangeError(`centre value must be finite, got ${centre}`);
  const location = locationFor(params, centre, indexing);
  const { lo, hi } = supportBounds(location, params.sigma, indexing);
  const masses = binMasses(lo, hi, location, params.sigma);
  const probs: number[] = [];
  let total = 0;
  for (let i = 0; i < masses.length; i++) {
    const p = weightAt(params.weights, weightIndex(lo + i, indexing)) * masses[i]!;
    probs.push(p);
    total += p;
  }
  if (!(total > 0)) throw new RangeError('the distribution has no mass: check the weights');
  return { min: lo, probs: probs.map((p) => p / total) };
}

export function pmfAt(pmf: IntegerPmf, k: number): number {
  if (!Number.isInteger(k)) return 0;
  return pmf.probs[k - pmf.min] ?? 0;
}

/** P(X > line), P(X = line), P(X < line); the middle one is 0 unless the line is a whole number. */
export function splitAtLine(pmf: IntegerPmf, line: number): { above: number; equal: number; below: number } {
  if (!Number.isFinite(line)) throw new RangeError(`line must be finite, got ${line}`);
  const onInteger = integerOrNull(line);
  let above = 0;
  let equal = 0;
  let below = 0;
  pmf.probs.forEach((p, i) => {
    const k = pmf.min + i;
    if (k === onInteger) equal += p;
    else if (k > line) above += p;
    else below += p;
  });
  return { above, equal, below };
}
