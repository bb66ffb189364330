import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import { sessions } from '../../src/server/db/schema';
import { startSessionSweeper, sweepSessions } from '../../src/server/services/licensing/session-sweep';
import { sessionCap } from '../../src/server/services/licensing/sessions';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { aLicense, anAdminKey, cookiesFrom } from '../helpers/factories';

const DAY_MS = 86_400_000;

/**
 * Session rows stay bounded (issue 35 §1: every verify used to add a row that was never deleted):
 * a device verifying again rotates its live session in place, dead sessions are swept, and a
 * licence keeps at most sessionCap() open sessions (docs/architecture.md, "Session rows stay bounded").
 */
describe.each(testDatabaseKinds())('session rows on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const rowsOf = (licenseId: string) =>
    t.ctx.db.select().from(sessions).where(eq(sessions.licenseId, licenseId));
  const verify = (key: string, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey: key },
      headers: cookie ? { cookie } : {},
    });
  const sessionStatus = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).statusCode;

  it('keeps one row for a device that verifies 50 times; only its latest cookie signs in', async () => {
    const { key, license } = await aLicense(t.ctx, { days: 365 });
    const first = await verify(key);
    expect(first.statusCode).toBe(200);
    const device = cookiesFrom({ cookies: first.cookies.filter((c) => c.name === 'bl_device') });
    const firstCookie = cookiesFrom(first);
    const [firstRow] = await rowsOf(license.id);
    let latest = firstCookie;
    for (let i = 1; i < 50; i++) {
      t.clock.advance(60_000);
      const res = await verify(key, device);
      expect(res.statusCode, `verify ${i + 1}`).toBe(200);
      latest = cookiesFrom(res, device);
    }
    const rows = await rowsOf(license.id);
    expect(rows).toHaveLength(1);
    // The row was rotated, not replaced: the first verify's row, with the last one's token times.
    expect(rows[0]!.id).toBe(firstRow?.id);
    expect(rows[0]!.createdAt).toEqual(t.clock.now());
    expect(rows[0]!.expiresAt.getTime()).toBe(t.clock.now().getTime() + t.config.sessionTtlDays * DAY_MS);
    expect(await sessionStatus(latest)).toBe(200);
    expect(await sessionStatus(firstCookie)).toBe(401);

    // Verifications at once from the device never queue on its row: one that finds the session
    // being rotated starts its own (PostgreSQL; PGlite runs them one by one).
    const together = await Promise.all(Array.from({ length: 10 }, () => verify(key, device)));
    expect(together.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const afterBurst = (await rowsOf(license.id)).length;
    if (kind.name === 'pglite') expect(afterBurst).toBe(1);
    const live = await Promise.all(together.map((res) => sessionStatus(cookiesFrom(res, device))));
    expect(live.filter((status) => status === 200)).toHaveLength(afterBurst);
    // Back to one at a time, the device keeps rotating what it has: no new row.
    t.clock.advance(60_000);
    const calm = await verify(key, device);
    expect(await rowsOf(license.id)).toHaveLength(afterBurst);
    // The next new session brings the licence back within its cap, dropping the oldest tokens:
    // the calm sign-in and the new device stay signed in.
    t.clock.advance(60_000);
    const other = await verify(key);
    expect(other.statusCode).toBe(200);
    expect((await rowsOf(license.id)).length).toBeLessThanOrEqual(sessionCap(license));
    expect(await sessionStatus(cookiesFrom(calm, device))).toBe(200);
    expect(await sessionStatus(cookiesFrom(other))).toBe(200);
  });

  it('gives another device its own session, and a signed-out device a new one', async () => {
    const { key, license } = await aLicense(t.ctx, { maxDevices: 2 });
    const a = await verify(key);
    const b = await verify(key);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await rowsOf(license.id)).toHaveLength(2);
    expect(await sessionStatus(cookiesFrom(a))).toBe(200);
    expect(await sessionStatus(cookiesFrom(b))).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookiesFrom(a) },
    });
    expect(out.statusCode).toBe(200);
    // The ended session is not revived: signing in again starts a fresh row.
    const again = await verify(
      key,
      cookiesFrom({ cookies: a.cookies.filter((c) => c.name === 'bl_device') }),
    );
    expect(again.statusCode).toBe(200);
    const rows = await rowsOf(license.id);
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.endedAt === null)).toHaveLength(2);
    expect(await sessionStatus(cookiesFrom(a))).toBe(401);
  });

  it("leaves the site's session signed in when a framed page verifies with the site's device id", async () => {
    const { key, license } = await aLicense(t.ctx, { maxDevices: 2 });
    const site = await verify(key);
    const deviceId = site.cookies.find((c) => c.name === 'bl_device')!.value;
    // A sportsbook page's frame: no Lax cookies, the site's device id handed over as a header.
    for (let view = 0; view < 3; view++) {
      const framed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-license',
        payload: { licenseKey: key },
        headers: { 'x-device-id': deviceId },
      });
      expect(framed.statusCode, `view ${view + 1}`).toBe(200);
    }
    expect(await sessionStatus(cookiesFrom(site))).toBe(200);
    // Each framed sign-in is a session of its own, within the licence's cap (2 per device slot).
    expect(await rowsOf(license.id)).toHaveLength(4);
    expect(sessionCap(license)).toBe(4);
    const more = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey: key },
      headers: { 'x-device-id': deviceId },
    });
    expect(more.statusCode).toBe(200);
    expect(await rowsOf(license.id)).toHaveLength(4);
  });

  it('sweeps sessions a day after they expired, and ended ones of an active licence a day after the end', async () => {
    const { key, license } = await aLicense(t.ctx, { maxDevices: 3, days: 90 });
    const expiring = await verify(key);
    const signedOut = await verify(key);
    expect([expiring.statusCode, signedOut.statusCode]).toEqual([200, 200]);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookiesFrom(signedOut) },
    });

    t.clock.advance(DAY_MS - 60_000);
    await sweepSessions(t.ctx);
    expect(await rowsOf(license.id)).toHaveLength(2);

    t.clock.advance(2 * 60_000);
    await sweepSessions(t.ctx);
    expect(await rowsOf(license.id)).toHaveLength(1);

    t.clock.advance(t.config.sessionTtlDays * DAY_MS);
    expect(await sessionStatus(cookiesFrom(expiring))).toBe(401);
    expect(await rowsOf(license.id)).toHaveLength(1);
    expect((await sweepSessions(t.ctx)).deleted).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(license.id)).toHaveLength(0);
  });

  it('sweeps as soon as the sweeper starts (the job worker starts it)', async () => {
    const { key, license } = await aLicense(t.ctx);
    expect((await verify(key)).statusCode).toBe(200);
    t.clock.advance(t.config.sessionTtlDays * DAY_MS + DAY_MS + 60_000);
    const sweeper = startSessionSweeper(t.ctx);
    await sweeper.stop();
    expect(await rowsOf(license.id)).toHaveLength(0);
  });

  it("keeps a revoked licence's ended sessions until they expire, so their cookie still hears why", async () => {
    const adminKey = (await anAdminKey(t.ctx)).key;
    const { key, license } = await aLicense(t.ctx);
    const signIn = await verify(key);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/admin/licenses/${license.id}/revoke`,
      headers: { 'x-license-key': adminKey },
      payload: {},
    });
    expect(revoke.statusCode).toBe(200);
    t.clock.advance(2 * DAY_MS);
    await sweepSessions(t.ctx);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cookiesFrom(signIn) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'LICENSE_REVOKED' });
    t.clock.advance(t.config.sessionTtlDays * DAY_MS);
    await sweepSessions(t.ctx);
    expect(await rowsOf(license.id)).toHaveLength(0);
  });

  it('deletes the oldest open sessions beyond the cap of two per device slot when a new one starts', async () => {
    const { license } = await aLicense(t.ctx, { maxDevices: 2 });
    const cap = sessionCap(license);
    expect(cap).toBe(4);
    const started: string[] = [];
    for (let i = 0; i < cap + 3; i++) {
      t.clock.advance(1_000);
      const deviceHash = `device-${i}`;
      await t.ctx.repos.sessions.start({
        tokenHash: `token-${license.id}-${i}`,
        licenseId: license.id,
        deviceHash,
        now: t.clock.now(),
        expiresAt: new Date(t.clock.now().getTime() + DAY_MS),
        cap,
      });
      started.push(deviceHash);
    }
    const rows = await rowsOf(license.id);
    expect(rows.map((row) => row.deviceHash).sort()).toEqual(started.slice(-cap).sort());
  });
});
