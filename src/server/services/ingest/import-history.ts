import { resolveTeam } from '../../teams';
import type { League } from '@shared/league';
import type { NewGame } from '../../repositories/games-repository';
import type { NewSeasonRating } from '../../repositories/team-history-repository';
import { loadCfbGames, loadCfbSeasonRatings } from '../../history/cfb-games';
import { CsvTable } from '../../history/csv';
import { DEFAULT_HISTORY_DIR, historyFile } from '../../history/history-dir';
import { loadNflGames, type NflGame } from '../../history/nfl-games';
import type { ServiceContext } from '../context';

export interface ImportSummary {
  nflGames: number;
  cfbGames: number;
  ratings: number;
  unresolvedTeams: string[];
}

type GameRow = NewGame;
type RatingRow = NewSeasonRating;

/** One college game as CFBD describes it, whichever way it arrived (bundled file or the API). */
export interface CollegeGameFacts {
  cfbdId: string;
  season: number;
  week: number;
  seasonType: 'regular' | 'postseason';
  kickoff: Date;
  homeTeamId: string;
  awayTeamId: string;
  neutral: boolean;
  /** Null until the game is final. */
  homeScore: number | null;
  awayScore: number | null;
  homeLine: number | null;
  totalLine: number | null;
  conferenceGame: boolean;
  homeFbs: boolean;
  awayFbs: boolean;
  homeConference: string | null;
  awayConference: string | null;
  venue: string | null;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
}

/** The games row for a college game, keyed by its CFBD id so the file and the API update one row. */
export function collegeGameRow(g: CollegeGameFacts, source: 'history' | 'cfbd'): GameRow {
  const played = g.homeScore !== null && g.awayScore !== null;
  return {
    gameKey: `cfbd:${g.cfbdId}`,
    league: 'cfb',
    season: g.season,
    week: g.week,
    seasonType: g.seasonType,
    kickoff: g.kickoff,
    homeTeamId: g.homeTeamId,
    awayTeamId: g.awayTeamId,
    neutralSite: g.neutral,
    status: played ? 'final' : 'scheduled',
    homeScore: played ? g.homeScore : null,
    awayScore: played ? g.awayScore : null,
    source,
    closingHomeLine: g.homeLine,
    closingTotal: g.totalLine,
    details: {
      cfbdId: g.cfbdId,
      conferenceGame: g.conferenceGame,
      homeFbs: g.homeFbs,
      awayFbs: g.awayFbs,
      homeConference: g.homeConference,
      awayConference: g.awayConference,
      venue: g.venue,
      homeMoneyline: g.homeMoneyline,
      awayMoneyline: g.awayMoneyline,
    },
  };
}

/** The games row for an nflverse game (bundled file or NFL_RESULTS_URL), keyed by its nflverse game id. */
export function nflGameRow(g: NflGame, source: 'history' | 'nflverse'): GameRow {
  const played = g.homeScore !== undefined && g.awayScore !== undefined;
  return {
    gameKey: `nfl:${g.gameId}`,
    league: 'nfl',
    season: g.season,
    week: g.week,
    seasonType: g.gameType === 'REG' ? 'regular' : 'postseason',
    kickoff: new Date(g.kickoff),
    homeTeamId: g.home,
    awayTeamId: g.away,
    neutralSite: g.neutral,
    status: played ? 'final' : 'scheduled',
    homeScore: g.homeScore ?? null,
    awayScore: g.awayScore ?? null,
    source,
    closingHomeLine: g.homeLine ?? null,
    closingTotal: g.totalLine ?? null,
    details: {
      nflverseId: g.gameId,
      gameType: g.gameType,
      divisionGame: g.divisionGame,
      homeRest: g.homeRest ?? null,
      awayRest: g.awayRest ?? null,
      homeSpreadPrice: g.homeSpreadPrice ?? null,
      awaySpreadPrice: g.awaySpreadPrice ?? null,
      overPrice: g.overPrice ?? null,
      underPrice: g.underPrice ?? null,
      homeMoneyline: g.homeMoneyline ?? null,
      awayMoneyline: g.awayMoneyline ?? null,
      roof: g.roof ?? null,
      temperature: g.temperature ?? null,
      wind: g.wind ?? null,
      // Starting quarterbacks (GSIS ids feed the ratings' quarterback terms; names are for display).
      homeQbId: g.homeQbId ?? null,
      awayQbId: g.awayQbId ?? null,
      homeQbName: g.homeQbName ?? null,
      awayQbName: g.awayQbName ?? null,
    },
  };
}

/** Team id for a name as a given source spells it; unknown names are collected, never guessed. */
function teamIdFor(
  name: string,
  league: League,
  source: 'cfbd' | 'nflverse',
  unresolved: Set<string>,
): string | null {
  const found = resolveTeam(name, league, { source });
  if (found.status === 'found') return found.team.id;
  unresolved.add(`${league}:${name}`);
  return null;
}

// ctx.db may be a transaction (sync-nfl-results.ts), so it is passed through to the repository.
export async function upsertGames(ctx: ServiceContext, rows: GameRow[]): Promise<void> {
  await ctx.repos.games.upsertMany(rows, ctx.db);
}

export async function upsertRatings(ctx: ServiceContext, rows: RatingRow[]): Promise<void> {
  await ctx.repos.teamHistory.upsertRatings(rows, ctx.db);
}

/**
 * Loads bundled (or any same-layout) history into the database: every NFL and college game with
 * its final score and closing line, and the college per-season ratings and advanced stats.
 * Idempotent: re-running updates rows in place.
 */
export async function importHistory(
  ctx: ServiceContext,
  options: { dir?: string; onProgress?: (message: string) => void } = {},
): Promise<ImportSummary> {
  const dir = options.dir ?? DEFAULT_HISTORY_DIR;
  const progress = options.onProgress ?? (() => {});
  const unresolved = new Set<string>();

  const nfl = loadNflGames(dir).map((g) => nflGameRow(g, 'history'));
  progress(`Importing ${nfl.length} NFL games`);
  await upsertGames(ctx, nfl);

  const cfb: GameRow[] = [];
  for (const g of loadCfbGames(dir)) {
    const home = teamIdFor(g.home, 'cfb', 'cfbd', unresolved);
    const away = teamIdFor(g.away, 'cfb', 'cfbd', unresolved);
    if (!home || !away) continue;
    cfb.push(
      collegeGameRow(
        {
          cfbdId: g.gameId,
          season: g.season,
          week: g.week,
          seasonType: g.seasonType,
          kickoff: new Date(g.kickoff),
          homeTeamId: home,
          awayTeamId: away,
          neutral: g.neutral,
          homeScore: g.homeScore ?? null,
          awayScore: g.awayScore ?? null,
          homeLine: g.homeLine ?? null,
          totalLine: g.totalLine ?? null,
          conferenceGame: g.conferenceGame,
          homeFbs: g.homeFbs,
          awayFbs: g.awayFbs,
          homeConference: g.homeConference ?? null,
          awayConference: g.awayConference ?? null,
          venue: g.venue ?? null,
          homeMoneyline: g.homeMoneyline ?? null,
          awayMoneyline: g.awayMoneyline ?? null,
        },
        'history',
      ),
    );
  }
  progress(`Importing ${cfb.length} college games`);
  await upsertGames(ctx, cfb);

  const ratings: RatingRow[] = [];
  for (const r of loadCfbSeasonRatings(dir)) {
    const teamId = teamIdFor(r.team, 'cfb', 'cfbd', unresolved);
    if (!teamId) continue;
    if (r.spOverall !== undefined) {
      ratings.push({
        league: 'cfb',
        season: r.season,
        teamId,
        source: 'sp',
        rating: r.spOverall,
        offense: r.spOffense ?? null,
        defense: r.spDefense ?? null,
      });
    }
    if (r.fpi !== undefined)
      ratings.push({ league: 'cfb', season: r.season, teamId, source: 'fpi', rating: r.fpi });
    // 247 talent: part of the college pre-season baseline (the engine reads it as source 'talent').
    if (r.talent !== undefined)
      ratings.push({ league: 'cfb', season: r.season, teamId, source: 'talent', rating: r.talent });
  }
  ratings.push(...loadAdvancedStats(dir, unresolved));
  progress(`Importing ${ratings.length} college ratings and stat lines`);
  await upsertRatings(ctx, ratings);

  return {
    nflGames: nfl.length,
    cfbGames: cfb.length,
    ratings: ratings.length,
    unresolvedTeams: [...unresolved].sort(),
  };
}

const ADVANCED_COLUMNS = {
  offense: {
    ppaPerPlay: 'off_epa',
    successRate: 'off_success_rate',
    explosiveness: 'off_explosiveness',
    pointsPerOpportunity: 'off_pts_per_opp',
  },
  defense: { ppaPerPlay: 'def_epa', successRate: 'def_success_rate', explosiveness: 'def_explosiveness' },
} as const;

/** CFBD season advanced stats (PPA, success rate, explosiveness) as one 'advanced' row per team-season. */
function loadAdvancedStats(dir: string, unresolved: Set<string>): RatingRow[] {
  const table = CsvTable.read(historyFile(dir, 'cfb', 'advanced_season_stats_2021_2024.csv'));
  table.require(
    'season',
    'team',
    ...Object.values(ADVANCED_COLUMNS.offense),
    ...Object.values(ADVANCED_COLUMNS.defense),
  );
  const rows: RatingRow[] = [];
  for (const row of table.rows) {
    const teamId = teamIdFor(table.text(row, 'team'), 'cfb', 'cfbd', unresolved);
    if (!teamId) continue;
    const stats: Record<string, number | null> = {};
    for (const [side, columns] of Object.entries(ADVANCED_COLUMNS)) {
      for (const [field, column] of Object.entries(columns))
        stats[`${side}.${field}`] = table.number(row, column) ?? null;
    }
    rows.push({
      league: 'cfb',
      season: table.requiredNumber(row, 'season'),
      teamId,
      source: 'advanced',
      stats,
    });
  }
  return rows;
}
