import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../src/server/db/open-database';
import { createRedisClient, redisReady } from '../../src/server/security/redis-client';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, signIn, type TestApp } from '../helpers/test-app';
import { aLicense, anAdminKey } from '../helpers/factories';

const haveRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => reject(new Error('redis-server exited')));
  });
  return child;
}

/**
 * With the instance's Redis gone, every route that counts key checks in it answers at once with
 * 503 and Retry-After (never a 500 after seconds of retries), health says so, and a signed-in
 * website session goes on working.
 */
describe.skipIf(!haveRedisServer).each(testDatabaseKinds())('Redis unavailable on $name', (kind) => {
  let database: Database;
  let server: ChildProcess | undefined;
  let redis: Redis;
  let t: TestApp;
  let licenseKey: string;
  let adminKey: string;
  let cookie: string;
  let healthWhileUp: LightMyRequestResponse;

  beforeAll(async () => {
    database = await kind.open();
    const port = await freePort();
    server = await startRedis(port);
    redis = createRedisClient(`redis://127.0.0.1:${port}`);
    await redisReady(redis, 5_000);
    t = await makeTestApp(database, { deps: { redis } });
    licenseKey = (await aLicense(t.ctx)).key;
    adminKey = (await anAdminKey(t.ctx)).key;
    cookie = await signIn(t, licenseKey);
    healthWhileUp = await t.app.inject({ method: 'GET', url: '/api/health' });
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
    server = undefined;
  }, 30_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await t.close();
    redis.disconnect();
    await database.close();
  });

  const timed = async (run: () => Promise<LightMyRequestResponse>) => {
    const started = Date.now();
    const res = await run();
    return { res, ms: Date.now() - started };
  };
  const expectUnavailable = ({ res, ms }: Awaited<ReturnType<typeof timed>>, what: string) => {
    expect({ what, status: res.statusCode, code: res.json<{ code?: string }>().code }).toEqual({
      what,
      status: 503,
      code: 'UPSTREAM_UNAVAILABLE',
    });
    expect(res.headers['retry-after'], what).toMatch(/^\d+$/);
    expect(ms, what).toBeLessThan(1000);
  };

  it('answers verify-license with a wrong key 503 with Retry-After, within a second', async () => {
    expectUnavailable(
      await timed(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/verify-license',
          payload: { licenseKey: '11111111-22222222-33333333-44444444' },
        }),
      ),
      'verify-license',
    );
  }, 15_000);

  it('answers x-license-key and admin routes 503 with Retry-After, within a second', async () => {
    expectUnavailable(
      await timed(() =>
        t.app.inject({
          method: 'GET',
          url: '/api/football-bets',
          headers: { 'x-license-key': licenseKey, 'x-device-id': 'overlay-device-1' },
        }),
      ),
      'x-license-key',
    );
    expectUnavailable(
      await timed(() =>
        t.app.inject({ method: 'GET', url: '/api/admin/licenses', headers: { 'x-license-key': adminKey } }),
      ),
      'admin',
    );
  }, 15_000);

  it('reports redis ok on /api/health while it runs, and down with 503 once it is gone', async () => {
    expect(healthWhileUp.statusCode).toBe(200);
    expect(healthWhileUp.json()).toMatchObject({ status: 'ok', db: 'ok', redis: 'ok' });
    const { res, ms } = await timed(() => t.app.inject({ method: 'GET', url: '/api/health' }));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', db: 'ok', redis: 'down' });
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(ms).toBeLessThan(1000);
  }, 15_000);

  it('keeps a signed-in website session working', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
  }, 15_000);
});
