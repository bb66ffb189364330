import type { Game, MarketLine, PricedMarketName, SportsbookLine } from '../api/games';
import { leadPrice } from './price-game';
import type { PricingSettings } from './pricing-options';
import { bestActionable } from './actionable-price';
import { isStale } from './book-quote';
import { recommendationForEdge } from './recommend';

/**
 * Freshness is judged when a price is read, never when it was analysed (docs/pricing.md, "How fresh
 * a price is"). An analysis is stored once and read for hours; the book's price under it may have
 * been confirmed by every poll since, moved, or gone quiet. This module lays the prices as they
 * stand now over a stored Game:
 * - a line whose book still quotes that price at that number takes the latest confirmation's time
 *   as its age (the source's last_update, never our fetch time when that is later);
 * - a line older than STALE_PRICE_MINUTES, or one its book no longer quotes at that price, is no
 *   live edge: edge 0, no units, STALE (as priceGame marks prices stale when it prices);
 * - once the game has kicked off, no price is a live edge;
 * - the game's lead bet, edge, units and tier are chosen again by the one lead rule (leadPrice)
 *   from the lines still live, and `priceStaleSince` says when the analysed lead stopped being one.
 */

/** What a book quotes now for one market side: its number, its price and how current it is. */
export interface LiveQuote {
  readonly point: number | null;
  readonly price: number;
  readonly asOf: Date;
}

/** A game's live quotes by liveQuoteKey. */
export type LiveQuotes = ReadonlyMap<string, LiveQuote>;

export function liveQuoteKey(book: string, market: PricedMarketName, side: string): string {
  return `${book}|${market}|${side}`;
}

export interface FreshnessContext {
  readonly now: Date;
  readonly settings: PricingSettings;
  /**
   * The game's quotes as they stand now. Absent: only the lines' own ages are judged (nothing is
   * known of later polls).
   */
  readonly live?: LiveQuotes | undefined;
  /**
   * A published pick: its bet stays the card's headline (the record), judged like any price; when it
   * is no live edge any more it loses its tier and units instead of giving way to another bet.
   */
  readonly keepLead?: boolean;
}

interface Judged {
  readonly fetchedAt: string;
  readonly stale: boolean;
  /** When the line stopped being live; null while it is. */
  readonly staleSince: Date | null;
}

function judgeLine(
  line: { key: string; price: number; fetchedAt: string; stale: boolean },
  market: PricedMarketName,
  side: string,
  point: number | null,
  ctx: FreshnessContext,
  kickoff: Date,
): Judged {
  const limitMs = ctx.settings.staleAfterMinutes * 60_000;
  const analysedAt = new Date(line.fetchedAt);
  if (line.stale) return { fetchedAt: line.fetchedAt, stale: true, staleSince: null };
  // A game that has started has no pre-game price to take.
  if (kickoff <= ctx.now) return { fetchedAt: line.fetchedAt, stale: true, staleSince: kickoff };
  const live = ctx.live?.get(liveQuoteKey(line.key, market, side));
  if (ctx.live && (!live || live.price !== line.price || live.point !== point)) {
    // The book moved or pulled the price: the analysed one ended when the poll saw that.
    const until = live ? live.asOf : new Date(analysedAt.getTime() + limitMs);
    return { fetchedAt: line.fetchedAt, stale: true, staleSince: until < ctx.now ? until : ctx.now };
  }
  const asOf = live && live.asOf > analysedAt ? live.asOf : analysedAt;
  if (isStale(asOf, ctx.now, ctx.settings.staleAfterMinutes))
    return { fetchedAt: asOf.toISOString(), stale: true, staleSince: new Date(asOf.getTime() + limitMs) };
  return { fetchedAt: asOf.toISOString(), stale: false, staleSince: null };
}

function applyJudgement<T extends SportsbookLine | MarketLine>(line: T, judged: Judged): T {
  if (!judged.stale || line.stale) return { ...line, fetchedAt: judged.fetchedAt };
  return { ...line, fetchedAt: judged.fetchedAt, stale: true, edge: 0, units: 0, recommendation: 'STALE' };
}

function spreadAsMarketLine(line: SportsbookLine): MarketLine {
  const { spread, ...rest } = line;
  return { ...rest, market: 'spread', line: spread };
}

const sameBet = (a: MarketLine, b: Pick<MarketLine, 'market' | 'key' | 'side' | 'line' | 'price'>) =>
  a.market === b.market && a.key === b.key && a.side === b.side && a.line === b.line && a.price === b.price;

/** The stored game with every price judged as of ctx.now (see the header). */
export function judgeFreshness(game: Game, ctx: FreshnessContext): Game {
  const staleSince = new Map<string, Date>();
  const kickoff = new Date(game.commenceTime);
  const spreads = game.bestSportsbooks.map((line) => {
    const judged = judgeLine(line, 'spread', line.side, line.spread, ctx, kickoff);
    if (judged.staleSince) staleSince.set(`spread|${line.key}|${line.side}`, judged.staleSince);
    return applyJudgement(line, judged);
  });
  const others = game.marketLines.map((line) => {
    const judged = judgeLine(line, line.market, line.side, line.line, ctx, kickoff);
    if (judged.staleSince) staleSince.set(`${line.market}|${line.key}|${line.side}`, judged.staleSince);
    return applyJudgement(line, judged);
  });
  const candidates = spreads.map(spreadAsMarketLine);
  const analysedLead = game.leadBet;
  const lead =
    ctx.keepLead && analysedLead
      ? ([...candidates, ...others].find((l) => sameBet(l, analysedLead)) ?? analysedLead)
      : leadPrice<MarketLine>(candidates, others);
  const leadKept = analysedLead !== null && lead !== null && sameBet(lead, analysedLead);
  const leadEnded = analysedLead
    ? (staleSince.get(`${analysedLead.market}|${analysedLead.key}|${analysedLead.side}`) ?? null)
    : null;
  const stalePrices = game.flags.stalePrices || spreads.some((l) => l.stale);
  const judged: Game = {
    ...game,
    bestSportsbooks: spreads,
    marketLines: others,
    flags: { ...game.flags, stalePrices },
    // Only when nothing live took the lead's place: a card then says since when it has no edge.
    priceStaleSince:
      leadEnded && (ctx.keepLead ? lead?.stale === true : lead === null) ? leadEnded.toISOString() : null,
  };
  if (ctx.keepLead) {
    if (!lead?.stale) return { ...judged, leadBet: lead };
    return { ...judged, leadBet: lead, maxEdge: 0, units: 0, recommendation: null, recommendationTier: null };
  }
  if (leadKept || (analysedLead === null && lead === null)) return { ...judged, leadBet: lead };
  // The lead changed: edge, tier and units follow the new lead (or there is none).
  const maxEdge = lead?.edge ?? 0;
  const tier =
    lead && game.modelSpread !== null
      ? recommendationForEdge(maxEdge, ctx.settings)
      : { recommendation: null, recommendationTier: null };
  return {
    ...judged,
    leadBet: lead,
    maxEdge,
    units: tier.recommendation && lead ? lead.units : 0,
    recommendation: tier.recommendation,
    recommendationTier: tier.recommendationTier,
    confidenceLevel: tier.recommendation ? game.confidenceLevel : 'LOW',
  };
}

/**
 * A published pick's live best price for its own bet (market and side) in the latest analysis,
 * judged: the fresh, on-market price at a bettable book with the highest edge, even a negative one
 * (the bettor asks "what is it now?"). Null when no such book quotes it.
 */
export function liveBestFor(latest: Game, bet: Pick<MarketLine, 'market' | 'side'>): MarketLine | null {
  const lines: MarketLine[] =
    bet.market === 'spread' ? latest.bestSportsbooks.map(spreadAsMarketLine) : latest.marketLines;
  return bestActionable(lines, { accept: (line) => line.market === bet.market && line.side === bet.side });
}

/** The earliest moment one of the game's live prices turns stale (a cache of the read must end by then). */
export function nextStaleAt(game: Game, staleAfterMinutes: number): Date | null {
  let next: number | null = null;
  for (const line of [...game.bestSportsbooks, ...game.marketLines]) {
    if (line.stale) continue;
    const at = new Date(line.fetchedAt).getTime() + staleAfterMinutes * 60_000;
    if (next === null || at < next) next = at;
  }
  return next === null ? null : new Date(next);
}

/**
 * The earliest moment any listed price turns stale: over games (their lines) and slate rows (their
 * best prices). Null when none is fresh.
 */
export function firstStaleAt(items: readonly object[], staleAfterMinutes: number): Date | null {
  let next: number | null = null;
  const consider = (at: Date | null) => {
    if (at && (next === null || at.getTime() < next)) next = at.getTime();
  };
  for (const item of items) {
    if ('bestSportsbooks' in item && 'marketLines' in item)
      consider(nextStaleAt(item as Game, staleAfterMinutes));
    const prices = (item as { bestPrices?: unknown }).bestPrices;
    if (Array.isArray(prices))
      for (const p of prices as { fetchedAt?: unknown }[])
        if (typeof p.fetchedAt === 'string')
          consider(new Date(new Date(p.fetchedAt).getTime() + staleAfterMinutes * 60_000));
  }
  return next === null ? null : new Date(next);
}
