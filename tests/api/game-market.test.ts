import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameMarketResponseSchema } from '@shared/api/game-market';
import type { Database } from '../../src/server/db/open-database';
import { gameCuration } from '../../src/server/db/schema';
import { aBook as aPricedBook, aGame } from '@shared/curation/game-fixture';
import type { BookOdds, OddsEvent, OddsProvider } from '../../src/server/providers/ports';
import { ingestOdds } from '../../src/server/services/ingest/ingest-odds';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, TestClock, type TestApp } from '../helpers/test-app';
import { aLicense } from '../helpers/factories';

const device = { 'x-device-id': 'game-market-test-device-01' };
const HOUR = 3_600_000;
const KICKOFF = new Date('2026-11-26T21:30:00Z');

function aBook(
  key: string,
  title: string,
  home: number,
  prices: Partial<Record<string, number>> = {},
): BookOdds {
  return {
    key,
    title,
    lastUpdate: new Date('2026-11-22T12:00:00Z'),
    simulated: false,
    markets: {
      spreads: {
        home: { point: home, price: prices.home ?? -110 },
        away: { point: -home, price: prices.away ?? -110 },
      },
      totals: {
        over: { point: prices.total ?? 44.5, price: prices.over ?? -110 },
        under: { point: prices.total ?? 44.5, price: prices.under ?? -110 },
      },
      h2h: { home: { price: prices.mlHome ?? -160 }, away: { price: prices.mlAway ?? 135 } },
    },
  };
}

/** A feed serving whatever books the test sets next (the real ingest appends each pull). */
function scriptedFeed(): OddsProvider & { books: BookOdds[]; events: () => OddsEvent[] } {
  const feed = {
    name: 'odds-api',
    nameSource: 'oddsApi' as const,
    books: [] as BookOdds[],
    events: (): OddsEvent[] => [
      {
        externalId: 'thanksgiving-dal-kc',
        league: 'nfl',
        commenceTime: KICKOFF,
        homeTeam: 'Dallas Cowboys',
        awayTeam: 'Kansas City Chiefs',
        books: feed.books,
      },
    ],
    fetchOdds: () => Promise.resolve({ events: feed.events(), quota: null }),
    fetchScores: () => Promise.resolve([]),
    fetchPlayerProps: () => Promise.resolve([]),
  };
  return feed;
}

describe.each(testDatabaseKinds())('game market API on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  const clock = new TestClock(new Date('2026-11-20T12:00:00Z'));
  let gameId: string;
  let allAccess: string;
  let cfbOnly: string;
  let nflOnly: string;

  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database, { clock });
    const feed = scriptedFeed();
    const window = { from: new Date('2026-11-19T00:00:00Z'), to: new Date('2026-11-30T00:00:00Z') };
    // Open: three books; unchanged pull; then the line moves toward Dallas at two books.
    feed.books = [
      aBook('draftkings', 'DraftKings', 3),
      aBook('fanduel', 'FanDuel', 2.5),
      aBook('betmgm', 'BetMGM', 3),
    ];
    gameId = (await ingestOdds(t.ctx, feed, 'nfl', window)).gameIds[0]!;
    clock.advance(6 * HOUR);
    await ingestOdds(t.ctx, feed, 'nfl', window);
    clock.advance(6 * HOUR);
    await ingestOdds(t.ctx, feed, 'nfl', window);
    clock.advance(36 * HOUR);
    feed.books = [
      aBook('draftkings', 'DraftKings', 3.5, { home: -105, away: -115, total: 45, mlHome: -170 }),
      aBook('fanduel', 'FanDuel', 3.5, { home: -110, away: -110, total: 44, under: -105, mlAway: 145 }),
      aBook('betmgm', 'BetMGM', 3, { home: 100, away: -120 }),
    ];
    await ingestOdds(t.ctx, feed, 'nfl', window);
    // A book that stopped posting two days ago: shown, never called best.
    clock.advance(HOUR);
    const staleFeed = scriptedFeed();
    staleFeed.books = [aBook('caesars', 'Caesars', 4, { home: 150, away: -190 })];
    clock.advance(-50 * HOUR);
    await ingestOdds(t.ctx, staleFeed, 'nfl', window);
    clock.advance(50 * HOUR);
    // The latest analysis carries the fair line and the fair price BetLens set at each book's number.
    await t.ctx.repos.analyses.insertVersion({
      gameId,
      version: 1,
      modelVersion: 'test',
      inputs: {},
      game: aGame({
        id: gameId,
        awayTeam: 'Kansas City Chiefs',
        homeTeam: 'Dallas Cowboys',
        fairLine: {
          spread: 3.4,
          total: 44.6,
          homeWinProbability: 0.4,
          method: 'shin',
          books: 3,
          sharpBooks: [],
          excludedBooks: [],
        },
        bestSportsbooks: [aPricedBook({ key: 'betmgm', name: 'BetMGM', side: 'home', fairPrice: -104 })],
      }),
    });
    allAccess = (await aLicense(t.ctx, { plan: 'all-access' })).key;
    cfbOnly = (await aLicense(t.ctx, { plan: 'cfb' })).key;
    nflOnly = (await aLicense(t.ctx, { plan: 'nfl' })).key;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const market = (id: string, key?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/games/${id}/market`,
      headers: key ? { 'x-license-key': key, ...device } : {},
    });

  it('serves every book’s spread, total and moneyline with the fair line and fair prices', async () => {
    const res = await market(gameId, nflOnly);
    expect(res.statusCode).toBe(200);
    const body = gameMarketResponseSchema.parse(res.json());
    expect(body.game).toMatchObject({ id: gameId, sport: 'NFL', homeTeam: 'Dallas Cowboys' });
    expect(body.books.map((b) => b.name)).toEqual(['BetMGM', 'Caesars', 'DraftKings', 'FanDuel']);
    const dk = body.books.find((b) => b.key === 'draftkings')!;
    expect(dk.spread).toEqual({ home: { point: 3.5, price: -105 }, away: { point: -3.5, price: -115 } });
    expect(dk.total).toEqual({ over: { point: 45, price: -110 }, under: { point: 45, price: -110 } });
    expect(dk.moneyline).toEqual({ home: { price: -170 }, away: { price: 135 } });
    expect(dk.stale).toBe(false);
    expect(body.books.find((b) => b.key === 'caesars')!.stale).toBe(true);
    expect(body.books.find((b) => b.key === 'betmgm')!.spreadFairPrice).toEqual({
      side: 'home',
      price: -104,
    });
    expect(dk.spreadFairPrice).toBeNull();
    expect(body.fairLine).toMatchObject({ spread: 3.4, total: 44.6 });
    expect(body.fairMoneyline).toEqual({ home: 150, away: -150 });
  });

  it('names the best fresh offer per side (the stale +4 is not one)', async () => {
    const body = gameMarketResponseSchema.parse((await market(gameId, allAccess)).json());
    expect(body.best).toEqual({
      spreadHome: ['draftkings'], // +3.5 at -105 beats +3.5 at -110
      spreadAway: ['betmgm'], // -3 beats -3.5
      over: ['fanduel'], // 44 is the lowest total
      under: ['draftkings'], // 45 is the highest
      mlHome: ['betmgm', 'fanduel'], // -160
      mlAway: ['fanduel'], // +145
    });
  });

  it('gives each book’s line from its first snapshot to now, and the market’s open and current line', async () => {
    const body = gameMarketResponseSchema.parse((await market(gameId, allAccess)).json());
    const dk = body.movement.books.find((b) => b.key === 'draftkings')!;
    // Three identical pulls keep only the run's first and last, then the move.
    expect(dk.points.map((p) => [p.at, p.point])).toEqual([
      ['2026-11-20T12:00:00.000Z', 3],
      ['2026-11-21T00:00:00.000Z', 3],
      ['2026-11-22T12:00:00.000Z', 3.5],
    ]);
    expect(body.movement.line).toEqual({
      open: 3,
      current: 3.5,
      openedAt: '2026-11-20T11:00:00.000Z', // Caesars' only snapshot
      currentAt: '2026-11-22T12:00:00.000Z',
      move: 0.5,
    });
  });

  it('is licensed: no key 401, a plan without the league 403, a bad id 400, unknown or rejected 404', async () => {
    expect((await market(gameId)).statusCode).toBe(401);
    const forbidden = await market(gameId, cfbOnly);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'PLAN_FORBIDDEN' });
    const bad = await market('not-a-game', allAccess);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await market('00000000-0000-4000-8000-000000000000', allAccess)).statusCode).toBe(404);
    await t.ctx.db.insert(gameCuration).values({ gameId, status: 'rejected' });
    const rejected = await market(gameId, allAccess);
    expect(rejected.statusCode).toBe(404);
    expect(rejected.json()).toEqual({ message: 'Game not found', code: 'NOT_FOUND' });
  });
});
