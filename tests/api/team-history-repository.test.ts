import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { teamSeasonRatings } from '../../src/server/db/schema';
import { createRepositories, type Repositories } from '../../src/server/repositories';
import { testDatabaseKinds } from '../helpers/databases';
import { aGameRow } from '../helpers/game-rows';

describe.each(testDatabaseKinds())('team history repository on $name', (kind) => {
  let database: Database;
  let repos: Repositories;

  beforeAll(async () => {
    database = await kind.open();
    repos = createRepositories(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  // Team ids no other test uses, so the league-wide reads see only these games' changes.
  const final = (season: number, kickoff: string, overrides: Parameters<typeof aGameRow>[1] = {}) =>
    aGameRow(database.db, {
      league: 'cfb',
      season,
      kickoff: new Date(kickoff),
      status: 'final',
      homeScore: 28,
      awayScore: 14,
      homeTeamId: 'TH-HOME',
      awayTeamId: 'TH-AWAY',
      source: 'cfbd',
      ...overrides,
    });

  it("reads both teams' real finals of the seasons before a moment, with their source", async () => {
    await final(2050, '2050-10-01T17:00:00Z', { details: { conferenceGame: true } });
    await final(2050, '2050-10-08T17:00:00Z', { homeTeamId: 'TH-OTHER', awayTeamId: 'TH-AWAY' });
    await final(2050, '2050-10-09T17:00:00Z', { source: 'replay' });
    await final(2050, '2050-10-20T17:00:00Z');
    await final(2048, '2048-10-01T17:00:00Z');
    await aGameRow(database.db, {
      league: 'cfb',
      season: 2050,
      kickoff: new Date('2050-10-02T17:00:00Z'),
      homeTeamId: 'TH-HOME',
      awayTeamId: 'TH-AWAY',
    });
    const rows = await repos.teamHistory.finalsOfTeams({
      league: 'cfb',
      teamIds: ['TH-HOME', 'TH-NOBODY'],
      fromSeason: 2049,
      toSeason: 2050,
      before: new Date('2050-10-15T00:00:00Z'),
    });
    expect(rows).toEqual([
      {
        kickoff: new Date('2050-10-01T17:00:00Z'),
        season: 2050,
        homeTeamId: 'TH-HOME',
        awayTeamId: 'TH-AWAY',
        homeScore: 28,
        awayScore: 14,
        closingHomeLine: null,
        source: 'cfbd',
      },
    ]);

    const league = await repos.teamHistory.leagueFinals({
      league: 'cfb',
      fromSeason: 2050,
      divisionalFlag: 'conferenceGame',
    });
    const ours = league.filter((r) => r.homeTeamId.startsWith('TH-'));
    expect(ours.map((r) => [r.kickoff.toISOString().slice(0, 10), r.divisional]).sort()).toEqual([
      ['2050-10-01', 'true'],
      ['2050-10-08', null],
      ['2050-10-20', null],
    ]);
  });

  it('changes its stamp when a real final is added, not when a replayed one is', async () => {
    const before = await repos.teamHistory.finalsStamp('cfb');
    await final(2051, '2051-09-01T17:00:00Z', { source: 'replay' });
    expect(await repos.teamHistory.finalsStamp('cfb')).toBe(before);
    await final(2051, '2051-09-02T17:00:00Z');
    expect(await repos.teamHistory.finalsStamp('cfb')).not.toBe(before);
  });

  it("reads a source's season ratings, its latest rated season and a league's priors", async () => {
    const rating = (season: number, source: string, teamId: string, value: number) => ({
      league: 'cfb' as const,
      season,
      teamId,
      source,
      rating: value,
    });
    await database.db
      .insert(teamSeasonRatings)
      .values([
        rating(2090, 'th-sp', 'TH-HOME', 12),
        rating(2090, 'th-sp', 'TH-AWAY', -3),
        rating(2092, 'th-sp', 'TH-HOME', 8),
        rating(2090, 'th-fpi', 'TH-HOME', 5),
      ]);
    const season = await repos.teamHistory.seasonRatings({ league: 'cfb', source: 'th-sp', season: 2090 });
    expect(season.map((r) => [r.teamId, r.rating]).sort()).toEqual([
      ['TH-AWAY', -3],
      ['TH-HOME', 12],
    ]);
    expect(await repos.teamHistory.latestRatedSeason({ league: 'cfb', source: 'th-sp', atMost: 2091 })).toBe(
      2090,
    );
    expect(
      await repos.teamHistory.latestRatedSeason({ league: 'cfb', source: 'th-sp', atMost: 2089 }),
    ).toBeNull();
    const priors = await repos.teamHistory.ratingsFrom('cfb', ['th-sp', 'th-fpi']);
    expect(priors).toHaveLength(4);
    expect(await repos.teamHistory.ratingsFrom('nfl', ['th-sp'])).toEqual([]);
  });
});
