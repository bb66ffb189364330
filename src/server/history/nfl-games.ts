import { existsSync } from 'node:fs';
import { CsvTable } from './csv';
import { easternWallClockToUtc } from '@shared/calendar/eastern-date';
import { DEFAULT_HISTORY_DIR, historyFile } from './history-dir';

/**
 * nflverse games.csv (nfl/games.csv), typed. Sign conventions: nflverse `spread_line` is positive when the
 * home team is favoured; the product's home line is its negative (negative = home favoured).
 */

export type NflGameType = 'REG' | 'WC' | 'DIV' | 'CON' | 'SB';
const GAME_TYPES: readonly NflGameType[] = ['REG', 'WC', 'DIV', 'CON', 'SB'];

export interface NflGame {
  readonly gameId: string;
  readonly season: number;
  readonly week: number;
  readonly gameType: NflGameType;
  /** Kickoff, epoch ms UTC (gametime is US Eastern; a missing time is taken as 13:00). */
  readonly kickoff: number;
  readonly gameday: string;
  /** Current franchise abbreviation (OAK → LV, SD → LAC, STL → LA) and the one in the file. */
  readonly home: string;
  readonly away: string;
  readonly homeAbbr: string;
  readonly awayAbbr: string;
  /** Undefined for games not yet played. */
  readonly homeScore?: number;
  readonly awayScore?: number;
  readonly overtime?: boolean;
  readonly neutral: boolean;
  /** Closing home line, product sign (−spread_line), and closing total. */
  readonly homeLine?: number;
  readonly totalLine?: number;
  /** Closing American prices (2006 on). */
  readonly homeSpreadPrice?: number;
  readonly awaySpreadPrice?: number;
  readonly overPrice?: number;
  readonly underPrice?: number;
  readonly homeMoneyline?: number;
  readonly awayMoneyline?: number;
  readonly divisionGame: boolean;
  readonly homeRest?: number;
  readonly awayRest?: number;
  /** Starting quarterbacks' GSIS ids and names. */
  readonly homeQbId?: string;
  readonly awayQbId?: string;
  readonly homeQbName?: string;
  readonly awayQbName?: string;
  /** Pro-Football-Reference stadium id (e.g. KAN00). */
  readonly stadiumId?: string;
  readonly roof?: string;
  readonly surface?: string;
  readonly temperature?: number;
  readonly wind?: number;
}

/** Relocated franchises: abbreviation in games.csv → current abbreviation (from team_abbr_history.csv). */
export function loadNflRelocations(dir = DEFAULT_HISTORY_DIR): Map<string, string> {
  const path = historyFile(dir, 'nfl', 'team_abbr_history.csv');
  const map = new Map<string, string>();
  if (!existsSync(path)) return map;
  const table = CsvTable.read(path);
  table.require('abbr_in_games_csv', 'current_team');
  for (const row of table.rows) {
    const from = table.text(row, 'abbr_in_games_csv');
    const to = table.text(row, 'current_team');
    if (from !== to) map.set(from, to);
  }
  return map;
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

export function loadNflGames(dir = DEFAULT_HISTORY_DIR): NflGame[] {
  return parseNflGames(CsvTable.read(historyFile(dir, 'nfl', 'games.csv')), loadNflRelocations(dir));
}

/**
 * Games of an nflverse games.csv table (the bundled file or a download of NFL_RESULTS_URL). Throws
 * SyntaxError, naming the source, on a missing column or a cell that is not what the format says.
 */
export function parseNflGames(table: CsvTable, relocations: ReadonlyMap<string, string>): NflGame[] {
  table.require(
    'game_id',
    'season',
    'game_type',
    'week',
    'gameday',
    'gametime',
    'away_team',
    'home_team',
    'away_score',
    'home_score',
    'location',
    'spread_line',
    'total_line',
  );
  const optionalNumber = (row: readonly string[], column: string) =>
    table.has(column) ? table.number(row, column) : undefined;
  return table.rows.map((row) => {
    const gameType = table.text(row, 'game_type') as NflGameType;
    if (!GAME_TYPES.includes(gameType)) throw new SyntaxError(`nfl/games.csv: unknown game_type ${gameType}`);
    const homeAbbr = table.text(row, 'home_team');
    const awayAbbr = table.text(row, 'away_team');
    const gameday = table.text(row, 'gameday');
    const spreadLine = table.number(row, 'spread_line');
    const overtime = table.has('overtime') ? table.number(row, 'overtime') : undefined;
    return {
      gameId: table.text(row, 'game_id'),
      season: table.requiredNumber(row, 'season'),
      week: table.requiredNumber(row, 'week'),
      gameType,
      kickoff: easternWallClockToUtc(gameday, table.get(row, 'gametime')),
      gameday,
      home: relocations.get(homeAbbr) ?? homeAbbr,
      away: relocations.get(awayAbbr) ?? awayAbbr,
      homeAbbr,
      awayAbbr,
      ...optional('homeScore', table.number(row, 'home_score')),
      ...optional('awayScore', table.number(row, 'away_score')),
      ...optional('overtime', overtime === undefined ? undefined : overtime === 1),
      neutral: table.get(row, 'location') === 'Neutral',
      // `0 - x` rather than `-x` so a pick 'em stays +0, not −0.
      ...optional('homeLine', spreadLine === undefined ? undefined : 0 - spreadLine),
      ...optional('totalLine', table.number(row, 'total_line')),
      ...optional('homeSpreadPrice', optionalNumber(row, 'home_spread_odds')),
      ...optional('awaySpreadPrice', optionalNumber(row, 'away_spread_odds')),
      ...optional('overPrice', optionalNumber(row, 'over_odds')),
      ...optional('underPrice', optionalNumber(row, 'under_odds')),
      ...optional('homeMoneyline', optionalNumber(row, 'home_moneyline')),
      ...optional('awayMoneyline', optionalNumber(row, 'away_moneyline')),
      divisionGame: optionalNumber(row, 'div_game') === 1,
      ...optional('homeRest', optionalNumber(row, 'home_rest')),
      ...optional('awayRest', optionalNumber(row, 'away_rest')),
      ...optional('homeQbId', table.has('home_qb_id') ? table.get(row, 'home_qb_id') : undefined),
      ...optional('awayQbId', table.has('away_qb_id') ? table.get(row, 'away_qb_id') : undefined),
      ...optional('homeQbName', table.has('home_qb_name') ? table.get(row, 'home_qb_name') : undefined),
      ...optional('awayQbName', table.has('away_qb_name') ? table.get(row, 'away_qb_name') : undefined),
      ...optional('stadiumId', table.has('stadium_id') ? table.get(row, 'stadium_id') : undefined),
      ...optional('roof', table.has('roof') ? table.get(row, 'roof') : undefined),
      ...optional('surface', table.has('surface') ? table.get(row, 'surface') : undefined),
      ...optional('temperature', optionalNumber(row, 'temp')),
      ...optional('wind', optionalNumber(row, 'wind')),
    };
  });
}

/** FiveThirtyEight team codes that differ from nflverse's current ones (before relocation mapping). */
const FTE_TO_NFLVERSE: Readonly<Record<string, string>> = { WSH: 'WAS', LAR: 'LA' };

/**
 * FiveThirtyEight's pre-season Elo of every team in `season` (the pre-game Elo of its first game), keyed
 * by current nflverse abbreviation. Computed by 538 from earlier seasons only, so it is a fair seed.
 */
export function loadFtePreseasonElo(season: number, dir = DEFAULT_HISTORY_DIR): Map<string, number> {
  const path = historyFile(dir, 'ratings', 'fte_nfl_elo_games_1920_2020.csv');
  const elo = new Map<string, number>();
  if (!existsSync(path)) return elo;
  const relocations = loadNflRelocations(dir);
  const table = CsvTable.read(path);
  table.require('date', 'season', 'team1', 'team2', 'elo1', 'elo2');
  const rows = table.rows
    .filter((r) => table.number(r, 'season') === season)
    .sort((a, b) => table.text(a, 'date').localeCompare(table.text(b, 'date')));
  const code = (fte: string) => {
    const nflverse = FTE_TO_NFLVERSE[fte] ?? fte;
    return relocations.get(nflverse) ?? nflverse;
  };
  for (const row of rows) {
    for (const [teamCol, eloCol] of [
      ['team1', 'elo1'],
      ['team2', 'elo2'],
    ] as const) {
      const team = code(table.text(row, teamCol));
      if (!elo.has(team)) elo.set(team, table.requiredNumber(row, eloCol));
    }
  }
  return elo;
}
