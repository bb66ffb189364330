import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import { licenseDevices } from '../../src/server/db/schema';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { aLicense, anAdminKey, cookiesFrom } from '../helpers/factories';

/** Freeing device slots (issue 22 §2): framed views, logout, sign out other devices, admin reset. */
describe.each(testDatabaseKinds())('device slots on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database, { env: { PUBLIC_ORIGIN: 'https://betlens.example.com' } });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const devicesOf = async (licenseId: string) =>
    (await t.ctx.db.select().from(licenseDevices).where(eq(licenseDevices.licenseId, licenseId))).length;
  const verify = (key: string, cookie = '', ip = '10.20.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey: key },
      headers: cookie ? { cookie } : {},
      remoteAddress: ip,
    });
  /** A browser that keeps only what a framed third-party page may keep: partitioned cookies. */
  const framedJar = (res: { cookies: { name: string; value: string; partitioned?: boolean }[] }) =>
    cookiesFrom({ cookies: res.cookies.filter((c) => c.name === 'bl_fdevice') });

  it('marks every cookie Secure when PUBLIC_ORIGIN is https, even without TRUST_PROXY', async () => {
    const { key } = await aLicense(t.ctx);
    const res = await verify(key);
    expect(res.statusCode).toBe(200);
    for (const name of ['bl_session', 'bl_device', 'bl_fdevice'])
      expect(res.cookies.find((c) => c.name === name)?.secure, name).toBe(true);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookiesFrom(res) },
    });
    expect(String(logout.headers['set-cookie'])).toMatch(/bl_session=;.*Secure/);
  });

  it('keeps repeated framed views in one browser one device (partitioned device cookie)', async () => {
    const { key, license } = await aLicense(t.ctx, { maxDevices: 2 });
    const first = await verify(key);
    expect(first.statusCode).toBe(200);
    const header = String(first.headers['set-cookie']);
    expect(header).toMatch(
      /bl_fdevice=[^;]+;.*Secure.*SameSite=None|bl_fdevice=[^;]+;.*SameSite=None.*Secure/,
    );
    expect(header).toMatch(/bl_fdevice=[^;]+;[^,]*Partitioned/);
    let jar = framedJar(first);
    for (let view = 0; view < 4; view++) {
      const res = await verify(key, jar);
      expect(res.statusCode, `view ${view + 2}`).toBe(200);
      jar = cookiesFrom({ cookies: res.cookies.filter((c) => c.name === 'bl_fdevice') }, jar);
    }
    expect(await devicesOf(license.id)).toBe(1);
  });

  it("hands our own sign-in window the site's device id, so the frame using it is the same device", async () => {
    const { key, license } = await aLicense(t.ctx, { maxDevices: 2 });
    // The sign-in window (first-party) verifies the key with the website's device cookie.
    const signIn = await verify(key);
    expect(signIn.statusCode).toBe(200);
    const site = cookiesFrom({ cookies: signIn.cookies.filter((c) => c.name === 'bl_device') });
    const handed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/device-id',
      headers: { cookie: site, 'sec-fetch-site': 'same-origin' },
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.headers['cache-control']).toBe('no-store');
    const { deviceId } = handed.json<{ deviceId: string }>();
    expect(deviceId).toBe(signIn.cookies.find((c) => c.name === 'bl_device')?.value);
    // Every framed page view sends that id, with no cookie and nothing stored: still one device.
    for (let view = 0; view < 3; view++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { 'x-license-key': key, 'x-device-id': deviceId },
      });
      expect(res.statusCode, `view ${view + 1}`).toBeLessThan(300);
    }
    expect(await devicesOf(license.id)).toBe(1);
  });

  it('answers the device id only to our own pages, and issues one to a browser without', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/device-id',
        headers: { 'sec-fetch-site': site, origin: 'https://sportsbook.example' },
      });
      expect(res.statusCode, site).toBe(403);
      expect(res.json<{ code: string }>().code).toBe('CROSS_SITE_REQUEST');
      expect(res.headers['set-cookie'], site).toBeUndefined();
    }
    // A header id is not the site's cookie: a fresh browser gets a new id, set as its cookie.
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/auth/device-id',
      headers: { 'sec-fetch-site': 'same-origin', 'x-device-id': 'header-device-id-0123456789' },
    });
    expect(fresh.statusCode).toBe(200);
    const { deviceId } = fresh.json<{ deviceId: string }>();
    expect(deviceId).not.toBe('header-device-id-0123456789');
    expect(fresh.cookies.find((c) => c.name === 'bl_device')?.value).toBe(deviceId);
  });

  it('logout releases that device, so a third device can sign in', async () => {
    const { key, license } = await aLicense(t.ctx, { maxDevices: 2 });
    const a = await verify(key);
    const b = await verify(key);
    expect((await verify(key)).statusCode).toBe(409);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookiesFrom(a) },
    });
    expect(out.statusCode).toBe(200);
    expect(await devicesOf(license.id)).toBe(1);
    // The released device's session ended; the other device's did not.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cookiesFrom(a) },
    });
    expect(stale.statusCode).toBe(401);
    const live = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cookiesFrom(b) },
    });
    expect(live.statusCode).toBe(200);
    expect((await verify(key)).statusCode).toBe(200);
  });

  it('logout with x-license-key and x-device-id (overlay, extension) releases that device', async () => {
    const { key, license } = await aLicense(t.ctx);
    const headers = { 'x-license-key': key, 'x-device-id': 'overlay-device-0000000001' };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers })).statusCode).toBe(200);
    expect(await devicesOf(license.id)).toBe(1);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(await devicesOf(license.id)).toBe(0);
  });

  it('"sign out other devices" with the key frees every other slot and ends their sessions', async () => {
    const { key, license } = await aLicense(t.ctx, { maxDevices: 2 });
    const a = await verify(key);
    const b = await verify(key);
    const locked = await verify(key);
    expect(locked.statusCode).toBe(409);
    // The locked-out browser (its device cookie from the 409) signs the others out.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-other-devices',
      payload: { licenseKey: key },
      headers: { cookie: cookiesFrom(locked) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out 2 other devices', removed: 2 });
    expect(await devicesOf(license.id)).toBe(0);
    for (const old of [a, b]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: cookiesFrom(old) },
      });
      expect(me.statusCode).toBe(401);
    }
    expect((await verify(key, cookiesFrom(locked))).statusCode).toBe(200);
    // A wrong key is 401 and counted; a revoked one is 403.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-other-devices',
      payload: { licenseKey: 'ABCDEF12-00000000-11111111-22222222' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'LICENSE_INVALID' });
  });

  it('is rate-limited per address', async () => {
    const limited = await makeTestApp(database, { env: { RATE_LIMIT_VERIFY_PER_MINUTE: '3' } });
    try {
      const { key } = await aLicense(limited.ctx);
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-out-other-devices',
          payload: { licenseKey: key },
          remoteAddress: '10.21.0.1',
        });
      for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
      const res = await call();
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it("the admin resets a licence's devices while the server runs", async () => {
    const { key: adminKey } = await anAdminKey(t.ctx);
    const { key, license } = await aLicense(t.ctx, { maxDevices: 2 });
    const a = await verify(key);
    await verify(key);
    expect((await verify(key)).statusCode).toBe(409);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/admin/licenses/${license.id}/reset-devices`,
      headers: { 'x-license-key': adminKey },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      message: 'Freed 2 devices',
      removed: 2,
      license: { id: license.id },
    });
    expect(await devicesOf(license.id)).toBe(0);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cookiesFrom(a) },
    });
    expect(me.statusCode).toBe(401);
    expect((await verify(key)).statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/licenses/00000000-0000-4000-8000-000000000000/reset-devices',
      headers: { 'x-license-key': adminKey },
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/licenses/${license.id}/reset-devices`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
