/**
 * The slate's best prices: for each market (spread, total, moneyline) and side, the best fresh,
 * on-market price at a book a user can bet, with its edge. Pure; GET /api/games computes it from each
 * game's stored analysis (the market fair line) and the books' latest stored quotes.
 *
 * One definition of an edge (docs/pricing.md): a book's price at its number against the market's fair
 * price at that number. The fair market is the stored fair line's centres (fair-outcomes.ts prices a
 * side at any number on the same key-number distributions as the product's books): minus the fair
 * home line for spreads, the fair total for totals, the fair home win probability for moneylines.
 * Where the stored analysis already priced a book's side at the same number and price (its spreads,
 * and since issue 21 its totals and moneylines), its stored edge is used as is (it is the one Best
 * Bets, Weekly Picks and the cards read).
 *
 * "Best" is the highest edge; ties, and a market the fair line does not price (then the edge is
 * null), go to the odds screen's rule (market-grid.ts: the most points, then the better payout).
 * Off-market prices never count as best: a spread far from the fair line or an alternate line
 * (rate-book-line.ts's offMarketReason), a total further than OFF_MARKET_TOTAL_POINTS from the fair
 * total, or any edge above verifyEdgeAbove.
 */
import type { BetMarket, BetSide } from '../bets/bet-rules';
import { fairOutcomes, valueAgainstFair, type FairCentre } from '../bets/fair-outcomes';
import { isBettableBook, normaliseBookKey } from '../odds/bettable-books';
import { toSportCode } from '../league';
import { OFF_MARKET_POINTS } from '../pricing/market-rules';
import { moneylineOffMarketReason, totalOffMarketReason } from '../pricing/rate-market-line';
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '../pricing/pricing-options';
import { bookDisplayName, isStale, round, validQuote } from '../pricing/book-quote';
import { offMarketReason } from '../pricing/rate-book-line';
import { bestActionable, isActionable, type PriceStatus } from '../pricing/actionable-price';
import type { BookQuote } from '../pricing/types';
import type { League } from '../league';
import { bestOffers, type GridSide, type MarketBookPrices } from './market-grid';

export interface BestPrice {
  readonly market: BetMarket;
  readonly side: BetSide;
  /** Bookmaker key (what "my books" stores). */
  readonly bookKey: string;
  /** Display name ('DraftKings'; '(demo)' on the replay's simulated books). */
  readonly book: string;
  /** The side's handicap (sportsbook sign) or the total; null on a moneyline. */
  readonly line: number | null;
  /** The book's American price. */
  readonly price: number;
  /** The market's fair American price of this side at this number; null when the fair line does not price the market. */
  readonly fairPrice: number | null;
  /** 100·EV against the market's fair price at this number, one decimal; null as fairPrice. */
  readonly edge: number | null;
  /** How current the book's price is (ISO): the source's last update as of the latest poll. */
  readonly fetchedAt: string;
}

/** The stored analysis' pricing of one book's spread (the Game payload's bestSportsbooks entry). */
export interface PricedSpread {
  readonly key: string;
  readonly side: 'home' | 'away';
  readonly spread: number;
  readonly price: number;
  readonly edge: number;
  readonly fairPrice?: number | undefined;
  readonly stale: boolean;
  readonly offMarket: boolean;
}

/** The stored analysis' pricing of one book's total or moneyline (the Game payload's marketLines entry). */
export interface PricedOther {
  readonly key: string;
  readonly market: BetMarket;
  readonly side: BetSide;
  readonly line: number | null;
  readonly price: number;
  readonly edge: number;
  readonly fairPrice?: number | undefined;
  readonly stale: boolean;
  readonly offMarket: boolean;
}

export interface BestPricesInput {
  readonly league: League;
  /** The stored market fair line (product sign: the home line); null without one. */
  readonly fairLine: {
    readonly spread: number | null;
    readonly total: number | null;
    readonly homeWinProbability: number | null;
  } | null;
  readonly quotes: readonly BookQuote[];
  readonly pricedSpreads?: readonly PricedSpread[];
  /** The stored analysis' totals and moneylines: their edges are used as is, like pricedSpreads'. */
  readonly pricedLines?: readonly PricedOther[];
  readonly now: Date;
  readonly settings: Pick<PricingSettings, 'staleAfterMinutes' | 'verifyEdgeAbove' | 'bettableBooks'>;
  /** The user's books ("my books"): only these are considered (none when empty). Null or absent: every bettable book. */
  readonly onlyBooks?: readonly string[] | null;
}

const MARKET_SIDES: readonly { market: BetMarket; side: BetSide; grid: GridSide }[] = [
  { market: 'spread', side: 'away', grid: 'spreadAway' },
  { market: 'spread', side: 'home', grid: 'spreadHome' },
  { market: 'total', side: 'over', grid: 'over' },
  { market: 'total', side: 'under', grid: 'under' },
  { market: 'moneyline', side: 'away', grid: 'mlAway' },
  { market: 'moneyline', side: 'home', grid: 'mlHome' },
];

interface Candidate extends PriceStatus {
  quote: BookQuote;
  line: number | null;
  price: number;
  fairPrice: number | null;
  /** Unrounded percent, for ordering; null without a fair price. */
  edgeExact: number | null;
  edge: number | null;
}

/** A quote's side priced; the stored analysis' off-market verdict where it priced the same price. */
interface PricedQuote extends Omit<Candidate, keyof PriceStatus> {
  storedOffMarket: boolean | null;
}

function sideQuote(
  q: BookQuote,
  market: BetMarket,
  side: BetSide,
): { point: number | null; price: number } | null {
  if (market === 'spread') {
    const s = q.spreads?.[side as 'home' | 'away'];
    return validQuote(s) ? s : null;
  }
  if (market === 'total') {
    const s = q.totals?.[side as 'over' | 'under'];
    return validQuote(s) ? s : null;
  }
  const price = q.h2h?.[side as 'home' | 'away'].price;
  return price !== undefined && Number.isFinite(price) && (price <= -100 || price >= 100)
    ? { point: null, price }
    : null;
}

/** The quote as the odds screen's best-offer rule reads it (only the one side matters). */
function asGridBook(c: Candidate, market: BetMarket): MarketBookPrices {
  const pp = { point: c.line ?? 0, price: c.price };
  return {
    key: c.quote.key,
    spread: market === 'spread' ? { home: pp, away: pp } : null,
    total: market === 'total' ? { over: pp, under: pp } : null,
    moneyline: market === 'moneyline' ? { home: { price: c.price }, away: { price: c.price } } : null,
  };
}

/** Best price per market and side (sides a bettable fresh book does not quote are left out). */
export function bestPrices(input: BestPricesInput): BestPrice[] {
  const sport = toSportCode(input.league);
  const settings: PricingSettings = { ...DEFAULT_PRICING_SETTINGS, ...input.settings };
  const only = input.onlyBooks ? input.onlyBooks.map(normaliseBookKey) : null;
  const books = input.quotes.filter((q) => only === null || only.includes(normaliseBookKey(q.key)));
  const fair = input.fairLine;
  const centre: FairCentre = {
    expectedHomeMargin: fair?.spread == null ? null : -fair.spread,
    expectedTotal: fair?.total ?? null,
    homeWinProbability: fair?.homeWinProbability ?? null,
  };
  const result: BestPrice[] = [];
  for (const { market, side, grid } of MARKET_SIDES) {
    const candidates: Candidate[] = [];
    for (const quote of books) {
      const q = sideQuote(quote, market, side);
      if (!q) continue;
      const status = {
        stale: isStale(quote.fetchedAt, input.now, settings.staleAfterMinutes),
        bettable: isBettableBook(quote.key, settings.bettableBooks),
        offMarket: false,
      };
      // A stale price or an unbettable book is never the best whatever its edge: not worth pricing.
      if (!isActionable(status)) continue;
      const priced = price(input, quote, market, side, q, centre);
      candidates.push({
        ...priced,
        ...status,
        offMarket: priced.storedOffMarket ?? offMarket(priced, quote, market, sport, fair, settings),
      });
    }
    const best = bestActionable(candidates, {
      edgeOf: (c) => c.edgeExact,
      tieBreak: (a, b) => gridOrder(a, b, market, grid),
    });
    if (!best) continue;
    result.push({
      market,
      side,
      bookKey: best.quote.key,
      book: bookDisplayName(best.quote),
      line: best.line,
      price: Math.round(best.price),
      fairPrice: best.fairPrice,
      edge: best.edge,
      fetchedAt: best.quote.fetchedAt.toISOString(),
    });
  }
  return result;
}

function price(
  input: BestPricesInput,
  quote: BookQuote,
  market: BetMarket,
  side: BetSide,
  q: { point: number | null; price: number },
  centre: FairCentre,
): PricedQuote {
  const base = { quote, line: q.point, price: q.price, storedOffMarket: null };
  if (market === 'spread') {
    const stored = input.pricedSpreads?.find(
      (p) =>
        p.key === quote.key && p.side === side && p.spread === q.point && p.price === Math.round(q.price),
    );
    if (stored && !stored.stale) {
      const computed = valueOf(market, side, q, centre, input.league);
      return {
        ...base,
        storedOffMarket: stored.offMarket,
        fairPrice: stored.fairPrice ?? computed?.fairPrice ?? null,
        edgeExact: stored.edge,
        edge: stored.edge,
      };
    }
  }
  if (market !== 'spread') {
    const stored = input.pricedLines?.find(
      (p) =>
        p.key === quote.key &&
        p.market === market &&
        p.side === side &&
        p.line === q.point &&
        p.price === Math.round(q.price),
    );
    if (stored && !stored.stale) {
      return {
        ...base,
        storedOffMarket: stored.offMarket,
        fairPrice: stored.fairPrice ?? null,
        edgeExact: stored.edge,
        edge: stored.edge,
      };
    }
  }
  const value = valueOf(market, side, q, centre, input.league);
  return value
    ? { ...base, fairPrice: value.fairPrice, edgeExact: value.edgePercent, edge: round(value.edgePercent, 1) }
    : { ...base, fairPrice: null, edgeExact: null, edge: null };
}

function valueOf(
  market: BetMarket,
  side: BetSide,
  q: { point: number | null; price: number },
  centre: FairCentre,
  league: League,
) {
  const outcomes = fairOutcomes(league, { market, side, line: q.point }, centre);
  return outcomes ? valueAgainstFair(outcomes, q.price) : null;
}

function offMarket(
  c: PricedQuote,
  quote: BookQuote,
  market: BetMarket,
  sport: ReturnType<typeof toSportCode>,
  fair: BestPricesInput['fairLine'],
  settings: PricingSettings,
): boolean {
  const edge = c.edge ?? 0;
  if (market === 'spread' && quote.spreads && fair?.spread != null) {
    const { home, away } = quote.spreads;
    const reason = offMarketReason(
      validQuote(away)
        ? { homePoint: home.point, homePrice: home.price, awayPrice: away.price }
        : { homePoint: home.point },
      edge,
      {
        fairHomeLine: fair.spread,
        fairHomeMargin: -fair.spread,
        league: sport,
        offMarketPoints: OFF_MARKET_POINTS[sport],
        settings,
      },
    );
    return reason !== null;
  }
  if (market === 'total' && c.line !== null)
    return totalOffMarketReason(c.line, edge, fair?.total ?? null, sport, settings) !== null;
  return moneylineOffMarketReason(edge, settings) !== null;
}

/**
 * The odds screen's order of two tied prices (market-grid.ts: the most points, then the better
 * payout), then the book key, so the same slate always names the same book.
 */
function gridOrder(a: Candidate, b: Candidate, market: BetMarket, grid: GridSide): number {
  const keys = bestOffers([asGridBook(a, market), asGridBook(b, market)])[grid];
  const aBest = keys.includes(a.quote.key);
  const bBest = keys.includes(b.quote.key);
  if (aBest !== bBest) return aBest ? -1 : 1;
  return a.quote.key < b.quote.key ? -1 : a.quote.key > b.quote.key ? 1 : 0;
}
