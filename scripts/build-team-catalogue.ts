/**
 * Generates src/server/teams/catalogue-data.ts from the bundled history CSVs plus the hand-written
 * tables in src/server/teams/aliases.ts.
 *
 *   npx tsx scripts/build-team-catalogue.ts          write the file and print a summary
 *   npx tsx scripts/build-team-catalogue.ts --check  exit 1 if the committed file is stale
 *
 * The output is deterministic (no timestamps, stable order, Prettier-formatted) so the committed file
 * only changes when the data or the tables do, and tests can compare it with a fresh build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { csvRecords } from '../src/server/history/csv';
import {
  CFB_ALIASES,
  CFB_ID_OVERRIDES,
  CFB_ODDS_API_NAMES,
  FCS_CONFERENCES,
  NFL_ALIASES,
  NFL_DIVISIONS,
  NFL_PRE_1999_NAMES,
  SHARED_ALIASES,
  WASHINGTON_FORMER_NAMES,
} from '../src/server/teams/aliases';
import { normaliseTeamName, slugifyTeamName } from '../src/server/teams/normalise-name';
import { expandLowerDivisionRow, teamSpellings } from '../src/server/teams/team-records';
import type { League } from '../src/shared/league';
import {
  type FormerName,
  type LowerDivisionRow,
  type SourceNames,
  type Team,
  type TeamVenue,
} from '../src/server/teams/types';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT_PATH = path.join(ROOT, 'src/server/teams/catalogue-data.ts');
const HISTORY = 'resources/history';

type Row = Record<string, string>;

export type CsvReader = (relativePath: string) => Row[];

export function readHistoryCsv(relativePath: string): Row[] {
  return csvRecords(readFileSync(path.join(ROOT, HISTORY, relativePath), 'utf8'));
}

function required(row: Row, column: string, file: string): string {
  const value = row[column];
  if (value === undefined || value === '')
    throw new Error(`${file}: empty ${column} in ${JSON.stringify(row)}`);
  return value;
}

/** Unique by exact string, first occurrence wins, empties dropped. */
function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => v.trim() !== ''))];
}

/** Aliases that add nothing (same key as a spelling the team already has) are dropped. */
function withNewAliases(team: Team, candidates: readonly string[]): Team {
  const known = new Set(teamSpellings({ ...team, aliases: [] }).map(normaliseTeamName));
  const aliases: string[] = [];
  for (const alias of candidates) {
    const key = normaliseTeamName(alias);
    if (key === '' || known.has(key)) continue;
    known.add(key);
    aliases.push(alias);
  }
  return { ...team, aliases };
}

// ---------------------------------------------------------------- NFL

function buildNflTeams(read: CsvReader): Team[] {
  const rows = read('nfl/teams.csv');
  const history = read('nfl/team_abbr_history.csv');
  const ids = new Set(rows.map((r) => required(r, 'team', 'nfl/teams.csv')));
  const keyed = (table: Readonly<Record<string, unknown>>, label: string) => {
    for (const id of Object.keys(table)) if (!ids.has(id)) throw new Error(`${label}: unknown NFL id ${id}`);
  };
  keyed(NFL_ALIASES, 'NFL_ALIASES');
  keyed(NFL_PRE_1999_NAMES, 'NFL_PRE_1999_NAMES');
  keyed(NFL_DIVISIONS, 'NFL_DIVISIONS');

  const formerNames = new Map<string, FormerName[]>();
  for (const row of history) {
    const abbreviation = required(row, 'abbr_in_games_csv', 'team_abbr_history.csv');
    const current = required(row, 'current_team', 'team_abbr_history.csv');
    if (!ids.has(current)) throw new Error(`team_abbr_history.csv: unknown current_team ${current}`);
    const currentFull = rows.find((r) => r.team === current)?.full;
    const names = required(row, 'full_name_at_the_time', 'team_abbr_history.csv')
      .split(' / ')
      .filter((name) => name !== currentFull);
    const list = formerNames.get(current) ?? [];
    for (const name of names) {
      // The CSV gives one season range per abbreviation; Washington renamed twice under one abbreviation.
      const lastSeason =
        abbreviation === current
          ? WASHINGTON_FORMER_NAMES.find((w) => w.name === name)?.lastSeason
          : Number(required(row, 'last_season', 'team_abbr_history.csv'));
      if (lastSeason === undefined) throw new Error(`no last season for former name ${name}`);
      list.push({ name, abbreviation, lastSeason });
    }
    formerNames.set(
      current,
      list.sort((a, b) => a.lastSeason - b.lastSeason),
    );
  }

  return rows.map((row): Team => {
    const file = 'nfl/teams.csv';
    const id = required(row, 'team', file);
    const full = required(row, 'full', file);
    const nickname = required(row, 'nickname', file);
    const division = NFL_DIVISIONS[id];
    if (!division) throw new Error(`NFL_DIVISIONS: no division for ${id}`);
    const former = formerNames.get(id) ?? [];
    const sourceNames: SourceNames = {
      // The Odds API's historical odds start in mid-2020, so only names used since then are feed spellings.
      oddsApi: unique([full, ...former.filter((f) => f.lastSeason >= 2020).map((f) => f.name)]),
      nflverse: unique([id, ...former.map((f) => f.abbreviation)]),
      espn: [required(row, 'espn', file)],
      pfr: [required(row, 'pfr', file)],
      nflCom: [required(row, 'nfl', file)],
      pff: [required(row, 'pfflabel', file)],
      fo: [required(row, 'fo', file)],
      draftKings: [required(row, 'draft_kings', file)],
      sbr: [required(row, 'sbr_name', file)],
    };
    const team: Team = {
      id,
      league: 'nfl',
      classification: 'nfl',
      name: full,
      shortName: nickname,
      abbreviation: id,
      mascot: nickname,
      conference: division.slice(0, 3),
      division,
      cfbdId: null,
      venue: null,
      sourceNames,
      aliases: [],
      formerNames: former,
    };
    return withNewAliases(team, [
      row.location ?? '',
      row.short_location ?? '',
      row.hyphenated ?? '',
      ...(NFL_ALIASES[id] ?? []),
      ...(NFL_PRE_1999_NAMES[id] ?? []),
    ]);
  });
}

// ---------------------------------------------------------------- CFB

/**
 * Gaps in CFBD's venue data for current FBS home stadiums. FIU's Pitbull Stadium is the stadium CFBD
 * also lists as "FIU Stadium" (venue 218); Northwestern's temporary lakefront stadium is about 2 km
 * from Ryan Field (venue 3911), close enough for travel distance. Timezones follow the state.
 */
const VENUE_FIXES: Readonly<Record<string, { fallbackVenueId?: string; timezone: string }>> = {
  'Florida International': { fallbackVenueId: '218', timezone: 'America/New_York' },
  Northwestern: { fallbackVenueId: '3911', timezone: 'America/Chicago' },
  "Hawai'i": { timezone: 'Pacific/Honolulu' },
  'Kennesaw State': { timezone: 'America/New_York' },
  Rutgers: { timezone: 'America/New_York' },
  'South Alabama': { timezone: 'America/Chicago' },
  UAB: { timezone: 'America/Chicago' },
  UNLV: { timezone: 'America/Los_Angeles' },
};

function buildVenue(row: Row, venues: ReadonlyMap<string, Row>): TeamVenue {
  const school = row.school ?? '';
  const fix = VENUE_FIXES[school];
  const sameVenue = venues.get(row.venue_id ?? '');
  const fallback = fix?.fallbackVenueId ? venues.get(fix.fallbackVenueId) : undefined;
  const pick = (own: string | undefined, column: string) =>
    [own, sameVenue?.[column], fallback?.[column]].find((v) => v !== undefined && v !== '');
  const latitude = Number(pick(row.latitude, 'latitude'));
  const longitude = Number(pick(row.longitude, 'longitude'));
  const timezone = pick(row.timezone, 'timezone') ?? fix?.timezone;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || !timezone) {
    throw new Error(`fbs_teams.csv: incomplete venue for ${school}; add a VENUE_FIXES entry`);
  }
  return {
    name: required(row, 'venue_name', 'fbs_teams.csv'),
    city: row.city || null,
    state: row.state || null,
    latitude,
    longitude,
    timezone,
  };
}

function buildFbsTeams(read: CsvReader): Team[] {
  const venues = new Map(read('cfb/venues.csv').map((v) => [v.venue_id ?? '', v]));
  return read('cfb/fbs_teams.csv').map((row): Team => {
    const file = 'cfb/fbs_teams.csv';
    const school = required(row, 'school', file);
    const fullName = required(row, 'full_name', file);
    const oddsApi = CFB_ODDS_API_NAMES[school] ?? [fullName];
    const team: Team = {
      id: CFB_ID_OVERRIDES[school] ?? slugifyTeamName(school),
      league: 'cfb',
      classification: 'fbs',
      name: school,
      shortName: school,
      abbreviation: row.abbreviation || null,
      mascot: row.mascot || null,
      conference: row.conference || null,
      division: row.division || null,
      cfbdId: Number(required(row, 'team_id', file)),
      venue: buildVenue(row, venues),
      sourceNames: { oddsApi, cfbd: [school] },
      aliases: [],
      formerNames: [],
    };
    return withNewAliases(team, [
      fullName,
      ...(row.alternate_names ?? '').split('|'),
      ...(CFB_ALIASES[school] ?? []),
    ]);
  });
}

interface SeenTeam {
  conference: string;
  /** Lower is more trusted; see collectLowerDivision. */
  conferenceRank: number;
  season: number;
  files: Set<string>;
}

/**
 * Every CFB team name in the bundled data that is not FBS, with its latest known conference (teams
 * move up: Mercyhurst was Division II until 2023 and FCS in 2024), so imports never meet a stranger.
 * Conferences come from the games file (per season, as played) and only for names the games file
 * lacks from SRS; the season-stats file labels past seasons with today's conference (North Dakota
 * State shows as Mountain West for 2022) so its conference column is not used.
 */
function collectLowerDivision(read: CsvReader, fbsSchools: ReadonlySet<string>): Map<string, SeenTeam> {
  const seen = new Map<string, SeenTeam>();
  const sources: readonly { file: string; teams: readonly [string, string][]; conferenceRank: number }[] = [
    {
      file: 'cfb/games_2021_2024.csv',
      teams: [
        ['home_team', 'home_conference'],
        ['away_team', 'away_conference'],
      ],
      conferenceRank: 0,
    },
    { file: 'ratings/cfb_srs_2021_2024.csv', teams: [['team', 'conference']], conferenceRank: 1 },
    {
      file: 'cfb/lines_by_provider_2024_regular.csv',
      teams: [
        ['home_team', ''],
        ['away_team', ''],
      ],
      conferenceRank: 9,
    },
    { file: 'ratings/cfb_fpi_2021_2024.csv', teams: [['team', '']], conferenceRank: 9 },
    { file: 'ratings/cfb_elo_2021_2024.csv', teams: [['team', '']], conferenceRank: 9 },
    { file: 'ratings/cfb_sp_plus_talent_2021_2024.csv', teams: [['team', '']], conferenceRank: 9 },
    { file: 'cfb/advanced_season_stats_2021_2024.csv', teams: [['team', '']], conferenceRank: 9 },
  ];
  for (const { file, teams, conferenceRank } of sources) {
    for (const row of read(file)) {
      const season = Number(row.season ?? '0');
      for (const [teamColumn, conferenceColumn] of teams) {
        const name = row[teamColumn] ?? '';
        if (name === '' || name === 'nationalAverages' || fbsSchools.has(name)) continue;
        const entry = seen.get(name) ?? { conference: '', conferenceRank: 99, season: -1, files: new Set() };
        entry.files.add(file);
        const conference = conferenceColumn ? (row[conferenceColumn] ?? '') : '';
        const better =
          conferenceRank < entry.conferenceRank ||
          (conferenceRank === entry.conferenceRank && season >= entry.season);
        if (conference !== '' && better) {
          entry.conference = conference;
          entry.conferenceRank = conferenceRank;
          entry.season = season;
        }
        seen.set(name, entry);
      }
    }
  }
  return seen;
}

function buildLowerDivisionRows(seen: ReadonlyMap<string, SeenTeam>): LowerDivisionRow[] {
  return [...seen.entries()].map(([name, entry]): LowerDivisionRow => {
    const classification = FCS_CONFERENCES.has(entry.conference) ? 'fcs' : 'other';
    const base: LowerDivisionRow = {
      id: CFB_ID_OVERRIDES[name] ?? slugifyTeamName(name),
      name,
      conference: entry.conference || null,
      classification,
    };
    const oddsApi = CFB_ODDS_API_NAMES[name];
    const { aliases } = withNewAliases(expandLowerDivisionRow(oddsApi ? { ...base, oddsApi } : base), [
      ...(CFB_ALIASES[name] ?? []),
    ]);
    return {
      ...base,
      ...(oddsApi ? { oddsApi } : {}),
      ...(aliases.length > 0 ? { aliases } : {}),
    };
  });
}

// ---------------------------------------------------------------- checks

function teamKey(team: Team): string {
  return team.league === 'nfl' ? team.id : team.name;
}

function addSharedAliases(teams: Team[]): Team[] {
  const byKey = new Map(teams.map((t) => [`${t.league}:${teamKey(t)}`, t]));
  for (const shared of SHARED_ALIASES) {
    for (const key of shared.teams) {
      const team = byKey.get(`${shared.league}:${key}`);
      if (!team) throw new Error(`SHARED_ALIASES ${shared.alias}: unknown ${shared.league} team ${key}`);
      const updated = withNewAliases(team, [...team.aliases, shared.alias]);
      byKey.set(`${shared.league}:${key}`, updated);
    }
  }
  return teams.map((t) => byKey.get(`${t.league}:${teamKey(t)}`) ?? t);
}

function checkManualKeys(nfl: readonly Team[], cfb: readonly Team[]): void {
  const cfbNames = new Set(cfb.map((t) => t.name));
  for (const [label, table] of [
    ['CFB_ALIASES', CFB_ALIASES],
    ['CFB_ODDS_API_NAMES', CFB_ODDS_API_NAMES],
    ['CFB_ID_OVERRIDES', CFB_ID_OVERRIDES],
  ] as const) {
    for (const name of Object.keys(table)) {
      if (!cfbNames.has(name)) throw new Error(`${label}: "${name}" is not a CFBD name in the bundled data`);
    }
  }
  const ids = new Map<string, Team>();
  for (const team of [...nfl, ...cfb]) {
    const clash = ids.get(team.id.toLowerCase());
    if (clash)
      throw new Error(`id ${team.id} is used by ${clash.name} and ${team.name}; add CFB_ID_OVERRIDES`);
    ids.set(team.id.toLowerCase(), team);
  }
}

export interface CatalogueReport {
  nfl: number;
  fbs: number;
  fcs: number;
  other: number;
  /** Normalised names that map to more than one team in the same league (resolveTeam: ambiguous). */
  sharedKeys: { league: League; key: string; teams: string[] }[];
  /** Names met only outside the games file, listed so someone can check they are not FBS misspellings. */
  onlyOutsideGames: string[];
}

function sharedKeys(teams: readonly Team[]): CatalogueReport['sharedKeys'] {
  const index = new Map<string, Set<Team>>();
  for (const team of teams) {
    for (const spelling of teamSpellings(team)) {
      const key = `${team.league}:${normaliseTeamName(spelling)}`;
      const set = index.get(key) ?? new Set<Team>();
      set.add(team);
      index.set(key, set);
    }
  }
  const out: CatalogueReport['sharedKeys'] = [];
  for (const [key, set] of index) {
    if (set.size < 2) continue;
    const [league, name] = key.split(/:(.*)/s) as [League, string];
    out.push({ league, key: name, teams: [...set].map((t) => t.id).sort() });
  }
  for (const shared of SHARED_ALIASES) {
    const found = out.find((s) => s.league === shared.league && s.key === normaliseTeamName(shared.alias));
    if (!found || found.teams.length !== shared.teams.length) {
      throw new Error(
        `SHARED_ALIASES ${shared.alias} does not map to exactly its ${shared.teams.length} teams`,
      );
    }
  }
  return out.sort((a, b) => (a.league + a.key < b.league + b.key ? -1 : 1));
}

// ---------------------------------------------------------------- output

const HEADER = `/**
 * GENERATED by scripts/build-team-catalogue.ts: do not edit by hand. To change a name, edit
 * src/server/teams/aliases.ts (or the CSVs) and run \`npx tsx scripts/build-team-catalogue.ts\`.
 *
 * Built from resources/history (see resources/history/SOURCES.md):
 * - NFL: nfl/teams.csv and nfl/team_abbr_history.csv.
 *   Data: nflverse (https://github.com/nflverse/nfldata), Lee Sharpe.
 * - CFB: cfb/fbs_teams.csv (2025 FBS membership; venue gaps filled from cfb/venues.csv) and every
 *   non-FBS team named in cfb/games_2021_2024.csv and the CFB lines, ratings and season-stats files.
 *   Data: CollegeFootballData.com (CFBD), via github.com/gmalbert/college-football-predictions,
 *   github.com/rswatton/CFB2024 and github.com/dstaggs-15/cfb-pickem-model.
 */
`;

/**
 * JSON with short objects and arrays kept on one line, so the 600 lower-division rows take a line
 * each; Prettier keeps that layout because it only re-breaks what does not fit.
 */
function literal(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value);
  if (flat.length <= 110 || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => inner + literal(v, inner)).join(',\n')},\n${indent}]`;
  }
  const entries = Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${literal(v, inner)}`);
  return `{\n${entries.join(',\n')},\n${indent}}`;
}

export async function buildCatalogue(
  read: CsvReader = readHistoryCsv,
): Promise<{ source: string; report: CatalogueReport }> {
  const nflBase = buildNflTeams(read);
  const fbsBase = buildFbsTeams(read);
  const seen = collectLowerDivision(read, new Set(fbsBase.map((t) => t.name)));
  const lowerRows = buildLowerDivisionRows(seen).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  checkManualKeys(nflBase, [...fbsBase, ...lowerRows.map(expandLowerDivisionRow)]);

  const withShared = addSharedAliases([...nflBase, ...fbsBase]);
  const nfl = withShared.filter((t) => t.league === 'nfl');
  const fbs = withShared.filter((t) => t.league === 'cfb');
  const everyone = [...nfl, ...fbs, ...lowerRows.map(expandLowerDivisionRow)];

  const report: CatalogueReport = {
    nfl: nfl.length,
    fbs: fbs.length,
    fcs: lowerRows.filter((r) => r.classification === 'fcs').length,
    other: lowerRows.filter((r) => r.classification === 'other').length,
    sharedKeys: sharedKeys(everyone),
    onlyOutsideGames: [...seen.entries()]
      .filter(([, entry]) => !entry.files.has('cfb/games_2021_2024.csv'))
      .map(([name]) => name)
      .sort(),
  };

  const body = [
    HEADER,
    `import { type LowerDivisionRow, type Team } from './types';`,
    '',
    `/** The 32 NFL teams (nflverse 2025 rows). */`,
    `export const NFL_TEAMS: readonly Team[] = ${literal(nfl)};`,
    '',
    `/** Current FBS teams (CFBD /teams/fbs, 2025 membership). */`,
    `export const FBS_TEAMS: readonly Team[] = ${literal(fbs)};`,
    '',
    `/** FCS and lower-division opponents met in the bundled CFB data, so history imports resolve every name. */`,
    `export const LOWER_DIVISION_TEAMS: readonly LowerDivisionRow[] = ${literal(lowerRows)};`,
    '',
  ].join('\n');
  const config = (await resolveConfig(OUTPUT_PATH)) ?? {};
  const source = await format(body, { ...config, filepath: OUTPUT_PATH });
  return { source, report };
}

async function main(): Promise<void> {
  const { source, report } = await buildCatalogue();
  if (process.argv.includes('--check')) {
    const current = readFileSync(OUTPUT_PATH, 'utf8');
    if (current !== source) {
      console.error(
        `${path.relative(ROOT, OUTPUT_PATH)} is stale: run npx tsx scripts/build-team-catalogue.ts`,
      );
      process.exitCode = 1;
    } else {
      console.log(`${path.relative(ROOT, OUTPUT_PATH)} is up to date.`);
    }
    return;
  }
  writeFileSync(OUTPUT_PATH, source);
  console.log(`Wrote ${path.relative(ROOT, OUTPUT_PATH)}`);
  console.log(`NFL ${report.nfl}, FBS ${report.fbs}, FCS ${report.fcs}, other ${report.other}`);
  console.log(`Names only outside the games file: ${report.onlyOutsideGames.join(', ') || 'none'}`);
  console.log(`Names shared by more than one team (resolve as ambiguous): ${report.sharedKeys.length}`);
  for (const shared of report.sharedKeys) {
    console.log(`  ${shared.league} "${shared.key}": ${shared.teams.join(', ')}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
