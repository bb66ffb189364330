import type { Game } from '@shared/api/games';
import type { GameMarket, MarketBook } from '@shared/api/game-market';
import { bestOffers, fairMoneyline } from '@shared/market/market-grid';
import { openAndCurrent } from '@shared/market/line-movement';
import { teamById } from '../../teams';
import { toSportCode } from '@shared/league';
import type { GameRow } from '../../repositories/games-repository';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../context';
import { latestQuotes } from '../analysis/latest-quotes';
import { curationsFor } from '../curation/curation-state';

const MINUTE_MS = 60_000;

/** The game's league, or NOT_FOUND (a rejected game is not shown to users anywhere). */
export async function findMarketGame(
  ctx: ServiceContext,
  gameId: string,
): Promise<{ row: GameRow; analysis: Game | null }> {
  const row = await ctx.repos.games.byId(gameId);
  if (!row) throw new AppError('NOT_FOUND', 'Game not found');
  const curation = (await curationsFor(ctx.db, [gameId])).get(gameId);
  if (curation?.status === 'rejected') throw new AppError('NOT_FOUND', 'Game not found');
  const latest = await ctx.repos.analyses.latestForGame(gameId);
  return { row, analysis: latest?.game ?? null };
}

/** Each book's home spread over time, oldest first, keeping only the snapshots where it changed. */
async function spreadSeries(ctx: ServiceContext, gameId: string, at: Date) {
  const rows = await ctx.repos.quotes.homeSpreadHistory(gameId);
  const byBook = new Map<
    string,
    { key: string; name: string; points: { at: string; point: number; price: number }[] }
  >();
  for (const r of rows) {
    if (r.point === null || r.fetchedAt > at) continue;
    const series = byBook.get(r.bookKey) ?? { key: r.bookKey, name: r.bookTitle, points: [] };
    const point = { at: r.fetchedAt.toISOString(), point: r.point, price: r.price };
    const last = series.points.at(-1);
    const secondLast = series.points.at(-2);
    // Unchanged refreshes add nothing but the latest time: keep the run's first and last snapshot.
    if (
      last &&
      secondLast &&
      last.point === point.point &&
      last.price === point.price &&
      secondLast.point === point.point &&
      secondLast.price === point.price
    ) {
      series.points[series.points.length - 1] = point;
    } else {
      series.points.push(point);
    }
    byBook.set(r.bookKey, series);
  }
  return [...byBook.values()];
}

/** The odds screen's data for one game (see gameMarketResponseSchema). */
export async function getGameMarket(
  ctx: ServiceContext,
  found: { row: GameRow; analysis: Game | null },
): Promise<GameMarket> {
  const { row, analysis } = found;
  const now = ctx.now();
  const staleMs = ctx.config.pricing.staleAfterMinutes * MINUTE_MS;
  const quotes = await latestQuotes(ctx, row.id, now);
  const fairPrices = new Map(
    (analysis?.bestSportsbooks ?? []).flatMap((b) =>
      b.fairPrice === undefined ? [] : [[b.key, { side: b.side, price: b.fairPrice }] as const],
    ),
  );
  const books: MarketBook[] = quotes
    .map((q) => ({
      key: q.key,
      name: q.title,
      simulated: q.simulated,
      fetchedAt: q.fetchedAt.toISOString(),
      stale: now.getTime() - q.fetchedAt.getTime() > staleMs,
      spread: q.spreads ?? null,
      total: q.totals ?? null,
      moneyline: q.h2h ?? null,
      spreadFairPrice: fairPrices.get(q.key) ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const series = await spreadSeries(ctx, row.id, now);
  const fairLine = analysis?.fairLine ?? null;
  const teamName = (id: string) => teamById(id)?.name ?? id;
  return {
    game: {
      id: row.id,
      sport: toSportCode(row.league),
      league: row.league,
      awayTeam: analysis?.awayTeam ?? teamName(row.awayTeamId),
      homeTeam: analysis?.homeTeam ?? teamName(row.homeTeamId),
      commenceTime: row.kickoff.toISOString(),
    },
    fairLine,
    fairMoneyline: fairMoneyline(fairLine?.homeWinProbability ?? null),
    books,
    // Stale prices are shown but never called the best.
    best: bestOffers(books.filter((b) => !b.stale)),
    movement: { books: series, line: openAndCurrent(series) },
  };
}
