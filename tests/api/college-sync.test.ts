import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import { games, teamSeasonRatings } from '../../src/server/db/schema';
import { createCfbdProvider } from '../../src/server/providers/cfbd/cfbd-provider';
import { SP_CURRENT_SOURCE, syncCollegeStats } from '../../src/server/services/ingest/sync-college-stats';
import { createServiceContext, type ServiceContext } from '../../src/server/services/context';
import { FAKE_CFBD_KEY, startFakeCfbd, type FakeCfbd } from '../fakes/fake-cfbd';
import { testDatabaseKinds } from '../helpers/databases';
import { TestClock } from '../helpers/test-app';
import { testConfig } from '../helpers/test-config';

describe.each(testDatabaseKinds())('college results from CFBD on $name', (kind) => {
  let database: Database;
  let fake: FakeCfbd;
  let ctx: ServiceContext;

  beforeAll(async () => {
    database = await kind.open();
    fake = await startFakeCfbd();
    ctx = createServiceContext({ db: database.db, config: testConfig(), now: new TestClock().now });
    fake.seedGames(
      {
        id: 9001,
        season: 2026,
        week: 12,
        homeTeam: 'Ohio State',
        awayTeam: 'Michigan',
        completed: true,
        homePoints: 31,
        awayPoints: 24,
        startDate: '2026-11-21T17:00:00.000Z',
      },
      {
        id: 9002,
        season: 2026,
        week: 13,
        homeTeam: 'Alabama',
        awayTeam: 'Auburn',
        startDate: '2026-11-28T20:30:00.000Z',
      },
      {
        id: 9003,
        season: 2026,
        week: 13,
        homeTeam: 'Nowhere Tech',
        awayTeam: 'Auburn',
        startDate: '2026-11-28T20:30:00.000Z',
      },
    );
    fake.seedLines({
      id: 9001,
      season: 2026,
      week: 12,
      homeTeam: 'Ohio State',
      awayTeam: 'Michigan',
      lines: [
        { provider: 'DraftKings', spread: -7.5, overUnder: 47.5 },
        { provider: 'Bovada', spread: -6.5, overUnder: 48.5 },
      ],
    });
    fake.seedSpRatings({
      year: 2025,
      team: 'Ohio State',
      rating: 28.4,
      offense: { rating: 40 },
      defense: { rating: 12 },
    });
    fake.seedFpiRatings({
      year: 2025,
      team: 'Ohio State',
      fpi: 22.1,
      efficiencies: { offense: 80, defense: 90 },
    });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('upserts this season’s games with scores and consensus lines, and last season’s ratings once', async () => {
    const stats = createCfbdProvider({ apiKey: FAKE_CFBD_KEY, baseUrl: fake.url, sleep: async () => {} });
    const first = await syncCollegeStats(ctx, stats, 2026);
    expect(first).toMatchObject({ games: 2, ratings: 2, unresolved: ['Nowhere Tech'] });
    const [played] = await database.db.select().from(games).where(eq(games.gameKey, 'cfbd:9001'));
    expect(played).toMatchObject({
      status: 'final',
      homeScore: 31,
      awayScore: 24,
      closingHomeLine: -7,
      closingTotal: 48,
      homeTeamId: 'ohio-state',
    });
    const [upcoming] = await database.db.select().from(games).where(eq(games.gameKey, 'cfbd:9002'));
    expect(upcoming).toMatchObject({ status: 'scheduled', homeScore: null });
    const sp = await database.db
      .select()
      .from(teamSeasonRatings)
      .where(and(eq(teamSeasonRatings.season, 2025), eq(teamSeasonRatings.source, 'sp')));
    expect(sp).toEqual([expect.objectContaining({ teamId: 'ohio-state', rating: 28.4 })]);

    // Last season's SP+ is fetched once; this season's (in-season) SP+ on every sync.
    const spCalls = (year: string) =>
      fake.requests.filter((r) => r.path === '/ratings/sp' && r.query.year === year).length;
    const before = spCalls('2025');
    const currentBefore = spCalls('2026');
    const second = await syncCollegeStats(ctx, stats, 2026);
    const current = await database.db
      .select()
      .from(teamSeasonRatings)
      .where(and(eq(teamSeasonRatings.season, 2026), eq(teamSeasonRatings.source, SP_CURRENT_SOURCE)));
    expect(second.ratings).toBe(current.length);
    expect(spCalls('2025')).toBe(before);
    expect(spCalls('2026')).toBe(currentBefore + 1);
  });
});
