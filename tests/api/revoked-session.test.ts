import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, signIn, type TestApp } from '../helpers/test-app';
import { aLicense, anAdminKey } from '../helpers/factories';

/**
 * A licence revoked while its website session is open: the next request with that cookie is told
 * the licence is revoked (403 LICENSE_REVOKED), so the site can say so at once, instead of a bare
 * 401 that reads like a lapsed sign-in.
 */
describe.each(testDatabaseKinds())('a revoked licence’s cookie session on $name', (kind) => {
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

  it('answers 403 LICENSE_REVOKED on the session and on licensed routes; a logged-out session stays 401', async () => {
    const adminKey = (await anAdminKey(t.ctx)).key;
    const issued = await aLicense(t.ctx);
    const cookie = await signIn(t, issued.key);
    const session = () => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect((await session()).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/licenses/${issued.license.id}/revoke`,
      headers: { 'x-license-key': adminKey },
      payload: {},
    });
    expect(revoked.statusCode).toBe(200);

    for (const res of [
      await session(),
      await t.app.inject({ method: 'GET', url: '/api/football-bets', headers: { cookie } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'LICENSE_REVOKED' });
    }

    // A session ended by signing out is just signed out, whatever its licence.
    const other = await aLicense(t.ctx);
    const otherCookie = await signIn(t, other.key);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: otherCookie },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: otherCookie },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
