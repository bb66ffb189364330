import type { League } from '@shared/league';
import { latentOffsets, type DemoBookFit, type LatentFit } from './demo-book-fit';
import { drawFrom, unitDraw } from './deterministic-draw';
import { closeKind, lowerMedian } from './dispersion';
import { DRIFT_WINDOW_MS, lineAt, toHalfPoint } from './line-drift';
import type { ProviderLine } from './provider-lines';

const DAY_MS = 86_400_000;

/**
 * Where each replayed book's number stands over the final week before kickoff, drawn from the fit of
 * real US books (demo-book-fit.json):
 *
 * - The market opens where the fitted moves say (size, and direction toward or away from the closing
 *   favourite) and drifts linearly to the real close (line-drift.ts).
 * - Generated books open scattered like real openers around the market's opener; from then on each
 *   day's numbers are scattered like real closing numbers around the market of the moment (books track
 *   the market; which book is off, and by how much, changes from day to day), the final day's being the
 *   closing numbers. How often a book is off depends on whether the market sits on a half point, an
 *   integer or a key number. Every day the books are re-centred so their median IS the market: at
 *   kickoff, the replayed game's real closing line.
 * - Real college books open at their real openers and close at their real closes; in between each sits
 *   at its real closing distance from the drifting market.
 *
 * Every draw is seeded by game, book and purpose (deterministic-draw.ts).
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

export interface BookPlan extends DemoBook {
  /** Real moneylines (real providers); otherwise they are priced from the market. */
  readonly moneylines?: { readonly home: number; readonly away: number };
}

/**
 * One market (spreads or totals) of a game's books over the final week. Entries are per book, null
 * where a book has no such market.
 */
export interface MarketPath {
  /** Each book's opening number, and the market's (their median). */
  readonly opens: readonly (number | null)[];
  readonly open: number;
  /** The market's closing number (the books' median at kickoff). */
  readonly close: number;
  /** Each book's distance from the market's number `day` days before kickoff (1 = the final day). */
  offsets(day: number, market: number): readonly (number | null)[];
}

export interface GamePlan {
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

/**
 * The books' offsets shifted as little as possible so that their median is 0 (the books' consensus
 * is the market) while the low-hold book stays on the market's number (pinned at 0).
 */
function recentred(offsets: readonly number[], pinned: readonly boolean[]): number[] {
  const shifted = (s: number) => offsets.map((o, i) => (pinned[i] ? 0 : o - s));
  const shifts = [...new Set([0, ...offsets.filter((_, i) => !pinned[i])])].sort(
    (a, b) => Math.abs(a) - Math.abs(b),
  );
  const shift = shifts.find((s) => lowerMedian(shifted(s)) === 0);
  if (shift === undefined) throw new RangeError('no shift centres these books on the market');
  return shifted(shift);
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
  // The low-hold book makes the market: it hangs the market's number; the retail books scatter around it.
  const pinned = DEMO_BOOKS.map((b) => b.ladder === 'lowHold');
  const draw = (fit: LatentFit, kind: string, phase: string) =>
    recentred(
      DEMO_BOOKS.map((b, i) =>
        pinned[i] ? 0 : drawOffset(fit, kind, `${gameKey}|${b.key}|${purpose}-${phase}`),
      ),
      pinned,
    );
  const opens = draw(latent.open, 'all', 'open').map((o) => open + o);
  const closing = draw(latent.close, kindOf(close), 'close');
  return {
    opens,
    open,
    close,
    offsets: (day, market) => (day <= 1 ? closing : draw(latent.close, kindOf(market), `day${day}`)),
  };
}

export function generatedPlan(anchor: MarketAnchor, fit: DemoBookFit): GamePlan {
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

export function realPlan(
  anchor: MarketAnchor,
  providers: readonly ProviderLine[],
  fit: DemoBookFit,
): GamePlan {
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

/**
 * Every book's number at `fetchedAt` and the market's: the openers a week or more before kickoff,
 * then the market drifting linearly from its opener to its close (line-drift.ts) with each book at
 * its distance of the day, so the books' median is always the market.
 */
export function linesAt(
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
