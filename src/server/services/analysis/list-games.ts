import type { Game } from '@shared/api/games';
import type { League } from '@shared/league';
import type { ServiceContext } from '../context';
import { curationsFor, withCuration, type CurationRow } from '../curation/curation-state';
import { judgeFreshness } from '@shared/pricing/judge-freshness';
import { resolvePricingOptions } from '@shared/pricing/pricing-options';
import { liveQuotesByGame } from './live-quotes';

/** The latest analysis of every game kicking off in [from, to) in the given leagues, soonest first. */
export async function listAnalyzedGames(
  ctx: ServiceContext,
  options: { leagues: readonly League[]; from: Date; to: Date },
): Promise<Game[]> {
  return (await listCuratedAnalyses(ctx, options)).map((entry) => entry.game);
}

/** As listAnalyzedGames, with each game's curation row (the admin list needs who decided and why). */
export async function listCuratedAnalyses(
  ctx: ServiceContext,
  options: { leagues: readonly League[]; from: Date; to: Date },
): Promise<{ game: Game; curation: CurationRow | undefined }[]> {
  if (options.leagues.length === 0) return [];
  const rows = await ctx.repos.analyses.latestInWindow(options);
  const ids = rows.map((r) => r.analysis.game.id);
  const curations = await curationsFor(ctx.db, ids);
  // Freshness is judged now, against the quotes as they stand now (judge-freshness.ts).
  const now = ctx.now();
  const live = await liveQuotesByGame(ctx, ids, now);
  const settings = resolvePricingOptions(ctx.config.pricing);
  return rows
    .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.gameKey.localeCompare(b.gameKey))
    .map((r) => {
      const stored = r.analysis.game;
      const game = judgeFreshness(stored, { now, settings, live: live.get(stored.id) ?? new Map() });
      const curation = curations.get(game.id);
      return { game: withCuration(game, curation), curation };
    });
}
