import { marginParams } from '../model/margin-distribution';
import { totalParams } from '../model/total-distribution';
import { centredPmfTable } from './centred-pmf';
import { marketFairLine } from './fair-line';
import { toModelLeague } from './league';
import { LEAN_POINTS, MIN_RATINGS_WEIGHT, OFF_MARKET_POINTS, OFF_MARKET_TOTAL_POINTS } from './market-rules';
import { modelMarginParams, modelTotalParams } from './model-params';
import { assessConfidence } from './confidence';
import { gameInsight } from './game-insight';
import { resolvePricingOptions, type PricingOptions } from './pricing-options';
import { bookDisplayName, isStale, rateBookLine, round, validQuote } from './rate-book-line';
import { recommendationForEdge } from './recommend';
import { totalLean } from './total-lean';
import type {
  BookQuote,
  PriceGameInput,
  PricedBook,
  PricedGame,
  PricingBasis,
  RatingsLean,
  Side,
  TeamRef,
} from './types';
import { wongFlag } from './wong-flag';

/**
 * Prices one game against every bookmaker's latest quote. Pure and cheap: the priced line's margin
 * distribution is built once per game and each book line is a single pass over it.
 *
 * Three lines, each named for what it is:
 * - fairLine: the MARKET fair line, the no-vig, key-number-aware consensus of the fresh books
 *   (fair-line.ts). Edges are measured against it: an edge is one book's price at its number against
 *   the market's fair probability at that number (line shopping), push-aware.
 * - ratingsSpread / ratingsTotal: the BetLens ratings' own opinion (ridge + Elo, walk-forward), never
 *   shrunk toward the market. Shown beside the fair line; a large gap is a lean, not an edge.
 * - modelSpread (the spec's field): the line books are priced against. pricingBasis says which:
 *   'market' (the fair line), 'blend' (w·ratings + (1 − w)·fair line with the ratings' walk-forward
 *   fitted weight w, when w ≥ MIN_RATINGS_WEIGHT) or 'ratings' (no book quotes a spread). The σ is the
 *   closing line's for the market, the blend's fitted σ for a blend, the ratings' own for ratings.
 *
 * Conventions:
 * - modelSpread, vegasSpread, fairLine.spread: product sign, the home line (negative = home favoured).
 * - Stale quotes (fetched more than staleAfterMinutes before `now`) are listed with edge 0 and units 0
 *   and set flags.stalePrices; the fair line, maxEdge and the recommendation use fresh quotes only.
 * - Off-market prices (market-rules.ts, rate-book-line.ts) are listed and labelled but are never the
 *   game's best price, recommendation or stake.
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

/** The game's best price: the first fresh book that is on the market (null when there is none). */
export function bestPrice(priced: Pick<PricedGame, 'books'>): PricedBook | null {
  return priced.books.find((b) => !b.stale && !b.offMarket) ?? null;
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
  const fairLine = marketFairLine(sport, freshQuotes);

  const ratings = input.prediction;
  if (ratings) {
    assertFinite('expectedHomeScore', ratings.expectedHomeScore);
    assertFinite('expectedAwayScore', ratings.expectedAwayScore);
  }
  const ratingsMargin = ratings ? ratings.expectedHomeScore - ratings.expectedAwayScore : null;
  const ratingsTotal = ratings ? ratings.expectedHomeScore + ratings.expectedAwayScore : null;
  const priced = pricedLine(input, fairLine, ratingsMargin, ratingsTotal);

  let modelSpread: number | null = null;
  let modelTotal: number | null = null;
  let homeExpectedScore: number | null = null;
  let awayExpectedScore: number | null = null;
  let expectedHomeMargin: number | null = null;
  let injuryFavourite: Side | null = null;
  let books: PricedBook[] = [];
  let table: ReturnType<typeof centredPmfTable> | null = null;
  if (priced) {
    const m0 = priced.margin;
    let s = 0;
    if (injury !== null && injury !== 0) {
      const marketHome = fairLine?.spread ?? vegasSpread;
      const homeFavoured =
        marketHome !== null && marketHome !== 0 ? marketHome < 0 : m0 !== 0 ? m0 > 0 : true;
      s = homeFavoured ? 1 : -1;
      injuryFavourite = homeFavoured ? 'home' : 'away';
    }
    expectedHomeMargin = m0 - s * (injury ?? 0);
    modelSpread = round(-expectedHomeMargin, 1);
    if (priced.total !== null) {
      modelTotal = round(priced.total, 1);
      homeExpectedScore = round((priced.total + expectedHomeMargin) / 2, 1);
      awayExpectedScore = round((priced.total - expectedHomeMargin) / 2, 1);
    }
    // The key-number margin distribution around the priced margin, built once for all books
    // (centred-pmf.ts: why the centring is interpolated between half points).
    const params = modelMarginParams(sport, priced.sigma);
    table = centredPmfTable(params, expectedHomeMargin, 'absolute');
    const ctx = {
      homeTeam: input.homeTeam,
      awayTeam: input.awayTeam,
      now: input.now,
      settings,
      fairHomeLine: fairLine?.spread ?? null,
      offMarketPoints: OFF_MARKET_POINTS[sport],
      guardTable: s === 0 ? null : centredPmfTable(params, m0, 'absolute'),
    };
    const margins = table;
    books = spreadQuotes.flatMap((q) => rateBookLine(margins, q, ctx) ?? []);
    books.sort(compareBooks);
  }

  const freshBooks = books.filter((b) => !b.stale);
  const onMarket = freshBooks.filter((b) => !b.offMarket);
  const best = bestPrice({ books });
  const maxEdge = best?.edge ?? 0;
  const { recommendation, recommendationTier } =
    modelSpread !== null && best
      ? recommendationForEdge(maxEdge, settings)
      : { recommendation: null, recommendationTier: null };
  const units = recommendation && best ? best.units : 0;
  const stalePrices = spreadQuotes.some((q) => !fresh.has(q));
  const verifyEdge = freshBooks.some((b) => b.offMarketReason === 'edge');
  const offMarket = freshBooks.some((b) => b.offMarket);
  const agreeingBooks = best
    ? onMarket.filter((b) => b.side === best.side && b.edge >= settings.minEdgeForBet).length
    : 0;
  const ratingsSpread = ratingsMargin === null ? null : round(-ratingsMargin, 1);
  const marketGap =
    ratingsSpread !== null && fairLine?.spread != null
      ? round(Math.abs(ratingsSpread - fairLine.spread), 1)
      : null;
  const confidence = assessConfidence(
    {
      hasRecommendation: recommendation !== null,
      maxEdge,
      pricingBasis: priced?.basis ?? null,
      marketGap,
      sigma: ratings?.residualSigma ?? null,
      consensusBooks: fairLine?.books ?? 0,
      sharpInConsensus: (fairLine?.sharpBooks.length ?? 0) > 0,
      agreeingBooks,
      dataQuality,
      stalePrices,
    },
    settings,
  );

  const lineForKeys = best?.homeLine ?? vegasSpread;
  const keyNumbersCrossed =
    sport === 'NFL' && modelSpread !== null && lineForKeys !== null
      ? keyNumbersBetween(-modelSpread, -lineForKeys)
      : [];

  const lean =
    priced && priced.total !== null && priced.totalSigma !== null
      ? totalLean(modelTotalParams(sport, priced.totalSigma), priced.total, freshQuotes, {
          fairTotal: fairLine?.total ?? null,
          offMarketPoints: OFF_MARKET_TOTAL_POINTS[sport],
          verifyEdgeAbove: settings.verifyEdgeAbove,
        })
      : null;

  const wong = wongFlag({ league: sport, vegasSpread, marketTotal, table, settings });
  const fetchedTimes = quotes.map((q) => q.fetchedAt.getTime());
  const ratingsLean = leanOf(
    sport,
    input.homeTeam,
    input.awayTeam,
    ratingsMargin,
    fairLine?.expectedHomeMargin ?? null,
  );
  const insight = gameInsight({
    homeTeam: input.homeTeam,
    awayTeam: input.awayTeam,
    fairSpread: fairLine?.spread ?? null,
    ratingsSpread,
    pricingBasis: priced?.basis ?? null,
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
    pricingBasis: priced?.basis ?? null,
    fairLine,
    ratingsSpread,
    ratingsTotal: ratingsTotal === null ? null : round(ratingsTotal, 1),
    ratingsLean,
    homeExpectedScore,
    awayExpectedScore,
    expectedHomeMargin,
    residualSigma: priced?.sigma ?? null,
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
    flags: { stalePrices, verifyEdge, offMarket },
    keyNumbersCrossed,
    wong,
    totalLean: lean,
    insight,
    pricesFetchedAt: fetchedTimes.length > 0 ? new Date(Math.max(...fetchedTimes)) : null,
    dataQuality,
    settings,
  };
}

interface PricedLine {
  readonly basis: PricingBasis;
  /** Expected home margin before the injury adjustment. */
  readonly margin: number;
  readonly sigma: number;
  readonly total: number | null;
  readonly totalSigma: number | null;
}

/** The line books are priced against, and what it is (see the header). */
function pricedLine(
  input: PriceGameInput,
  fairLine: ReturnType<typeof marketFairLine>,
  ratingsMargin: number | null,
  ratingsTotal: number | null,
): PricedLine | null {
  const sport = toModelLeague(input.league);
  const ratings = input.prediction;
  if (fairLine?.expectedHomeMargin != null) {
    const w = ratingsMargin !== null ? (input.blend?.marginWeight ?? 0) : 0;
    const wt = ratingsTotal !== null ? (input.blend?.totalWeight ?? 0) : 0;
    const blend = w >= MIN_RATINGS_WEIGHT && input.blend;
    const fairTotal = fairLine.expectedTotal;
    const total =
      fairTotal !== null
        ? wt >= MIN_RATINGS_WEIGHT && ratingsTotal !== null
          ? wt * ratingsTotal + (1 - wt) * fairTotal
          : fairTotal
        : ratingsTotal;
    return {
      basis: { kind: blend ? 'blend' : 'market', ratingsWeight: blend ? round(w, 3) : 0 },
      margin:
        blend && ratingsMargin !== null
          ? w * ratingsMargin + (1 - w) * fairLine.expectedHomeMargin
          : fairLine.expectedHomeMargin,
      sigma: blend ? input.blend.sigma : marginParams(sport).sigma,
      total,
      totalSigma:
        fairTotal !== null
          ? totalParams(sport).sigma
          : ratings?.totalSigma && ratings.totalSigma > 0
            ? ratings.totalSigma
            : null,
    };
  }
  if (!ratings || ratingsMargin === null) return null;
  if (!(ratings.residualSigma > 0))
    throw new RangeError(`residualSigma must be positive, got ${ratings.residualSigma}`);
  return {
    basis: { kind: 'ratings', ratingsWeight: 1 },
    margin: ratingsMargin,
    sigma: ratings.residualSigma,
    total: ratingsTotal,
    totalSigma: ratings.totalSigma && ratings.totalSigma > 0 ? ratings.totalSigma : null,
  };
}

/** The ratings' lean against the market fair line, when the gap reaches LEAN_POINTS. */
function leanOf(
  sport: ReturnType<typeof toModelLeague>,
  home: TeamRef,
  away: TeamRef,
  ratingsMargin: number | null,
  fairMargin: number | null,
): RatingsLean | null {
  if (ratingsMargin === null || fairMargin === null) return null;
  const gap = round(ratingsMargin - fairMargin, 1);
  if (Math.abs(gap) < LEAN_POINTS[sport]) return null;
  return gap > 0
    ? { side: 'home', team: home.name, points: gap }
    : { side: 'away', team: away.name, points: -gap };
}
