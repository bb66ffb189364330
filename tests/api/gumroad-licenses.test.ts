import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { createGumroadClient } from '../../src/server/providers/gumroad/gumroad-client';
import { gumroadMarketplace } from '../../src/server/providers/create-providers';
import { findLicenseByKey } from '../../src/server/services/licensing/license-record';
import { startFakeGumroad, type FakeGumroad } from '../fakes/fake-gumroad';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, TestClock, type TestApp } from '../helpers/test-app';
import { cookiesFrom } from '../helpers/factories';

const HOUR = 3_600_000;
let keySeq = 0;
const nextKey = () => `ABCDEF12-00000000-00000000-${String(++keySeq).padStart(8, '0')}`;

describe.each(testDatabaseKinds())('Gumroad licences through verify-license on $name', (kind) => {
  let database: Database;
  let fake: FakeGumroad;
  let t: TestApp;
  const clock = new TestClock(new Date('2026-11-22T15:00:00Z'));

  beforeAll(async () => {
    database = await kind.open();
    fake = await startFakeGumroad();
    const client = createGumroadClient({
      baseUrl: fake.url,
      now: clock.now,
      sleep: async () => {},
      timeoutMs: 500,
      maxAttempts: 2,
    });
    t = await makeTestApp(database, {
      clock,
      env: {
        GUMROAD_PRODUCT_ALL_ACCESS: 'prod-all',
        GUMROAD_PRODUCT_NFL: 'prod-nfl',
        GUMROAD_REVERIFY_MINUTES: '60',
        GUMROAD_GRACE_HOURS: '72',
      },
      deps: { marketplace: gumroadMarketplace(client) },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await database.close();
  });
  beforeEach(() => clock.set(new Date('2026-11-22T15:00:00Z')));

  const verify = (licenseKey: string, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey },
      headers: cookie ? { cookie } : {},
    });
  const verifyCalls = (key: string) => fake.requests.filter((r) => JSON.stringify(r).includes(key));

  it('records a key unknown locally on its first success, with the plan of its product and the subscription expiry', async () => {
    const key = nextKey();
    fake.seed({ licenseKey: key, productId: 'prod-nfl', email: 'Buyer@Example.com', recurrence: 'monthly' });
    const res = await verify(key.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      valid: true,
      license: { email: 'buyer@example.com', subscriptionType: 'nfl', isActive: true },
    });
    const row = await findLicenseByKey(database.db, key);
    expect(row).toMatchObject({
      source: 'gumroad',
      plan: 'nfl',
      gumroadProductId: 'prod-nfl',
      status: 'active',
    });
    // Monthly from 2026-08-30: the current paid period ends 2026-11-30.
    expect(row!.expiresAt.toISOString()).toBe('2026-11-30T17:21:09.000Z');
    expect(fake.license(key)!.uses).toBe(1);
  });

  it('re-verifies at most every N minutes, without counting a use', async () => {
    const key = nextKey();
    fake.seed({ licenseKey: key, productId: 'prod-all', recurrence: 'monthly' });
    const first = await verify(key);
    const cookie = cookiesFrom(first);
    const callsAfterFirst = verifyCalls(key).length;
    clock.advance(30 * 60_000);
    expect((await verify(key, cookie)).statusCode).toBe(200);
    expect(verifyCalls(key).length).toBe(callsAfterFirst);
    clock.advance(31 * 60_000);
    expect((await verify(key, cookie)).statusCode).toBe(200);
    expect(verifyCalls(key).length).toBe(callsAfterFirst + 1);
    expect(JSON.stringify(verifyCalls(key).at(-1))).toContain('increment_uses_count');
    expect(fake.license(key)!.uses).toBe(1);
  });

  it('locks out a refunded purchase at the next re-check', async () => {
    const key = nextKey();
    fake.seed({ licenseKey: key, productId: 'prod-all', recurrence: 'monthly' });
    const cookie = cookiesFrom(await verify(key));
    fake.update(key, { purchase: { refunded: true } });
    clock.advance(2 * HOUR);
    const res = await verify(key, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ valid: false, code: 'LICENSE_REVOKED' });
  });

  it('treats an ended subscription as expired', async () => {
    const key = nextKey();
    fake.seed({
      licenseKey: key,
      productId: 'prod-all',
      recurrence: 'monthly',
      purchase: { subscription_ended_at: '2026-11-01T00:00:00Z' },
    });
    const res = await verify(key);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toContain('expired');
  });

  it('keeps a recently verified key working through a Gumroad outage, but not beyond the grace period', async () => {
    const key = nextKey();
    fake.seed({ licenseKey: key, productId: 'prod-all', recurrence: 'yearly' });
    const cookie = cookiesFrom(await verify(key));
    clock.advance(2 * HOUR);
    fake.failNext(2, { status: 503 });
    expect((await verify(key, cookie)).statusCode).toBe(200);
    clock.advance(80 * HOUR);
    fake.failNext(2, { status: 503 });
    const late = await verify(key, cookie);
    expect(late.statusCode).toBe(503);
    expect(late.json()).toMatchObject({ valid: false, code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('answers 401 for a key no product knows, and 503 (not "invalid") when Gumroad is down for a new key', async () => {
    const unknown = nextKey();
    expect((await verify(unknown)).statusCode).toBe(401);
    const other = nextKey();
    fake.seed({ licenseKey: other, productId: 'prod-all' });
    fake.failNext(2, { status: 500 });
    const down = await verify(other);
    expect(down.statusCode).toBe(503);
    expect(await findLicenseByKey(database.db, other)).toBeUndefined();
  });
});
