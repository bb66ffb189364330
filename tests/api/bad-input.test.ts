import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import * as schema from '../../src/server/db/schema';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { aLicense, anAdminKey, cookiesFrom } from '../helpers/factories';

/** Payloads a careless or hostile client sends. None may produce a 5xx or change stored data. */
const HOSTILE_BODIES: { name: string; payload: string; contentType?: string }[] = [
  {
    name: 'wrong types',
    payload: JSON.stringify({ licenseKey: 12345, email: ['x'], plan: { a: 1 }, days: 'ten', gameId: true }),
  },
  { name: 'missing fields', payload: '{}' },
  { name: 'null body', payload: 'null' },
  { name: 'array body', payload: '[1,2,3]' },
  { name: 'not JSON', payload: '{"licenseKey": ' },
  {
    name: 'odd unicode',
    payload: JSON.stringify({
      licenseKey: '\u202e\u0000\ud83d\ude00 ＡＢＣ\u200b',
      email: 'ä@\u0000.x',
      plan: 'ａｌｌ',
      days: 1e308,
    }),
  },
  {
    name: 'huge string',
    payload: JSON.stringify({ licenseKey: 'A'.repeat(50_000), email: `${'a'.repeat(50_000)}@x.io` }),
  },
  { name: 'huge body', payload: JSON.stringify({ licenseKey: 'x', filler: 'y'.repeat(200_000) }) },
  { name: 'wrong content type', payload: 'licenseKey=abc', contentType: 'application/x-www-form-urlencoded' },
  {
    name: 'prototype pollution',
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"licenseKey":"a"}',
  },
];

/** ~7,350 levels in 15 KB: once a 500 on every POST route (issue 22 §3). */
const DEEP_BODY = `{"licenseKey":${'['.repeat(7350)}${']'.repeat(7350)}}`;

/** Routes whose body is optional: hostile bodies may still be refused, but need not be. */
const OPTIONAL_BODY_ROUTES = new Set(['/api/auth/logout', '/api/admin/verify']);

const HOSTILE_QUERIES = [
  '?sport=hockey&limit=-5',
  '?limit=abc&startDate=2026-13-45',
  `?x=${'%F0%9F'.repeat(10)}`,
  `?limit=${'9'.repeat(400)}`,
];

describe.each(testDatabaseKinds())('bad input on every route on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  let routes: { method: string; url: string }[];
  let adminKey: string;
  let sessionCookie: string;

  async function snapshot(): Promise<Record<string, number>> {
    const tables = {
      licenses: schema.licenses,
      devices: schema.licenseDevices,
      sessions: schema.sessions,
      adminKeys: schema.adminKeys,
      audit: schema.auditLog,
      meta: schema.appMeta,
    };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await database.db.select({ n: count() }).from(table);
      counts[name] = row?.n ?? 0;
    }
    return counts;
  }

  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database);
    adminKey = (await anAdminKey(t.ctx)).key;
    const { key } = await aLicense(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey: key },
    });
    sessionCookie = cookiesFrom(res);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({
        method: method.toUpperCase(),
        // Fill path parameters with something that is not an id.
        url: path.replace(/\{[^}]+\}/g, 'not-an-id'),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('knows the routes it sweeps', () => {
    expect(routes.length).toBeGreaterThanOrEqual(9);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/auth/verify-license' });
  });

  it('answers every hostile body with a 4xx and a clear message, and changes nothing', async () => {
    const before = await snapshot();
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      for (const asAdmin of [false, true]) {
        for (const body of HOSTILE_BODIES) {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: route.url,
            payload: body.payload,
            headers: {
              'content-type': body.contentType ?? 'application/json',
              cookie: sessionCookie,
              ...(asAdmin ? { 'x-license-key': adminKey } : {}),
            },
          });
          const label = `${route.method} ${route.url} ${asAdmin ? 'as admin' : 'anonymous'} with ${body.name}`;
          // These take no required body: a key in the header is all they need.
          if (OPTIONAL_BODY_ROUTES.has(route.url)) {
            expect(res.statusCode, label).toBeLessThan(500);
            continue;
          }
          expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, label).toBeLessThan(500);
          const json = res.json<{ message?: unknown; code?: unknown }>();
          expect(typeof json.message, label).toBe('string');
          expect((json.message as string).length, label).toBeGreaterThan(3);
          expect(res.body, label).not.toMatch(/\bat .+\.(ts|js):\d+/);
        }
      }
    }
    const after = await snapshot();
    // Logging out ended one session and freed its device slot; nothing else may differ.
    expect(after.devices).toBe(Number(before.devices) - 1);
    expect({ ...after, sessions: 0, devices: 0 }).toEqual({ ...before, sessions: 0, devices: 0 });
  });

  it('answers a deeply nested body with 400 on every POST route, keyless ones included', async () => {
    const posts = routes.filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThan(10);
    for (const route of posts) {
      for (const asAdmin of [false, true]) {
        const res = await t.app.inject({
          method: 'POST',
          url: route.url,
          payload: DEEP_BODY,
          headers: {
            'content-type': 'application/json',
            ...(asAdmin ? { 'x-license-key': adminKey } : {}),
          },
        });
        const label = `${route.url} ${asAdmin ? 'as admin' : 'anonymous'}`;
        expect(res.statusCode, label).toBe(400);
        expect(res.json(), label).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'The JSON body is nested too deeply (at most 32 levels)',
        });
      }
    }
    // 32 levels are still parsed, then judged by the route's schema.
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: `{"licenseKey":"x","extra":${'['.repeat(31)}${']'.repeat(31)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(parsed.json<{ message: string }>().message).not.toMatch(/nested too deeply/);
  });

  it('answers hostile query strings on every GET with a 4xx or a normal answer, never a 5xx', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const q of HOSTILE_QUERIES) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${route.url}${q}`,
          headers: { 'x-license-key': adminKey, cookie: sessionCookie },
        });
        expect(res.statusCode, `${route.url}${q}`).toBeLessThan(500);
      }
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
