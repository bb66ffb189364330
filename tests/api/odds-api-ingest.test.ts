import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import { games, oddsSnapshots } from '../../src/server/db/schema';
import { createOddsApiProvider } from '../../src/server/providers/odds-api/odds-api-provider';
import { ingestOdds, ingestScores } from '../../src/server/services/ingest/ingest-odds';
import { createServiceContext, type ServiceContext } from '../../src/server/services/context';
import {
  FAKE_ODDS_API_KEY,
  FAKE_ODDS_SPORTS,
  fakeMarkets,
  startFakeOddsApi,
  type FakeOddsApi,
} from '../fakes/fake-odds-api';
import { TestClock } from '../helpers/test-app';
import { testDatabaseKinds } from '../helpers/databases';
import { testConfig } from '../helpers/test-config';

const book = (key: string, title: string, home: string, away: string, point: number, lastUpdate: string) => ({
  key,
  title,
  last_update: lastUpdate,
  markets: [fakeMarkets.spreads(home, point, away), fakeMarkets.totals(44.5)],
});

const kcBuf = (lastUpdate: string) => ({
  id: 'evt-kc-buf',
  commence_time: '2026-11-23T21:25:00Z',
  home_team: 'Buffalo Bills',
  away_team: 'Kansas City Chiefs',
  bookmakers: [
    book('draftkings', 'DraftKings', 'Buffalo Bills', 'Kansas City Chiefs', -2.5, lastUpdate),
    book('fanduel', 'FanDuel', 'Buffalo Bills', 'Kansas City Chiefs', -3, lastUpdate),
  ],
});

/** The real Odds API adapter feeding the ingest: the source's team names resolve to catalogue ids. */
describe('ingest from The Odds API (fake on 127.0.0.1)', () => {
  let database: Database;
  let fake: FakeOddsApi;
  let ctx: ServiceContext;
  const clock = new TestClock(new Date('2026-11-22T15:00:00Z'));

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    fake = await startFakeOddsApi();
    ctx = createServiceContext({ db: database.db, config: testConfig(), now: clock.now });
    fake.seedEvents(FAKE_ODDS_SPORTS.nfl, kcBuf('2026-11-22T14:55:00Z'));
    fake.seedEvents(FAKE_ODDS_SPORTS.ncaaf, {
      id: 'evt-mich-osu',
      commence_time: '2026-11-28T17:00:00Z',
      home_team: 'Ohio State Buckeyes',
      away_team: 'Michigan Wolverines',
      bookmakers: [
        book(
          'draftkings',
          'DraftKings',
          'Ohio State Buckeyes',
          'Michigan Wolverines',
          -9.5,
          '2026-11-22T14:55:00Z',
        ),
      ],
    });
    fake.seedScores(FAKE_ODDS_SPORTS.nfl, {
      id: 'evt-kc-buf',
      commence_time: '2026-11-23T21:25:00Z',
      completed: true,
      home_team: 'Buffalo Bills',
      away_team: 'Kansas City Chiefs',
      scores: [
        { name: 'Kansas City Chiefs', score: '27' },
        { name: 'Buffalo Bills', score: '24' },
      ],
      last_update: '2026-11-24T00:40:00Z',
    });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('creates games with catalogue teams and appends every book price; scores arrive by event id', async () => {
    const provider = createOddsApiProvider({
      apiKey: FAKE_ODDS_API_KEY,
      baseUrl: fake.url,
      sleep: async () => {},
    });
    const window = { from: clock.now(), to: new Date(clock.now().getTime() + 8 * 86_400_000) };
    const nfl = await ingestOdds(ctx, provider, 'nfl', window);
    const cfb = await ingestOdds(ctx, provider, 'cfb', window);
    expect(nfl).toMatchObject({ events: 1, games: 1, unresolved: [] });
    expect(cfb).toMatchObject({ events: 1, games: 1, unresolved: [] });
    const [kc] = await database.db.select().from(games).where(eq(games.gameKey, 'odds:evt-kc-buf'));
    expect(kc).toMatchObject({
      homeTeamId: 'BUF',
      awayTeamId: 'KC',
      source: 'the-odds-api',
      status: 'scheduled',
    });
    const [osu] = await database.db.select().from(games).where(eq(games.gameKey, 'odds:evt-mich-osu'));
    expect(osu).toMatchObject({ homeTeamId: 'ohio-state', awayTeamId: 'michigan' });
    const prices = await database.db.select().from(oddsSnapshots).where(eq(oddsSnapshots.gameId, kc!.id));
    expect(
      prices
        .filter((p) => p.market === 'spreads' && p.side === 'home')
        .map((p) => p.point)
        .sort((a, b) => (a ?? 0) - (b ?? 0)),
    ).toEqual([-3, -2.5]);
    expect(prices.every((p) => !p.simulated)).toBe(true);

    // The last poll before kickoff is what the books closed at; grading the game keeps it as its
    // closing line (lower median of −3 and −2.5), which the ratings' market-implied component learns from.
    // The feed re-stamps a book's last_update on every poll of it; one left hours behind is stale.
    clock.set(new Date('2026-11-23T20:55:00Z'));
    fake.seedEvents(FAKE_ODDS_SPORTS.nfl, kcBuf('2026-11-23T20:54:00Z'));
    await ingestOdds(ctx, provider, 'nfl', window);
    clock.set(new Date('2026-11-24T01:00:00Z'));
    expect(await ingestScores(ctx, provider, 'nfl')).toBe(1);
    const [final] = await database.db.select().from(games).where(eq(games.gameKey, 'odds:evt-kc-buf'));
    expect(final).toMatchObject({
      status: 'final',
      homeScore: 24,
      awayScore: 27,
      closingHomeLine: -3,
      closingTotal: 44.5,
    });
  });
});

/** A live game's week is the football week of its kickoff, by its league's season start. */
describe.each(testDatabaseKinds())('week numbers of live games from The Odds API on $name', (kind) => {
  let database: Database;
  let fake: FakeOddsApi;
  let ctx: ServiceContext;
  const clock = new TestClock(new Date('2026-11-22T15:00:00Z'));

  beforeAll(async () => {
    database = await kind.open();
    fake = await startFakeOddsApi();
    ctx = createServiceContext({ db: database.db, config: testConfig(), now: clock.now });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('stores the NFL and college week of each kickoff, never 0', async () => {
    // NFL 2026 opens Thursday Sep 10: Monday Nov 23 ends week 11. College 2026 starts Saturday
    // Aug 29: Saturday Nov 28 is week 14 (and the Thanksgiving Thursday NFL game already week 12).
    fake.seedEvents(FAKE_ODDS_SPORTS.nfl, kcBuf('2026-11-22T14:55:00Z'), {
      ...kcBuf('2026-11-22T14:55:00Z'),
      id: 'evt-thanksgiving',
      commence_time: '2026-11-26T17:30:00Z',
      home_team: 'Detroit Lions',
      away_team: 'Chicago Bears',
      bookmakers: [
        book('draftkings', 'DraftKings', 'Detroit Lions', 'Chicago Bears', -6.5, '2026-11-22T14:55:00Z'),
      ],
    });
    fake.seedEvents(FAKE_ODDS_SPORTS.ncaaf, {
      id: 'evt-mich-osu',
      commence_time: '2026-11-28T17:00:00Z',
      home_team: 'Ohio State Buckeyes',
      away_team: 'Michigan Wolverines',
      bookmakers: [
        book(
          'draftkings',
          'DraftKings',
          'Ohio State Buckeyes',
          'Michigan Wolverines',
          -9.5,
          '2026-11-22T14:55:00Z',
        ),
      ],
    });
    const provider = createOddsApiProvider({
      apiKey: FAKE_ODDS_API_KEY,
      baseUrl: fake.url,
      sleep: async () => {},
    });
    const window = { from: clock.now(), to: new Date(clock.now().getTime() + 8 * 86_400_000) };
    await ingestOdds(ctx, provider, 'nfl', window);
    await ingestOdds(ctx, provider, 'cfb', window);
    const weekOf = async (gameKey: string) =>
      (await database.db.select().from(games).where(eq(games.gameKey, gameKey)))[0]?.week;
    expect(await weekOf('odds:evt-kc-buf')).toBe(11);
    expect(await weekOf('odds:evt-thanksgiving')).toBe(12);
    expect(await weekOf('odds:evt-mich-osu')).toBe(14);
  });
});
