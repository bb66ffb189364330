import type { AdminGame } from '@shared/api/admin-games';
import type { League } from '@shared/league';
import { guardGame, type PublishGuardSettings } from '@shared/curation/publish-guards';
import type { ServiceContext } from '../context';
import { listCuratedAnalyses } from '../analysis/list-games';

interface Window {
  leagues: readonly League[];
  from: Date;
  to: Date;
}

/**
 * The admin's 'High-Value Games': every analysed game in the window that has a recommendation,
 * plus any game already decided (so a decision never disappears from the list). Each is shown through
 * the publish guards, as it would be published.
 */
export async function listAdminGames(
  ctx: ServiceContext,
  window: Window,
  guards: PublishGuardSettings,
): Promise<AdminGame[]> {
  const analysed = (await listCuratedAnalyses(ctx, window)).filter(
    // Off-market prices are listed too: only the admin can confirm one (issue 11), so they must see it.
    ({ game }) =>
      game.recommendationTier !== null || game.flags.offMarket || game.curationStatus !== 'pending',
  );
  if (analysed.length === 0) return [];
  const published = await ctx.repos.picks.publishedCounts(analysed.map(({ game }) => game.id));
  const pickOf = new Map(published.map((p) => [p.gameId, p]));
  return analysed.map(({ game: g, curation: c }) => {
    const p = pickOf.get(g.id);
    return {
      ...guardGame(g, guards),
      publishedVersions: p?.versions ?? 0,
      publishedAt: p?.lastAt ? p.lastAt.toISOString() : null,
      decidedBy: c?.decidedBy ?? null,
      reason: c?.reason ?? null,
    };
  });
}
