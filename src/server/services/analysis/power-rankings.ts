import { ratingsFreshness } from '@shared/ratings/ratings-freshness';
import type { RankingsResponse } from '@shared/api/rankings';
import { footballSeasonOf } from '@shared/calendar/football-season';
import { rankSpPlus, rankTeams, type RatedTeam } from '../../ratings/power-rankings';
import { teamById } from '../../teams';
import type { League } from '@shared/league';
import type { ServiceContext } from '../context';
import { SP_CURRENT_SOURCE } from '../ingest/sync-college-stats';
import { ratingMoment } from './analyze-game';
import type { RatingsStore } from './rated-league';

const WEEK_MS = 7 * 86_400_000;

export const SP_PLUS_ATTRIBUTION = {
  cfbd: 'SP+ by Bill Connelly (ESPN), this season as published so far, via CollegeFootballData.com.',
  bundled: (season: number) =>
    `Final ${season} SP+ by Bill Connelly (ESPN), via CollegeFootballData.com (bundled prior-season data; set CFBD_API_KEY for this season's).`,
} as const;

/**
 * The moment the rankings stand at: the rating moment of the league's next scheduled game (its real
 * week in the offline replay, so the replay never ranks on results it has not reached), or the
 * current week's start when nothing is scheduled.
 */
async function rankingMoment(ctx: ServiceContext, league: League): Promise<{ asOf: Date; season: number }> {
  const now = ctx.now();
  const next = await ctx.repos.games.nextScheduled(league, now);
  if (!next) return { asOf: now, season: footballSeasonOf(now) };
  const season = typeof next.details.sourceSeason === 'number' ? next.details.sourceSeason : next.season;
  return { asOf: ratingMoment(next, now), season };
}

/** The teams a league's rankings list; college ranks FBS teams only. */
const RANKED_CLASSIFICATION: Record<League, string> = { nfl: 'nfl', cfb: 'fbs' };

/** Only college has SP+ to show beside the model's rankings. */
const SHOWS_SP_PLUS: Record<League, boolean> = { nfl: false, cfb: true };

function inLeague(league: League, teamId: string): boolean {
  return teamById(teamId)?.classification === RANKED_CLASSIFICATION[league];
}

async function ratedTeams(
  deps: ServiceContext & { ratings: RatingsStore },
  league: League,
  asOf: Date,
): Promise<{ teams: RatedTeam[]; homeField: number; latestGame: Date | null }> {
  const rated = await deps.ratings.asOf(deps, league, asOf);
  const teams = rated.ratings
    .filter((r) => inLeague(league, r.team))
    .map((r) => ({
      teamId: r.team,
      team: teamById(r.team)?.name ?? r.team,
      rating: r.margin,
      offense: r.offense,
      defense: r.defense,
      gamesThisSeason: r.gamesThisSeason,
    }));
  return { teams, homeField: rated.state.homeField, latestGame: deps.ratings.latestGameOf(rated) };
}

/** SP+ of the season when CFBD has supplied it, else the latest bundled final SP+ before it. */
async function spPlus(ctx: ServiceContext, season: number): Promise<RankingsResponse['spPlus']> {
  const rowsOf = (source: string, s: number) =>
    ctx.repos.teamHistory.seasonRatings({ league: 'cfb', source, season: s });
  let kind: 'cfbd' | 'bundled' = 'cfbd';
  let rowSeason = season;
  let rows = await rowsOf(SP_CURRENT_SOURCE, season);
  if (rows.length === 0) {
    const latest = await ctx.repos.teamHistory.latestRatedSeason({
      league: 'cfb',
      source: 'sp',
      atMost: season - 1,
    });
    if (latest === null) return null;
    kind = 'bundled';
    rowSeason = latest;
    rows = await rowsOf('sp', latest);
  }
  const ranked = rankSpPlus(
    rows.flatMap((r) =>
      r.rating === null || !inLeague('cfb', r.teamId)
        ? []
        : [
            {
              teamId: r.teamId,
              team: teamById(r.teamId)?.name ?? r.teamId,
              rating: Math.round(r.rating * 10) / 10,
              offense: r.offense === null ? null : Math.round(r.offense * 10) / 10,
              defense: r.defense === null ? null : Math.round(r.defense * 10) / 10,
            },
          ],
    ),
  );
  return {
    season: rowSeason,
    kind,
    attribution: kind === 'cfbd' ? SP_PLUS_ATTRIBUTION.cfbd : SP_PLUS_ATTRIBUTION.bundled(rowSeason),
    ratings: ranked,
  };
}

/** NFL power rankings or college ratings from BetLens ratings, with movement over a week, and SP+ for college. */
export async function listPowerRankings(
  deps: ServiceContext & { ratings: RatingsStore },
  league: League,
): Promise<RankingsResponse> {
  const { asOf, season } = await rankingMoment(deps, league);
  const previousAsOf = new Date(asOf.getTime() - WEEK_MS);
  const [current, previous] = await Promise.all([
    ratedTeams(deps, league, asOf),
    ratedTeams(deps, league, previousAsOf),
  ]);
  return {
    league,
    season,
    asOf: asOf.toISOString(),
    previousAsOf: previousAsOf.toISOString(),
    ...ratingsFreshness(league, asOf, current.latestGame),
    homeField: Math.round(current.homeField * 10) / 10,
    rankings: rankTeams(current.teams, previous.teams),
    spPlus: SHOWS_SP_PLUS[league] ? await spPlus(deps, season) : null,
  };
}
