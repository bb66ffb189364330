import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import { runCommand } from '../../src/server/cli';
import { createServiceContext } from '../../src/server/services/context';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, signIn, type TestApp } from '../helpers/test-app';
import { aLicense, anAdminKey } from '../helpers/factories';

const DEVICE = 'device-abcdefghijklmnop';

/**
 * Two instances on one database. Ending a licence or a session anywhere must be refused by the
 * other instance on its next request (the issue allows 2 s; nothing is remembered, so it is at once).
 */
describe.each(testDatabaseKinds())('revocation across instances on $name', (kind) => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    a = await makeTestApp(database);
    b = await makeTestApp(database, { clock: a.clock });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  const bySession = (t: TestApp, cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  const byKey = (t: TestApp, key: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { 'x-license-key': key, 'x-device-id': DEVICE },
    });

  /** Polls B for up to 2 s and returns the first refusal's status (or the last answer). */
  async function refusedWithin2s(ask: () => Promise<{ statusCode: number }>): Promise<number> {
    const deadline = Date.now() + 2000;
    let status = (await ask()).statusCode;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await ask()).statusCode;
    }
    return status;
  }

  it('a revocation written by another process (the CLI on another machine) is refused by a busy instance', async () => {
    const { key, license } = await aLicense(a.ctx);
    const cookie = await signIn(b, key);
    // B has served both paths just now.
    expect((await bySession(b, cookie)).statusCode).toBe(200);
    expect((await byKey(b, key)).statusCode).toBe(200);
    // Another process revokes with plain SQL, as the CLI does from its own process.
    await database.db.execute(
      sql`update licenses set status = 'revoked', status_reason = 'revoked by admin' where id = ${license.id}`,
    );
    await database.db.execute(sql`update sessions set ended_at = now() where license_id = ${license.id}`);
    expect(await refusedWithin2s(() => bySession(b, cookie))).toBe(403);
    expect(await refusedWithin2s(() => byKey(b, key))).toBe(403);
  });

  it('the CLI revocation and an admin revocation on A are refused on B', async () => {
    const first = await aLicense(a.ctx);
    const cookie = await signIn(b, first.key);
    expect((await byKey(b, first.key)).statusCode).toBe(200);
    const lines: string[] = [];
    await runCommand(
      createServiceContext({ db: database.db, config: a.config, now: a.clock.now }),
      ['license', 'revoke', first.key],
      (l) => lines.push(l),
    );
    expect(await refusedWithin2s(() => bySession(b, cookie))).toBe(403);
    expect(await refusedWithin2s(() => byKey(b, first.key))).toBe(403);

    const second = await aLicense(a.ctx);
    const { key: adminKey } = await anAdminKey(a.ctx);
    const cookie2 = await signIn(b, second.key);
    const revoke = await a.app.inject({
      method: 'POST',
      url: `/api/admin/licenses/${second.license.id}/revoke`,
      headers: { 'x-license-key': adminKey },
      payload: {},
    });
    expect(revoke.statusCode).toBe(200);
    expect(await refusedWithin2s(() => bySession(b, cookie2))).toBe(403);
  });

  it('a logout on A ends the session on B; a device reset on A ends B’s sessions', async () => {
    const { key } = await aLicense(a.ctx);
    const cookie = await signIn(b, key);
    expect((await bySession(b, cookie)).statusCode).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await refusedWithin2s(() => bySession(b, cookie))).toBe(401);

    const cookie2 = await signIn(b, key);
    expect((await bySession(b, cookie2)).statusCode).toBe(200);
    await runCommand(
      createServiceContext({ db: database.db, config: a.config, now: a.clock.now }),
      ['license', 'reset-devices', key],
      () => {},
    );
    expect(await refusedWithin2s(() => bySession(b, cookie2))).toBe(401);
  });
});
