import { and, asc, count, eq, inArray, lt, ne } from 'drizzle-orm';
import { teamById } from '@shared/teams';
import type { League } from '@shared/teams/types';
import { rateGames, type RatedLeague } from '@shared/ratings/rate-games';
import { defaultRatingConfig } from '@shared/ratings/rating-config';
import type { CompletedGame } from '@shared/ratings/game-types';
import type { TeamSeasonRating } from '@shared/ratings/season-priors';
import { games, teamSeasonRatings } from '../../db/schema';
import type { ServiceContext } from '../context';

/**
 * Ratings fitted from every completed real game before `asOf` (replayed games are copies of real
 * ones and never feed the ratings). Rebuilding is cheap (~0.5 s for 26 NFL seasons), and the
 * result is cached by the set of games it used.
 */
const cache = new Map<string, RatedLeague>();
const CACHE_MAX = 16;

function isFbs(teamId: string, fromDetails: unknown): boolean {
  if (typeof fromDetails === 'boolean') return fromDetails;
  return teamById(teamId)?.classification === 'fbs';
}

/** Drops a league's cached fits so the next analysis rebuilds its ratings (full recompute). */
export function forgetRatings(league: League): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${league}:`)) cache.delete(key);
}

export async function ratedLeagueAsOf(ctx: ServiceContext, league: League, asOf: Date): Promise<RatedLeague> {
  const where = and(
    eq(games.league, league),
    eq(games.status, 'final'),
    ne(games.source, 'replay'),
    lt(games.kickoff, asOf),
  );
  const [row] = await ctx.db.select({ n: count() }).from(games).where(where);
  const key = `${league}:${row?.n ?? 0}:${asOf.getUTCFullYear()}`;
  const hit = cache.get(key);
  if (hit) return hit;

  const rows = await ctx.db.select().from(games).where(where).orderBy(asc(games.kickoff));
  const completed: CompletedGame[] = rows.map((g) => ({
    season: g.season,
    kickoff: g.kickoff.getTime(),
    home: g.homeTeamId,
    away: g.awayTeamId,
    neutral: g.neutralSite,
    homeScore: g.homeScore ?? 0,
    awayScore: g.awayScore ?? 0,
    ...(g.closingHomeLine !== null ? { homeLine: g.closingHomeLine } : {}),
    ...(g.closingTotal !== null ? { totalLine: g.closingTotal } : {}),
    ...(league === 'cfb'
      ? { homeFbs: isFbs(g.homeTeamId, g.details.homeFbs), awayFbs: isFbs(g.awayTeamId, g.details.awayFbs) }
      : {}),
    ...startingQuarterbacks(g.details),
  }));
  const seasonRatings = league === 'cfb' ? await collegeSeasonRatings(ctx) : [];
  const rated = rateGames(completed, defaultRatingConfig(league === 'nfl' ? 'NFL' : 'CFB'), {
    seasonRatings,
  });
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, rated);
  return rated;
}

/** Starting quarterbacks stored by the history importer (NFL), for the ratings' quarterback terms. */
function startingQuarterbacks(details: Record<string, unknown>): { homeQb?: string; awayQb?: string } {
  const id = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const homeQb = id(details.homeQbId);
  const awayQb = id(details.awayQbId);
  return { ...(homeQb ? { homeQb } : {}), ...(awayQb ? { awayQb } : {}) };
}

/** Published end-of-season SP+, FPI and 247 talent: season N's rows only ever seed season N + 1 in the engine. */
async function collegeSeasonRatings(ctx: ServiceContext): Promise<TeamSeasonRating[]> {
  const rows = await ctx.db
    .select()
    .from(teamSeasonRatings)
    .where(
      and(eq(teamSeasonRatings.league, 'cfb'), inArray(teamSeasonRatings.source, ['sp', 'fpi', 'talent'])),
    );
  const byTeamSeason = new Map<
    string,
    {
      season: number;
      team: string;
      spOverall?: number;
      spOffense?: number;
      spDefense?: number;
      fpi?: number;
      talent?: number;
    }
  >();
  for (const r of rows) {
    const key = `${r.season}:${r.teamId}`;
    const entry = byTeamSeason.get(key) ?? { season: r.season, team: r.teamId };
    if (r.source === 'sp' && r.rating !== null) {
      entry.spOverall = r.rating;
      if (r.offense !== null) entry.spOffense = r.offense;
      if (r.defense !== null) entry.spDefense = r.defense;
    }
    if (r.source === 'fpi' && r.rating !== null) entry.fpi = r.rating;
    if (r.source === 'talent' && r.rating !== null) entry.talent = r.rating;
    byTeamSeason.set(key, entry);
  }
  return [...byTeamSeason.values()];
}
