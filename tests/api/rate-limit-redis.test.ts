import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/server/db/open-database';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKinds } from '../helpers/databases';

const url = process.env.TEST_REDIS_URL;

/** Two instances behind a load balancer must share one verification budget per IP. */
describe.runIf(url)('rate limits shared through Redis', () => {
  let database: Database;
  let redis: Redis;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    redis = new Redis(url!, { keyPrefix: `t-${randomBytes(4).toString('hex')}:` });
    const env = { RATE_LIMIT_VERIFY_PER_MINUTE: '10' };
    a = await makeTestApp(database, { env, deps: { redis } });
    b = await makeTestApp(database, { env, deps: { redis } });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await redis.quit();
    await database.close();
  });

  it('counts attempts on either instance against the same limit', async () => {
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-license',
        payload: { licenseKey: 'x' },
        remoteAddress: '10.7.7.7',
      });
    for (let i = 0; i < 5; i++) expect((await attempt(a)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(b)).statusCode).toBe(401);
    const eleventh = await attempt(a);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toBeDefined();
  });
});
