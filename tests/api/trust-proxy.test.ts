import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';

/**
 * Behind one load balancer the client writes the left part of X-Forwarded-For and the balancer
 * appends the address it saw. Only that last entry may count as the client's address.
 */
describe.each(testDatabaseKinds())('TRUST_PROXY on $name', (kind) => {
  let database: Database;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await database.close();
  });
  const build = async (trustProxy: string) => {
    const t = await makeTestApp(database, {
      env: { RATE_LIMIT_VERIFY_PER_MINUTE: '10', TRUST_PROXY: trustProxy },
    });
    apps.push(t);
    return t;
  };
  const attempt = (t: TestApp, forged: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey: 'nope' },
      headers: { 'x-forwarded-for': `${forged}, 198.51.100.7` },
      remoteAddress,
    });

  it('with one hop trusted, 40 forged addresses from one client still hit the limit', async () => {
    const t = await build('1');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await attempt(t, `203.0.113.${i + 1}`, '10.0.0.1')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it('with a proxy range trusted, the address the proxy saw counts; other senders are taken as they are', async () => {
    const t = await build('10.0.0.0/8');
    for (let i = 0; i < 10; i++)
      expect((await attempt(t, `203.0.113.${i + 1}`, '10.2.3.4')).statusCode).toBe(401);
    expect((await attempt(t, '203.0.113.99', '10.9.9.9')).statusCode).toBe(429);
    // A sender outside the range is the client itself, whatever header it writes.
    expect((await attempt(t, '203.0.113.1', '192.0.2.50')).statusCode).toBe(401);
  });

  it('refuses at boot every spelling of "all IPv4 clients", so 40 wrong keys with forged addresses never dodge the limit', async () => {
    for (const everyone of ['0:0:0:0:0:ffff:0:0/96', '0::ffff:0:0/96', '::ffff:0:0/96', '::/80']) {
      let refused = '';
      const statuses: number[] = [];
      try {
        const t = await build(everyone);
        for (let i = 0; i < 40; i++)
          statuses.push((await attempt(t, `203.0.113.${i + 1}`, '10.0.0.1')).statusCode);
      } catch (error) {
        refused = String(error);
      }
      // Before the fix these booted and all 40 forged attempts answered 401, never 429.
      expect(statuses, everyone).toEqual([]);
      expect(refused, everyone).toMatch(/TRUST_PROXY: .* trusts a large part of all IPv4 addresses/);
    }
  });
});
