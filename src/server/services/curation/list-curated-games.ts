import { and, count, desc, eq, gte, inArray, lt, max } from 'drizzle-orm';
import type { AdminGame } from '@shared/api/admin-games';
import type { ApprovedGame } from '@shared/api/football-bets';
import type { Game } from '@shared/api/games';
import type { League } from '@shared/teams/types';
import { gameCuration, games, picks } from '../../db/schema';
import type { ServiceContext } from '../context';
import { listCuratedAnalyses } from '../analysis/list-games';

interface Window {
  leagues: readonly League[];
  from: Date;
  to: Date;
}

/**
 * The admin's 'High-Value Games': every analysed game in the window that has a recommendation,
 * plus any game already decided (so a decision never disappears from the list).
 */
export async function listAdminGames(ctx: ServiceContext, window: Window): Promise<AdminGame[]> {
  const analysed = (await listCuratedAnalyses(ctx, window)).filter(
    ({ game }) => game.recommendationTier !== null || game.curationStatus !== 'pending',
  );
  if (analysed.length === 0) return [];
  const published = await ctx.db
    .select({ gameId: picks.gameId, versions: count(), lastAt: max(picks.publishedAt) })
    .from(picks)
    .where(
      inArray(
        picks.gameId,
        analysed.map(({ game }) => game.id),
      ),
    )
    .groupBy(picks.gameId);
  const pickOf = new Map(published.map((p) => [p.gameId, p]));
  return analysed.map(({ game: g, curation: c }) => {
    const p = pickOf.get(g.id);
    return {
      ...g,
      publishedVersions: Number(p?.versions ?? 0),
      publishedAt: p?.lastAt ? new Date(p.lastAt).toISOString() : null,
      decidedBy: c?.decidedBy ?? null,
      reason: c?.reason ?? null,
    };
  });
}

/** Approved picks kicking off in the window, each as last published (frozen), soonest first. */
export async function listApprovedPicks(ctx: ServiceContext, window: Window): Promise<ApprovedGame[]> {
  if (window.leagues.length === 0) return [];
  const rows = await ctx.db
    .selectDistinctOn([picks.gameId], {
      payload: picks.payload,
      version: picks.version,
      publishedAt: picks.publishedAt,
      kickoff: picks.kickoff,
      gameKey: games.gameKey,
      status: gameCuration.status,
    })
    .from(picks)
    .innerJoin(games, eq(games.id, picks.gameId))
    .innerJoin(gameCuration, eq(gameCuration.gameId, picks.gameId))
    .where(
      and(
        inArray(picks.league, [...window.leagues]),
        gte(picks.kickoff, window.from),
        lt(picks.kickoff, window.to),
        inArray(gameCuration.status, ['approved', 'featured']),
      ),
    )
    .orderBy(picks.gameId, desc(picks.version));
  return rows
    .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.gameKey.localeCompare(b.gameKey))
    .map((r) => ({
      ...(r.payload as unknown as Game),
      curationStatus: r.status as Game['curationStatus'],
      publishedAt: r.publishedAt.toISOString(),
      pickVersion: r.version,
    }));
}
