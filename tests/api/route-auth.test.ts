import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { registerRouteAuth } from '../../src/server/routes/route-auth';
import { GumroadGate } from '../../src/server/services/licensing/gumroad-gate';
import { memoryCounterStore } from '../../src/server/security/shared-counters';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { aLicense, anAdminKey } from '../helpers/factories';

const DEVICE = 'route-auth-device-0001';

/**
 * The one route-auth hook (routes/route-auth.ts), through the routes that declare it: `auth:
 * 'admin'` takes only an admin key, `auth: 'license'` only a licence whose plan grants the leagues
 * the route names for the request, with the same answers as before the hook.
 */
describe.each(testDatabaseKinds())('route config auth on $name', (kind) => {
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

  it("auth 'admin' refuses a licence key (401 ADMIN_KEY_INVALID) before reading the body, and admits an admin key", async () => {
    const licence = await aLicense(t.ctx);
    const admin = await anAdminKey(t.ctx);
    const asLicence = await t.app.inject({
      method: 'POST',
      url: '/api/admin/licenses',
      headers: { 'x-license-key': licence.key, 'x-device-id': DEVICE },
      // Not a valid issue request: the guard answers first, so the caller learns nothing of the schema.
      payload: { nonsense: true },
    });
    expect(asLicence.statusCode).toBe(401);
    expect(asLicence.json()).toEqual({ message: 'Invalid admin license key', code: 'ADMIN_KEY_INVALID' });

    const none = await t.app.inject({ method: 'GET', url: '/api/admin/licenses' });
    expect(none.statusCode).toBe(401);
    expect(none.json<{ code: string }>().code).toBe('ADMIN_KEY_INVALID');

    const asAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/verify',
      payload: { licenseKey: admin.key },
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual({ valid: true, label: 'test admin', message: 'Admin access granted' });
  });

  it("auth 'license' with a plan lacking the route's league answers 403 PLAN_FORBIDDEN; the plan's own league passes", async () => {
    const { key } = await aLicense(t.ctx, { plan: 'cfb' });
    const headers = { 'x-license-key': key, 'x-device-id': DEVICE };

    for (const url of ['/api/best-bets?sport=nfl', '/api/bets?sport=nfl', '/api/nfl-player-props']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({
        message: 'Your cfb plan does not include NFL',
        code: 'PLAN_FORBIDDEN',
      });
    }
    // The league named in the body, with the key in the body as the spec sends it.
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-bet',
      headers: { 'x-device-id': DEVICE },
      payload: { sport: 'nfl', awayTeam: 'KC', homeTeam: 'BUF', licenseKey: key },
    });
    expect(typed.statusCode).toBe(403);
    expect(typed.json<{ code: string }>().code).toBe('PLAN_FORBIDDEN');

    const own = await t.app.inject({ method: 'GET', url: '/api/best-bets?sport=college', headers });
    expect(own.statusCode, own.body).toBe(200);
    // 'all' is whatever the plan grants: never refused for the plan.
    expect((await t.app.inject({ method: 'GET', url: '/api/bets', headers })).statusCode).toBe(200);
  });

  it("auth 'license' without a licence is 401; a bad query is still a 400 whoever asks", async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/weekly-picks' });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toEqual({ message: 'License key is required', code: 'UNAUTHENTICATED' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/weekly-picks?sport=hockey' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
  });

  it("refuses to register an /api/admin route that does not declare auth 'admin'", async () => {
    const app = Fastify();
    let registered: unknown;
    const deps = { ...t.ctx, gumroadGate: new GumroadGate(memoryCounterStore(Date.now), 1, 0) };
    try {
      await app.register(
        (api, _opts, done) => {
          registerRouteAuth(api, deps);
          try {
            api.get('/admin/forgotten', () => 'open to anyone');
            done();
          } catch (error) {
            done(error instanceof Error ? error : new Error(String(error)));
          }
        },
        { prefix: '/api' },
      );
    } catch (error) {
      registered = error;
    }
    expect(String(registered)).toContain("GET /api/admin/forgotten must declare config.auth 'admin'");
    await app.close();
  });
});
