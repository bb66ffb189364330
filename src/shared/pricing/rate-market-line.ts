import { valueAgainstFair, fairOutcomes, type FairCentre } from '../bets/fair-outcomes';
import { impliedProbability } from '../odds/american-odds';
import { isBettableBook } from '../odds/bettable-books';
import type { BetOutcomeProbabilities } from '../model/margin-distribution';
import type { League } from '../league';
import { moneylineBetString, percentText, totalBetString } from './format-bet';
import type { SportCode } from '../league';
import { OFF_MARKET_TOTAL_POINTS } from './market-rules';
import type { PricingSettings } from './pricing-options';
import { isActionable } from './actionable-price';
import { bookDisplayName, isStale, round, validQuote } from './book-quote';
import { lineVerdict } from './rate-book-line';
import { unitsFor } from './recommend';
import type { BookQuote, OffMarketReason, PricedMarketLine, TeamRef } from './types';

/**
 * Prices one bookmaker's total and moneyline by the edge rule every market shares (docs/pricing.md):
 * the book's price at its number against the market's fair price at that number. The fair outcomes
 * come from the one home the slate's best prices use too (src/shared/bets/fair-outcomes.ts): the
 * total on the fitted total distribution with its own key numbers (NFL 41, 44, 37, 43, 47…), centred
 * on the market fair total; the moneyline on the no-vig home win probability of the books'
 * moneylines. The side with the higher EV is the book's line, as for spreads (rate-book-line.ts).
 */

export interface MarketLineContext {
  readonly league: League;
  readonly sport: SportCode;
  readonly homeTeam: TeamRef;
  readonly awayTeam: TeamRef;
  readonly now: Date;
  readonly settings: PricingSettings;
  /** The market's fair centres; a market without one is listed with edge 0 (no fair price to beat). */
  readonly fair: FairCentre;
}

const MS_PER_MINUTE = 60_000;
/** EVs closer than this are a tie: far below the one-decimal percentage every page shows. */
const EV_TIE = 1e-9;

/**
 * Why a fresh total is not to be trusted as is (null: it is on the market): a number further than
 * OFF_MARKET_TOTAL_POINTS from the fair total ('distance'), or an edge above EDGE_VERIFY_PERCENT. The
 * slate's best prices read the same rule (best-prices.ts).
 */
export function totalOffMarketReason(
  total: number,
  edge: number,
  fairTotal: number | null,
  sport: SportCode,
  settings: Pick<PricingSettings, 'verifyEdgeAbove'>,
): OffMarketReason | null {
  if (fairTotal !== null && Math.abs(total - fairTotal) > OFF_MARKET_TOTAL_POINTS[sport]) return 'distance';
  return edge > settings.verifyEdgeAbove ? 'edge' : null;
}

/** A moneyline is off-market only by its edge (it has no number to be far from). */
export function moneylineOffMarketReason(
  edge: number,
  settings: Pick<PricingSettings, 'verifyEdgeAbove'>,
): OffMarketReason | null {
  return edge > settings.verifyEdgeAbove ? 'edge' : null;
}

/** A real American moneyline price (≤ −100 or ≥ +100). */
function validPrice(price: number | undefined): price is number {
  return price !== undefined && Number.isFinite(price) && (price <= -100 || price >= 100);
}

interface Chosen {
  readonly side: PricedMarketLine['side'];
  readonly line: number | null;
  readonly price: number;
  readonly outcomes: BetOutcomeProbabilities | null;
  readonly ev: number;
}

function choose(
  ctx: MarketLineContext,
  market: 'total' | 'moneyline',
  sides: readonly { side: PricedMarketLine['side']; line: number | null; price: number }[],
): Chosen | null {
  let chosen: Chosen | null = null;
  for (const s of sides) {
    const outcomes = fairOutcomes(ctx.league, { market, side: s.side, line: s.line }, ctx.fair);
    const ev = outcomes ? valueAgainstFair(outcomes, s.price).edgePercent / 100 : 0;
    // Ties (to float noise) keep the first side (over, home): deterministic.
    if (!chosen || ev > chosen.ev + EV_TIE) chosen = { ...s, outcomes, ev };
  }
  return chosen;
}

function pricedLine(
  quote: BookQuote,
  market: 'total' | 'moneyline',
  chosen: Chosen,
  ctx: MarketLineContext,
): PricedMarketLine {
  const { settings } = ctx;
  const ageMinutes = round((ctx.now.getTime() - quote.fetchedAt.getTime()) / MS_PER_MINUTE, 1);
  const stale = isStale(quote.fetchedAt, ctx.now, settings.staleAfterMinutes);
  const priced = chosen.outcomes !== null;
  const value = chosen.outcomes ? valueAgainstFair(chosen.outcomes, chosen.price) : null;
  const priceEdge = value ? round(value.edgePercent, 1) : 0;
  const edge = stale ? 0 : priceEdge;
  const bettable = isBettableBook(quote.key, settings.bettableBooks);
  const outcomes = chosen.outcomes ?? { win: 0, push: 0, loss: 0 };
  const decided = outcomes.win + outcomes.loss;
  const coverProbability = round(decided > 0 ? outcomes.win / decided : 0, 4);
  const breakEven = round(impliedProbability(chosen.price), 4);
  const reason =
    stale || !priced
      ? null
      : market === 'total'
        ? totalOffMarketReason(chosen.line ?? 0, edge, ctx.fair.expectedTotal, ctx.sport, settings)
        : moneylineOffMarketReason(edge, settings);
  const units =
    chosen.outcomes && isActionable({ stale, offMarket: reason !== null, bettable })
      ? unitsFor(chosen.outcomes, chosen.price, edge, settings)
      : 0;
  const team = chosen.side === 'home' ? ctx.homeTeam : chosen.side === 'away' ? ctx.awayTeam : null;
  const betString =
    market === 'total'
      ? totalBetString(chosen.side === 'under' ? 'under' : 'over', chosen.line ?? 0, chosen.price)
      : moneylineBetString(team?.shortName ?? '', chosen.price);
  return {
    market,
    key: quote.key,
    name: bookDisplayName(quote),
    side: chosen.side,
    team: team?.name ?? null,
    line: chosen.line,
    price: Math.round(chosen.price),
    betString,
    winProbability: round(outcomes.win, 4),
    pushProbability: round(outcomes.push, 4),
    lossProbability: round(outcomes.loss, 4),
    coverProbability,
    breakEven,
    fairPrice: value ? value.fairPrice : Math.round(chosen.price),
    edge,
    evPer100: edge,
    priceEdge,
    units,
    ...lineVerdict({
      edge,
      stale,
      ageMinutes,
      priced,
      bettable,
      reason,
      chanceText: `Wins ${percentText(coverProbability)} vs ${percentText(breakEven)} break-even`,
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

/** The book's total, priced on its better side; null without a usable over/under. */
export function rateTotalLine(quote: BookQuote, ctx: MarketLineContext): PricedMarketLine | null {
  const totals = quote.totals;
  if (!totals) return null;
  const sides = (['over', 'under'] as const).flatMap((side) => {
    const q = totals[side];
    return validQuote(q) ? [{ side, line: q.point, price: q.price }] : [];
  });
  const chosen = choose(ctx, 'total', sides);
  return chosen ? pricedLine(quote, 'total', chosen, ctx) : null;
}

/** The book's moneyline, priced on its better side; null without a usable price. */
export function rateMoneyline(quote: BookQuote, ctx: MarketLineContext): PricedMarketLine | null {
  const h2h = quote.h2h;
  if (!h2h) return null;
  const sides = (['home', 'away'] as const).flatMap((side) => {
    const price = h2h[side]?.price;
    return validPrice(price) ? [{ side, line: null, price }] : [];
  });
  const chosen = choose(ctx, 'moneyline', sides);
  return chosen ? pricedLine(quote, 'moneyline', chosen, ctx) : null;
}
