import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/server/db/open-database';
import { createGumroadClient } from '../../src/server/providers/gumroad/gumroad-client';
import { gumroadMarketplace } from '../../src/server/providers/create-providers';
import { startFakeGumroad, type FakeGumroad } from '../fakes/fake-gumroad';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { aLicense, anAdminKey } from '../helpers/factories';

const DEVICE = 'device-abcdefghijklmnop';
let keySeq = 0;
const unknownKey = () => `ABCDEF12-00000000-11111111-${String(++keySeq).padStart(8, '0')}`;

const licensed = (t: TestApp, key: string, ip: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { 'x-license-key': key, 'x-device-id': DEVICE },
    remoteAddress: ip,
  });
const admin = (t: TestApp, key: string, ip: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/licenses',
    headers: { 'x-license-key': key },
    remoteAddress: ip,
  });

describe.each(testDatabaseKinds())('failed key checks per address on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database, { env: { KEY_FAILURES_PER_IP: '5', KEY_FAILURE_WINDOW_MINUTES: '15' } });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('answers 429 with Retry-After on licensed routes past the cap, even for a real key', async () => {
    const { key } = await aLicense(t.ctx);
    for (let i = 0; i < 5; i++) expect((await licensed(t, unknownKey(), '10.3.0.1')).statusCode).toBe(401);
    const limited = await licensed(t, unknownKey(), '10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await licensed(t, key, '10.3.0.1')).statusCode).toBe(429);
    // Another address is unaffected, and a real key works there.
    expect((await licensed(t, key, '10.3.0.2')).statusCode).toBe(200);
    // The window ends.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await licensed(t, key, '10.3.0.1')).statusCode).toBe(200);
  });

  it('counts admin-key guesses on every admin route, together with licence-key guesses', async () => {
    const { key: adminKey } = await anAdminKey(t.ctx);
    for (let i = 0; i < 3; i++) expect((await admin(t, unknownKey(), '10.4.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await licensed(t, unknownKey(), '10.4.0.1')).statusCode).toBe(401);
    const limited = await admin(t, adminKey, '10.4.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey: unknownKey() },
      remoteAddress: '10.4.0.1',
    });
    expect(verify.statusCode).toBe(429);
    const sms = await t.app.inject({
      method: 'POST',
      url: '/api/sms/check-license-subscription',
      payload: { licenseKey: unknownKey() },
      remoteAddress: '10.4.0.1',
    });
    expect(sms.statusCode).toBe(429);
    expect((await admin(t, adminKey, '10.4.0.2')).statusCode).toBe(200);
  });

  it('counts a burst of concurrent wrong keys in full: only the cap reaches the key check', async () => {
    const { key } = await aLicense(t.ctx);
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => licensed(t, unknownKey(), '10.30.0.1')),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    // The 429 says when the address may try again.
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many failed key checks\. Try again in \d+ seconds\.$/,
    );
    expect((await licensed(t, key, '10.30.0.1')).statusCode).toBe(429);
    // A real key's place in the count is handed back when it answers: real keys never use it up.
    for (let round = 0; round < 6; round++) {
      const real = await Promise.all(Array.from({ length: 5 }, () => licensed(t, key, '10.30.0.2')));
      expect(real.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    }
    for (let i = 0; i < 5; i++) expect((await licensed(t, unknownKey(), '10.30.0.2')).statusCode).toBe(401);
    expect((await licensed(t, unknownKey(), '10.30.0.2')).statusCode).toBe(429);
  });

  it('groups IPv6 addresses by /64: rotating addresses in one /64 share one count', async () => {
    const { key } = await aLicense(t.ctx);
    for (let i = 0; i < 5; i++)
      expect((await licensed(t, unknownKey(), `2001:db8:7:1::${(i + 1).toString(16)}`)).statusCode).toBe(401);
    expect((await licensed(t, unknownKey(), '2001:db8:7:1:ffff:1:2:3')).statusCode).toBe(429);
    expect((await licensed(t, key, '2001:db8:7:1::abcd')).statusCode).toBe(429);
    // The next /64 is another subscriber.
    expect((await licensed(t, key, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('does not count a real key that is revoked or expired as a guess', async () => {
    const { key } = await aLicense(t.ctx, { days: 1 });
    t.clock.advance(2 * 86_400_000);
    for (let i = 0; i < 8; i++) expect((await licensed(t, key, '10.5.0.1')).statusCode).toBe(403);
  });
});

const verifyKey = (t: TestApp, licenseKey: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-license',
    payload: { licenseKey },
    remoteAddress: ip,
  });

type DatabaseKind = ReturnType<typeof testDatabaseKinds>[number];

/** An app on `kind` whose marketplace is a fake Gumroad with the four products, opened and closed around the block. */
function withGumroadApp(kind: DatabaseKind, env: Record<string, string>): { t: TestApp; fake: FakeGumroad } {
  let database: Database;
  const app = {} as { t: TestApp; fake: FakeGumroad };
  beforeAll(async () => {
    database = await kind.open();
    app.fake = await startFakeGumroad();
    const client = createGumroadClient({
      baseUrl: app.fake.url,
      sleep: async () => {},
      timeoutMs: 1000,
      maxAttempts: 1,
    });
    app.t = await makeTestApp(database, {
      env: {
        GUMROAD_PRODUCT_ALL_ACCESS: 'prod-all',
        GUMROAD_PRODUCT_FOOTBALL: 'prod-football',
        GUMROAD_PRODUCT_CFB: 'prod-cfb',
        GUMROAD_PRODUCT_NFL: 'prod-nfl',
        ...env,
      },
      deps: { marketplace: gumroadMarketplace(client) },
    });
  });
  afterAll(async () => {
    await app.t.close();
    await app.fake.close();
    await database.close();
  });
  return app;
}

describe.each(testDatabaseKinds())('Gumroad look-ups on $name', (kind) => {
  const app = withGumroadApp(kind, { GUMROAD_CALLS_PER_MINUTE: '8', KEY_FAILURES_PER_IP: '1000' });
  const verify = (licenseKey: string, ip = '10.6.0.1') => verifyKey(app.t, licenseKey, ip);

  it('never asks Gumroad for an unknown key on a licensed route', async () => {
    const before = app.fake.requests.length;
    for (let i = 0; i < 20; i++)
      expect((await licensed(app.t, unknownKey(), `10.6.1.${i}`)).statusCode).toBe(401);
    expect(app.fake.requests.length).toBe(before);
  });

  it('asks once per product for a new key, remembers the miss, and keeps to the per-minute budget', async () => {
    const first = unknownKey();
    const before = app.fake.requests.length;
    expect((await verify(first)).statusCode).toBe(401);
    expect(app.fake.requests.length - before).toBe(4);
    expect((await verify(first)).statusCode).toBe(401);
    expect((await verify(first)).statusCode).toBe(401);
    expect(app.fake.requests.length - before).toBe(4);
    // This address's share (a quarter of 8 calls, at least one key's 4) is spent: the next new key waits.
    const ownShare = await verify(unknownKey());
    expect(ownShare.statusCode).toBe(503);
    expect(Number(ownShare.headers['retry-after'])).toBeGreaterThan(0);
    expect(app.fake.requests.length - before).toBe(4);
    expect((await verify(unknownKey(), '10.6.0.2')).statusCode).toBe(401);
    expect(app.fake.requests.length - before).toBe(8);
    // The budget of 8 calls this minute is spent: a new key waits instead of calling.
    const spent = await verify(unknownKey(), '10.6.0.3');
    expect(spent.statusCode).toBe(503);
    expect(spent.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    expect(app.fake.requests.length - before).toBe(8);
  });

  it('refuses malformed keys without a call', async () => {
    const before = app.fake.requests.length;
    for (const junk of ['nope', 'ABCDEF12-00000000-11111111', 'ZZZZZZZZ-00000000-11111111-22222222'])
      expect((await verify(junk, '10.6.0.9')).statusCode).toBe(401);
    expect(app.fake.requests.length).toBe(before);
  });
});

describe.each(testDatabaseKinds())("a buyer's first key while junk keys arrive on $name", (kind) => {
  const app = withGumroadApp(kind, { GUMROAD_CALLS_PER_MINUTE: '16' });

  it('verifies the buyer: junk from two addresses spends only their shares of the budget', async () => {
    const buyerKey = 'C0FFEE00-12345678-9ABCDEF0-0FEDCBA9';
    app.fake.seed({ licenseKey: buyerKey, productId: 'prod-cfb', recurrence: 'monthly' });
    const post = (licenseKey: string, ip: string) => verifyKey(app.t, licenseKey, ip);
    const junk = Array.from({ length: 15 }, (_, i) =>
      post(unknownKey(), i % 2 ? '10.40.0.1' : '2001:db8:40::1'),
    );
    const [buyer, ...junkAnswers] = await Promise.all([post(buyerKey, '10.40.0.9'), ...junk]);
    expect(buyer.statusCode, buyer.body).toBe(200);
    expect(buyer.json()).toMatchObject({ valid: true, license: { subscriptionType: 'cfb' } });
    // Each junk address got one key's worth of look-ups; the rest waited without a call.
    expect(junkAnswers.filter((r) => r.statusCode === 401)).toHaveLength(2);
    expect(junkAnswers.filter((r) => r.statusCode === 503)).toHaveLength(13);
    expect(app.fake.requests.filter((r) => JSON.stringify(r).includes(buyerKey)).length).toBeGreaterThan(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('failed key checks and Gumroad misses shared through Redis', () => {
  let database: Database;
  let redis: Redis;
  let fake: FakeGumroad;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    redis = new Redis(redisUrl!, { keyPrefix: `t-${randomBytes(4).toString('hex')}:` });
    fake = await startFakeGumroad();
    const env = {
      KEY_FAILURES_PER_IP: '5',
      GUMROAD_PRODUCT_ALL_ACCESS: 'prod-all',
      GUMROAD_PRODUCT_NFL: 'prod-nfl',
    };
    const marketplace = () =>
      gumroadMarketplace(createGumroadClient({ baseUrl: fake.url, sleep: async () => {}, maxAttempts: 1 }));
    a = await makeTestApp(database, { env, deps: { redis, marketplace: marketplace() } });
    b = await makeTestApp(database, { env, deps: { redis, marketplace: marketplace() } });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await fake.close();
    await redis.quit();
    await database.close();
  });

  it('counts guesses on either instance against one cap', async () => {
    for (let i = 0; i < 3; i++) expect((await licensed(a, unknownKey(), '10.8.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await admin(b, unknownKey(), '10.8.0.1')).statusCode).toBe(401);
    expect((await licensed(a, unknownKey(), '10.8.0.1')).statusCode).toBe(429);
    expect((await admin(b, unknownKey(), '10.8.0.1')).statusCode).toBe(429);
  });

  it('a key one instance learned is unknown is not asked again by the other', async () => {
    const key = unknownKey();
    const before = fake.requests.length;
    const verify = (t: TestApp) => verifyKey(t, key, '10.8.1.1');
    expect((await verify(a)).statusCode).toBe(401);
    expect((await verify(b)).statusCode).toBe(401);
    expect(fake.requests.length - before).toBe(2);
  });
});
