import { solveSpd } from './solve-spd';
import {
  binMasses,
  medianLocation,
  supportBounds,
  weightAt,
  weightIndex,
  type Centring,
  type KeyWeightedNormalParams,
  type WeightIndexing,
} from './key-weighted-normal';

/**
 * Maximum-likelihood fit of a key-weighted discretised normal (see key-weighted-normal.ts) to
 * (expected value, observed whole-point value) pairs, e.g. (closing-line margin, final margin).
 *
 * σ is profiled by Brent's method; for each σ the log-weights are found by Newton's method on
 * the ridge-penalised log-likelihood  ℓ(θ) − (λ/2)·Σθ_j², θ_j = ln w_j. The penalty pulls weights of
 * rarely seen values toward 1 (plain normal) instead of letting a handful of games set them.
 * With centre 'median' each game's normal location depends on the weights (it is solved so that the
 * line is the 50/50 point), so locations and weights are updated in turn until the locations stop
 * moving: a fixed point of the two conditional maximisations rather than the exact joint optimum.
 * Pure: the script in scripts/fit-margin-model.ts does the file reading.
 */

export interface FitObservation {
  /** Value the distribution is centred on (e.g. the expected home margin implied by the closing line). */
  readonly centre: number;
  /** Observed whole-point outcome. */
  readonly value: number;
}

export interface KeyWeightFitOptions {
  readonly indexing: WeightIndexing;
  readonly centre: Centring;
  /** Highest weight index with its own weight; higher indexes keep weight 1. */
  readonly maxIndex: number;
  /** Ridge penalty λ on the log-weights. */
  readonly ridge: number;
  /** Indexes whose weight is structurally 0 (college games cannot end tied). */
  readonly zeroIndices?: readonly number[];
  /**
   * Indexes fitted without the ridge: rare for a structural reason (NFL ties: 14 in 26 seasons), so
   * shrinking them toward the normal's mass would overstate them several times over.
   */
  readonly unpenalisedIndices?: readonly number[];
  readonly sigmaMin: number;
  readonly sigmaMax: number;
  /** false fits σ only (all weights 1): the plain discretised normal used as the baseline. */
  readonly fitWeights?: boolean;
}

export interface KeyWeightFit extends KeyWeightedNormalParams {
  readonly n: number;
  /** Unpenalised log-likelihood at the optimum. */
  readonly logLikelihood: number;
}

interface Group {
  readonly centre: number;
  readonly count: number;
  /** observed value → number of games */
  readonly values: ReadonlyMap<number, number>;
}

function groupByCentre(observations: readonly FitObservation[]): Group[] {
  const byCentre = new Map<number, Map<number, number>>();
  for (const o of observations) {
    if (!Number.isFinite(o.centre) || !Number.isInteger(o.value)) {
      throw new RangeError(`bad observation: centre ${o.centre}, value ${o.value}`);
    }
    const key = Math.round(o.centre * 1e6) / 1e6;
    const values = byCentre.get(key) ?? new Map<number, number>();
    values.set(o.value, (values.get(o.value) ?? 0) + 1);
    byCentre.set(key, values);
  }
  return [...byCentre.entries()].map(([centre, values]) => ({
    centre,
    values,
    count: [...values.values()].reduce((a, b) => a + b, 0),
  }));
}

/** Per group and σ: unweighted bin mass aggregated by weight index, plus the weight-1 tail. */
interface GroupMasses {
  readonly count: number;
  readonly byIndex: Float64Array;
  readonly tail: number;
  /** Σ count·ln(bin mass of the observed value): the part of ℓ that does not depend on weights. */
  readonly observedLogBase: number;
}

function groupMasses(
  group: Group,
  location: number,
  sigma: number,
  indexing: WeightIndexing,
  maxIndex: number,
): GroupMasses {
  const bounds = supportBounds(location, sigma, indexing);
  let lo = bounds.lo;
  let hi = bounds.hi;
  for (const v of group.values.keys()) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  const masses = binMasses(lo, hi, location, sigma);
  const byIndex = new Float64Array(maxIndex + 1);
  let tail = 0;
  for (let k = lo; k <= hi; k++) {
    const j = weightIndex(k, indexing);
    const m = masses[k - lo]!;
    if (j <= maxIndex) byIndex[j] = (byIndex[j] ?? 0) + m;
    else tail += m;
  }
  let observedLogBase = 0;
  for (const [v, c] of group.values) observedLogBase += c * Math.log(masses[v - lo]!);
  return { count: group.count, byIndex, tail, observedLogBase };
}

function locationsFor(
  groups: readonly Group[],
  sigma: number,
  weights: readonly number[],
  indexing: WeightIndexing,
  centre: Centring,
  previous?: readonly number[],
): number[] {
  return groups.map((g, i) =>
    centre === 'location' ? g.centre : medianLocation(sigma, weights, g.centre, indexing, previous?.[i]),
  );
}

/** Location shift (points) below which the alternating fit stops: far below what moves the fit. */
const LOCATION_TOLERANCE = 1e-5;

interface WeightProblem {
  readonly masses: readonly GroupMasses[];
  /** observed count per weight index 0..maxIndex */
  readonly observed: Float64Array;
  readonly free: readonly number[];
  readonly zero: ReadonlySet<number>;
  /** ridge per free parameter (0 for unpenalised indexes) */
  readonly ridge: readonly number[];
  readonly maxIndex: number;
}

function weightsFromTheta(problem: WeightProblem, theta: readonly number[]): Float64Array {
  const w = new Float64Array(problem.maxIndex + 1).fill(1);
  for (const j of problem.zero) w[j] = 0;
  problem.free.forEach((j, f) => (w[j] = Math.exp(theta[f]!)));
  return w;
}

function penalisedLogLikelihood(problem: WeightProblem, theta: readonly number[]): number {
  const w = weightsFromTheta(problem, theta);
  let ll = 0;
  problem.free.forEach(
    (j, f) => (ll += problem.observed[j]! * theta[f]! - 0.5 * problem.ridge[f]! * theta[f]! ** 2),
  );
  for (const g of problem.masses) {
    let z = g.tail;
    for (let j = 0; j <= problem.maxIndex; j++) z += w[j]! * g.byIndex[j]!;
    ll += g.observedLogBase - g.count * Math.log(z);
  }
  return ll;
}

function newtonStep(problem: WeightProblem, theta: readonly number[]): number[] {
  const w = weightsFromTheta(problem, theta);
  const nf = problem.free.length;
  const grad = problem.free.map((j, f) => problem.observed[j]! - problem.ridge[f]! * theta[f]!);
  const negHessian: number[][] = Array.from({ length: nf }, (_, i) => {
    const row = new Array<number>(nf).fill(0);
    row[i] = problem.ridge[i]!;
    return row;
  });
  const p = new Float64Array(nf);
  for (const g of problem.masses) {
    let z = g.tail;
    for (let j = 0; j <= problem.maxIndex; j++) z += w[j]! * g.byIndex[j]!;
    problem.free.forEach((j, f) => (p[f] = (w[j]! * g.byIndex[j]!) / z));
    for (let a = 0; a < nf; a++) {
      const pa = p[a]!;
      if (pa === 0) continue;
      grad[a] = grad[a]! - g.count * pa;
      const row = negHessian[a]!;
      const npa = g.count * pa;
      row[a] = row[a]! + npa;
      // Lower triangle only (the matrix is symmetric); mirrored below.
      for (let b = 0; b <= a; b++) row[b] = row[b]! - npa * p[b]!;
    }
  }
  for (let a = 0; a < nf; a++) for (let b = a + 1; b < nf; b++) negHessian[a]![b] = negHessian[b]![a]!;
  return solveSpd(negHessian, grad);
}

function fitWeightsAtSigma(
  problem: WeightProblem,
  start: readonly number[],
): { theta: number[]; penalised: number } {
  let theta = [...start];
  let current = penalisedLogLikelihood(problem, theta);
  for (let iter = 0; iter < 100; iter++) {
    const step = newtonStep(problem, theta);
    let scale = 1;
    let next = theta;
    let value = current;
    // Step halving keeps the ascent monotone when a weight starts far from its optimum.
    while (scale > 1e-6) {
      const candidate = theta.map((t, i) => t + scale * step[i]!);
      value = penalisedLogLikelihood(problem, candidate);
      if (value >= current - 1e-12) {
        next = candidate;
        break;
      }
      scale /= 2;
    }
    const gain = value - current;
    theta = next;
    current = value;
    // Newton converges quadratically: once a step gains under 1e-7 nats the next would gain ~nothing.
    if (Math.max(...step.map(Math.abs)) * scale < 1e-9 || (gain >= 0 && gain < 1e-7)) break;
  }
  return { theta, penalised: current };
}

/**
 * Brent's method (parabolic interpolation with golden-section fallback) for the maximum of a unimodal
 * function on [lo, hi]: about half the evaluations of a plain golden-section search, which matters
 * because each evaluation here is a full weight fit.
 */
function brentMax(f: (x: number) => number, lo: number, hi: number, tolerance: number): number {
  const golden = 0.381966011250105;
  let a = lo;
  let b = hi;
  let x = a + golden * (b - a);
  let w = x;
  let v = x;
  let fx = -f(x);
  let fw = fx;
  let fv = fx;
  let d = 0;
  let e = 0;
  for (let iter = 0; iter < 100; iter++) {
    const mid = (a + b) / 2;
    const tol1 = tolerance;
    const tol2 = 2 * tol1;
    if (Math.abs(x - mid) <= tol2 - (b - a) / 2) break;
    let useGolden = true;
    if (Math.abs(e) > tol1) {
      const r = (x - w) * (fx - fv);
      let q = (x - v) * (fx - fw);
      let p = (x - v) * q - (x - w) * r;
      q = 2 * (q - r);
      if (q > 0) p = -p;
      q = Math.abs(q);
      const previousE = e;
      e = d;
      if (Math.abs(p) < Math.abs(0.5 * q * previousE) && p > q * (a - x) && p < q * (b - x)) {
        d = p / q;
        const u = x + d;
        if (u - a < tol2 || b - u < tol2) d = mid >= x ? tol1 : -tol1;
        useGolden = false;
      }
    }
    if (useGolden) {
      e = x >= mid ? a - x : b - x;
      d = golden * e;
    }
    const u = Math.abs(d) >= tol1 ? x + d : x + (d >= 0 ? tol1 : -tol1);
    const fu = -f(u);
    if (fu <= fx) {
      if (u >= x) a = x;
      else b = x;
      v = w;
      fv = fw;
      w = x;
      fw = fx;
      x = u;
      fx = fu;
    } else {
      if (u < x) a = u;
      else b = u;
      if (fu <= fw || w === x) {
        v = w;
        fv = fw;
        w = u;
        fw = fu;
      } else if (fu <= fv || v === x || v === w) {
        v = u;
        fv = fu;
      }
    }
  }
  return x;
}

export function fitKeyWeightedNormal(
  observations: readonly FitObservation[],
  options: KeyWeightFitOptions,
): KeyWeightFit {
  if (observations.length === 0) throw new RangeError('no observations to fit');
  const groups = groupByCentre(observations);
  const zero = new Set(options.zeroIndices ?? []);
  const observed = new Float64Array(options.maxIndex + 1);
  for (const o of observations) {
    const j = weightIndex(o.value, options.indexing);
    if (zero.has(j)) throw new RangeError(`observed value ${o.value} has a structural zero weight`);
    if (options.indexing === 'direct' && o.value < 0)
      throw new RangeError('direct indexing needs values ≥ 0');
    if (j <= options.maxIndex) observed[j] = observed[j]! + 1;
  }
  const free =
    options.fitWeights === false
      ? []
      : Array.from({ length: options.maxIndex + 1 }, (_, j) => j).filter((j) => !zero.has(j));

  const unpenalised = new Set(options.unpenalisedIndices ?? []);
  for (const j of unpenalised) {
    if (observed[j] === 0)
      throw new RangeError(`unpenalised index ${j} has no observations: its weight would be 0`);
  }
  const ridge = free.map((j) => (unpenalised.has(j) ? 0 : options.ridge));
  let theta = new Array<number>(free.length).fill(0);
  const problemShape: WeightProblem = { masses: [], observed, free, zero, ridge, maxIndex: options.maxIndex };
  let lastLocations: number[] | undefined;
  const profile = (sigma: number): number => {
    let penalised = -Infinity;
    let locations: number[] = locationsFor(
      groups,
      sigma,
      [...weightsFromTheta(problemShape, theta)],
      options.indexing,
      options.centre,
      lastLocations,
    );
    let previousShift = Number.NaN;
    let extrapolated = false;
    for (let round = 0; round < 100; round++) {
      const problem: WeightProblem = {
        ...problemShape,
        masses: groups.map((g, i) =>
          groupMasses(g, locations[i]!, sigma, options.indexing, options.maxIndex),
        ),
      };
      const fit = fitWeightsAtSigma(problem, theta);
      theta = fit.theta; // also the warm start for the next σ: neighbouring σ have similar weights
      penalised = fit.penalised;
      if (options.centre === 'location') break;
      const next = locationsFor(
        groups,
        sigma,
        [...weightsFromTheta(problem, theta)],
        options.indexing,
        options.centre,
        locations,
      );
      const shift = Math.max(...next.map((x, i) => Math.abs(x - locations[i]!)));
      if (shift < LOCATION_TOLERANCE) {
        locations = next;
        break;
      }
      // The locations converge linearly (each round shrinks the shift by a steady ratio ρ, about 0.5
      // for college). After two plain rounds, jump by 1/(1 − ρ) toward the limit (Aitken); the fixed
      // point is unchanged, only reached in fewer rounds.
      const ratio = shift / previousShift;
      const boost: number = !extrapolated && ratio > 0 && ratio < 0.9 ? 1 / (1 - ratio) : 1;
      const current = locations;
      locations = next.map((x, i) => current[i]! + boost * (x - current[i]!));
      extrapolated = boost !== 1;
      previousShift = extrapolated ? Number.NaN : shift;
    }
    lastLocations = locations;
    return penalised;
  };
  const sigma = brentMax(profile, options.sigmaMin, options.sigmaMax, 1e-3);
  profile(sigma);
  const weights = [...weightsFromTheta(problemShape, theta)];
  const params: KeyWeightedNormalParams = { sigma, weights, centre: options.centre };
  return {
    ...params,
    n: observations.length,
    logLikelihood: logLikelihood(observations, params, options.indexing),
  };
}

/** Log-likelihood of observations under a key-weighted normal, each centred on its own value. */
export function logLikelihood(
  observations: readonly FitObservation[],
  params: KeyWeightedNormalParams,
  indexing: WeightIndexing,
): number {
  const maxIndex = params.weights.length - 1;
  let ll = 0;
  for (const g of groupByCentre(observations)) {
    const location =
      params.centre === 'location'
        ? g.centre
        : medianLocation(params.sigma, params.weights, g.centre, indexing);
    const m = groupMasses(g, location, params.sigma, indexing, Math.max(0, maxIndex));
    let z = m.tail;
    for (let j = 0; j < m.byIndex.length; j++) z += weightAt(params.weights, j) * m.byIndex[j]!;
    ll += m.observedLogBase - g.count * Math.log(z);
    for (const [v, c] of g.values) ll += c * Math.log(weightAt(params.weights, weightIndex(v, indexing)));
  }
  return ll;
}
