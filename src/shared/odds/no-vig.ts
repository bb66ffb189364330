import { assertProbability } from './american-odds';

/**
 * Removing the bookmaker's margin from a market's implied probabilities (methods as in the CRAN
 * package `implied`). For two-way spreads and totals near −110 every method gives nearly the same
 * answer and multiplicative is fine; power and Shin put more of the margin on the longshot, which
 * matches the favourite–longshot bias of lopsided moneylines.
 */

export interface NoVigResult {
  readonly probabilities: number[];
  /** Power: the exponent k. Shin: the insider share z. Otherwise absent. */
  readonly parameter?: number;
}

function assertMarket(probabilities: readonly number[]): number {
  if (probabilities.length < 2) throw new RangeError('a market needs at least two outcomes');
  probabilities.forEach((p) => assertProbability(p, 'implied probability'));
  return probabilities.reduce((a, b) => a + b, 0);
}

/** q_i = p_i / Σp. */
export function noVigMultiplicative(probabilities: readonly number[]): NoVigResult {
  const total = assertMarket(probabilities);
  return { probabilities: probabilities.map((p) => p / total) };
}

/** Bisection for the root of a function that decreases through 0 on [lo, hi]. */
function bisectDecreasing(f: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 200 && b - a > 1e-15; i++) {
    const m = (a + b) / 2;
    if (f(m) > 0) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

/** q_i = p_i^k with k solving Σ p_i^k = 1 (k > 1 when there is an overround). */
export function noVigPower(probabilities: readonly number[]): NoVigResult {
  assertMarket(probabilities);
  const sum = (k: number) => probabilities.reduce((s, p) => s + p ** k, 0) - 1;
  // Σp^k falls from n (k = 0) toward 0 as k grows; widen until the root is bracketed.
  let hi = 2;
  while (sum(hi) > 0 && hi < 1e6) hi *= 2;
  const k = bisectDecreasing(sum, 0, hi);
  return { probabilities: probabilities.map((p) => p ** k), parameter: k };
}

/**
 * Shin (1992): the book sets prices against a share z of insiders. For a given z,
 *   q_i = (√(z² + 4(1 − z)·p_i²/Σp) − z) / (2(1 − z)),
 * and z is the value that makes Σq = 1 (solved by bisection; Σq falls as z rises). Needs an overround.
 * With two outcomes Shin gives exactly the additive answer.
 */
export function noVigShin(probabilities: readonly number[]): NoVigResult {
  const total = assertMarket(probabilities);
  if (total <= 1)
    throw new RangeError('Shin no-vig needs an overround (implied probabilities summing above 1)');
  const q = (z: number) =>
    probabilities.map((p) => (Math.sqrt(z * z + (4 * (1 - z) * (p * p)) / total) - z) / (2 * (1 - z)));
  const excess = (z: number) => q(z).reduce((a, b) => a + b, 0) - 1;
  const z = bisectDecreasing(excess, 0, 0.999);
  return { probabilities: q(z), parameter: z };
}
