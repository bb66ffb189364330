import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gamesResponseSchema, type Game } from '@shared/api/games';
import { slateResponseSchema } from '@shared/api/slate';
import { adminOddsStatusSchema, oddsStatusSchema, ODDS_PAUSED_MESSAGE } from '@shared/api/odds-status';
import { oddsPolls } from '../../src/server/db/schema';
import { createOddsApiProvider } from '../../src/server/providers/odds-api/odds-api-provider';
import { OddsPlanner } from '../../src/server/services/odds/odds-plan';
import { startOddsPoller, type OddsPoller } from '../../src/server/services/odds/odds-poller';
import { startFakeOddsApi, type FakeOddsApi } from '../fakes/fake-odds-api';
import { openAnalysedApp, type AnalysedApp } from '../helpers/analysed-database';
import { TestClock } from '../helpers/test-app';
import { aLicense, anAdminKey } from '../helpers/factories';
import { testDatabaseKinds } from '../helpers/databases';
import { loadSlate, SLATES, type WireEvent } from '../fixtures/odds-api/slates';
import { stampedSlate, withSpreadMove } from '../fixtures/odds-api/live-slate';

/**
 * Issue 32: live mode against the fake Odds API on 127.0.0.1 serving a real-shaped NFL slate (18
 * books a game), driven by the app's clock. A poll prices every game; a book's move reaches the
 * slate, Best Bets, the overlay's data and the odds screen on the next due poll; a garbled answer
 * keeps the last good prices; a 429 is waited out; a spent quota pauses polling on every surface
 * and the free quota check resumes it; and no surface ever shows a price older than the stale limit
 * as an edge.
 */

const SNAPSHOT = new Date(SLATES.nfl.snapshotAt);
const STALE_MINUTES = 90;
const device = { 'x-device-id': 'live-odds-test-device-0001' };

const stamped = (events: readonly WireEvent[], now: Date) => stampedSlate(events, now);
/** DraftKings' away spread in the first game moved to +115 at its own number. */
function withMove(events: readonly WireEvent[]): { events: WireEvent[]; gameTeams: [string, string] } {
  return { events: withSpreadMove(events), gameTeams: [events[0]!.away_team, events[0]!.home_team] };
}

describe.each(testDatabaseKinds())('live odds: polled, re-priced and judged when read, on $name', (kind) => {
  let t: AnalysedApp;
  let fake: FakeOddsApi;
  let poller: OddsPoller;
  let key: string;
  let adminKey: string;
  const clock = new TestClock(SNAPSHOT);
  const slate = loadSlate(SLATES.nfl);
  const planner = new OddsPlanner();

  beforeAll(async () => {
    fake = await startFakeOddsApi({ credits: 20_000 });
    fake.seedEvents('americanfootball_nfl', ...stamped(slate, clock.now()));
    const env = {
      ODDS_API_KEY: fake.apiKey,
      ODDS_API_BASE_URL: fake.url,
      STALE_PRICE_MINUTES: String(STALE_MINUTES),
    };
    t = await openAnalysedApp(kind, { clock, env, deps: { oddsPlanner: planner } });
    const odds = createOddsApiProvider({
      apiKey: fake.apiKey,
      baseUrl: fake.url,
      now: clock.now,
      maxAttempts: 1,
    });
    poller = startOddsPoller({ ...t.ctx, odds, oddsPlanner: planner }, { autoStart: false });
    key = (await aLicense(t.ctx, { plan: 'all-access', days: 3650 })).key;
    adminKey = (await anAdminKey(t.ctx)).key;
  }, 240_000);
  afterAll(async () => {
    await poller?.stop();
    await t?.close();
    await fake?.close();
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-license-key': key, ...device } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<unknown>();
  };
  const picks = async (path: string): Promise<Game[]> => gamesResponseSchema.parse(await get(path)).games;
  const oddsCalls = () =>
    fake.requests.filter((r) => r.path.endsWith('/odds') && !r.path.includes('/events/'));

  /** Every line shown as live is younger than the limit; every tier stands on a live lead. */
  function expectNoStaleEdge(games: readonly Game[]) {
    const limit = STALE_MINUTES * 60_000;
    for (const game of games) {
      for (const line of [...game.bestSportsbooks, ...game.marketLines])
        if (!line.stale)
          expect(clock.now().getTime() - Date.parse(line.fetchedAt)).toBeLessThanOrEqual(limit);
      if (game.recommendationTier !== null || game.units > 0) {
        expect(game.leadBet?.stale).toBe(false);
        expect(clock.now().getTime() - Date.parse(game.leadBet!.fetchedAt)).toBeLessThanOrEqual(limit);
      }
    }
  }

  it('a poll stores every book, prices every game, and each price carries its age', async () => {
    const results = await poller.tick();
    expect(results.nfl).toMatchObject({ kind: 'ok', events: slate.length });
    expect(results.nfl?.kind === 'ok' && results.nfl.repriced).toBe(slate.length);
    const body = slateResponseSchema.parse(await get('/api/games?sport=nfl'));
    expect(body.games).toHaveLength(slate.length);
    const prices = body.games.flatMap((g) => g.bestPrices);
    expect(prices.length).toBeGreaterThan(slate.length * 4);
    for (const p of prices) expect(Date.parse(p.fetchedAt)).toBe(clock.now().getTime() - 30_000);
    const status = oddsStatusSchema.parse(await get('/api/odds-status'));
    const nfl = status.leagues.find((l) => l.league === 'nfl')!;
    expect(nfl).toMatchObject({ state: 'live', updatedAt: clock.now().toISOString() });
    expect(nfl.band).toBe('day');
    expect(Date.parse(nfl.nextUpdateAt!)).toBe(clock.now().getTime() + 10 * 60_000);
  });

  it('nothing is called again before the band is due', async () => {
    const before = oddsCalls().length;
    clock.advance(5 * 60_000);
    expect(await poller.tick()).toEqual({});
    expect(oddsCalls()).toHaveLength(before);
  });

  it("a book's move reaches the slate, Best Bets, the overlay's data and the odds screen on the next poll", async () => {
    clock.advance(5 * 60_000);
    const moved = withMove(slate);
    fake.seedEvents('americanfootball_nfl', ...stamped(moved.events, clock.now()));
    const results = await poller.tick();
    expect(results.nfl).toMatchObject({ kind: 'ok' });
    expect(results.nfl?.kind === 'ok' && results.nfl.repriced).toBeGreaterThanOrEqual(1);

    const body = slateResponseSchema.parse(await get('/api/games?sport=nfl'));
    const game = body.games.find(
      (g) => g.awayTeam === moved.gameTeams[0] && g.homeTeam === moved.gameTeams[1],
    )!;
    const away = game.bestPrices.find((p) => p.market === 'spread' && p.side === 'away')!;
    expect(away).toMatchObject({ bookKey: 'draftkings', price: 115 });
    expect(away.edge!).toBeGreaterThan(3);

    // Best Bets lists the game (its best price is 3% or more) with the moved price, priced alike.
    const bestBets = await picks('/api/best-bets?sport=nfl');
    const pick = bestBets.find((g) => g.id === game.id)!;
    expect(pick.maxEdge).toBeGreaterThanOrEqual(away.edge!);
    const line = (g: Game) => g.bestSportsbooks.find((b) => b.key === 'draftkings' && b.side === 'away');
    expect(line(pick)).toMatchObject({ price: 115, edge: away.edge, stale: false });

    const overlay = await picks('/api/bookmarklet/games?sport=nfl');
    const shown = overlay.find((g) => g.id === game.id);
    if (shown) expect(line(shown)).toMatchObject({ price: 115, edge: away.edge });
    const market = (await get(`/api/games/${game.id}/market`)) as { books: { key: string }[] };
    expect(JSON.stringify(market.books.find((b) => b.key === 'draftkings'))).toContain('115');
  });

  it('a garbled answer is recorded and leaves the last good prices in place', async () => {
    clock.advance(10 * 60_000);
    fake.failNext(1, { status: 200, text: '<html>maintenance</html>' });
    const results = await poller.tick();
    expect(results.nfl).toMatchObject({ kind: 'failed', status: 'failed' });
    const body = slateResponseSchema.parse(await get('/api/games?sport=nfl'));
    expect(body.games.flatMap((g) => g.bestPrices).length).toBeGreaterThan(slate.length * 4);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/odds-status',
      headers: { 'x-license-key': adminKey },
    });
    expect(admin.statusCode, admin.body).toBe(200);
    const nfl = adminOddsStatusSchema.parse(admin.json()).leagues.find((l) => l.league === 'nfl')!;
    expect(nfl.lastError?.message).toMatch(/JSON|invalid|not valid/i);
    expect(nfl.state).toBe('waiting');
  });

  it('a 429 is waited out: no call before its Retry-After, then polling resumes', async () => {
    clock.advance(60_000);
    fake.seedEvents('americanfootball_nfl', ...stamped(withMove(slate).events, clock.now()));
    await poller.tick(); // the retry of the garbled poll succeeds
    clock.advance(10 * 60_000);
    fake.failNext(1, { status: 429, retryAfter: '900' });
    expect((await poller.tick()).nfl).toMatchObject({ kind: 'failed', status: 'rate-limited' });
    const calls = oddsCalls().length;
    clock.advance(10 * 60_000);
    expect(await poller.tick()).toEqual({});
    expect(oddsCalls()).toHaveLength(calls);
    clock.advance(6 * 60_000);
    fake.seedEvents('americanfootball_nfl', ...stamped(withMove(slate).events, clock.now()));
    expect((await poller.tick()).nfl).toMatchObject({ kind: 'ok' });
    expect(oddsCalls()).toHaveLength(calls + 1);
  });

  it('no surface shows a price older than the stale limit as an edge', async () => {
    // The source goes quiet: no poll for longer than the limit.
    clock.advance((STALE_MINUTES + 1) * 60_000);
    for (const path of [
      '/api/best-bets',
      '/api/weekly-picks',
      '/api/bookmarklet/games',
      '/api/football-bets',
    ])
      expectNoStaleEdge(await picks(`${path}?sport=nfl`));
    const body = slateResponseSchema.parse(await get('/api/games?sport=nfl'));
    expect(body.games.flatMap((g) => g.bestPrices)).toEqual([]);
    const bestBets = await picks('/api/best-bets?sport=nfl');
    expect(bestBets.every((g) => g.recommendationTier === null)).toBe(true);
  });

  it('a spent quota pauses polling on every surface; the free quota check resumes it', async () => {
    fake.exhaustQuota();
    clock.advance(15 * 60_000);
    expect((await poller.tick()).nfl).toMatchObject({ kind: 'failed', status: 'quota-spent' });
    const status = oddsStatusSchema.parse(await get('/api/odds-status'));
    for (const league of status.leagues)
      expect(league).toMatchObject({ state: 'paused', message: ODDS_PAUSED_MESSAGE, nextUpdateAt: null });
    const paid = oddsCalls().length;
    clock.advance(60_000);
    await poller.tick(); // paused: only the free check
    expect(oddsCalls()).toHaveLength(paid);
    expect(fake.requests.at(-1)?.path).toBe('/v4/sports');
    fake.setCredits(5_000);
    clock.advance(31 * 60_000);
    fake.seedEvents('americanfootball_nfl', ...stamped(slate, clock.now()));
    await poller.tick(); // the check sees credits again
    expect((await poller.tick()).nfl).toMatchObject({ kind: 'ok' });
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/odds-status',
      headers: { 'x-license-key': adminKey },
    });
    const body = adminOddsStatusSchema.parse(admin.json());
    expect(body.credits).toMatchObject({
      budget: 100_000,
      remaining: fake.quota().remaining,
      plan: 'nominal',
    });
    const nfl = body.leagues.find((l) => l.league === 'nfl')!;
    expect(nfl.callsThisMonth).toMatchObject({ 'quota-spent': 1, 'rate-limited': 1 });
    expect(nfl.callsThisMonth.ok).toBeGreaterThanOrEqual(4);
    expect(nfl.quoteAgeSeconds.prices).toBeGreaterThan(0);
    const rows = await t.ctx.db.select().from(oddsPolls).where(eq(oddsPolls.status, 'running'));
    expect(rows).toEqual([]);
  });
});
