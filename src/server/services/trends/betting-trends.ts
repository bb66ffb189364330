import { footballSeasonOf } from '@shared/calendar/football-season';
import type { BettingTrendsResponse, Trend } from '@shared/api/trends';
import { picksWeek } from '@shared/calendar/football-weeks';
import { picksWindow, picksWindowInstants } from '@shared/calendar/picks-window';
import { teamById } from '../../teams';
import type { League } from '@shared/league';
import {
  restBand,
  restDays,
  roleFromLine,
  situationRecord,
  toTeamGames,
  type HistoricGame,
  type Situation,
  type TeamGame,
} from '@shared/trends/situations';
import { trendStrength } from '@shared/trends/trend-rules';
import { buildTrend } from '@shared/trends/trend-text';
import type { GameRow } from '../../repositories/games-repository';
import { ratingMoment } from '../analysis/analyze-game';
import type { ServiceContext } from '../context';
import { toHistoricGame } from './historic-games';

/**
 * Situational ATS trends for the teams playing in the picks window (today through 8 days ahead),
 * computed from the finished games in the database. Each upcoming game's sample ends where its
 * ratings do (ratingMoment: the start of its week, or of the REAL week a replayed game stands for),
 * so the offline replay never counts the results it is replaying. Replay rows themselves are never
 * history: they duplicate real games that are already there.
 *
 * NFL history starts in 2015 (a decade of comparable football); college uses everything bundled.
 */

export const TREND_HISTORY = {
  nflSinceSeason: 2015,
  /** At most this many trends per league, strongest first, so the page stays readable. */
  maxTrendsPerLeague: 30,
} as const;

/** The first season of a league's sample; null: everything bundled, from its first season with lines. */
const SAMPLE_START: Record<League, number | null> = { nfl: TREND_HISTORY.nflSinceSeason, cfb: null };

/** A league's same-group games: the stored flag that marks them and what a trend calls them. */
const GROUPS: Record<League, { flag: string; label: 'division' | 'conference' }> = {
  nfl: { flag: 'divisionGame', label: 'division' },
  cfb: { flag: 'conferenceGame', label: 'conference' },
};

interface LeagueHistory {
  stamp: string;
  teamGames: TeamGame[];
  /** Kickoffs of each team's finished games, ascending (for rest before an upcoming game). */
  kickoffsByTeam: Map<string, number[]>;
  sinceSeason: number;
}

/**
 * An app's remembered trends: each league's finished-game history (kept while its stamp holds) and
 * the latest computed answers. buildApp creates one per app and hands it to the routes, so two apps
 * in one process never share entries.
 */
export class TrendsCache {
  static readonly MAX_RESULTS = 16;
  readonly history = new Map<League, LeagueHistory>();
  readonly results = new Map<string, Trend[]>();

  get size(): { histories: number; results: number } {
    return { histories: this.history.size, results: this.results.size };
  }
}

/** Changes whenever a finished game is added, regraded or re-imported. */
async function historyStamp(ctx: ServiceContext, league: League): Promise<string> {
  return ctx.repos.teamHistory.finalsStamp(league);
}

async function loadHistory(
  ctx: ServiceContext,
  trends: TrendsCache,
  league: League,
  stamp: string,
): Promise<LeagueHistory> {
  const cache = trends.history;
  const cached = cache.get(league);
  if (cached && cached.stamp === stamp) return cached;
  const sampleStart = SAMPLE_START[league];
  const rows = await ctx.repos.teamHistory.leagueFinals({
    league,
    // One season earlier than the sample so the first game's rest is known.
    fromSeason: sampleStart === null ? null : sampleStart - 1,
    divisionalFlag: GROUPS[league].flag,
  });
  const historic: HistoricGame[] = [];
  for (const r of rows) {
    const played = toHistoricGame(
      r,
      r.divisional === 'true' ? true : r.divisional === 'false' ? false : null,
    );
    if (played) historic.push(played);
  }
  const teamGames = toTeamGames(historic);
  const kickoffsByTeam = new Map<string, number[]>();
  for (const g of teamGames) {
    const list = kickoffsByTeam.get(g.teamId) ?? [];
    list.push(g.kickoff);
    kickoffsByTeam.set(g.teamId, list);
  }
  const firstLined = historic.filter((g) => g.closingHomeLine !== null).map((g) => g.season);
  const sinceSeason =
    sampleStart ?? (firstLined.length > 0 ? Math.min(...firstLined) : footballSeasonOf(ctx.now()));
  const history = { stamp, teamGames, kickoffsByTeam, sinceSeason };
  cache.set(league, history);
  return history;
}

/** The latest kickoff strictly before `at`, from an ascending list. */
function previousKickoff(kickoffs: readonly number[] | undefined, at: number): number | null {
  if (!kickoffs) return null;
  let lo = 0;
  let hi = kickoffs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((kickoffs[mid] ?? 0) < at) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? null : (kickoffs[lo - 1] ?? null);
}

/** Division (NFL) or conference (college) opponents, from today's catalogue. */
function sameGroup(league: League, homeId: string, awayId: string): boolean {
  const home = teamById(homeId);
  const away = teamById(awayId);
  if (!home || !away) return false;
  switch (league) {
    case 'nfl':
      return home.division !== null && home.division === away.division;
    case 'cfb': {
      const independent = (c: string | null) => c === null || /independent/i.test(c);
      return (
        home.classification === 'fbs' &&
        away.classification === 'fbs' &&
        !independent(home.conference) &&
        home.conference === away.conference
      );
    }
    default: {
      const unknown: never = league;
      throw new Error(`No same-group rule for league ${String(unknown)}`);
    }
  }
}

interface Upcoming {
  game: GameRow;
  /** Home line now, product sign (negative = home favoured); null when none is known. */
  homeLine: number | null;
}

async function upcomingGames(ctx: ServiceContext, league: League, now: Date): Promise<Upcoming[]> {
  const { from, to } = picksWindowInstants(now);
  const rows = await ctx.repos.games.scheduledBetween({ league, from: from < now ? now : from, to });
  if (rows.length === 0) return [];
  const latest = await ctx.repos.analyses.latestForGames(rows.map((r) => r.id));
  const vegas = new Map<string, number>();
  for (const [gameId, a] of latest) {
    const value = a.game.vegasSpread;
    if (value !== null && Number.isFinite(value)) vegas.set(gameId, value);
  }
  return rows.map((game) => ({ game, homeLine: vegas.get(game.id) ?? game.closingHomeLine }));
}

function trendsFor(
  league: League,
  history: LeagueHistory,
  upcoming: readonly Upcoming[],
  now: Date,
): Trend[] {
  const found: { trend: Trend; strength: number }[] = [];
  for (const { game, homeLine } of upcoming) {
    const before = ratingMoment(game, now).getTime();
    const source =
      typeof game.details.sourceKickoff === 'string' ? Date.parse(game.details.sourceKickoff) : NaN;
    const reference = Number.isFinite(source) ? source : game.kickoff.getTime();
    const divisional = sameGroup(league, game.homeTeamId, game.awayTeamId);
    for (const venue of ['home', 'away'] as const) {
      const teamId = venue === 'home' ? game.homeTeamId : game.awayTeamId;
      const teamLine = homeLine === null ? null : venue === 'home' ? homeLine : -homeLine || 0;
      const situations: Situation[] = [];
      const role = roleFromLine(teamLine);
      if (role) situations.push({ kind: 'venue-role', venue, role });
      const rest = restBand(
        restDays(previousKickoff(history.kickoffsByTeam.get(teamId), reference), reference),
      );
      if (rest === 'short' || rest === 'long') situations.push({ kind: 'rest', rest });
      if (divisional) {
        situations.push({ kind: 'divisional', label: GROUPS[league].label });
      }
      const teamName = teamById(teamId)?.name ?? teamId;
      for (const situation of situations) {
        const record = situationRecord(history.teamGames, teamId, situation, {
          before,
          sinceSeason: history.sinceSeason,
        });
        const trend = buildTrend({
          teamName,
          line: teamLine,
          situation,
          record,
          sinceSeason: history.sinceSeason,
          gameId: game.id,
        });
        if (trend) found.push({ trend, strength: trendStrength(record.ats) });
      }
    }
  }
  return found
    .sort((a, b) => b.strength - a.strength || a.trend.trend.localeCompare(b.trend.trend))
    .slice(0, TREND_HISTORY.maxTrendsPerLeague)
    .map((f) => f.trend);
}

/** One league's trends, cached per (week, finished-games stamp, upcoming games and their lines). */
export async function leagueTrends(
  ctx: ServiceContext,
  cache: TrendsCache,
  league: League,
): Promise<Trend[]> {
  const now = ctx.now();
  const stamp = await historyStamp(ctx, league);
  const upcoming = await upcomingGames(ctx, league, now);
  const key = [
    league,
    picksWindow(now).startDate,
    stamp,
    ...upcoming.map((u) => `${u.game.id}:${u.homeLine ?? ''}:${u.game.kickoff.getTime()}`),
  ].join('|');
  const results = cache.results;
  const cached = results.get(key);
  if (cached) return cached;
  const history = await loadHistory(ctx, cache, league, stamp);
  const trends = trendsFor(league, history, upcoming, now);
  if (results.size >= TrendsCache.MAX_RESULTS) {
    const oldest = results.keys().next().value;
    if (oldest !== undefined) results.delete(oldest);
  }
  results.set(key, trends);
  return trends;
}

/** GET /api/betting-trends. */
export async function listBettingTrends(
  ctx: ServiceContext,
  cache: TrendsCache,
): Promise<BettingTrendsResponse> {
  const now = ctx.now();
  const [nflTrends, collegeTrends] = [
    await leagueTrends(ctx, cache, 'nfl'),
    await leagueTrends(ctx, cache, 'cfb'),
  ];
  return {
    data: {
      nflWeek: `Week ${picksWeek('nfl', now)}`,
      collegeWeek: `Week ${picksWeek('college', now)}`,
      nflTrends,
      collegeTrends,
    },
  };
}
