/**
 * Data-driven checks of the team catalogue against the bundled history (resources/history): every
 * team name any bundled file uses must resolve to exactly one team, and the committed generated file
 * must match a fresh build. Lives outside src/shared because it reads the CSVs with node:fs.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildCatalogue, OUTPUT_PATH, readHistoryCsv } from '../../scripts/build-team-catalogue';
import { allTeams, resolveTeam, type NameSource, type Team } from '../../src/server/teams';
import type { League } from '../../src/shared/league';
import { CFB_ODDS_API_NAMES } from '../../src/server/teams/aliases';

/** The first name each feed sends for the team (the one resolveTeam is checked against). */
const oddsApiName = (team: Team): string | null => team.sourceNames.oddsApi?.[0] ?? null;
const cfbdName = (team: Team): string | null => team.sourceNames.cfbd?.[0] ?? null;

function distinct(values: Iterable<string>): string[] {
  return [...new Set([...values].filter((v) => v !== ''))].sort();
}

/** Names that do not resolve to exactly one team, with what they resolved to. */
function failures(names: readonly string[], league: League, source?: NameSource): string[] {
  return names.flatMap((name) => {
    const result = resolveTeam(name, league, source ? { source } : {});
    return result.status === 'found' ? [] : [`${name}: ${result.status}`];
  });
}

function resolved(name: string, league: League, source?: NameSource): Team {
  const result = resolveTeam(name, league, source ? { source } : {});
  if (result.status !== 'found') throw new Error(`${name} (${league}, ${source ?? 'any'}): ${result.status}`);
  return result.team;
}

describe('NFL names in the bundled data', () => {
  const games = readHistoryCsv('nfl/games.csv');
  const teams = readHistoryCsv('nfl/teams.csv');
  const history = readHistoryCsv('nfl/team_abbr_history.csv');
  const abbreviations = distinct(games.flatMap((g) => [g.home_team ?? '', g.away_team ?? '']));

  it('covers 1999-2024 in games.csv', () => {
    const seasons = distinct(games.map((g) => g.season ?? ''));
    expect(seasons[0]).toBe('1999');
    expect(seasons.at(-1)).toBe('2024');
    expect(games).toHaveLength(6991);
  });

  it('resolves every home/away abbreviation in games.csv (nflverse) to exactly one team', () => {
    expect(abbreviations).toHaveLength(35); // 32 current + OAK, SD, STL
    expect(failures(abbreviations, 'nfl', 'nflverse')).toEqual([]);
  });

  it('maps relocated abbreviations to the current franchise, the rest to themselves', () => {
    const moved = new Map(history.map((h) => [h.abbr_in_games_csv ?? '', h.current_team ?? '']));
    for (const abbreviation of abbreviations) {
      expect(resolved(abbreviation, 'nfl', 'nflverse').id, abbreviation).toBe(
        moved.get(abbreviation) ?? abbreviation,
      );
    }
    expect(resolved('OAK', 'nfl', 'nflverse').id).toBe('LV');
    expect(resolved('SD', 'nfl', 'nflverse').id).toBe('LAC');
    expect(resolved('STL', 'nfl', 'nflverse').id).toBe('LA');
  });

  it('resolves every team in every game row, home and away, to distinct teams', () => {
    for (const game of games) {
      const home = resolved(game.home_team ?? '', 'nfl', 'nflverse');
      const away = resolved(game.away_team ?? '', 'nfl', 'nflverse');
      expect(home.id, game.game_id).not.toBe(away.id);
    }
  });

  it('resolves each teams.csv name and code, with and without its source', () => {
    const columns: readonly [string, NameSource][] = [
      ['full', 'oddsApi'],
      ['team', 'nflverse'],
      ['espn', 'espn'],
      ['pfr', 'pfr'],
      ['nfl', 'nflCom'],
      ['pfflabel', 'pff'],
      ['fo', 'fo'],
      ['draft_kings', 'draftKings'],
      ['sbr_name', 'sbr'],
    ];
    for (const row of teams) {
      for (const [column, source] of columns) {
        const name = row[column] ?? '';
        expect(resolved(name, 'nfl', source).id, `${column} ${name}`).toBe(row.team);
      }
      expect(resolved(row.full ?? '', 'nfl').id).toBe(row.team);
      expect(oddsApiName(resolved(row.full ?? '', 'nfl'))).toBe(row.full);
    }
  });

  it("is ambiguous without a source only for nflverse's LA (Rams), which people also use for the Chargers", () => {
    expect(abbreviations.filter((a) => resolveTeam(a, 'nfl').status !== 'found')).toEqual(['LA']);
  });
});

describe('CFB names in the bundled data', () => {
  const files: readonly [string, readonly string[]][] = [
    ['cfb/games_2021_2024.csv', ['home_team', 'away_team']],
    ['cfb/lines_by_provider_2024_regular.csv', ['home_team', 'away_team']],
    ['ratings/cfb_sp_plus_talent_2021_2024.csv', ['team']],
    ['ratings/cfb_fpi_2021_2024.csv', ['team']],
    ['ratings/cfb_elo_2021_2024.csv', ['team']],
    ['ratings/cfb_srs_2021_2024.csv', ['team']],
    ['cfb/advanced_season_stats_2021_2024.csv', ['team']],
  ];
  const namesByFile = new Map(
    files.map(([file, columns]) => [
      file,
      distinct(readHistoryCsv(file).flatMap((row) => columns.map((c) => row[c] ?? ''))).filter(
        (name) => name !== 'nationalAverages',
      ),
    ]),
  );
  const allNames = distinct([...namesByFile.values()].flat());
  const fbs = readHistoryCsv('cfb/fbs_teams.csv');

  it.each(files.map(([file]) => file))(
    'resolves every team in %s (CFBD names) to exactly one team',
    (file) => {
      const names = namesByFile.get(file) ?? [];
      expect(names.length).toBeGreaterThan(0);
      expect(failures(names, 'cfb', 'cfbd')).toEqual([]);
    },
  );

  it('round-trips: the resolved team reports the same CFBD name, and no two names share a team', () => {
    const owners = new Map<string, string>();
    for (const name of allNames) {
      const team = resolved(name, 'cfb', 'cfbd');
      expect(cfbdName(team)).toBe(name);
      expect(owners.get(team.id), `${name} and ${owners.get(team.id)} share ${team.id}`).toBeUndefined();
      owners.set(team.id, name);
    }
    expect(allNames).toHaveLength(737);
  });

  it('resolves every FBS school (CFBD) and full name (school + mascot) to the same FBS team', () => {
    expect(fbs).toHaveLength(136);
    for (const row of fbs) {
      const team = resolved(row.school ?? '', 'cfb', 'cfbd');
      expect(team.classification).toBe('fbs');
      expect(team.cfbdId).toBe(Number(row.team_id));
      expect(resolved(row.full_name ?? '', 'cfb').id, row.full_name).toBe(team.id);
      expect(resolved(row.full_name ?? '', 'cfb', 'oddsApi').id, row.full_name).toBe(team.id);
      expect(resolved(oddsApiName(team) ?? '', 'cfb').id).toBe(team.id);
    }
    expect(
      allTeams('cfb')
        .map((t) => t.name)
        .sort(),
    ).toEqual(distinct(fbs.map((r) => r.school ?? '')));
  });

  it('resolves every hand-listed Odds API spelling to its team', () => {
    for (const [school, spellings] of Object.entries(CFB_ODDS_API_NAMES)) {
      for (const spelling of spellings) {
        expect(cfbdName(resolved(spelling, 'cfb', 'oddsApi')), spelling).toBe(school);
        expect(cfbdName(resolved(spelling, 'cfb')), spelling).toBe(school);
      }
    }
  });

  it('is ambiguous without a source only for the names that really are shared', () => {
    const notFound = allNames.filter((name) => resolveTeam(name, 'cfb').status !== 'found');
    expect(notFound).toEqual(['LAKELAND', 'Lakeland', 'Miami']);
  });

  it('classifies every FBS team as fbs and every other name as fcs or other', () => {
    const fbsSchools = new Set(fbs.map((r) => r.school));
    for (const name of allNames) {
      const team = resolved(name, 'cfb', 'cfbd');
      const expected = fbsSchools.has(name) ? ['fbs'] : ['fcs', 'other'];
      expect(expected, name).toContain(team.classification);
    }
  });
});

describe('generated catalogue-data.ts', () => {
  it('is what the generator produces now (rerun scripts/build-team-catalogue.ts if not)', async () => {
    const { source, report } = await buildCatalogue();
    expect(readFileSync(OUTPUT_PATH, 'utf8')).toBe(source);
    expect(report).toMatchObject({ nfl: 32, fbs: 136, onlyOutsideGames: ['Hudson Valley'] });
  }, 30_000);
});
