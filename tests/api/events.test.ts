import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull } from 'drizzle-orm';
import { eventsSummaryResponseSchema } from '@shared/api/events';
import type { Database } from '../../src/server/db/open-database';
import { analyticsEvents, games } from '../../src/server/db/schema';
import { createWebhookForwarder } from '../../src/server/providers/analytics/webhook-forwarder';
import { forwardPendingEvents } from '../../src/server/services/analytics/forward-events';
import { refreshGames } from '../../src/server/services/analysis/refresh';
import { ingestPlayerProps } from '../../src/server/services/props/ingest-player-props';
import type { OddsProvider } from '../../src/server/providers/ports';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { anAdminKey } from '../helpers/factories';
import { startFakeCollector, type FakeCollector } from '../fakes/fake-analytics';

describe.each(testDatabaseKinds())('first-party analytics on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  let collector: FakeCollector | undefined;

  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database, { env: { ANALYTICS_EVENTS_PER_MINUTE: '30' } });
  });
  afterEach(async () => {
    await collector?.close();
    collector = undefined;
    await database.db.delete(analyticsEvents);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const send = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/events', payload: payload as object, remoteAddress: ip });
  const stored = async () => (await database.db.select({ n: count() }).from(analyticsEvents))[0]!.n;

  it('stores a browser event and answers 202', async () => {
    const res = await send({
      name: 'purchase_initiated',
      properties: { plan: 'all-access', price_usd: 14.99, from_landing: true },
      path: '/purchase',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    const [row] = await database.db.select().from(analyticsEvents);
    expect(row).toMatchObject({
      name: 'purchase_initiated',
      source: 'web',
      path: '/purchase',
      properties: { plan: 'all-access', price_usd: 14.99, from_landing: true },
      forwardedAt: null,
    });
    expect((await send({ name: 'pick_viewed', source: 'overlay' })).statusCode).toBe(202);
  });

  it.each([
    ['an unknown event', { name: 'page_hacked' }],
    ['an event only the server records', { name: 'game_approved' }],
    ['a property that could carry a key', { name: 'license_entered', properties: { license_key: 'X' } }],
    ['a property that could carry a phone', { name: 'sms_subscription_started', properties: { phone: '1' } }],
    ['a nested property', { name: 'pick_viewed', properties: { game: { id: 1 } } }],
    ['a path with a query string', { name: 'purchase_completed', path: '/success?license_key=ABC' }],
    ['an unknown field', { name: 'pick_viewed', extra: true }],
    [
      'too many properties',
      { name: 'pick_viewed', properties: Object.fromEntries([...Array(13).keys()].map((i) => [`p${i}`, i])) },
    ],
    ['a long value', { name: 'pick_viewed', properties: { note: 'x'.repeat(201) } }],
    ['no body', null],
  ])('refuses %s with a 400 and stores nothing', async (_label, payload) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(await stored()).toBe(0);
  });

  it('limits events per IP per minute (429 with Retry-After)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await send({ name: 'pick_viewed' }, '10.0.0.99')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 202)).toBe(true);
    const limited = await send({ name: 'pick_viewed' }, '10.0.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send({ name: 'pick_viewed' }, '10.0.0.100')).statusCode).toBe(202);
  });

  it('shows the admin counts per event, and only to an admin', async () => {
    await send({ name: 'purchase_completed' });
    await send({ name: 'purchase_completed' });
    await send({ name: 'license_verified', properties: { returning: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(401);
    const admin = await anAdminKey(t.ctx);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics',
      headers: { 'x-license-key': admin.key },
    });
    expect(res.statusCode).toBe(200);
    const body = eventsSummaryResponseSchema.parse(res.json());
    expect(body.forwarding).toBe(false);
    const counts = Object.fromEntries(body.events.map((e) => [e.name, e.last7Days]));
    expect(counts).toMatchObject({ purchase_completed: 2, license_verified: 1, game_approved: 0 });
  });

  it('records a failed odds pull as odds_api_failure and still fails the refresh', async () => {
    const failing: OddsProvider = {
      name: 'odds-api',
      fetchOdds: () => Promise.reject(new Error('The Odds API is unavailable')),
      fetchScores: () => Promise.resolve({ events: [] }),
    } as unknown as OddsProvider;
    await expect(
      refreshGames({ ...t.ctx, odds: failing }, { params: { leagues: ['nfl'] } }, async () => {}),
    ).rejects.toThrow('unavailable');
    const [row] = await database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'odds_api_failure'));
    expect(row).toMatchObject({ source: 'server', properties: { provider: 'odds-api', league: 'nfl' } });
  });

  it('records a failed player-props pull as odds_api_failure too', async () => {
    const failing = {
      name: 'odds-api',
      fetchPlayerProps: () => Promise.reject(new Error('The Odds API is unavailable')),
    } as unknown as OddsProvider;
    const kickoff = new Date(t.ctx.now().getTime() + 2 * 86_400_000);
    await database.db.insert(games).values({
      id: randomUUID(),
      gameKey: 'replay:props-failure',
      league: 'nfl',
      season: 2026,
      week: 12,
      seasonType: 'regular',
      kickoff,
      homeTeamId: 'BUF',
      awayTeamId: 'KC',
      neutralSite: false,
      status: 'scheduled',
      source: 'replay',
      details: {},
    });
    const window = { from: t.ctx.now(), to: new Date(kickoff.getTime() + 86_400_000) };
    // One event failing is skipped (logged); the failure is still counted.
    expect(await ingestPlayerProps(t.ctx, failing, window)).toBe(0);
    const rows = await database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'odds_api_failure'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ properties: { provider: 'odds-api', league: 'nfl' } });
  });

  it('forwards stored events to the collector in order, keeps them when it is down, never twice', async () => {
    collector = await startFakeCollector();
    for (const name of ['license_entered', 'license_verified', 'pick_viewed'] as const) await send({ name });
    const forwarder = createWebhookForwarder({
      url: collector.url,
      maxAttempts: 1,
      sleep: () => Promise.resolve(),
    });
    collector.failNext(1, 503);
    await expect(forwardPendingEvents(t.ctx, forwarder)).rejects.toThrow();
    const pending = await database.db
      .select()
      .from(analyticsEvents)
      .where(isNull(analyticsEvents.forwardedAt));
    expect(pending).toHaveLength(3);

    expect(await forwardPendingEvents(t.ctx, forwarder)).toEqual({ forwarded: 3 });
    expect(collector.received.map((e) => e.name)).toEqual([
      'license_entered',
      'license_verified',
      'pick_viewed',
    ]);
    expect(await forwardPendingEvents(t.ctx, forwarder)).toEqual({ forwarded: 0 });
    expect(collector.received).toHaveLength(3);
  });

  it('two forwarders running at once (two instances) send each event once', async () => {
    collector = await startFakeCollector();
    for (const name of ['license_entered', 'license_verified', 'pick_viewed'] as const) await send({ name });
    const forwarder = createWebhookForwarder({ url: collector.url, maxAttempts: 1 });
    const runs = await Promise.all([
      forwardPendingEvents(t.ctx, forwarder),
      forwardPendingEvents(t.ctx, forwarder),
    ]);
    expect(runs[0].forwarded + runs[1].forwarded).toBe(3);
    expect(collector.received.map((e) => e.name).sort()).toEqual([
      'license_entered',
      'license_verified',
      'pick_viewed',
    ]);
  });
});
