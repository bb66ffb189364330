import { centredPmfTable, type PmfTable } from './centred-pmf';
import { toModelLeague } from './league';
import { modelMarginParams, modelTotalParams } from './model-params';
import { assessConfidence } from './confidence';
import { gameInsight } from './game-insight';
import { resolvePricingOptions, type PricingOptions } from './pricing-options';
import { bookDisplayName, isStale, rateBookLine, round, validQuote } from './rate-book-line';
import { recommendationForEdge } from './recommend';
import { totalLean } from './total-lean';
import type { BookQuote, PriceGameInput, PricedBook, PricedGame, Side } from './types';
import { wongFlag } from './wong-flag';

/**
 * Prices one game against every bookmaker's latest quote. Pure and cheap: the model's margin
 * distribution is built once per game and each book line is a single pass over it.
 *
 * Conventions:
 * - modelSpread, vegasSpread: product sign, the home line (negative = home favoured).
 * - Probabilities use the MODEL's residual σ around the model's expected margin, not the closing
 *   line's σ: the model is less accurate than the close, and pricing it as if it were overstates edges.
 * - Stale quotes (fetched more than staleAfterMinutes before `now`) are listed with edge 0 and units 0
 *   and set flags.stalePrices; the market consensus, maxEdge and the recommendation use fresh quotes only.
 *
 * Injury adjustment k (admin input, positive = the favourite is weakened): the expected home margin
 * moves by k toward the underdog, m = m₀ − s·k with s = +1 when the home team is the favourite and −1
 * when the away team is. The favourite is the MARKET's favourite (the fresh consensus home line), as
 * the admin sees it on the card; with no market line or a pick 'em market, the model's unadjusted
 * favourite; a pick 'em on both counts the home team as the favourite. The total is unchanged: half of k
 * comes off the favourite's expected score and half goes to the underdog's.
 */

/** Lower median: for an even count the lower middle value, so the consensus is always a line a book offers. */
function lowerMedian(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

export interface MarketConsensus {
  /** Lower median of the fresh books' home lines (product sign); null without a fresh spread. */
  readonly homeLine: number | null;
  /** The first book (by key) offering that line. */
  readonly homeLineQuote: BookQuote | undefined;
  /** Lower median of the fresh books' totals. */
  readonly total: number | null;
}

/**
 * What "the market" says: the consensus line and total across fresh books. One definition for the
 * line shown as vegasSpread and the line the ratings are blended toward.
 */
export function marketConsensus(
  books: readonly BookQuote[],
  now: Date,
  staleAfterMinutes: number,
): MarketConsensus {
  const fresh = [...books].sort(byKey).filter((q) => !isStale(q.fetchedAt, now, staleAfterMinutes));
  const spreads = fresh.filter((q) => validQuote(q.spreads?.home) && validQuote(q.spreads?.away));
  const homeLine = lowerMedian(spreads.map((q) => q.spreads?.home.point ?? 0));
  return {
    homeLine,
    homeLineQuote: homeLine === null ? undefined : spreads.find((q) => q.spreads?.home.point === homeLine),
    total: lowerMedian(fresh.filter((q) => validQuote(q.totals?.over)).map((q) => q.totals?.over.point ?? 0)),
  };
}

function byKey(a: BookQuote, b: BookQuote): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function compareBooks(a: PricedBook, b: PricedBook): number {
  if (a.stale !== b.stale) return a.stale ? 1 : -1;
  if (a.priceEdge !== b.priceEdge) return b.priceEdge - a.priceEdge;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function assertFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}

/** NFL margins that end on 3 or 7 decide the most spread bets. */
const NFL_KEY_NUMBERS = [3, 7] as const;

/**
 * Key numbers K (as absolute margins) between the model's margin and the bet line's margin: strictly
 * past the model's end, up to and including the market's end (a line sitting on 3 is where 3 matters).
 */
export function keyNumbersBetween(modelMargin: number, lineMargin: number): number[] {
  const crossed = new Set<number>();
  for (const k of NFL_KEY_NUMBERS) {
    for (const K of [k, -k]) {
      const between =
        (K > Math.min(modelMargin, lineMargin) && K < Math.max(modelMargin, lineMargin)) || K === lineMargin;
      if (between && K !== modelMargin) crossed.add(k);
    }
  }
  return [...crossed].sort((a, b) => a - b);
}

export function priceGame(input: PriceGameInput, options: PricingOptions = {}): PricedGame {
  const settings = resolvePricingOptions(options);
  const sport = toModelLeague(input.league);
  const dataQuality = Math.min(1, Math.max(0, input.dataQuality ?? 1));
  if (!Number.isFinite(dataQuality)) throw new RangeError('dataQuality must be a number between 0 and 1');
  const injury = input.injuryAdjustment ?? null;
  if (injury !== null) assertFinite('injuryAdjustment', injury);

  const quotes = [...input.books].sort(byKey);
  const freshQuotes = quotes.filter((q) => !isStale(q.fetchedAt, input.now, settings.staleAfterMinutes));
  const fresh = new Set(freshQuotes);
  const spreadQuotes = quotes.filter((q) => validQuote(q.spreads?.home) && validQuote(q.spreads?.away));
  const {
    homeLine: vegasSpread,
    homeLineQuote: vegasQuote,
    total: marketTotal,
  } = marketConsensus(quotes, input.now, settings.staleAfterMinutes);

  let modelSpread: number | null = null;
  let modelTotal: number | null = null;
  let homeExpectedScore: number | null = null;
  let awayExpectedScore: number | null = null;
  let expectedHomeMargin: number | null = null;
  let injuryFavourite: Side | null = null;
  let books: PricedBook[] = [];
  let table: PmfTable | null = null;
  const prediction = input.prediction;
  if (prediction) {
    assertFinite('expectedHomeScore', prediction.expectedHomeScore);
    assertFinite('expectedAwayScore', prediction.expectedAwayScore);
    const m0 = prediction.expectedHomeScore - prediction.expectedAwayScore;
    let s = 0;
    if (injury !== null && injury !== 0) {
      const homeFavoured =
        vegasSpread !== null && vegasSpread !== 0 ? vegasSpread < 0 : m0 !== 0 ? m0 > 0 : true;
      s = homeFavoured ? 1 : -1;
      injuryFavourite = homeFavoured ? 'home' : 'away';
    }
    const shift = s * (injury ?? 0);
    const homeScore = prediction.expectedHomeScore - shift / 2;
    const awayScore = prediction.expectedAwayScore + shift / 2;
    expectedHomeMargin = homeScore - awayScore;
    modelSpread = round(-expectedHomeMargin, 1);
    homeExpectedScore = round(homeScore, 1);
    awayExpectedScore = round(awayScore, 1);
    modelTotal = round(homeScore + awayScore, 1);

    // The key-number margin distribution around the model's margin, built once for all books
    // (centred-pmf.ts: why the centring is interpolated between half points).
    const margins = centredPmfTable(
      modelMarginParams(sport, prediction.residualSigma),
      expectedHomeMargin,
      'absolute',
    );
    table = margins;
    const ctx = { homeTeam: input.homeTeam, awayTeam: input.awayTeam, now: input.now, settings };
    books = spreadQuotes.flatMap((q) => rateBookLine(margins, q, ctx) ?? []);
    books.sort(compareBooks);
  }

  const freshBooks = books.filter((b) => !b.stale);
  const best = freshBooks[0] ?? null;
  const maxEdge = best?.edge ?? 0;
  const { recommendation, recommendationTier } =
    modelSpread !== null && best
      ? recommendationForEdge(maxEdge, settings)
      : { recommendation: null, recommendationTier: null };
  const units = recommendation && best ? best.units : 0;
  const stalePrices = spreadQuotes.some((q) => !fresh.has(q));
  const verifyEdge = best !== null && best.edge > settings.verifyEdgeAbove;
  const agreeingBooks = best
    ? freshBooks.filter((b) => b.side === best.side && b.edge >= settings.minEdgeForBet).length
    : 0;
  const marketGap =
    modelSpread !== null && vegasSpread !== null ? round(Math.abs(modelSpread - vegasSpread), 1) : null;
  const confidence = assessConfidence(
    {
      hasRecommendation: recommendation !== null,
      maxEdge,
      marketGap,
      sigma: prediction?.residualSigma ?? null,
      freshBooks: freshBooks.length,
      agreeingBooks,
      dataQuality,
      stalePrices,
      verifyEdge,
    },
    settings,
  );

  const lineForKeys = best?.homeLine ?? vegasSpread;
  const keyNumbersCrossed =
    sport === 'NFL' && modelSpread !== null && lineForKeys !== null
      ? keyNumbersBetween(-modelSpread, -lineForKeys)
      : [];

  const totalSigma = prediction?.totalSigma;
  const lean =
    prediction && modelTotal !== null && typeof totalSigma === 'number' && totalSigma > 0
      ? totalLean(
          modelTotalParams(sport, totalSigma),
          prediction.expectedHomeScore + prediction.expectedAwayScore,
          freshQuotes,
        )
      : null;

  const wong = wongFlag({ league: sport, vegasSpread, marketTotal, table, settings });
  const fetchedTimes = quotes.map((q) => q.fetchedAt.getTime());
  const insight = gameInsight({
    homeTeam: input.homeTeam,
    awayTeam: input.awayTeam,
    modelSpread,
    vegasSpread,
    modelTotal,
    marketTotal,
    best,
    totalLean: lean,
  });

  return {
    league: input.league,
    sport,
    homeTeam: input.homeTeam,
    awayTeam: input.awayTeam,
    kickoff: input.kickoff,
    neutralSite: input.neutralSite,
    modelSpread,
    modelTotal,
    homeExpectedScore,
    awayExpectedScore,
    expectedHomeMargin,
    residualSigma: prediction?.residualSigma ?? null,
    injuryAdjustment: injury,
    injuryFavourite,
    vegasSpread,
    vegasSource: vegasQuote ? bookDisplayName(vegasQuote) : null,
    marketTotal,
    marketGap,
    books,
    freshBooks: freshBooks.length,
    agreeingBooks,
    maxEdge,
    units,
    recommendation,
    recommendationTier,
    confidenceLevel: confidence.level,
    confidence,
    flags: { stalePrices, verifyEdge },
    keyNumbersCrossed,
    wong,
    totalLean: lean,
    insight,
    pricesFetchedAt: fetchedTimes.length > 0 ? new Date(Math.max(...fetchedTimes)) : null,
    dataQuality,
    settings,
  };
}
