import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENSE_KEY_PATTERN } from '@shared/licensing/license-key';
import { verifyLicenseResponseSchema, sessionResponseSchema } from '@shared/api/auth';
import type { Database } from '../../src/server/db/open-database';
import { revokeLicense } from '../../src/server/services/licensing/manage-licenses';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { aLicense, cookiesFrom } from '../helpers/factories';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('licence auth on $name', (kind) => {
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

  const verify = (licenseKey: unknown, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey },
      headers: cookie ? { cookie } : {},
    });

  it('reports health with the database status and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok', version: t.config.version });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('names every answer with its request id: a caller-sent one echoed, errors and unknown paths included', async () => {
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/api/public-config',
      headers: { 'x-request-id': 'trace-42.a_b' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-42.a_b');
    const refused = await t.app.inject({ method: 'GET', url: '/api/football-bets' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // An id that is not a plain token is replaced, not echoed into the response headers.
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('verifies a valid key exactly as the spec shapes it and starts a session', async () => {
    const { key } = await aLicense(t.ctx, { plan: 'football', days: 45 });
    expect(key).toMatch(LICENSE_KEY_PATTERN);
    const res = await verify(`  ${key.toLowerCase()}  `);
    expect(res.statusCode).toBe(200);
    const body = verifyLicenseResponseSchema.parse(res.json());
    expect(body.valid).toBe(true);
    expect(Object.keys(body.license!).sort()).toEqual([
      'daysRemaining',
      'email',
      'expiryDate',
      'isActive',
      'subscriptionType',
    ]);
    expect(body.license).toMatchObject({ subscriptionType: 'football', isActive: true, daysRemaining: 45 });
    const session = res.cookies.find((c) => c.name === 'bl_session');
    const device = res.cookies.find((c) => c.name === 'bl_device');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cookiesFrom(res) },
    });
    expect(me.statusCode).toBe(200);
    const view = sessionResponseSchema.parse(me.json());
    expect(view.license).toMatchObject({ plan: 'football', sports: ['nfl', 'cfb'], keyLast4: key.slice(-4) });
  });

  it('answers 401 with "invalid" for an unknown key and sets no session', async () => {
    const res = await verify('00000000-00000000-00000000-00000000');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ valid: false, code: 'LICENSE_INVALID' });
    expect(res.json<{ message: string }>().message.toLowerCase()).toContain('invalid');
    expect(res.cookies.find((c) => c.name === 'bl_session')).toBeUndefined();
  });

  it('answers 403 "expired" once the licence has expired', async () => {
    const { key } = await aLicense(t.ctx, { days: 1 });
    t.clock.advance(2 * DAY);
    try {
      const res = await verify(key);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toContain('expired');
      expect(res.json()).toMatchObject({ valid: false, code: 'LICENSE_EXPIRED' });
      // When it ended, so the site can show 'Your subscription expired on …' and the renewal; no session.
      const body = res.json<{ license: { expiryDate: string; isActive: boolean; daysRemaining: number } }>();
      expect(Date.parse(body.license.expiryDate)).toBeLessThan(t.clock.now().getTime());
      expect(body.license).toMatchObject({ isActive: false, daysRemaining: 0 });
      expect(res.cookies.find((c) => c.name === 'bl_session')).toBeUndefined();
    } finally {
      t.clock.advance(-2 * DAY);
    }
  });

  it('answers 403 for a revoked key and ends its sessions', async () => {
    const { key } = await aLicense(t.ctx);
    const ok = await verify(key);
    const cookie = cookiesFrom(ok);
    await revokeLicense(t.ctx, { key });
    const res = await verify(key, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ valid: false, code: 'LICENSE_REVOKED' });
    // The session is ended, and says why: the site can tell the buyer "revoked" at once.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({ code: 'LICENSE_REVOKED' });
  });

  it('binds devices up to the maximum and answers 409 "already in use" beyond it', async () => {
    const { key } = await aLicense(t.ctx, { maxDevices: 2 });
    const a = await verify(key);
    const b = await verify(key);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const c = await verify(key);
    expect(c.statusCode).toBe(409);
    expect(c.json<{ message: string }>().message).toContain('already in use');
    // A device that is already bound keeps working.
    const again = await verify(key, cookiesFrom(a));
    expect(again.statusCode).toBe(200);
  });

  it('accepts x-license-key with a device id on licensed APIs, and refuses it without one', async () => {
    const { key } = await aLicense(t.ctx);
    const withDevice = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { 'x-license-key': key, 'x-device-id': 'overlay-device-0123456789' },
    });
    expect(withDevice.statusCode).toBe(200);
    const without = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { 'x-license-key': key },
    });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('stops a remembered x-license-key verification at once when the licence is revoked or expires', async () => {
    const { key } = await aLicense(t.ctx, { days: 2 });
    const headers = { 'x-license-key': key, 'x-device-id': 'overlay-device-remembered-01' };
    const session = () => t.app.inject({ method: 'GET', url: '/api/auth/session', headers });
    expect((await session()).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(200);
    t.clock.advance(3 * DAY);
    try {
      expect((await session()).json()).toMatchObject({ code: 'LICENSE_EXPIRED' });
    } finally {
      t.clock.advance(-3 * DAY);
    }
    expect((await session()).statusCode).toBe(200);
    await revokeLicense(t.ctx, { key });
    const revoked = await session();
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json()).toMatchObject({ code: 'LICENSE_REVOKED' });
  });

  it('ends the session on the server at logout', async () => {
    const { key } = await aLicense(t.ctx);
    const cookie = cookiesFrom(await verify(key));
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    // Replaying the old cookie after logout must not work: the session is ended server-side.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'License key is required' });
  });

  it('never writes a key to the logs', async () => {
    const { key } = await aLicense(t.ctx);
    await verify(key);
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { 'x-license-key': key, 'x-device-id': 'dev-abcdefghijklmnop' },
    });
    expect(t.logs.length).toBeGreaterThan(0);
    expect(t.logs.join('\n')).not.toContain(key);
  });
});

describe.each(testDatabaseKinds())('verification limits on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database, { env: { RATE_LIMIT_VERIFY_PER_MINUTE: '10', TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('allows 10 attempts a minute per IP, then answers 429 with Retry-After', async () => {
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-license',
        payload: { licenseKey: 'nope' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await attempt('10.1.1.1')).statusCode).toBe(401);
    const limited = await attempt('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is unaffected.
    expect((await attempt('10.1.1.2')).statusCode).toBe(401);
  });

  it("gives the session cookie the session's lifetime as Max-Age, never an Expires date from the server's clock", async () => {
    const { key } = await aLicense(t.ctx, { days: 3 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey: key },
      remoteAddress: '10.9.9.8',
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'bl_session');
    expect(cookie?.expires).toBeUndefined();
    // The licence ends in 3 days (before the session's own limit): the cookie ends with it.
    expect(cookie?.maxAge).toBeGreaterThan(3 * 86_400 - 60);
    expect(cookie?.maxAge).toBeLessThanOrEqual(3 * 86_400);
  });

  it('marks the session cookie Secure over https', async () => {
    const { key } = await aLicense(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey: key },
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'bl_session')?.secure).toBe(true);
  });
});
