import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { createRepositories, type Repositories } from '../../src/server/repositories';
import type { NewSnapshot } from '../../src/server/repositories/quotes-repository';
import { testDatabaseKinds } from '../helpers/databases';
import { aGameRow } from '../helpers/game-rows';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('games and quotes repositories on $name', (kind) => {
  let database: Database;
  let repos: Repositories;

  beforeAll(async () => {
    database = await kind.open();
    repos = createRepositories(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const snapshot = (gameId: string, overrides: Partial<NewSnapshot>): NewSnapshot => ({
    gameId,
    bookKey: 'draftkings',
    bookTitle: 'DraftKings',
    market: 'spreads',
    side: 'home',
    point: -3,
    price: -110,
    fetchedAt: new Date('2040-01-01T12:00:00Z'),
    ...overrides,
  });

  it('lists the scheduled games of a window, soonest first, of one league or all', async () => {
    const from = new Date('2040-09-01T00:00:00Z');
    const at = (h: number) => new Date(from.getTime() + h * HOUR);
    const late = await aGameRow(database.db, { kickoff: at(30) });
    const early = await aGameRow(database.db, { kickoff: at(2) });
    const college = await aGameRow(database.db, { kickoff: at(5), league: 'cfb', homeTeamId: 'ALA' });
    await aGameRow(database.db, { kickoff: at(3), status: 'final', homeScore: 20, awayScore: 17 });
    await aGameRow(database.db, { kickoff: at(48) });
    const window = { from, to: at(48) };
    expect((await repos.games.scheduledBetween(window)).map((g) => g.id)).toEqual([
      early.id,
      college.id,
      late.id,
    ]);
    expect((await repos.games.scheduledBetween({ ...window, league: 'nfl' })).map((g) => g.id)).toEqual([
      early.id,
      late.id,
    ]);
    expect((await repos.games.nextScheduled('cfb', from))?.id).toBe(college.id);
  });

  it('adds a game once by key and moves it, then records its final score only once', async () => {
    const kickoff = new Date('2041-10-05T17:00:00Z');
    const game = {
      gameKey: 'odds:repository-upsert',
      league: 'nfl' as const,
      season: 2041,
      week: 5,
      seasonType: 'regular',
      kickoff,
      homeTeamId: 'BUF',
      awayTeamId: 'MIA',
      status: 'scheduled',
      source: 'odds-api',
    };
    const id = await repos.games.upsertScheduled(game, kickoff);
    const moved = new Date(kickoff.getTime() + 3 * HOUR);
    expect(await repos.games.upsertScheduled({ ...game, kickoff: moved, week: 6 }, moved)).toBe(id);
    const [row] = await repos.games.byKeys(['odds:repository-upsert']);
    expect(row).toMatchObject({ id, kickoff: moved, week: 6, status: 'scheduled' });

    const result = { homeScore: 24, awayScore: 10, closingHomeLine: -3, closingTotal: 44, updatedAt: moved };
    await repos.games.recordFinal(id!, result);
    await repos.games.recordFinal(id!, { ...result, homeScore: 99 });
    expect(await repos.games.byId(id!)).toMatchObject({ status: 'final', homeScore: 24, awayScore: 10 });
    expect((await repos.games.byIds([id!])).map((g) => g.id)).toEqual([id]);
  });

  it('counts the final real games the ratings learn from, never replays or duplicates', async () => {
    const asOf = new Date('2042-12-01T00:00:00Z');
    const before = await repos.games.ratedGamesStamp('cfb', asOf);
    const final = { league: 'cfb' as const, status: 'final', homeScore: 30, awayScore: 3, homeTeamId: 'UGA' };
    const counted = await aGameRow(database.db, {
      ...final,
      kickoff: new Date('2042-11-20T17:00:00Z'),
      source: 'cfbd',
      updatedAt: new Date('2042-11-21T00:00:00Z'),
    });
    await aGameRow(database.db, { ...final, kickoff: new Date('2042-11-21T17:00:00Z'), source: 'replay' });
    await aGameRow(database.db, {
      ...final,
      kickoff: new Date('2042-11-22T17:00:00Z'),
      source: 'odds-api',
      details: { sameGameAs: counted.gameKey },
    });
    await aGameRow(database.db, { ...final, kickoff: new Date('2042-12-02T17:00:00Z'), source: 'cfbd' });
    const after = await repos.games.ratedGamesStamp('cfb', asOf);
    expect(after.games).toBe(before.games + 1);
    expect(after.changedAt!.getTime()).toBeGreaterThanOrEqual(new Date('2042-11-21T00:00:00Z').getTime());
    expect((await repos.games.ratedGames('cfb', asOf)).at(-1)?.id).toBe(counted.id);
  });

  it("reads each book's latest price per market side as of a moment, for one game or many", async () => {
    const a = await aGameRow(database.db);
    const b = await aGameRow(database.db);
    const t0 = new Date('2040-01-01T12:00:00Z');
    const t1 = new Date(t0.getTime() + HOUR);
    await repos.quotes.insertSnapshots([
      snapshot(a.id, { fetchedAt: t0, point: -3 }),
      snapshot(a.id, { fetchedAt: t0, side: 'away', point: 3 }),
      snapshot(a.id, { fetchedAt: t1, point: -3.5 }),
      snapshot(b.id, { fetchedAt: t0, bookKey: 'fanduel', bookTitle: 'FanDuel', market: 'h2h', point: null }),
    ]);
    await repos.quotes.insertSnapshots([]);

    const atT0 = await repos.quotes.latestForGame(a.id, t0);
    expect(atT0.map((r) => [r.side, r.point])).toEqual([
      ['away', 3],
      ['home', -3],
    ]);
    const now = await repos.quotes.latestForGame(a.id, t1);
    expect(now.find((r) => r.side === 'home')?.point).toBe(-3.5);

    const many = await repos.quotes.latestForGames([a.id, b.id], t1);
    expect(many.get(a.id)).toHaveLength(2);
    expect(many.get(b.id)?.map((r) => r.bookKey)).toEqual(['fanduel']);
    expect(await repos.quotes.latestForGames([], t1)).toEqual(new Map());

    expect((await repos.quotes.homeSpreadHistory(a.id)).map((r) => [r.fetchedAt, r.point])).toEqual([
      [t0, -3],
      [t1, -3.5],
    ]);
  });
});
