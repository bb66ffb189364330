import { existsSync } from 'node:fs';
import type { TeamSeasonRating } from '../ratings/season-priors';
import { CsvTable } from './csv';
import { DEFAULT_HISTORY_DIR, historyFile } from './history-dir';

/**
 * CFBD college games (cfb/games_2021_2024.csv) joined with the consensus closing lines
 * (cfb/lines_consensus_2021_2024.csv). CFBD's `market_spread` is already the home line in the product's
 * sign (negative = home favoured). Division is decided per game from the team's conference that season,
 * because programmes move up (Sam Houston, Jacksonville State 2023; Kennesaw State 2024).
 */

export interface CfbGame {
  readonly gameId: string;
  readonly season: number;
  readonly week: number;
  readonly seasonType: 'regular' | 'postseason';
  /** Kickoff, epoch ms UTC (CFBD start_date is UTC). */
  readonly kickoff: number;
  readonly home: string;
  readonly away: string;
  readonly homeScore?: number;
  readonly awayScore?: number;
  readonly neutral: boolean;
  readonly conferenceGame: boolean;
  readonly homeConference?: string;
  readonly awayConference?: string;
  readonly homeFbs: boolean;
  readonly awayFbs: boolean;
  readonly venue?: string;
  /** Consensus closing home line (negative = home favoured) and total; averaged moneylines. */
  readonly homeLine?: number;
  readonly totalLine?: number;
  readonly homeMoneyline?: number;
  readonly awayMoneyline?: number;
}

/** FBS conference names as CFBD spells them, from cfb/fbs_teams.csv (plus the two that file may lack). */
export function loadFbsConferences(dir = DEFAULT_HISTORY_DIR): Set<string> {
  const conferences = new Set(['FBS Independents', 'Pac-12']);
  const path = historyFile(dir, 'cfb', 'fbs_teams.csv');
  if (!existsSync(path)) return conferences;
  const table = CsvTable.read(path);
  table.require('conference');
  for (const row of table.rows) {
    const c = table.get(row, 'conference');
    if (c) conferences.add(c);
  }
  return conferences;
}

function parseUtc(value: string): number {
  // "2021-08-28 17:20:00+00:00" → ISO 8601.
  const ms = Date.parse(value.replace(' ', 'T'));
  if (!Number.isFinite(ms)) throw new SyntaxError(`not a timestamp: ${value}`);
  return ms;
}

interface ConsensusLine {
  readonly homeLine?: number;
  readonly totalLine?: number;
  readonly homeMoneyline?: number;
  readonly awayMoneyline?: number;
}

function loadConsensusLines(dir: string): Map<string, ConsensusLine> {
  const lines = new Map<string, ConsensusLine>();
  const path = historyFile(dir, 'cfb', 'lines_consensus_2021_2024.csv');
  if (!existsSync(path)) return lines;
  const table = CsvTable.read(path);
  table.require('game_id', 'market_spread', 'market_total');
  for (const row of table.rows) {
    const line: Record<string, number> = {};
    const set = (key: keyof ConsensusLine, column: string) => {
      const v = table.has(column) ? table.number(row, column) : undefined;
      if (v !== undefined) line[key] = v;
    };
    set('homeLine', 'market_spread');
    set('totalLine', 'market_total');
    set('homeMoneyline', 'home_moneyline');
    set('awayMoneyline', 'away_moneyline');
    lines.set(table.text(row, 'game_id'), line);
  }
  return lines;
}

export function loadCfbGames(dir = DEFAULT_HISTORY_DIR): CfbGame[] {
  const fbs = loadFbsConferences(dir);
  const lines = loadConsensusLines(dir);
  const table = CsvTable.read(historyFile(dir, 'cfb', 'games_2021_2024.csv'));
  table.require(
    'game_id',
    'season',
    'week',
    'season_type',
    'home_team',
    'away_team',
    'home_score',
    'away_score',
    'neutral_site',
    'home_conference',
    'away_conference',
    'start_date',
  );
  return table.rows.map((row) => {
    const gameId = table.text(row, 'game_id');
    const seasonType = table.text(row, 'season_type');
    if (seasonType !== 'regular' && seasonType !== 'postseason') {
      throw new SyntaxError(`cfb games: unknown season_type ${seasonType}`);
    }
    const homeConference = table.get(row, 'home_conference');
    const awayConference = table.get(row, 'away_conference');
    const homeScore = table.number(row, 'home_score');
    const awayScore = table.number(row, 'away_score');
    const venue = table.has('venue') ? table.get(row, 'venue') : undefined;
    const game: CfbGame = {
      gameId,
      season: table.requiredNumber(row, 'season'),
      week: table.requiredNumber(row, 'week'),
      seasonType,
      kickoff: parseUtc(table.text(row, 'start_date')),
      home: table.text(row, 'home_team'),
      away: table.text(row, 'away_team'),
      ...(homeScore === undefined ? {} : { homeScore }),
      ...(awayScore === undefined ? {} : { awayScore }),
      neutral: table.boolean(row, 'neutral_site') ?? false,
      conferenceGame: (table.has('conference_game') ? table.boolean(row, 'conference_game') : false) ?? false,
      ...(homeConference === undefined ? {} : { homeConference }),
      ...(awayConference === undefined ? {} : { awayConference }),
      homeFbs: homeConference !== undefined && fbs.has(homeConference),
      awayFbs: awayConference !== undefined && fbs.has(awayConference),
      ...(venue === undefined ? {} : { venue }),
      ...lines.get(gameId),
    };
    return game;
  });
}

/**
 * End-of-season SP+ (ratings/cfb_sp_plus_talent_2021_2024.csv, without the nationalAverages row) and FPI
 * (ratings/cfb_fpi_2021_2024.csv), one record per team-season. They are END-of-season values: the rating
 * engine only lets season N's rows seed season N + 1.
 */
export function loadCfbSeasonRatings(dir = DEFAULT_HISTORY_DIR): TeamSeasonRating[] {
  const merged = new Map<string, { -readonly [K in keyof TeamSeasonRating]: TeamSeasonRating[K] }>();
  const entry = (season: number, team: string) => {
    const key = `${season}|${team}`;
    let e = merged.get(key);
    if (!e) {
      e = { season, team };
      merged.set(key, e);
    }
    return e;
  };
  const spPath = historyFile(dir, 'ratings', 'cfb_sp_plus_talent_2021_2024.csv');
  if (existsSync(spPath)) {
    const sp = CsvTable.read(spPath);
    sp.require('season', 'team', 'sp_overall', 'sp_offense', 'sp_defense');
    for (const row of sp.rows) {
      const team = sp.text(row, 'team');
      if (team === 'nationalAverages') continue;
      const e = entry(sp.requiredNumber(row, 'season'), team);
      for (const [key, column] of [
        ['spOverall', 'sp_overall'],
        ['spOffense', 'sp_offense'],
        ['spDefense', 'sp_defense'],
        ['talent', 'talent'],
      ] as const) {
        if (!sp.has(column)) continue;
        const v = sp.number(row, column);
        if (v !== undefined) e[key] = v;
      }
    }
  }
  const fpiPath = historyFile(dir, 'ratings', 'cfb_fpi_2021_2024.csv');
  if (existsSync(fpiPath)) {
    const fpi = CsvTable.read(fpiPath);
    fpi.require('season', 'team', 'fpi');
    for (const row of fpi.rows) {
      const v = fpi.number(row, 'fpi');
      if (v !== undefined) entry(fpi.requiredNumber(row, 'season'), fpi.text(row, 'team')).fpi = v;
    }
  }
  return [...merged.values()];
}
