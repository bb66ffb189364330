import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { betResponseSchema, betsResponseSchema, type Bet } from '@shared/api/bets';
import { BETS_CSV_COLUMNS } from '@shared/bets/bets-csv';
import { closingLineValue } from '@shared/bets/closing-line-value';
import { marketFairLine } from '@shared/pricing/fair-line';
import type { Database } from '../../src/server/db/open-database';
import { bets, gameCuration } from '../../src/server/db/schema';
import type { BookOdds, OddsEvent, OddsProvider, ScoreEvent } from '../../src/server/providers/ports';
import { ingestOdds, ingestScores } from '../../src/server/services/ingest/ingest-odds';
import { gradeBets } from '../../src/server/services/bets/grade-bets';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, signIn, TestClock, type TestApp } from '../helpers/test-app';
import { aLicense } from '../helpers/factories';

const HOUR = 3_600_000;
/** Thanksgiving: Chiefs at Cowboys; a later NFL game; a college game. */
const DAL_KICKOFF = new Date('2026-11-26T21:30:00Z');
const DET_KICKOFF = new Date('2026-11-29T18:00:00Z');
const OSU_KICKOFF = new Date('2026-11-28T17:00:00Z');

function book(key: string, title: string, home: number, p: Partial<Record<string, number>> = {}): BookOdds {
  return {
    key,
    title,
    lastUpdate: new Date('2026-11-20T12:00:00Z'),
    simulated: false,
    markets: {
      spreads: {
        home: { point: home, price: p.home ?? -110 },
        away: { point: -home, price: p.away ?? -110 },
      },
      totals: {
        over: { point: p.total ?? 44.5, price: p.over ?? -110 },
        under: { point: p.total ?? 44.5, price: p.under ?? -110 },
      },
      h2h: { home: { price: p.mlHome ?? -180 }, away: { price: p.mlAway ?? 155 } },
    },
  };
}

/**
 * A feed serving whatever books and scores the test sets (the real ingest appends each pull); each
 * book's last_update is the moment it is served, as a live feed's is.
 */
function scriptedFeed(now: () => Date) {
  const served = () => feed.books.map((b) => ({ ...b, lastUpdate: now() }));
  const feed = {
    name: 'odds-api',
    nameSource: 'oddsApi' as const,
    books: [] as BookOdds[],
    detKickoff: DET_KICKOFF,
    scores: [] as ScoreEvent[],
    events(league: 'nfl' | 'cfb'): OddsEvent[] {
      if (league === 'cfb')
        return [
          {
            externalId: 'osu-mich',
            league,
            commenceTime: OSU_KICKOFF,
            homeTeam: 'Ohio State Buckeyes',
            awayTeam: 'Michigan Wolverines',
            books: served(),
          },
        ];
      return [
        {
          externalId: 'kc-dal',
          league,
          commenceTime: DAL_KICKOFF,
          homeTeam: 'Dallas Cowboys',
          awayTeam: 'Kansas City Chiefs',
          books: served(),
        },
        {
          externalId: 'buf-det',
          league,
          commenceTime: feed.detKickoff,
          homeTeam: 'Detroit Lions',
          awayTeam: 'Buffalo Bills',
          books: served(),
        },
      ];
    },
  };
  const provider: OddsProvider = {
    name: feed.name,
    nameSource: feed.nameSource,
    fetchOdds: (league, window) =>
      Promise.resolve({
        events: feed
          .events(league)
          .filter((e) => e.commenceTime >= window.from && e.commenceTime < window.to),
        quota: null,
      }),
    fetchScores: (league) => Promise.resolve(feed.scores.filter((s) => s.league === league)),
    fetchPlayerProps: () => Promise.resolve([]),
  };
  return Object.assign(feed, { provider });
}

describe.each(testDatabaseKinds())('my bets API on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  const clock = new TestClock(new Date('2026-11-22T12:00:00Z'));
  const feed = scriptedFeed(clock.now);
  const window = { from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-12-05T00:00:00Z') };
  let dal: string;
  let det: string;
  let osu: string;
  /** One all-access licence on two devices: the website (cookie) and the overlay (key + device id). */
  let mine: { key: string; cookie: string };
  let other: { key: string; cookie: string };
  let cfbOnly: string;

  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database, { clock });
    feed.books = [
      book('draftkings', 'DraftKings', -3),
      book('fanduel', 'FanDuel', -3),
      book('pinnacle', 'Pinnacle', -3, { home: -105, away: -105 }),
    ];
    const nfl = await ingestOdds(t.ctx, feed.provider, 'nfl', window);
    [dal, det] = nfl.gameIds as [string, string];
    osu = (await ingestOdds(t.ctx, feed.provider, 'cfb', window)).gameIds[0]!;
    const a = await aLicense(t.ctx, { plan: 'all-access', maxDevices: 3 });
    const b = await aLicense(t.ctx, { plan: 'all-access' });
    mine = { key: a.key, cookie: await signIn(t, a.key) };
    other = { key: b.key, cookie: await signIn(t, b.key) };
    cfbOnly = (await aLicense(t.ctx, { plan: 'cfb' })).key;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const viaCookie = (cookie: string) => ({ cookie });
  const viaKey = (key: string, device = 'bets-overlay-device-01') => ({
    'x-license-key': key,
    'x-device-id': device,
  });
  const post = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/bets', headers, payload: payload as object });
  const list = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/bets${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return betsResponseSchema.parse(res.json());
  };
  const stored = async () => (await database.db.select({ n: count() }).from(bets))[0]?.n ?? 0;
  const spread = (over: Record<string, unknown> = {}) => ({
    gameId: dal,
    market: 'spread',
    side: 'home',
    line: -3,
    price: -110,
    book: 'DraftKings',
    stake: 1,
    ...over,
  });

  let homeSpread: Bet;

  it('records a bet (201 {bet}) that every device of the licence sees', async () => {
    const res = await post(viaCookie(mine.cookie), spread({ unitSize: 50 }));
    expect(res.statusCode, res.body).toBe(201);
    homeSpread = betResponseSchema.parse(res.json()).bet;
    expect(homeSpread).toMatchObject({
      gameId: dal,
      league: 'nfl',
      sport: 'NFL',
      awayTeam: 'Kansas City Chiefs',
      homeTeam: 'Dallas Cowboys',
      commenceTime: DAL_KICKOFF.toISOString(),
      market: 'spread',
      side: 'home',
      line: -3,
      price: -110,
      book: 'DraftKings',
      stake: 1,
      unitSize: 50,
      selection: 'Dallas Cowboys \u22123',
      placedAt: clock.now().toISOString(),
      demo: false,
      result: null,
      profit: null,
      closing: null,
    });
    // The overlay's device (key header) records too, and both see both.
    const fromOverlay = await post(viaKey(mine.key), {
      gameId: dal,
      market: 'spread',
      side: 'away',
      line: 3.5,
      price: -105,
      book: 'FanDuel',
      stake: 2,
    });
    expect(fromOverlay.statusCode, fromOverlay.body).toBe(201);
    const web = await list(viaCookie(mine.cookie));
    const overlay = await list(viaKey(mine.key));
    expect(web.bets.map((b) => b.id)).toEqual(overlay.bets.map((b) => b.id));
    expect(web.bets).toHaveLength(2);
    expect(web.summary).toMatchObject({ count: 2, pending: 2, staked: 0, profit: 0, roi: null, clv: null });
  });

  it('records totals and moneylines (no line on a moneyline)', async () => {
    const over = await post(viaCookie(mine.cookie), {
      gameId: dal,
      market: 'total',
      side: 'over',
      line: 44.5,
      price: -110,
      book: 'Pinnacle',
      stake: 1,
    });
    expect(over.statusCode, over.body).toBe(201);
    expect(betResponseSchema.parse(over.json()).bet.selection).toBe('Over 44.5');
    const ml = await post(viaCookie(mine.cookie), {
      gameId: dal,
      market: 'moneyline',
      side: 'home',
      price: -170,
      book: 'BetMGM',
      stake: 1.7,
    });
    expect(ml.statusCode, ml.body).toBe(201);
    expect(betResponseSchema.parse(ml.json()).bet).toMatchObject({
      line: null,
      selection: 'Dallas Cowboys ML',
    });
    // A push at −7 and a bet on the game that will move.
    expect(
      (await post(viaCookie(mine.cookie), spread({ line: -7, price: 120, book: 'Caesars' }))).statusCode,
    ).toBe(201);
    expect(
      (await post(viaCookie(mine.cookie), spread({ gameId: det, side: 'away', line: 2.5, book: 'FanDuel' })))
        .statusCode,
    ).toBe(201);
  });

  it('answers bad input with a 400 naming the field, and stores nothing', async () => {
    const before = await stored();
    const cases: [string, Record<string, unknown>, string][] = [
      ['unknown game', spread({ gameId: '00000000-0000-4000-8000-000000000000' }), 'gameId'],
      ['not a game id', spread({ gameId: 'dal' }), 'gameId'],
      ['price between −100 and +100', spread({ price: -99 }), 'price'],
      ['price +50', spread({ price: 50 }), 'price'],
      ['price not whole', spread({ price: -110.5 }), 'price'],
      ['stake 0', spread({ stake: 0 }), 'stake'],
      ['negative stake', spread({ stake: -1 }), 'stake'],
      ['a line on a moneyline', { ...spread({ market: 'moneyline' }), line: -3 }, 'line'],
      ['no line on a spread', spread({ line: null }), 'line'],
      ['a quarter line', spread({ line: -3.25 }), 'line'],
      ['a total side on a spread', spread({ side: 'over' }), 'side'],
      ['a team side on a total', spread({ market: 'total', line: 44.5 }), 'side'],
      ['a total of 0', spread({ market: 'total', side: 'under', line: 0 }), 'line'],
      ['unknown market', spread({ market: 'parlay' }), 'market'],
      ['empty book', spread({ book: '   ' }), 'book'],
      ['unknown field', spread({ licenseId: 'x' }), ''],
    ];
    for (const [name, payload, field] of cases) {
      const res = await post(viaCookie(mine.cookie), payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      const body = res.json<{ code: string; message: string; field?: string }>();
      expect(body.code, name).toBe('VALIDATION_FAILED');
      if (field) {
        expect(body.field, name).toBe(field);
        expect(body.message, name).toMatch(new RegExp(`^${field}: `));
      }
    }
    // A rejected game reaches no user: it is no game to bet on either.
    await database.db.insert(gameCuration).values({ gameId: det, status: 'rejected' });
    const rejected = await post(viaCookie(mine.cookie), spread({ gameId: det }));
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json()).toMatchObject({ field: 'gameId' });
    await database.db.delete(gameCuration).where(eq(gameCuration.gameId, det));
    expect(await stored()).toBe(before);
  });

  it('refuses a game that has kicked off on the app’s clock', async () => {
    const before = await stored();
    const now = clock.now();
    clock.set(new Date(DAL_KICKOFF.getTime()));
    const res = await post(viaCookie(mine.cookie), spread());
    clock.set(now);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'gameId' });
    expect(res.json<{ message: string }>().message).toMatch(/kicked off/);
    expect(await stored()).toBe(before);
  });

  it('is licensed and plan-enforced: no licence 401, a league outside the plan 403', async () => {
    for (const req of [
      { method: 'GET' as const, url: '/api/bets' },
      { method: 'GET' as const, url: '/api/bets.csv' },
      { method: 'POST' as const, url: '/api/bets', payload: spread() },
      { method: 'DELETE' as const, url: `/api/bets/${homeSpread.id}` },
    ]) {
      const res = await t.app.inject(req);
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(401);
    }
    const nflBet = await post(viaKey(cfbOnly, 'cfb-only-device-0001'), spread());
    expect(nflBet.statusCode, nflBet.body).toBe(403);
    expect(nflBet.json()).toMatchObject({ code: 'PLAN_FORBIDDEN' });
    const cfbBet = await post(viaKey(cfbOnly, 'cfb-only-device-0001'), spread({ gameId: osu, line: -10.5 }));
    expect(cfbBet.statusCode, cfbBet.body).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/bets?sport=nfl',
          headers: viaKey(cfbOnly, 'cfb-only-device-0001'),
        })
      ).statusCode,
    ).toBe(403);
    const college = await list(viaKey(cfbOnly, 'cfb-only-device-0001'));
    expect(college.bets.map((b) => b.sport)).toEqual(['CFB']);
    // An all-access licence filters by league when asked.
    expect((await list(viaCookie(mine.cookie), '?sport=college')).bets).toEqual([]);
  });

  it('another licence never sees, exports or deletes a bet (404)', async () => {
    expect((await list(viaCookie(other.cookie))).bets).toEqual([]);
    const csv = await t.app.inject({ method: 'GET', url: '/api/bets.csv', headers: viaCookie(other.cookie) });
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/bets/${homeSpread.id}`,
      headers: viaCookie(other.cookie),
    });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await list(viaCookie(mine.cookie))).bets.map((b) => b.id)).toContain(homeSpread.id);
  });

  it('a cookie POST from another site is refused before anything is stored', async () => {
    const before = await stored();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { cookie: mine.cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: spread(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect(await stored()).toBe(before);
  });

  it('values each bet against the closing fair line once kicked off, and grades it when final', async () => {
    // The close, half an hour before kickoff: every book at Dallas −3.5 −110, total 44.5, −180/+155.
    clock.set(new Date(DAL_KICKOFF.getTime() - 30 * 60_000));
    feed.books = [
      book('draftkings', 'DraftKings', -3.5),
      book('fanduel', 'FanDuel', -3.5),
      book('pinnacle', 'Pinnacle', -3.5),
    ];
    await ingestOdds(t.ctx, feed.provider, 'nfl', { from: clock.now(), to: window.to });
    // Detroit's game is moved two days (e.g. weather): a bet on it is void.
    feed.detKickoff = new Date(DET_KICKOFF.getTime() + 48 * HOUR);
    await ingestOdds(t.ctx, feed.provider, 'nfl', { from: clock.now(), to: window.to });

    // Before kickoff nothing is valued; the moved game's bet is void at once (it is another event now).
    expect(await gradeBets(t.ctx)).toEqual({ valued: 0, graded: 1 });
    expect((await list(viaCookie(mine.cookie))).bets.find((b) => b.gameId === det)).toMatchObject({
      result: 'void',
      voidReason: 'rescheduled',
      profit: 0,
    });

    clock.set(new Date(DAL_KICKOFF.getTime() + 30 * 60_000));
    const kicked = await gradeBets(t.ctx);
    expect(kicked.valued).toBe(5);
    const close = marketFairLine(
      'NFL',
      feed.books.map((b) => ({
        ...b,
        ...b.markets,
        fetchedAt: new Date(DAL_KICKOFF.getTime() - 30 * 60_000),
      })),
    )!;
    expect(close.spread).toBe(-3.5);
    const valued = (await list(viaCookie(mine.cookie))).bets;
    const find = (f: (b: Bet) => boolean) => valued.find(f)!;
    const homeMinus3 = find((b) => b.market === 'spread' && b.line === -3);
    // Hand-worked in shared/bets/closing-line-value.test.ts: −3 −110 against a −3.5 close is +4.01%.
    expect(homeMinus3.closing).toEqual({
      fairLine: -3.5,
      fairPrice: -121,
      clv: 4.01,
      at: new Date(DAL_KICKOFF.getTime() - 30 * 60_000).toISOString(),
    });
    // +3.5 −105 at the closing number: ½ × 100/105 − ½ = −2.38%.
    expect(find((b) => b.side === 'away' && b.gameId === dal).closing?.clv).toBe(-2.38);
    expect(find((b) => b.market === 'total').closing).toMatchObject({ fairLine: 44.5, clv: -4.55 });
    const ml = find((b) => b.market === 'moneyline');
    expect(ml.closing?.clv).toBe(
      closingLineValue('nfl', { market: 'moneyline', side: 'home', line: null, price: -170 }, close)!.clv,
    );
    // −180/+155 de-vigged (Shin, half the overround off each side): Dallas 62.5%; at −170, −0.68%.
    expect(ml.closing?.clv).toBeCloseTo(-0.68, 1);
    // Not final yet: valued, not graded.
    expect(kicked.graded).toBe(0);
    expect(homeMinus3.result).toBeNull();

    // Final: Dallas 27, Kansas City 20 (home by 7, 47 points).
    clock.set(new Date(DAL_KICKOFF.getTime() + 4 * HOUR));
    feed.scores = [
      {
        externalId: 'kc-dal',
        league: 'nfl',
        commenceTime: DAL_KICKOFF,
        homeTeam: 'Dallas Cowboys',
        awayTeam: 'Kansas City Chiefs',
        completed: true,
        homeScore: 27,
        awayScore: 20,
        lastUpdate: clock.now(),
      },
    ];
    expect(await ingestScores(t.ctx, feed.provider, 'nfl')).toBe(1);
    expect(await gradeBets(t.ctx)).toEqual({ valued: 0, graded: 5 });
    // Twice grades nothing twice.
    expect(await gradeBets(t.ctx)).toEqual({ valued: 0, graded: 0 });

    const { bets: graded, summary } = await list(viaCookie(mine.cookie));
    const result = (f: (b: Bet) => boolean) => {
      const b = graded.find(f)!;
      return [b.result, b.profit];
    };
    expect(result((b) => b.market === 'spread' && b.line === -3)).toEqual(['win', 0.909]);
    expect(result((b) => b.market === 'spread' && b.line === -7)).toEqual(['push', 0]);
    expect(result((b) => b.market === 'spread' && b.side === 'away' && b.gameId === dal)).toEqual([
      'loss',
      -2,
    ]);
    expect(result((b) => b.market === 'total')).toEqual(['win', 0.909]);
    // 1.7u at −170 pays 1.
    expect(result((b) => b.market === 'moneyline')).toEqual(['win', 1]);
    expect(graded.find((b) => b.line === -3)!.score).toEqual({ home: 27, away: 20 });
    // Decided stakes 1 + 2 + 1 + 1.7 = 5.7; net 0.909 − 2 + 0.909 + 1 = 0.818; ROI 14.4%.
    expect(summary).toMatchObject({
      count: 6,
      wins: 3,
      losses: 1,
      pushes: 1,
      voids: 1,
      pending: 0,
      staked: 5.7,
      profit: 0.82,
      roi: 14.4,
    });
    // Mean CLV over the five valued bets (the void is out).
    const clvs = graded.filter((b) => b.result !== 'void').map((b) => b.closing!.clv);
    expect(clvs).toHaveLength(5);
    expect(summary.clv).toBe(Math.round((clvs.reduce((s, v) => s + v, 0) / 5) * 100) / 100);
    // The bet with a $50 unit: 1u staked, +0.909u = $45.45.
    expect(summary.dollars).toEqual({ staked: 50, profit: 45.45, bets: 1 });
  });

  it('exports the bets as CSV', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bets.csv', headers: viaCookie(mine.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="betlens-bets-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = res.body.split('\r\n');
    expect(rows[0]).toBe(BETS_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(8); // header, six bets, the final CRLF
    const row = rows.find((r) => r.includes(',DraftKings,'))!;
    expect(row).toContain(
      ',NFL,Kansas City Chiefs,Dallas Cowboys,spread,Dallas Cowboys \u22123,-3,-110,DraftKings,',
    );
    expect(row).toContain(',1.00,50.00,50.00,Won,0.91,45.45,-3.5,-121,4.01,no');
  });

  it('deletes a bet (204); a second delete is 404', async () => {
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/bets/${homeSpread.id}`, headers: viaCookie(mine.cookie) });
    const first = await del();
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await del()).statusCode).toBe(404);
    expect((await list(viaKey(mine.key))).bets.map((b) => b.id)).not.toContain(homeSpread.id);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/bets/not-an-id',
      headers: viaCookie(mine.cookie),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths['/api/bets']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/bets/{id}']!)).toEqual(['delete']);
    expect(Object.keys(doc.paths['/api/bets.csv']!)).toEqual(['get']);
  });
});
