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

/** The base juice whose even pair has this overround, to the whole cent. */
export function juiceOfOverround(overround: number): number {
  return Math.round((100 * (1 + overround)) / (1 - overround));
}

/**
 * The favourite's prices a US retail book posts on spreads and totals (−110, −112, −115, −118, −120 …);
 * the other side follows from the book's overround. A low-hold book prices to the cent.
 */
export const RETAIL_FAVOURITE_PRICES = [
  -110, -112, -114, -115, -118, -120, -122, -124, -125, -130, -135, -140, -145, -150, -155, -160, -165, -170,
  -175, -180, -190, -200, -210, -220, -230, -240, -250, -275, -300,
];

/**
 * A spread or total price pair (side A, side B) whose no-vig share of side A is `p` and whose overround
 * is the book's: the favourite's price snapped to `favouritePrices` (or to the cent without them), the
 * other side's to the cent. At p = ½ and 4.76% this is −110/−110.
 */
export function quotePair(
  p: number,
  overround: number,
  favouritePrices?: readonly number[],
): [number, number] {
  if (!(p > 0 && p < 1)) throw new RangeError(`probability must be in (0, 1), got ${p}`);
  const favouriteShare = Math.max(p, 1 - p);
  const exact = fairAmericanOdds(Math.min(0.95, favouriteShare * (1 + overround)));
  const favourite = favouritePrices
    ? favouritePrices.reduce((best, price) =>
        Math.abs(impliedProbability(price) - impliedProbability(exact)) <
        Math.abs(impliedProbability(best) - impliedProbability(exact))
          ? price
          : best,
      )
    : Math.min(-100, Math.round(exact));
  const other = Math.round(
    fairAmericanOdds(Math.min(0.95, Math.max(0.05, 1 + overround - impliedProbability(favourite)))),
  );
  const underdog = other > -101 && other < 100 ? 100 : other;
  return p >= 0.5 ? [favourite, underdog] : [underdog, favourite];
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
