import { fairAmericanOdds, impliedProbability } from '../odds/american-odds';
import { expectedValue } from '../odds/ev';
import type { BetOutcomeProbabilities } from '../model/margin-distribution';
import type { SportCode } from '../league';
import { isBettableBook } from '../odds/bettable-books';
import { splitAt, type PmfTable } from './centred-pmf';
import { isActionable } from './actionable-price';
import { bookDisplayName, isStale, MS_PER_MINUTE, round, validQuote } from './book-quote';
import { impliedHomeMargin } from './fair-line';
import { ALTERNATE_LINE_POINTS } from './market-rules';
import { betString, percentText } from './format-bet';
import type { PricingSettings } from './pricing-options';
import { bookRecommendation, unitsFor } from './recommend';
import type {
  BookQuote,
  BookRecommendation,
  OffMarketReason,
  PricedBook,
  QuotedPrice,
  Side,
  TeamRef,
} from './types';

/**
 * Prices one bookmaker's spread against the game's margin distribution (built once per game by the
 * caller, with cumulative sums, so each line costs O(1)).
 *
 * Each side is priced at its own point, so a feed whose home and away points are not exact opposites
 * is still priced honestly. The side with the higher EV is the book's line.
 */

export interface BookContext {
  readonly homeTeam: TeamRef;
  readonly awayTeam: TeamRef;
  readonly now: Date;
  readonly settings: PricingSettings;
  /** The market fair home line (product sign); null when there is none (ratings-only pricing). */
  readonly fairHomeLine: number | null;
  /** The fair line's unrounded expected home margin; null without one. */
  readonly fairHomeMargin?: number | null;
  /** Which margin distribution a book's own two prices are read with (alternate-line test). */
  readonly league?: SportCode;
  /** A book line further than this from the fair line is off-market (market-rules.ts). */
  readonly offMarketPoints: number;
  /**
   * False when no fresh book quotes the game and the table is the ratings' line: then there is no
   * market price to measure an edge against, and every book's edge is 0 (price-game.ts).
   */
  readonly marketPriced?: boolean;
}

/** The label every surface shows on an off-market price. */
export const OFF_MARKET_LABEL = 'Off-market price: verify before betting';
/** The label of a book quoting an alternate number far from the market (not its main line). */
export const ALTERNATE_LINE_LABEL = "Alternate line, not this book's main line";
/** The label of a book that informs the fair line but is not one a user can bet (BETTABLE_BOOKS). */
export const NOT_BETTABLE_LABEL = 'Informs the fair line; not a book BetLens recommends';
/** The label on every book when no fresh book quotes the game. */
export const NO_MARKET_LABEL = 'No current market price to measure an edge against';

/**
 * A priced line's label and one-line insight, one rule for every market: an off-market price is
 * OFF_MARKET; a fresh price at a book a user cannot bet, or with no market to price it against, is
 * PASS; otherwise the edge decides. `chanceText` is the market's own 'Covers …' or 'Wins …' line.
 */
export function lineVerdict(line: {
  readonly edge: number;
  readonly stale: boolean;
  readonly ageMinutes: number;
  readonly priced: boolean;
  readonly bettable: boolean;
  readonly reason: OffMarketReason | null;
  readonly chanceText: string;
  readonly settings: PricingSettings;
}): { recommendation: BookRecommendation; insight: string } {
  const { edge, stale, ageMinutes, priced, bettable, reason, settings } = line;
  const recommendation = reason
    ? 'OFF_MARKET'
    : !stale && (!bettable || !priced)
      ? 'PASS'
      : bookRecommendation(edge, stale, settings);
  const insight = stale
    ? `Price is ${ageMinutes} minutes old: refresh before betting`
    : !priced
      ? NO_MARKET_LABEL
      : reason === 'alternate'
        ? ALTERNATE_LINE_LABEL
        : reason
          ? OFF_MARKET_LABEL
          : !bettable
            ? NOT_BETTABLE_LABEL
            : line.chanceText;
  return { recommendation, insight };
}

/**
 * Why a fresh price is not to be trusted as is (null: it is on the market).
 * - 'alternate': a number at least ALTERNATE_LINE_POINTS from the fair line whose own two prices,
 *   de-vigged, explain most of the gap (the implied margin is within half the gap of the fair margin):
 *   the price moved with the number, so this is an alternate line, not the book's main line.
 * - 'distance': a number further than offMarketPoints from the fair line at ordinary prices (stale,
 *   mistaken, or news the rest of the market has).
 * - 'edge': an edge above EDGE_VERIFY_PERCENT.
 */
export function offMarketReason(
  homeQuote: { readonly homePoint: number; readonly homePrice?: number; readonly awayPrice?: number },
  edge: number,
  ctx: Pick<BookContext, 'fairHomeLine' | 'fairHomeMargin' | 'league' | 'offMarketPoints' | 'settings'>,
): OffMarketReason | null {
  if (ctx.fairHomeLine !== null) {
    const gap = Math.abs(homeQuote.homePoint - ctx.fairHomeLine);
    const { homePrice, awayPrice } = homeQuote;
    if (
      ctx.league !== undefined &&
      ctx.fairHomeMargin != null &&
      homePrice !== undefined &&
      awayPrice !== undefined &&
      gap >= ALTERNATE_LINE_POINTS[ctx.league]
    ) {
      const implied = impliedHomeMargin(ctx.league, homeQuote.homePoint, homePrice, awayPrice);
      if (Math.abs(implied - ctx.fairHomeMargin) <= gap / 2) return 'alternate';
    }
    if (gap > ctx.offMarketPoints) return 'distance';
  }
  if (edge > ctx.settings.verifyEdgeAbove) return 'edge';
  return null;
}

// Their home is book-quote.ts (fair-line.ts needs them too, and rate-book-line.ts needs fair-line.ts);
// re-exported because the server's services import them from here.
export { bookDisplayName, isStale, round, validQuote };

/** EVs closer than this are a tie: far below the one-decimal percentage every page shows. */
const EV_TIE = 1e-9;

/**
 * Win/push/loss of a bet on `side` at that side's own point. Home at point L wins when M + L > 0; away at
 * point a wins when M < a (its own margin −M plus a is positive).
 */
export function sideOutcomes(table: PmfTable, side: Side, point: number): BetOutcomeProbabilities {
  if (side === 'home') {
    const split = splitAt(table, -point);
    return { win: split.above, push: split.equal, loss: split.below };
  }
  const split = splitAt(table, point);
  return { win: split.below, push: split.equal, loss: split.above };
}

/**
 * Null when the book has no usable spread (missing market, a non-price such as −105 → −50, NaN).
 * `table` is the distribution of the market fair line: the edge is this book's price at its number
 * against the market's fair probability at that number. Without a market (ctx.marketPriced false)
 * the table is the ratings' line and the edge is 0: the ratings are a lean, never an edge.
 */
export function rateBookLine(table: PmfTable, quote: BookQuote, ctx: BookContext): PricedBook | null {
  const spreads = quote.spreads;
  if (!spreads) return null;
  let chosen: { side: Side; quote: QuotedPrice; outcomes: BetOutcomeProbabilities; ev: number } | null = null;
  for (const side of ['home', 'away'] as const) {
    const q = spreads[side];
    if (!validQuote(q)) continue;
    const outcomes = sideOutcomes(table, side, q.point);
    const ev = expectedValue(outcomes, q.price);
    // Ties (to float noise) keep the home side: deterministic, and either side is equally good.
    if (!chosen || ev > chosen.ev + EV_TIE) chosen = { side, quote: q, outcomes, ev };
  }
  if (!chosen) return null;

  const { settings } = ctx;
  const ageMinutes = round((ctx.now.getTime() - quote.fetchedAt.getTime()) / MS_PER_MINUTE, 1);
  const stale = isStale(quote.fetchedAt, ctx.now, settings.staleAfterMinutes);
  const team = chosen.side === 'home' ? ctx.homeTeam : ctx.awayTeam;
  const { win, push, loss } = chosen.outcomes;
  const marketPriced = ctx.marketPriced !== false;
  const priceEdge = marketPriced ? round(100 * chosen.ev, 1) : 0;
  const edge = stale ? 0 : priceEdge;
  const bettable = isBettableBook(quote.key, settings.bettableBooks);
  const decided = win + loss;
  // Stored rounded, and every text below is built from the stored values, so what a reader sees can
  // always be traced to a field.
  const coverProbability = round(decided > 0 ? win / decided : 0, 4);
  const breakEven = round(impliedProbability(chosen.quote.price), 4);
  const reason =
    stale || !marketPriced
      ? null
      : offMarketReason(
          validQuote(spreads.away)
            ? { homePoint: spreads.home.point, homePrice: spreads.home.price, awayPrice: spreads.away.price }
            : { homePoint: spreads.home.point },
          edge,
          ctx,
        );
  const units =
    marketPriced && isActionable({ stale, offMarket: reason !== null, bettable })
      ? unitsFor(chosen.outcomes, chosen.quote.price, edge, settings)
      : 0;
  return {
    market: 'spread',
    key: quote.key,
    name: bookDisplayName(quote),
    side: chosen.side,
    team: team.name,
    line: chosen.quote.point,
    spread: chosen.quote.point,
    homeLine: chosen.side === 'home' ? chosen.quote.point : -chosen.quote.point,
    price: Math.round(chosen.quote.price),
    betString: betString(team.shortName, chosen.quote.point, chosen.quote.price),
    winProbability: round(win, 4),
    pushProbability: round(push, 4),
    lossProbability: round(loss, 4),
    coverProbability,
    breakEven,
    fairPrice: Math.round(fairAmericanOdds(Math.min(0.9999, Math.max(0.0001, coverProbability)))),
    edge,
    // The same quantity as the edge (100·EV), so every page shows one number for both.
    evPer100: edge,
    priceEdge,
    units,
    ...lineVerdict({
      edge,
      stale,
      ageMinutes,
      priced: marketPriced,
      bettable,
      reason,
      chanceText: `Covers ${percentText(coverProbability)} vs ${percentText(breakEven)} break-even`,
      settings,
    }),
    fetchedAt: quote.fetchedAt,
    ageMinutes,
    stale,
    offMarket: reason !== null,
    offMarketReason: reason,
    bettable,
    simulated: quote.simulated,
  };
}
