import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { playerPropsResponseSchema, propMutationResponseSchema } from '@shared/api/props';
import type { Database } from '../../src/server/db/open-database';
import { auditLog, games, playerProps } from '../../src/server/db/schema';
import { createOddsApiProvider } from '../../src/server/providers/odds-api/odds-api-provider';
import { createReplayProvider } from '../../src/server/providers/replay/replay-provider';
import { ingestOdds } from '../../src/server/services/ingest/ingest-odds';
import { ingestPlayerProps } from '../../src/server/services/props/ingest-player-props';
import { FAKE_ODDS_SPORTS, fakeMarkets, startFakeOddsApi, type FakeOddsApi } from '../fakes/fake-odds-api';
import { testDatabaseKinds } from '../helpers/databases';
import { aLicense, anAdminKey } from '../helpers/factories';
import { makeTestApp, TestClock, type TestApp } from '../helpers/test-app';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('player props API on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  let fake: FakeOddsApi;
  let adminKey: string;
  let nflKey: string;
  let collegeKey: string;
  const clock = new TestClock(new Date('2026-11-22T15:00:00Z'));

  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database, { clock });
    fake = await startFakeOddsApi();
    adminKey = (await anAdminKey(t.ctx, 'props desk')).key;
    nflKey = (await aLicense(t.ctx, { plan: 'nfl' })).key;
    collegeKey = (await aLicense(t.ctx, { plan: 'cfb' })).key;
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
    await database.close();
  });

  const admin = () => ({ 'x-license-key': adminKey });
  const licensed = (key: string) => ({ 'x-license-key': key, 'x-device-id': 'props-test-device' });
  const publicList = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nfl-player-props',
      headers: licensed(nflKey),
    });
    expect(res.statusCode).toBe(200);
    return playerPropsResponseSchema.parse(res.json()).data;
  };
  const create = (body: unknown, headers: Record<string, string> = { 'x-license-key': adminKey }) =>
    t.app.inject({ method: 'POST', url: '/api/admin/player-props', headers, payload: body as object });

  it('an admin adds a free-text prop; it is parsed, audited and listed publicly', async () => {
    const res = await create({
      fullText: 'Patrick Mahomes (KC) over 274.5 passing yards - great matchup',
      propInsight: 'Bills secondary banged up',
    });
    expect(res.statusCode).toBe(200);
    const body = propMutationResponseSchema.parse(res.json());
    expect(body.message).toBe('Player prop added');
    expect(body.prop).toMatchObject({
      fullText: 'Patrick Mahomes (KC) over 274.5 passing yards - great matchup',
      player: 'Patrick Mahomes',
      team: 'KC',
      position: null,
      propType: 'Passing Yards',
      line: 274.5,
      side: 'over',
      notes: 'great matchup',
      propInsight: 'Bills secondary banged up',
      source: 'admin',
      commenceTime: null,
    });
    const listed = await publicList();
    expect(listed.map((p) => p.id)).toContain(body.prop.id);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'prop.create'));
    expect(audit.map((a) => a.target)).toContain(`prop ${body.prop.id}`);
    expect(audit[0]?.actor).toBe('props desk');
  });

  it('keeps unparseable text as full text with null parts', async () => {
    const res = await create({ fullText: 'Hammer the Chiefs defence' });
    const { prop } = propMutationResponseSchema.parse(res.json());
    expect(prop).toMatchObject({
      fullText: 'Hammer the Chiefs defence',
      propType: null,
      line: null,
      team: null,
    });
  });

  it.each([
    [{ fullText: '   ' }],
    [{ fullText: 'x'.repeat(501) }],
    [{ fullText: 'Josh Allen anytime TD', expiresAt: 'tomorrow' }],
    [{ fullText: 'Josh Allen anytime TD', expiresAt: '2026-11-21T00:00:00Z' }],
    [{ fullText: 'Josh Allen anytime TD', extra: true }],
    [{ fullText: 42 }],
  ])('refuses bad input %j with 400 and stores nothing', async (body) => {
    const before = (await t.ctx.db.select({ id: playerProps.id }).from(playerProps)).length;
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await t.ctx.db.select({ id: playerProps.id }).from(playerProps)).length).toBe(before);
  });

  it('refuses callers without a valid admin key (401) and stores nothing', async () => {
    const before = (await t.ctx.db.select({ id: playerProps.id }).from(playerProps)).length;
    const callers: Record<string, string>[] = [
      {},
      { 'x-license-key': 'AAAAAAAA-BBBBBBBB-CCCCCCCC-DDDDDDDD' },
    ];
    for (const headers of callers) {
      const res = await create({ fullText: 'Josh Allen anytime TD' }, headers);
      expect(res.statusCode).toBe(401);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/player-props' });
    expect(list.statusCode).toBe(401);
    expect((await t.ctx.db.select({ id: playerProps.id }).from(playerProps)).length).toBe(before);
  });

  it('removes a prop (soft, audited, idempotent) and hides it; expired props are hidden too', async () => {
    const { prop } = propMutationResponseSchema.parse(
      (await create({ fullText: 'Travis Kelce o5.5 receptions' })).json(),
    );
    clock.advance(60_000);
    const short = propMutationResponseSchema.parse(
      (await create({ fullText: 'Josh Allen anytime TD', expiresAt: '2026-11-22T17:00:00Z' })).json(),
    ).prop;
    expect((await publicList()).map((p) => p.id)).toEqual(expect.arrayContaining([prop.id, short.id]));
    // Newest first.
    expect((await publicList())[0]?.id).toBe(short.id);

    const remove = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/player-props/${prop.id}/remove`,
        headers: admin(),
        payload: {},
      });
    const res = await remove();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Player prop removed' });
    expect((await remove()).json()).toMatchObject({ message: 'Player prop already removed' });
    const [row] = await t.ctx.db.select().from(playerProps).where(eq(playerProps.id, prop.id));
    expect(row?.removedAt).not.toBeNull();
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'prop.remove'))).toHaveLength(1);

    let ids = (await publicList()).map((p) => p.id);
    expect(ids).not.toContain(prop.id);
    expect(ids).toContain(short.id);
    clock.advance(3 * HOUR);
    ids = (await publicList()).map((p) => p.id);
    expect(ids).not.toContain(short.id);
    const adminIds = playerPropsResponseSchema
      .parse((await t.app.inject({ method: 'GET', url: '/api/admin/player-props', headers: admin() })).json())
      .data.map((p) => p.id);
    expect(adminIds).toEqual(ids);
    clock.set(new Date('2026-11-22T15:00:00Z'));

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/player-props/7b1f7a36-3b7e-4a51-9a53-2a3c0e9b6d11/remove',
      headers: admin(),
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    const notUuid = await t.app.inject({
      method: 'POST',
      url: '/api/admin/player-props/nope/remove',
      headers: admin(),
      payload: {},
    });
    expect(notUuid.statusCode).toBe(400);
  });

  it('needs a licence with the NFL: 401 without one, 403 for a college-only plan, never shared-cached (issue 22)', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/nfl-player-props' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'License key is required' });
    expect(visitor.body).not.toContain('"data"');
    const college = await t.app.inject({
      method: 'GET',
      url: '/api/nfl-player-props',
      headers: licensed(collegeKey),
    });
    expect(college.statusCode).toBe(403);
    expect(college.json()).toMatchObject({ code: 'PLAN_FORBIDDEN' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nfl-player-props',
      headers: licensed(nflKey),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('ingests book props from The Odds API event odds (fake) into one prop per player and market', async () => {
    const propsBook = (key: string, title: string, point: number, over: number, under: number) => ({
      key,
      title,
      last_update: '2026-11-22T14:55:00Z',
      markets: [
        fakeMarkets.spreads('Buffalo Bills', -2.5, 'Kansas City Chiefs'),
        {
          key: 'player_pass_yds',
          outcomes: [
            { name: 'Over', description: 'Josh Allen', price: over, point },
            { name: 'Under', description: 'Josh Allen', price: under, point },
          ],
        },
        {
          key: 'player_anytime_td',
          outcomes: [{ name: 'Yes', description: 'James Cook', price: key === 'draftkings' ? 120 : 110 }],
        },
      ],
    });
    fake.seedEvents(FAKE_ODDS_SPORTS.nfl, {
      id: 'evt-kc-buf',
      commence_time: '2026-11-23T21:25:00Z',
      home_team: 'Buffalo Bills',
      away_team: 'Kansas City Chiefs',
      bookmakers: [
        propsBook('draftkings', 'DraftKings', 254.5, -105, -115),
        propsBook('fanduel', 'FanDuel', 254.5, -112, -108),
        propsBook('betmgm', 'BetMGM', 250.5, -110, -110),
      ],
    });
    const odds = createOddsApiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, maxAttempts: 1 });
    const window = { from: new Date('2026-11-22T05:00:00Z'), to: new Date('2026-11-30T05:00:00Z') };
    await ingestOdds(t.ctx, odds, 'nfl', window);

    const written = await ingestPlayerProps(t.ctx, odds, window, {
      markets: ['player_pass_yds', 'player_anytime_td'],
    });
    expect(written).toBe(2);
    const call = fake.requests.find((r) => r.path.includes('/events/evt-kc-buf/odds'));
    expect(call?.query.markets).toBe('player_pass_yds,player_anytime_td');

    const book = (await publicList()).filter((p) => p.source === 'odds-api');
    const [game] = await t.ctx.db.select().from(games).where(eq(games.gameKey, 'odds:evt-kc-buf'));
    expect(book).toHaveLength(2);
    const passing = book.find((p) => p.propType === 'Passing Yards');
    expect(passing).toMatchObject({
      player: 'Josh Allen',
      line: 254.5,
      fullText: 'Josh Allen Passing Yards 254.5',
      commenceTime: game?.kickoff.toISOString(),
      propInsight:
        'Best price Over 254.5 at DraftKings (-105), Under at FanDuel (-108); consensus line 254.5 across 3 books',
    });
    expect(book.find((p) => p.propType === 'Anytime TD')?.propInsight).toBe(
      'Best price Yes at DraftKings (+120); 3 books priced',
    );

    // Each book's Over and Under price is stored, at the book's own line.
    const [stored] = await t.ctx.db.select().from(playerProps).where(eq(playerProps.id, passing!.id));
    expect(stored?.prices).toEqual([
      { book: 'betmgm', bookName: 'BetMGM', point: 250.5, over: -110, under: -110 },
      { book: 'draftkings', bookName: 'DraftKings', point: 254.5, over: -105, under: -115 },
      { book: 'fanduel', bookName: 'FanDuel', point: 254.5, over: -112, under: -108 },
    ]);
    // Priced from the two books at 254.5 (BetMGM's 250.5 is another bet). Shin on a two-way market
    // takes half the overround off each side: DraftKings' fair Over is 105/205 − (105/205 + 115/215
    // − 1)/2 = 0.488656, FanDuel's 112/212 − (112/212 + 108/208 − 1)/2 = 0.504536; mean 0.496596.
    // Over at −105: 0.496596·100/105 − 0.503404 = −3.046%; Under at −108: −3.048%; so the Over shows.
    expect(passing).toMatchObject({ game: 'KC @ BUF', side: 'over', price: -105, book: 'DraftKings' });
    // Fair Over price: +100 · 0.503404/0.496596 = +101.37.
    expect(passing?.fairPrice).toBeCloseTo(101.371, 2);
    expect(passing?.edge).toBeCloseTo(-3.0456, 3);
    // Yes-only market: the best Yes price, and no fair price with no No side quoted.
    expect(book.find((p) => p.propType === 'Anytime TD')).toMatchObject({
      line: null,
      side: 'yes',
      price: 120,
      book: 'DraftKings',
      fairPrice: null,
      edge: null,
    });

    // A fresh fetch is skipped inside the interval; after it, a moved line retires the old prop.
    const calls = fake.requests.length;
    expect(await ingestPlayerProps(t.ctx, odds, window, { markets: ['player_pass_yds'] })).toBe(0);
    expect(fake.requests.length).toBe(calls);
    fake.seedEvents(FAKE_ODDS_SPORTS.nfl, {
      id: 'evt-kc-buf',
      commence_time: '2026-11-23T21:25:00Z',
      home_team: 'Buffalo Bills',
      away_team: 'Kansas City Chiefs',
      bookmakers: [propsBook('draftkings', 'DraftKings', 259.5, -110, -110)],
    });
    clock.advance(7 * HOUR);
    expect(
      await ingestPlayerProps(t.ctx, odds, window, { markets: ['player_pass_yds', 'player_anytime_td'] }),
    ).toBe(2);
    const after = (await publicList()).filter((p) => p.source === 'odds-api');
    expect(after.map((p) => p.line).sort()).toEqual([259.5, null].sort());
    // One book left: its price is shown, but one book is no consensus, so no fair price or edge.
    expect(after.find((p) => p.line === 259.5)).toMatchObject({
      side: 'over',
      price: -110,
      book: 'DraftKings',
      fairPrice: null,
      edge: null,
    });
    // The kept Anytime TD prop's prices are refreshed to what the books quote now.
    const td = after.find((p) => p.propType === 'Anytime TD');
    const [tdRow] = await t.ctx.db.select().from(playerProps).where(eq(playerProps.id, td!.id));
    expect(tdRow?.prices).toEqual([
      { book: 'draftkings', bookName: 'DraftKings', point: null, over: 120, under: null },
    ]);
    // Props end at kickoff.
    clock.set(new Date('2026-11-23T21:30:00Z'));
    expect((await publicList()).filter((p) => p.source === 'odds-api')).toEqual([]);
    clock.set(new Date('2026-11-22T15:00:00Z'));
  });

  it('the offline replay has no props: ingestion writes nothing', async () => {
    const replay = createReplayProvider({ now: clock.now });
    const window = { from: new Date('2026-11-22T05:00:00Z'), to: new Date('2026-11-30T05:00:00Z') };
    expect(await ingestPlayerProps(t.ctx, replay, window)).toBe(0);
  });
});
