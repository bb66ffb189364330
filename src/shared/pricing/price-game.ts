import { marginParams } from '../model/margin-distribution';
import { totalParams } from '../model/total-distribution';
import { centredPmfTable } from './centred-pmf';
import { marketFairLine } from './fair-line';
import { toSportCode, type SportCode } from '../league';
import { LEAN_POINTS, OFF_MARKET_POINTS, OFF_MARKET_TOTAL_POINTS } from './market-rules';
import { modelMarginParams, modelTotalParams } from './model-params';
import { bestActionable, isActionable } from './actionable-price';
import { assessConfidence } from './confidence';
import { gameInsight } from './game-insight';
import { leanRecord } from './lean-record';
import { resolvePricingOptions, type PricingOptions } from './pricing-options';
import { bookDisplayName, isStale, round, validQuote } from './book-quote';
import { rateBookLine } from './rate-book-line';
import { rateMoneyline, rateTotalLine } from './rate-market-line';
import { recommendationForEdge } from './recommend';
import { totalLean } from './total-lean';
import type {
  BookQuote,
  PriceGameInput,
  PricedBook,
  PricedGame,
  PricedLine,
  PricedMarketLine,
  PricingBasis,
  RatingsLean,
  Side,
  TeamRef,
} from './types';
import { wongFlag } from './wong-flag';

/**
 * Prices one game against every bookmaker's latest quote. Pure and cheap: the fair line's margin
 * distribution is built once per game and each book line is a single pass over it.
 *
 * One definition of an edge (docs/pricing.md): a book's price at its number against the MARKET's fair
 * price at that number. Nothing else moves it: not the BetLens ratings, not an admin adjustment, not a
 * confidence factor.
 * - fairLine: the market fair line, the sharp-weighted, no-vig, key-number-aware consensus of the fresh
 *   books (fair-line.ts). Every book informs it, bettable or not.
 * - modelSpread (the spec's field): the line books are priced against. pricingBasis says which:
 *   'market' (the fair line) whenever a fresh book quotes a spread; 'ratings' only when none does,
 *   and then no book carries an edge (there is no market price to measure one against).
 * - ratingsSpread / ratingsTotal: the BetLens ratings' own opinion (ridge + Elo, walk-forward). Their
 *   gap to the fair line is the ratingsLean, shown beside the edge with its measured record
 *   (lean-record.ts); it never carries units or a tier.
 * - The admin's injury adjustment is expert context (injuryAdjustment, injuryFavourite): shown beside
 *   the edge, it moves no number here.
 *
 * Conventions:
 * - modelSpread, vegasSpread, fairLine.spread: product sign, the home line (negative = home favoured).
 * - Stale quotes (fetched more than staleAfterMinutes before `now`) are listed with edge 0 and units 0
 *   and set flags.stalePrices; the fair line, maxEdge and the recommendation use fresh quotes only.
 * - Off-market prices (market-rules.ts, rate-book-line.ts), alternate lines among them, are listed and
 *   labelled but are never the game's best price, recommendation or stake.
 * - Only a book in settings.bettableBooks is the best price, the recommendation or a stake.
 *
 * The injury favourite (positive adjustment = the favourite is weakened) is the MARKET's favourite
 * (the fresh consensus home line); with no market line or a pick 'em market, the ratings' favourite; a
 * pick 'em on both counts the home team as the favourite.
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

/** The game's best spread price: the highest-edge fresh, on-market book a user can bet (null when there is none). */
export function bestPrice(priced: Pick<PricedGame, 'books'>): PricedBook | null {
  return bestActionable(priced.books);
}

const MARKET_ORDER: Readonly<Record<PricedLine['market'], number>> = { spread: 0, total: 1, moneyline: 2 };

/**
 * The game's lead price across the three markets: the best price (actionable-price.ts) of them all;
 * on a tie the spread, then the total, then the earlier line of its market (lists ordered by compareBooks).
 */
export function leadPrice<T extends LeadCandidate>(spreads: readonly T[], others: readonly T[]): T | null {
  return bestActionable([...spreads, ...others], {
    tieBreak: (a, b) => MARKET_ORDER[a.market] - MARKET_ORDER[b.market],
  });
}

function byKey(a: BookQuote, b: BookQuote): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** What the lead rule reads of a price: the analysis' PricedLine or the payload's MarketLine. */
export interface LeadCandidate {
  readonly market: PricedLine['market'];
  readonly edge: number;
  readonly stale: boolean;
  readonly offMarket: boolean;
  readonly bettable: boolean;
}

/**
 * Recommendable books first, so the first listed book (every surface's "best book") is the one a pick
 * would publish; then the other fresh books (off-market, or not bettable); stale last; each by edge.
 */
function compareBooks(a: PricedLine, b: PricedLine): number {
  if (a.stale !== b.stale) return a.stale ? 1 : -1;
  if (isActionable(a) !== isActionable(b)) return isActionable(a) ? -1 : 1;
  if (a.priceEdge !== b.priceEdge) return b.priceEdge - a.priceEdge;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function assertFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}

/**
 * The margins that decide the most spread bets, named on a game's card: NFL games end on 3 and 7;
 * college margins are spread too wide for any to stand out.
 */
const KEY_NUMBERS: Readonly<Record<SportCode, readonly number[]>> = { NFL: [3, 7], CFB: [] };

/**
 * Key numbers K (as absolute margins) between the model's margin and the bet line's margin: strictly
 * past the model's end, up to and including the market's end (a line sitting on 3 is where 3 matters).
 */
export function keyNumbersBetween(
  modelMargin: number,
  lineMargin: number,
  keyNumbers: readonly number[] = KEY_NUMBERS.NFL,
): number[] {
  const crossed = new Set<number>();
  for (const k of keyNumbers) {
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
  const sport = toSportCode(input.league);
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
  let books: PricedBook[] = [];
  let marketLines: PricedMarketLine[] = [];
  let table: ReturnType<typeof centredPmfTable> | null = null;
  const injuryFavourite =
    injury !== null && injury !== 0 ? favouriteOf(fairLine?.spread ?? vegasSpread, ratingsMargin) : null;
  if (priced) {
    expectedHomeMargin = priced.margin;
    modelSpread = round(-expectedHomeMargin, 1);
    if (priced.total !== null) {
      modelTotal = round(priced.total, 1);
      homeExpectedScore = round((priced.total + expectedHomeMargin) / 2, 1);
      awayExpectedScore = round((priced.total - expectedHomeMargin) / 2, 1);
    }
    // The key-number margin distribution around the priced margin, built once for all books
    // (centred-pmf.ts: why the centring is interpolated between half points).
    table = centredPmfTable(modelMarginParams(sport, priced.sigma), expectedHomeMargin, 'absolute');
    const ctx = {
      homeTeam: input.homeTeam,
      awayTeam: input.awayTeam,
      now: input.now,
      settings,
      fairHomeLine: fairLine?.spread ?? null,
      fairHomeMargin: fairLine?.expectedHomeMargin ?? null,
      league: sport,
      offMarketPoints: OFF_MARKET_POINTS[sport],
      marketPriced: priced.basis.kind === 'market',
    };
    const margins = table;
    books = spreadQuotes.flatMap((q) => rateBookLine(margins, q, ctx) ?? []);
    books.sort(compareBooks);
    if (fairLine && priced.basis.kind === 'market') {
      // Totals and moneylines by the same rule, against the same fair line's centres.
      const marketCtx = {
        league: input.league,
        sport,
        homeTeam: input.homeTeam,
        awayTeam: input.awayTeam,
        now: input.now,
        settings,
        fair: {
          expectedHomeMargin: fairLine.expectedHomeMargin,
          expectedTotal: fairLine.expectedTotal,
          homeWinProbability: fairLine.homeWinProbability,
        },
      };
      marketLines = quotes
        .flatMap((q) => [rateTotalLine(q, marketCtx), rateMoneyline(q, marketCtx)])
        .filter((l): l is PricedMarketLine => l !== null);
      marketLines.sort((a, b) => MARKET_ORDER[a.market] - MARKET_ORDER[b.market] || compareBooks(a, b));
    }
  }

  const freshBooks = books.filter((b) => !b.stale);
  const best = bestPrice({ books });
  const lead = leadPrice<PricedLine>(books, marketLines);
  const maxEdge = lead?.edge ?? 0;
  const { recommendation, recommendationTier } =
    modelSpread !== null && lead
      ? recommendationForEdge(maxEdge, settings)
      : { recommendation: null, recommendationTier: null };
  const units = recommendation && lead ? lead.units : 0;
  const stalePrices = spreadQuotes.some((q) => !fresh.has(q));
  const verifyEdge = freshBooks.some((b) => b.offMarketReason === 'edge');
  const offMarket = freshBooks.some((b) => b.offMarket);
  const leadMarket: readonly PricedLine[] = lead?.market === 'spread' ? books : marketLines;
  const agreeingBooks = lead
    ? leadMarket.filter(
        (b) =>
          b.market === lead.market &&
          isActionable(b) &&
          b.side === lead.side &&
          b.edge >= settings.minEdgeForBet,
      ).length
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
      consensusBooks: fairLine?.books ?? 0,
      sharpInConsensus: (fairLine?.sharpBooks.length ?? 0) > 0,
      agreeingBooks,
      stalePrices,
    },
    settings,
  );

  const lineForKeys = best?.homeLine ?? vegasSpread;
  const keyNumbersCrossed =
    modelSpread !== null && lineForKeys !== null
      ? keyNumbersBetween(-modelSpread, -lineForKeys, KEY_NUMBERS[sport])
      : [];

  const lean =
    priced && priced.total !== null && priced.totalSigma !== null
      ? totalLean(
          modelTotalParams(sport, priced.totalSigma),
          priced.total,
          freshQuotes,
          settings.bettableBooks,
          {
            fairTotal: fairLine?.total ?? null,
            offMarketPoints: OFF_MARKET_TOTAL_POINTS[sport],
            verifyEdgeAbove: settings.verifyEdgeAbove,
          },
        )
      : null;

  const wong = wongFlag({ league: sport, vegasSpread, marketTotal, table, settings });
  const fetchedTimes = quotes.map((q) => q.fetchedAt.getTime());
  const ratingsFreshness = input.ratingsFreshness ?? null;
  // Ratings that miss a completed week of this season are not an opinion worth showing (issue 20 §5).
  const ratingsLean = ratingsFreshness?.outOfDate
    ? null
    : leanOf(sport, input.homeTeam, input.awayTeam, ratingsMargin, fairLine?.expectedHomeMargin ?? null);
  const insight = gameInsight({
    homeTeam: input.homeTeam,
    awayTeam: input.awayTeam,
    fairSpread: fairLine?.spread ?? null,
    ratingsSpread,
    vegasSpread,
    modelTotal,
    marketTotal,
    best: lead,
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
    ratingsFreshness,
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
    marketLines,
    lead,
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

interface PricingCentre {
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
): PricingCentre | null {
  const sport = toSportCode(input.league);
  const ratings = input.prediction;
  if (fairLine?.expectedHomeMargin != null) {
    // The market alone: the ratings never enter the priced line, so they never make an edge.
    return {
      basis: { kind: 'market', ratingsWeight: 0 },
      margin: fairLine.expectedHomeMargin,
      sigma: marginParams(sport).sigma,
      // Without a market total the ratings' total only completes the projected score: with no total
      // σ there is no total price to measure.
      total: fairLine.expectedTotal ?? ratingsTotal,
      totalSigma: fairLine.expectedTotal !== null ? totalParams(sport).sigma : null,
    };
  }
  if (!ratings || ratingsMargin === null) return null;
  if (!(ratings.residualSigma > 0))
    throw new RangeError(`residualSigma must be positive, got ${ratings.residualSigma}`);
  // No book quotes the game: the ratings give the line and the projected scores, and no edge.
  return {
    basis: { kind: 'ratings', ratingsWeight: 1 },
    margin: ratingsMargin,
    sigma: ratings.residualSigma,
    total: ratingsTotal,
    totalSigma: null,
  };
}

/** The favourite an injury adjustment weakens: the market's, else the ratings', home on a pick 'em. */
function favouriteOf(marketHomeLine: number | null, ratingsMargin: number | null): Side {
  if (marketHomeLine !== null && marketHomeLine !== 0) return marketHomeLine < 0 ? 'home' : 'away';
  if (ratingsMargin !== null && ratingsMargin !== 0) return ratingsMargin > 0 ? 'home' : 'away';
  return 'home';
}

/** The ratings' lean against the market fair line, when the gap reaches LEAN_POINTS, with its record. */
function leanOf(
  sport: ReturnType<typeof toSportCode>,
  home: TeamRef,
  away: TeamRef,
  ratingsMargin: number | null,
  fairMargin: number | null,
): RatingsLean | null {
  if (ratingsMargin === null || fairMargin === null) return null;
  const gap = round(ratingsMargin - fairMargin, 1);
  if (Math.abs(gap) < LEAN_POINTS[sport]) return null;
  const team = gap > 0 ? home : away;
  const points = Math.abs(gap);
  return {
    side: gap > 0 ? 'home' : 'away',
    team: team.name,
    shortName: team.shortName,
    points,
    record: leanRecord(sport, points),
  };
}
