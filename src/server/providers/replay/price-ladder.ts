import { fairAmericanOdds, impliedProbability } from '@shared/odds/american-odds';
import { noVigMultiplicative } from '@shared/odds/no-vig';

/**
 * How sportsbooks write a two-way price. A book quotes both sides around a base juice J (−110/−110 at
 * a US retail book, −105/−105 at a low-hold one) and moves c cents from one side to the other:
 * −110/−110 → −112/−108 → −115/−105 → −120/+100 → −125/+105. Here a side's "cost" is what it takes to
 * win 100 (−112 → 112, +105 → 95), and a pair is (J + c, J − c).
 */

/** Cost to win 100: −112 → 112, +105 → 95, ±100 → 100. */
export function costOf(american: number): number {
  return american < 0 ? -american : 200 - american;
}

/** American odds from a cost: 112 → −112, 100 → +100, 95 → +105. */
export function americanFromCost(cost: number): number {
  return cost > 100 ? -cost : 200 - cost;
}

/** The pair (side A, side B) at base juice J with side A charged c cents more. */
export function ladderPair(juice: number, cents: number): [number, number] {
  return [americanFromCost(juice + cents), americanFromCost(juice - cents)];
}

/** Base juice and skew of a real pair (inverse of ladderPair): −115/−105 → J 110, c 5. */
export function pairCents(a: number, b: number): { juice: number; cents: number } {
  return { juice: (costOf(a) + costOf(b)) / 2, cents: (costOf(a) - costOf(b)) / 2 };
}

/** No-vig probability of side A of a two-way price (multiplicative, fine for spreads and totals). */
export function noVigShare(a: number, b: number): number {
  return noVigMultiplicative([impliedProbability(a), impliedProbability(b)]).probabilities[0]!;
}

/** The overround (Σ implied − 1) of a base juice: 110 → 4.76%, 105 → 2.44%. */
export function overroundOfJuice(juice: number): number {
  return (2 * juice) / (100 + juice) - 1;
}

/** The base juice whose even pair has this overround, to the whole cent. */
export function juiceOfOverround(overround: number): number {
  return Math.round((100 * (1 + overround)) / (1 - overround));
}

/** Cents a US retail book moves between sides (the steps seen in real closing prices). */
export const RETAIL_STEPS = [0, 2, 5, 8, 10, 12, 15, 18, 20, 22, 25, 30, 35, 40, 45, 50, 60];
/** A low-hold book prices to the cent. */
export const LOW_HOLD_STEPS = Array.from({ length: 61 }, (_, i) => i);

/** Signed ladder of a book: −60 … 0 … 60 on its steps. */
export function signedSteps(steps: readonly number[]): number[] {
  return [
    ...steps
      .slice(1)
      .map((s) => -s)
      .reverse(),
    ...steps,
  ];
}

/** Index in `ladder` (a signed, ascending step list) whose pair's no-vig share of side A is closest to p. */
export function nearestStep(juice: number, ladder: readonly number[], p: number): number {
  let best = 0;
  let bestGap = Infinity;
  ladder.forEach((cents, i) => {
    const [a, b] = ladderPair(juice, cents);
    const gap = Math.abs(noVigShare(a, b) - p);
    if (gap < bestGap) {
      best = i;
      bestGap = gap;
    }
  });
  return best;
}

/**
 * A two-way price (e.g. a moneyline) with this overround for fair probabilities (p, 1 − p): implied
 * probabilities p^k and (1 − p)^k, k < 1 chosen so they sum to 1 + overround (the power method in
 * reverse: more of the margin lands on the longshot, as at real books). Whole American odds.
 */
export function twoWayPrice(p: number, overround: number): [number, number] {
  if (!(p > 0 && p < 1)) throw new RangeError(`probability must be in (0, 1), got ${p}`);
  const excess = (k: number) => p ** k + (1 - p) ** k - (1 + overround);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 100; i++) {
    const k = (lo + hi) / 2;
    if (excess(k) > 0) lo = k;
    else hi = k;
  }
  const k = (lo + hi) / 2;
  const price = (q: number) => {
    const american = Math.round(fairAmericanOdds(Math.min(q, 0.999)));
    return american > -100 && american < 100 ? 100 : american;
  };
  return [price(p ** k), price((1 - p) ** k)];
}
