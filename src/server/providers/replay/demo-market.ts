import { splitAtLine, type IntegerPmf } from '@shared/model/key-weighted-normal';
import { marginParams, marginPmf } from '@shared/model/margin-distribution';
import { totalParams, totalPmf } from '@shared/model/total-distribution';
import { noVigPower } from '@shared/odds/no-vig';
import { impliedProbability } from '@shared/odds/american-odds';
import { toModelLeague } from '@shared/pricing/league';
import type { League } from '@shared/teams/types';
import type { BookOdds } from '../ports';
import { latentOffsets, type DemoBookFit, type LatentFit } from './demo-book-fit';
import { drawFrom, unitDraw } from './deterministic-draw';
import { lowerMedian } from './dispersion';
import { closeKind } from './fit-demo-books';
import { DRIFT_WINDOW_MS, lineAt, toHalfPoint } from './line-drift';
import { RETAIL_FAVOURITE_PRICES, ladderPair, noVigShare, quotePair, twoWayPrice } from './price-ladder';
import type { ProviderLine } from './provider-lines';

const DAY_MS = 86_400_000;

/**
 * The offline replay's sportsbooks, generated from the fit of real US books (demo-book-fit.json):
 *
 * - Lines: each book sits a drawn number of half points off the market (how often depends on whether
 *   the market is on a half point, an integer or a key number), and the books are re-centred so their
 *   median IS the market: at kickoff that is the replayed game's real closing line. The same holds at
 *   the opener, drawn from the fitted size and direction of real moves, and in between (lines drift
 *   linearly over the final week, line-drift.ts).
 * - Prices: the market price at the consensus number (the real closing price where the data has one),
 *   and a book hanging a better number charges part of that number's value (key-number aware) on its
 *   own ladder (−110 retail, −105 low-hold), plus a ladder step of book-to-book noise.
 *
 * College games with real per-provider lines keep their real numbers and moneylines; only their prices
 * are generated the same way. Every draw is seeded by game and book (deterministic-draw.ts).
 */

export type LadderKind = 'retail' | 'lowHold';

export interface DemoBook {
  readonly key: string;
  readonly title: string;
  readonly ladder: LadderKind;
}

export const DEMO_BOOKS: readonly DemoBook[] = [
  { key: 'draftkings', title: 'DraftKings (demo)', ladder: 'retail' },
  { key: 'fanduel', title: 'FanDuel (demo)', ladder: 'retail' },
  { key: 'betmgm', title: 'BetMGM (demo)', ladder: 'retail' },
  { key: 'caesars', title: 'Caesars (demo)', ladder: 'retail' },
  { key: 'pinnacle', title: 'Pinnacle (demo)', ladder: 'lowHold' },
];

/** The real market a replayed game's books are built around. */
export interface MarketAnchor {
  readonly gameKey: string;
  readonly league: League;
  /** Kickoff on today's calendar (epoch ms): the books reach their closing numbers then. */
  readonly kickoff: number;
  /** Real closing home line (negative = home favoured) and total. */
  readonly closeHomeLine: number;
  readonly closeTotal: number | null;
  /** Real closing prices where the data has them (NFL). */
  readonly spreadPrices?: { readonly home: number; readonly away: number };
  readonly totalPrices?: { readonly over: number; readonly under: number };
  readonly moneylines?: { readonly home: number; readonly away: number };
}

interface BookPlan extends DemoBook {
  /** Real moneylines (real providers); otherwise they are priced from the market. */
  readonly moneylines?: { readonly home: number; readonly away: number };
}

/**
 * One market (spreads or totals) of a game's books over the final week. Entries are per book, null
 * where a book has no such market.
 */
interface MarketPath {
  /** Each book's opening number, and the market's (their median). */
  readonly opens: readonly (number | null)[];
  readonly open: number;
  /** The market's closing number (the books' median at kickoff). */
  readonly close: number;
  /** Each book's distance from the market's number `day` days before kickoff (1 = the final day). */
  offsets(day: number, market: number): readonly (number | null)[];
}

interface GamePlan {
  readonly books: readonly BookPlan[];
  readonly spread: MarketPath;
  readonly total: MarketPath | null;
}

/** A drawn offset from the market, in points. */
function drawOffset(latent: LatentFit, kind: string, key: string): number {
  const kindFit = latent[kind];
  if (!kindFit) throw new RangeError(`the fit has no offsets for ${kind} numbers`);
  const fit = latentOffsets(kindFit);
  if (unitDraw(`${key}|off`) >= fit.offMarket) return 0;
  const halfPoints = drawFrom(
    fit.magnitude.map((p, i) => [i + 1, p]),
    `${key}|size`,
  );
  return ((unitDraw(`${key}|sign`) < 0.5 ? -1 : 1) * halfPoints) / 2;
}

/** Offsets shifted so their median is 0: the books' consensus is the market. */
function recentred(offsets: readonly number[]): number[] {
  const m = lowerMedian(offsets);
  return offsets.map((o) => o - m);
}

/** The market's opening numbers, from the fitted moves (spreads toward/away from the favourite). */
export function openingMarket(
  gameKey: string,
  close: { spread: number; total: number | null },
  fit: DemoBookFit,
): { spread: number; total: number | null } {
  const toward = drawFrom(fit.opener.spread.move.distribution, `${gameKey}|spread-move`);
  // The favourite's side: home when the close is negative; a pick 'em close picks one side at random.
  const homeFavourite = close.spread < 0 || (close.spread === 0 && unitDraw(`${gameKey}|pickem`) < 0.5);
  const spread = toHalfPoint(close.spread + (homeFavourite ? toward : -toward));
  const total =
    close.total === null
      ? null
      : toHalfPoint(close.total - drawFrom(fit.opener.total.move.distribution, `${gameKey}|total-move`));
  return { spread, total };
}

/**
 * Generated books: openers scattered like real openers around the fitted opening market; from then on
 * each day's numbers scattered like real closing numbers around the market of the moment (books
 * track the market; which book is off, and by how much, changes from day to day), the final day's
 * being the closing numbers.
 */
function generatedPath(
  gameKey: string,
  open: number,
  close: number,
  latent: { open: LatentFit; close: LatentFit },
  kindOf: (market: number) => string,
  purpose: string,
): MarketPath {
  const draw = (fit: LatentFit, kind: string, phase: string) =>
    recentred(DEMO_BOOKS.map((b) => drawOffset(fit, kind, `${gameKey}|${b.key}|${purpose}-${phase}`)));
  const opens = draw(latent.open, 'all', 'open').map((o) => open + o);
  const closing = draw(latent.close, kindOf(close), 'close');
  return {
    opens,
    open,
    close,
    offsets: (day, market) => (day <= 1 ? closing : draw(latent.close, kindOf(market), `day${day}`)),
  };
}

function generatedPlan(anchor: MarketAnchor, fit: DemoBookFit): GamePlan {
  const close = {
    spread: toHalfPoint(anchor.closeHomeLine),
    total: anchor.closeTotal === null ? null : toHalfPoint(anchor.closeTotal),
  };
  const open = openingMarket(anchor.gameKey, close, fit);
  return {
    books: DEMO_BOOKS,
    spread: generatedPath(
      anchor.gameKey,
      open.spread,
      close.spread,
      { open: fit.opener.spread.latent, close: fit.spread.latent },
      closeKind,
      'spread',
    ),
    total:
      close.total === null || open.total === null
        ? null
        : generatedPath(
            anchor.gameKey,
            open.total,
            close.total,
            { open: fit.opener.total.latent, close: fit.total.latent },
            () => 'all',
            'total',
          ),
  };
}

/**
 * Real books: their real openers (or, where the data has none, their close moved like the fitted
 * market), then the market of the moment plus each book's real closing distance from the consensus.
 */
function realPath(
  closes: readonly (number | null)[],
  opens: readonly (number | null)[],
  move: number,
): MarketPath | null {
  const present = closes.filter((c) => c !== null);
  if (present.length === 0) return null;
  const close = lowerMedian(present);
  const bookOpens = closes.map((c, i) => (c === null ? null : (opens[i] ?? c + move)));
  const offsets = closes.map((c) => (c === null ? null : c - close));
  return {
    opens: bookOpens,
    open: lowerMedian(bookOpens.filter((o) => o !== null)),
    close,
    offsets: () => offsets,
  };
}

function realPlan(anchor: MarketAnchor, providers: readonly ProviderLine[], fit: DemoBookFit): GamePlan {
  const withSpread = providers.filter((p) => p.spread !== undefined);
  const closes = withSpread.map((p) => p.spread!);
  const totals = withSpread.map((p) => p.total ?? null);
  const presentTotals = totals.filter((t) => t !== null);
  const open = openingMarket(
    anchor.gameKey,
    { spread: lowerMedian(closes), total: presentTotals.length > 0 ? lowerMedian(presentTotals) : null },
    fit,
  );
  return {
    books: withSpread.map((p) => ({
      key: p.provider.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
      title: `${p.provider} (demo)`,
      ladder: 'retail',
      ...(p.homeMoneyline !== undefined &&
      p.awayMoneyline !== undefined &&
      Math.abs(p.homeMoneyline) >= 100 &&
      Math.abs(p.awayMoneyline) >= 100
        ? { moneylines: { home: p.homeMoneyline, away: p.awayMoneyline } }
        : {}),
    })),
    spread: realPath(
      closes,
      withSpread.map((p) => p.spreadOpen ?? null),
      open.spread - lowerMedian(closes),
    )!,
    total: realPath(
      totals,
      withSpread.map((p) => p.totalOpen ?? null),
      open.total === null ? 0 : open.total - lowerMedian(presentTotals),
    ),
  };
}

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
 * Every book's number at `fetchedAt` and the market's: the openers a week or more before kickoff,
 * then the market drifting linearly from its opener to its close (line-drift.ts) with each book at
 * its distance of the day, so the books' median is always the market.
 */
function linesAt(
  path: MarketPath,
  kickoff: number,
  fetchedAt: number,
): { market: number; lines: readonly (number | null)[] } {
  const until = kickoff - fetchedAt;
  if (until >= DRIFT_WINDOW_MS) return { market: path.open, lines: path.opens };
  const market = lineAt(path.open, path.close, kickoff, fetchedAt);
  const day = Math.max(1, Math.ceil(until / DAY_MS));
  return { market, lines: path.offsets(day, market).map((o) => (o === null ? null : market + o)) };
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
  return marginPmf(marginParams(toModelLeague(league)), -market);
}

function priceBooks(plan: GamePlan, anchor: MarketAnchor, fit: DemoBookFit, fetchedAt: number): BookOdds[] {
  const { league, gameKey } = anchor;
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
  const totalsPmf = totals ? totalPmf(totalParams(toModelLeague(league)), Math.max(0, totals.market)) : null;
  const closeSpread = toHalfPoint(anchor.closeHomeLine);
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
