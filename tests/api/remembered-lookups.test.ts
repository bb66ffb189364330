import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { sessions } from '../../src/server/db/schema';
import { LicenseLookups } from '../../src/server/services/licensing/license-lookups';
import { endLicenseSessions } from '../../src/server/services/licensing/sessions';
import { makeTestApp, signIn, type TestApp } from '../helpers/test-app';
import { testDatabaseKinds } from '../helpers/databases';
import { aLicense, anAdminKey } from '../helpers/factories';

const DEVICE = 'device-remembered-000001';

/**
 * The embedded database's single app remembers licence look-ups (license-lookups.ts). What it
 * remembers must never outlive a revocation, a logout or a device binding.
 */
describe('remembered licence look-ups (embedded database, one writer)', () => {
  let database: Database;
  let t: TestApp;
  let adminKey: string;
  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    const clockStart = Date.now();
    t = await makeTestApp(database, { deps: { licenseLookups: new LicenseLookups(() => clockStart) } });
    adminKey = (await anAdminKey(t.ctx)).key;
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const bySession = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  const byKey = (key: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { 'x-license-key': key, 'x-device-id': DEVICE },
    });

  it('answers from memory (a row removed behind its back is still seen) until the app itself writes', async () => {
    const { key } = await aLicense(t.ctx);
    const cookie = await signIn(t, key);
    expect((await bySession(cookie)).statusCode).toBe(200);
    // Behind the services' back (no process may do this to a locked embedded database): proves the
    // answer above is now remembered, so the checks below test the forgetting.
    await database.db.delete(sessions);
    expect((await bySession(cookie)).statusCode).toBe(200);
    // Any licensing write forgets everything: here, another buyer signing in binds a device.
    await signIn(t, (await aLicense(t.ctx)).key);
    expect((await bySession(cookie)).statusCode).toBe(401);
  });

  it('refuses a revoked licence on the next request, by session and by key', async () => {
    const { key, license } = await aLicense(t.ctx);
    const cookie = await signIn(t, key);
    expect((await bySession(cookie)).statusCode).toBe(200);
    expect((await byKey(key)).statusCode).toBe(200);
    expect((await byKey(key)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/licenses/${license.id}/revoke`,
      headers: { 'x-license-key': adminKey },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await bySession(cookie)).statusCode).toBe(403);
    expect((await byKey(key)).statusCode).toBe(403);
  });

  it('refuses a logged-out session on the next request', async () => {
    const { key } = await aLicense(t.ctx);
    const cookie = await signIn(t, key);
    expect((await bySession(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await bySession(cookie)).statusCode).toBe(401);
  });

  it('refuses sessions ended by a service call in the same process (as a device reset does)', async () => {
    const { key, license } = await aLicense(t.ctx);
    const cookie = await signIn(t, key);
    expect((await bySession(cookie)).statusCode).toBe(200);
    await endLicenseSessions(t.ctx, license.id);
    expect((await bySession(cookie)).statusCode).toBe(401);
  });
});
