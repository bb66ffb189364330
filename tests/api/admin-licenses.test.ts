import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENSE_KEY_PATTERN } from '@shared/licensing/license-key';
import { issueLicenseResponseSchema, listLicensesResponseSchema } from '@shared/api/admin-licenses';
import type { Database } from '../../src/server/db/open-database';
import { revokeAdminKey } from '../../src/server/services/licensing/admin-keys';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { anAdminKey } from '../helpers/factories';

describe.each(testDatabaseKinds())('admin keys and licences on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  let adminKey: string;

  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database);
    adminKey = (await anAdminKey(t.ctx, 'ops desk')).key;
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('accepts a valid admin key on /api/admin/verify, from the body as the spec sends it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/verify',
      payload: { licenseKey: ` ${adminKey.toLowerCase()} ` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, label: 'ops desk', message: 'Admin access granted' });
  });

  it('refuses a licence key, a wrong key and no key on every admin route with 401', async () => {
    const wrong = '11111111-22222222-33333333-44444444';
    for (const [method, url] of [
      ['POST', '/api/admin/verify'],
      ['GET', '/api/admin/licenses'],
      ['POST', '/api/admin/licenses'],
      ['POST', '/api/admin/licenses/00000000-0000-4000-8000-000000000000/revoke'],
      ['GET', '/api/admin/audit'],
    ] as const) {
      const none = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(none.statusCode, `${method} ${url} without a key`).toBe(401);
      const bad = await t.app.inject({
        method,
        url,
        headers: { 'x-license-key': wrong },
        payload: method === 'POST' ? { licenseKey: wrong } : undefined,
      });
      expect(bad.statusCode, `${method} ${url} with a wrong key`).toBe(401);
      expect(bad.json()).toMatchObject({ code: 'ADMIN_KEY_INVALID', message: 'Invalid admin license key' });
    }
  });

  it('issues a licence whose key works once shown, lists it without the key, revokes it, and audits both', async () => {
    const headers = { 'x-license-key': adminKey };
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/admin/licenses',
      headers,
      payload: { email: 'Fan@Example.com', plan: 'cfb', days: 10 },
    });
    expect(issued.statusCode).toBe(200);
    const body = issueLicenseResponseSchema.parse(issued.json());
    expect(body.licenseKey).toMatch(LICENSE_KEY_PATTERN);
    expect(body.license).toMatchObject({
      email: 'fan@example.com',
      plan: 'cfb',
      keyLast4: body.licenseKey.slice(-4),
      isActive: true,
    });

    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/licenses', headers });
    const raw = listed.body;
    expect(raw).not.toContain(body.licenseKey);
    expect(raw).not.toMatch(/key_?hash/i);
    expect(
      listLicensesResponseSchema.parse(listed.json()).licenses.some((l) => l.id === body.license.id),
    ).toBe(true);

    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey: body.licenseKey },
    });
    expect(verify.statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/licenses/${body.license.id}/revoke`,
      headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ license: { status: 'revoked', isActive: false } });
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey: body.licenseKey },
    });
    expect(after.statusCode).toBe(403);

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers });
    const entries = audit.json<{ entries: { action: string; actor: string; target: string }[] }>().entries;
    expect(entries.slice(0, 2).map((e) => e.action)).toEqual(['license.revoke', 'license.issue']);
    expect(entries[0]).toMatchObject({ actor: 'ops desk', target: `license …${body.licenseKey.slice(-4)}` });
    expect(audit.body).not.toContain(body.licenseKey);
  });

  it('answers 404 when revoking an unknown licence id, and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/licenses/00000000-0000-4000-8000-000000000000/revoke',
      headers: { 'x-license-key': adminKey },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('stops accepting a revoked admin key', async () => {
    const { key } = await anAdminKey(t.ctx, 'temp');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/licenses', headers: { 'x-license-key': key } }))
        .statusCode,
    ).toBe(200);
    await revokeAdminKey(t.ctx, key);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/licenses', headers: { 'x-license-key': key } }))
        .statusCode,
    ).toBe(401);
  });
});
