import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { aLicense, cookiesFrom } from '../helpers/factories';

const EVIL = 'https://evil.example';

/** A page on another site posting a form at us, as a browser sends it. */
const crossSite = { origin: EVIL, 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' };

describe.each(testDatabaseKinds())('cross-site requests to cookie routes on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database, { env: { PUBLIC_ORIGIN: 'https://betlens.example' } });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  async function signIn(): Promise<string> {
    const { key } = await aLicense(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey: key },
      headers: { origin: 'https://betlens.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    return cookiesFrom(res);
  }
  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

  it('refuses a cross-site text/plain form POST to logout, and sets no cookie', async () => {
    const cookie = await signIn();
    // SameSite=Lax: the browser sends no cookie on a cross-site POST.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: crossSite,
      payload: 'a=b',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect(res.headers['set-cookie']).toBeUndefined();
    // Even if a cookie did arrive (an old browser without SameSite), nothing is ended.
    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...crossSite, cookie },
      payload: 'a=b',
    });
    expect(withCookie.statusCode).toBe(403);
    expect((await session(cookie)).statusCode).toBe(200);
  });

  it('goes by Origin when the browser sends no Sec-Fetch-Site, including the opaque "null"', async () => {
    const cookie = await signIn();
    for (const origin of [EVIL, 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin, cookie },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await session(cookie)).statusCode).toBe(200);
  });

  it('logs out from our own pages, clearing the cookie only when a session was presented and ended', async () => {
    const cookie = await signIn();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://betlens.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'bl_session')?.value).toBe('');
    expect((await session(cookie)).statusCode).toBe(401);

    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a cross-site sign-in (no session cookie is set) but lets the extension and tools in', async () => {
    const { key } = await aLicense(t.ctx);
    const verify = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-license',
        payload: { licenseKey: key },
        headers,
      });
    const refused = await verify({ origin: EVIL, 'sec-fetch-site': 'cross-site' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ valid: false, code: 'CROSS_SITE_REQUEST' });
    expect(refused.cookies.find((c) => c.name === 'bl_session')).toBeUndefined();
    expect(
      (await verify({ origin: 'chrome-extension://abcdefghijklmnop', 'sec-fetch-site': 'cross-site' }))
        .statusCode,
    ).toBe(200);
    expect((await verify({})).statusCode).toBe(200);
  });

  it('refuses a cross-site POST that rides the session cookie on a licensed route', async () => {
    const cookie = await signIn();
    const payload = { awayTeam: 'Alabama', homeTeam: 'Auburn', sport: 'college' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-bet',
      payload,
      headers: { cookie, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-bet',
      payload,
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.json()).not.toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });
});
