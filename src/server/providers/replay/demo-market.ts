import { splitAtLine, type IntegerPmf } from '@shared/model/key-weighted-normal';
import { marginParams, marginPmf } from '@shared/model/margin-distribution';
import { totalParams, totalPmf } from '@shared/model/total-distribution';
import { impliedProbability } from '@shared/odds/american-odds';
import { noVigPower } from '@shared/odds/no-vig';
import { toSportCode } from '@shared/league';
import type { League } from '@shared/league';
import type { BookOdds } from '../ports';
import {
  generatedPlan,
  linesAt,
  realPlan,
  type DemoBook,
  type GamePlan,
  type MarketAnchor,
} from './book-lines';
import type { DemoBookFit } from './demo-book-fit';
import { drawFrom, unitDraw } from './deterministic-draw';
import { RETAIL_FAVOURITE_PRICES, ladderPair, noVigShare, quotePair, twoWayPrice } from './price-ladder';
import type { ProviderLine } from './provider-lines';

export { DEMO_BOOKS, type MarketAnchor } from './book-lines';

/**
 * The offline replay's sportsbooks: each book's number over the week (book-lines.ts) and its prices,
 * fitted to real US books (demo-book-fit.json):
 *
 * - Spreads and totals: the market's no-vig price at the consensus number (the real closing price where
 *   the data has one, else a skew drawn from real closing prices), and a book hanging a better number
 *   charges juiceShare of that number's value (the key-number margin distribution) on that side, plus
 *   a small drawn price noise, at its own overround: −110/−110 at a retail book, about −105/−105 at the
 *   low-hold one.
 * - Moneylines: the market's no-vig win probability (the real closing moneyline, moving with the
 *   spread), at the book's moneyline overround; real college books keep their real moneylines.
 *
 * College games with two or more real per-provider lines keep their real numbers; only their prices
 * are generated. Everything is labelled "(demo)" and simulated.
 */

interface PricingContext {
  readonly anchor: MarketAnchor;
  readonly fit: DemoBookFit;
  readonly book: DemoBook;
}

/** A book's no-vig share moved by its drawn price noise (deterministic per game, book and market). */
function jittered(ctx: PricingContext, share: number, purpose: string, bound = 0.03): number {
  const jitter = drawFrom(
    ctx.fit.prices.assumptions.priceJitter,
    `${ctx.anchor.gameKey}|${ctx.book.key}|${purpose}`,
  );
  return Math.min(1 - bound, Math.max(bound, share + jitter));
}

/**
 * A spread or total price for side A: the market's no-vig share at its number, plus juiceShare of what
 * the book's number is worth to side A, priced at the book's overround.
 */
function bookPrice(ctx: PricingContext, marketShare: number, numberValue: number, purpose: string) {
  const p = jittered(ctx, marketShare + ctx.fit.prices.assumptions.juiceShare * numberValue, purpose);
  return ctx.book.ladder === 'retail'
    ? quotePair(p, ctx.fit.prices.retail.medianOverround, RETAIL_FAVOURITE_PRICES)
    : quotePair(p, ctx.fit.prices.lowHold.medianOverround);
}

/** The market's no-vig share of side A at its number: the real closing price, or a fitted skew. */
function marketShare(
  ctx: Omit<PricingContext, 'book'>,
  real: readonly [number, number] | undefined,
  skews: readonly (readonly [number, number])[],
  purpose: string,
): number {
  if (real) return noVigShare(real[0], real[1]);
  const cents = drawFrom(skews, `${ctx.anchor.gameKey}|${purpose}`);
  const sign = unitDraw(`${ctx.anchor.gameKey}|${purpose}|side`) < 0.5 ? -1 : 1;
  const [a, b] = ladderPair(ctx.fit.prices.retail.juice, sign * cents);
  return noVigShare(a, b);
}

/**
 * P(the outcome lands above `line`) with pushes removed: for the final margin around a market home
 * line L (margin PMF centred on −L), P(home covers home line h) is the share above −h; for the total,
 * P(over).
 */
function shareAbove(pmf: IntegerPmf, line: number): number {
  const { above, below } = splitAtLine(pmf, line);
  return above / (above + below);
}

/** The key-number margin distribution around a market home line (one per game and moment). */
function marginAround(league: League, market: number): IntegerPmf {
  return marginPmf(marginParams(toSportCode(league)), -market);
}

function priceBooks(plan: GamePlan, anchor: MarketAnchor, fit: DemoBookFit, fetchedAt: number): BookOdds[] {
  const { league } = anchor;
  const spreads = linesAt(plan.spread, anchor.kickoff, fetchedAt);
  const totals = plan.total ? linesAt(plan.total, anchor.kickoff, fetchedAt) : null;
  const ctx = { anchor, fit };
  const spreadShare = marketShare(
    ctx,
    anchor.spreadPrices ? [anchor.spreadPrices.home, anchor.spreadPrices.away] : undefined,
    fit.prices.retail.spreadSkewCents,
    'spread-skew',
  );
  const overMarketShare = marketShare(
    ctx,
    anchor.totalPrices ? [anchor.totalPrices.over, anchor.totalPrices.under] : undefined,
    fit.prices.retail.totalSkewCents,
    'total-skew',
  );
  // The market's home win probability now: the real close's no-vig moneyline, moved with the spread.
  const margins = marginAround(league, spreads.market);
  const totalsPmf = totals ? totalPmf(totalParams(toSportCode(league)), Math.max(0, totals.market)) : null;
  const closeSpread = plan.spread.close;
  const winShare = anchor.moneylines
    ? noVigPower([impliedProbability(anchor.moneylines.home), impliedProbability(anchor.moneylines.away)])
        .probabilities[0]! +
      (closeSpread === spreads.market
        ? 0
        : shareAbove(margins, 0) - shareAbove(marginAround(league, closeSpread), 0))
    : shareAbove(margins, 0);

  return plan.books.map((book, i) => {
    const bookCtx = { ...ctx, book };
    const home = spreads.lines[i]!;
    const [homePrice, awayPrice] = bookPrice(
      bookCtx,
      spreadShare,
      shareAbove(margins, -home) - shareAbove(margins, -spreads.market),
      'spread-price',
    );
    const total = totals?.lines[i] ?? null;
    const totalPrices =
      totals && totalsPmf && total !== null
        ? bookPrice(
            bookCtx,
            overMarketShare,
            shareAbove(totalsPmf, total) - shareAbove(totalsPmf, totals.market),
            'total-price',
          )
        : null;
    const overround =
      book.ladder === 'retail'
        ? (fit.prices.moneylineOverround.all?.median ?? fit.prices.retail.medianOverround)
        : fit.prices.lowHold.medianOverround;
    const [homeMoneyline, awayMoneyline] = book.moneylines
      ? [book.moneylines.home, book.moneylines.away]
      : twoWayPrice(jittered(bookCtx, winShare, 'moneyline', 0.005), overround);
    return {
      key: book.key,
      title: book.title,
      lastUpdate: new Date(fetchedAt),
      simulated: true,
      markets: {
        spreads: {
          home: { point: home, price: homePrice },
          away: { point: home === 0 ? 0 : -home, price: awayPrice },
        },
        ...(totalPrices && total !== null
          ? {
              totals: {
                over: { point: total, price: totalPrices[0] },
                under: { point: total, price: totalPrices[1] },
              },
            }
          : {}),
        h2h: { home: { price: homeMoneyline }, away: { price: awayMoneyline } },
      },
    };
  });
}

/** The demo books of a game with one real closing line (NFL; college without per-provider lines). */
export function generateDemoBooks(anchor: MarketAnchor, fetchedAt: number, fit: DemoBookFit): BookOdds[] {
  return priceBooks(generatedPlan(anchor, fit), anchor, fit, fetchedAt);
}

/** A college game's real books (two or more providers with a spread): real numbers, generated prices. */
export function realProviderBooks(
  anchor: MarketAnchor,
  providers: readonly ProviderLine[],
  fetchedAt: number,
  fit: DemoBookFit,
): BookOdds[] {
  if (!providers.some((p) => p.spread !== undefined)) throw new RangeError('no provider has a spread');
  return priceBooks(realPlan(anchor, providers, fit), anchor, fit, fetchedAt);
}
