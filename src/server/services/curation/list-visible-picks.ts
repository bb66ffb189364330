import { desc, inArray } from 'drizzle-orm';
import type { Game } from '@shared/api/games';
import {
  visiblePicks,
  type CurationEntry,
  type PickSurface,
  type PublishedVersion,
  type VisiblePick,
} from '@shared/curation/visible-picks';
import type { League } from '@shared/league';
import { picks } from '../../db/schema';
import type { ServiceContext } from '../context';
import { listCuratedAnalyses } from '../analysis/list-games';

interface Window {
  leagues: readonly League[];
  from: Date;
  to: Date;
}

/** Each game kicking off in the window: its latest analysis (with its decision) and its latest published version. */
export async function listCurationEntries(ctx: ServiceContext, window: Window): Promise<CurationEntry[]> {
  const analysed = await listCuratedAnalyses(ctx, window);
  const decided = analysed.filter(({ curation }) => curation && curation.status !== 'pending');
  const published = new Map<string, PublishedVersion>();
  if (decided.length > 0) {
    const rows = await ctx.db
      .selectDistinctOn([picks.gameId], {
        gameId: picks.gameId,
        payload: picks.payload,
        version: picks.version,
        publishedAt: picks.publishedAt,
        market: picks.market,
        betString: picks.betString,
        bookTitle: picks.bookTitle,
        units: picks.units,
        edge: picks.edge,
        offMarket: picks.offMarket,
        offMarketReason: picks.offMarketReason,
      })
      .from(picks)
      .where(
        inArray(
          picks.gameId,
          decided.map(({ game }) => game.id),
        ),
      )
      .orderBy(picks.gameId, desc(picks.version));
    for (const { gameId, payload, publishedAt, ...row } of rows)
      published.set(gameId, {
        ...row,
        payload: payload as unknown as Game,
        publishedAt: publishedAt.toISOString(),
      });
  }
  return analysed.map(({ game }) => ({ latest: game, published: published.get(game.id) ?? null }));
}

/** What one surface lists for the window (the shared rule in @shared/curation/visible-picks). */
export async function listVisiblePicks(
  ctx: ServiceContext,
  window: Window,
  surface: PickSurface,
): Promise<VisiblePick[]> {
  if (window.leagues.length === 0) return [];
  return visiblePicks(await listCurationEntries(ctx, window), surface);
}
