import { impliedProbability } from '../odds/american-odds';
import { noVigMultiplicative, noVigShin } from '../odds/no-vig';
import { consensusWeight, isSharpBook } from '../odds/sharp-books';
import type { KeyWeightedNormalParams, WeightIndexing } from '../model/key-weighted-normal';
import { marginParams } from '../model/margin-distribution';
import type { SportCode } from '../league';
import { totalParams } from '../model/total-distribution';
import { centredPmfTable, splitAt } from './centred-pmf';
import { OFF_MARKET_POINTS, OFF_MARKET_TOTAL_POINTS } from './market-rules';
import { bookDisplayName, round, validQuote } from './book-quote';
import type { BookQuote } from './types';

/**
 * The market fair line: what the books' current prices say once their margin is removed.
 *
 * 1. Each fresh book's two-way market (spread: home/away; total: over/under) is de-vigged with Shin's
 *    method (for two outcomes the same as removing half the overround from each side), giving the
 *    book's fair probability that the home side covers at ITS number, pushes excluded.
 * 2. That probability is turned into the expected home margin that makes it true under the fitted
 *    closing-line margin distribution (key-number weights, src/shared/model). This is what makes the
 *    consensus key-number aware: −2.5 at −130 and −3 at −110 both say "about 3", because the half
 *    point onto 3 is worth about that much price; averaging the numbers would say 2.75.
 * 3. The consensus is the weighted mean of those implied margins (sharp and low-hold books weighted
 *    up, src/shared/odds/sharp-books.ts) over the books within OFF_MARKET_POINTS of their weighted
 *    median, so one mistaken or stale book cannot drag the fair line.
 *
 * Totals follow the same three steps with the total distribution. The home win probability is the
 * same consensus of the books' moneylines when any book quotes one, else it is read off the margin
 * distribution at the fair margin.
 */

export const FAIR_LINE_METHOD = 'shin' as const;

export interface FairLine {
  /** Fair home line, product sign (negative = home favoured), one decimal. */
  readonly spread: number | null;
  readonly expectedHomeMargin: number | null;
  /** Fair total, one decimal. */
  readonly total: number | null;
  readonly expectedTotal: number | null;
  readonly homeWinProbability: number | null;
  readonly winProbabilitySource: 'moneyline' | 'spread' | null;
  readonly method: typeof FAIR_LINE_METHOD;
  /** Books in the spread consensus. */
  readonly books: number;
  /** Display names of the sharp books among them (weighted up). */
  readonly sharpBooks: readonly string[];
  /** Display names of books left out as off-market. */
  readonly excludedBooks: readonly string[];
}

/** The book's fair (no-vig) probability of the first of two outcomes. */
export function fairFirstProbability(firstPrice: number, secondPrice: number): number {
  const implied = [impliedProbability(firstPrice), impliedProbability(secondPrice)];
  // A zero-margin or negative-margin market has nothing to remove: Shin needs an overround.
  const fair = implied[0]! + implied[1]! > 1 ? noVigShin(implied) : noVigMultiplicative(implied);
  return fair.probabilities[0]!;
}

/** Two-way market hold, 1 − 1/Σp. */
export function marketHold(firstPrice: number, secondPrice: number): number {
  return 1 - 1 / (impliedProbability(firstPrice) + impliedProbability(secondPrice));
}

/** P(X > line) / (P(X > line) + P(X < line)) for a distribution centred (median) on `centre`. */
function aboveShare(
  params: KeyWeightedNormalParams,
  centre: number,
  line: number,
  indexing: WeightIndexing,
): number {
  const split = splitAt(centredPmfTable(params, centre, indexing), line);
  const decided = split.above + split.below;
  return decided > 0 ? split.above / decided : 0.5;
}

const SOLVE_TOLERANCE = 1e-7;
const MAX_SPAN = 60;

/**
 * The centre c at which P(X > line | no push) = target, by a bracketed Illinois (modified regula
 * falsi) search: the share rises monotonically with c, and a good bracket is c = line ± 2.
 */
export function solveCentre(
  params: KeyWeightedNormalParams,
  line: number,
  target: number,
  indexing: WeightIndexing,
  minimum = -Infinity,
): number {
  if (!(target > 0 && target < 1))
    throw new RangeError(`target probability must be in (0, 1), got ${target}`);
  // A balanced market (−110/−110) is 50/50 at its own number: the distribution is median-centred, so
  // the answer is the line itself (exact on half points, within 1e-4 of a probability on whole ones).
  if (Math.abs(target - 0.5) < 1e-12 && line >= minimum) return line;
  const f = (c: number) => aboveShare(params, c, line, indexing) - target;
  let lo = Math.max(minimum, line - 2);
  let hi = Math.max(lo + 1, line + 2);
  let flo = f(lo);
  let fhi = f(hi);
  for (let step = 4; flo > 0 && lo > Math.max(minimum, line - MAX_SPAN); step *= 2) {
    lo = Math.max(minimum, lo - step);
    flo = f(lo);
  }
  for (let step = 4; fhi < 0 && hi < line + MAX_SPAN; step *= 2) {
    hi += step;
    fhi = f(hi);
  }
  if (flo > 0) return lo;
  if (fhi < 0) return hi;
  let side = 0;
  for (let i = 0; i < 100 && hi - lo > SOLVE_TOLERANCE; i++) {
    const c = (lo * fhi - hi * flo) / (fhi - flo);
    const fc = f(c);
    if (fc === 0) return c;
    if (fc < 0) {
      lo = c;
      flo = fc;
      if (side === -1) fhi /= 2;
      side = -1;
    } else {
      hi = c;
      fhi = fc;
      if (side === 1) flo /= 2;
      side = 1;
    }
  }
  return (lo + hi) / 2;
}

/**
 * A memo of the two solves below. They are pure functions of a handful of numbers, and a slate
 * repeats the same (point, price, price) markets across books and refreshes (−3 −110/−110 …), so a
 * bounded memo makes re-pricing cheap without changing any answer.
 */
const SOLVE_MEMO_LIMIT = 8192;
const solveMemo = new Map<string, number>();

function memoised(key: string, solve: () => number): number {
  const hit = solveMemo.get(key);
  if (hit !== undefined) return hit;
  if (solveMemo.size >= SOLVE_MEMO_LIMIT) solveMemo.clear();
  const value = solve();
  solveMemo.set(key, value);
  return value;
}

/** The expected home margin a book's spread market implies (home at `homePoint`, product sign). */
export function impliedHomeMargin(
  league: SportCode,
  homePoint: number,
  homePrice: number,
  awayPrice: number,
): number {
  // Home at point L covers when M > −L.
  return memoised(`m|${league}|${homePoint}|${homePrice}|${awayPrice}`, () =>
    solveCentre(marginParams(league), -homePoint, fairFirstProbability(homePrice, awayPrice), 'absolute'),
  );
}

/** The expected total a book's over/under market implies. */
export function impliedTotal(
  league: SportCode,
  point: number,
  overPrice: number,
  underPrice: number,
): number {
  return memoised(`t|${league}|${point}|${overPrice}|${underPrice}`, () =>
    solveCentre(totalParams(league), point, fairFirstProbability(overPrice, underPrice), 'direct', 0.5),
  );
}

interface Estimate {
  readonly key: string;
  readonly name: string;
  readonly value: number;
  readonly weight: number;
}

function weightedMedian(estimates: readonly Estimate[]): number {
  const sorted = [...estimates].sort((a, b) => a.value - b.value);
  const half = sorted.reduce((s, e) => s + e.weight, 0) / 2;
  let running = 0;
  for (const e of sorted) {
    running += e.weight;
    if (running >= half) return e.value;
  }
  return sorted[sorted.length - 1]!.value;
}

/** Weighted mean of the estimates within `maxDistance` of their weighted median. */
export function robustConsensus(
  estimates: readonly Estimate[],
  maxDistance: number,
): { value: number; kept: Estimate[]; excluded: Estimate[] } | null {
  if (estimates.length === 0) return null;
  const median = weightedMedian(estimates);
  const kept = estimates.filter((e) => Math.abs(e.value - median) <= maxDistance);
  const excluded = estimates.filter((e) => Math.abs(e.value - median) > maxDistance);
  const weight = kept.reduce((s, e) => s + e.weight, 0);
  return { value: kept.reduce((s, e) => s + e.weight * e.value, 0) / weight, kept, excluded };
}

function spreadEstimates(league: SportCode, quotes: readonly BookQuote[]): Estimate[] {
  return quotes.flatMap((q) => {
    const home = q.spreads?.home;
    const away = q.spreads?.away;
    // A two-way market needs the same handicap on both sides.
    if (!validQuote(home) || !validQuote(away) || Math.abs(home.point + away.point) > 1e-9) return [];
    return [
      {
        key: q.key,
        name: bookDisplayName(q),
        value: impliedHomeMargin(league, home.point, home.price, away.price),
        weight: consensusWeight(q.key, marketHold(home.price, away.price)),
      },
    ];
  });
}

function totalEstimates(league: SportCode, quotes: readonly BookQuote[]): Estimate[] {
  return quotes.flatMap((q) => {
    const over = q.totals?.over;
    const under = q.totals?.under;
    if (!validQuote(over) || !validQuote(under) || over.point !== under.point || !(over.point > 0)) return [];
    return [
      {
        key: q.key,
        name: bookDisplayName(q),
        value: impliedTotal(league, over.point, over.price, under.price),
        weight: consensusWeight(q.key, marketHold(over.price, under.price)),
      },
    ];
  });
}

function moneylineWinProbability(quotes: readonly BookQuote[]): number | null {
  let sum = 0;
  let weight = 0;
  for (const q of quotes) {
    const h2h = q.h2h;
    if (
      !h2h ||
      !validQuote({ point: 0, price: h2h.home.price }) ||
      !validQuote({ point: 0, price: h2h.away.price })
    )
      continue;
    const w = consensusWeight(q.key, marketHold(h2h.home.price, h2h.away.price));
    sum += w * fairFirstProbability(h2h.home.price, h2h.away.price);
    weight += w;
  }
  return weight > 0 ? sum / weight : null;
}

/**
 * The fair line of the given quotes (the caller passes fresh ones only). Null when no book quotes a
 * usable spread: without a spread there is no line to price books against.
 */
export function marketFairLine(league: SportCode, freshQuotes: readonly BookQuote[]): FairLine | null {
  const spread = robustConsensus(spreadEstimates(league, freshQuotes), OFF_MARKET_POINTS[league]);
  if (!spread) return null;
  const total = robustConsensus(totalEstimates(league, freshQuotes), OFF_MARKET_TOTAL_POINTS[league]);
  const margin = spread.value;
  let homeWin = moneylineWinProbability(freshQuotes);
  const source = homeWin === null ? 'spread' : 'moneyline';
  if (homeWin === null) {
    const split = splitAt(centredPmfTable(marginParams(league), margin, 'absolute'), 0);
    homeWin = split.above + split.equal / 2;
  }
  return {
    spread: round(-margin, 1),
    expectedHomeMargin: margin,
    total: total ? round(total.value, 1) : null,
    expectedTotal: total ? total.value : null,
    homeWinProbability: round(homeWin, 4),
    winProbabilitySource: source,
    method: FAIR_LINE_METHOD,
    books: spread.kept.length,
    sharpBooks: spread.kept.filter((e) => isSharpBook(e.key)).map((e) => e.name),
    excludedBooks: spread.excluded.map((e) => e.name),
  };
}
