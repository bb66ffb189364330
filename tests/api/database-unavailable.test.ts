import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from '../../src/server/db/open-database';
import * as schema from '../../src/server/db/schema';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';

/** A database that refuses every connection (PostgreSQL on a closed port; PGlite closed). */
async function unreachable(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; end: () => Promise<void> }> {
  if (kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 2 });
    pool.on('error', () => {});
    const db = drizzle(pool, { schema }) as unknown as Db;
    const database: Database = {
      db,
      kind: 'postgres',
      ping: () => Promise.resolve(false),
      schemaStatus: () => Promise.resolve('down'),
      close: () => Promise.resolve(),
    };
    return { database, end: () => pool.end() };
  }
  const database = await testDatabaseKinds()[0]!.open();
  await database.close();
  return { database, end: () => Promise.resolve() };
}

/** Issue 14 item 11. */
describe.each(testDatabaseKinds())('database failures on $name', (kind) => {
  it('answers data routes with 503 and Retry-After while the database refuses connections', async () => {
    const { database, end } = await unreachable(kind.name);
    const t = await makeTestApp(database);
    try {
      for (const url of ['/api/record', '/api/public-config', '/api/health']) {
        const res = await t.app.inject({ method: 'GET', url });
        if (url === '/api/public-config') {
          // Served from configuration: no database needed.
          expect(res.statusCode).toBe(200);
          continue;
        }
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
      }
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-license',
        payload: { licenseKey: 'BL-NOPE-NOPE-NOPE' },
        headers: { 'x-device-id': 'unavailable-test-device' },
      });
      expect(verify.statusCode).toBe(503);
      expect(verify.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    } finally {
      await t.close();
      await end();
    }
  });

  describe('health', () => {
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

    it('is ok with the schema in place and not ok once the schema is gone, though the database answers', async () => {
      const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'ok', db: 'ok' });
      // What a database dropped and recreated empty looks like: no migrations recorded, no tables.
      await database.db.execute(sql`drop schema drizzle cascade`);
      await database.db.execute(sql`drop table record_cache cascade`).catch(() => undefined);
      const missing = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toMatchObject({ status: 'degraded', db: 'schema-missing' });
    });

    it('answers data routes with 503 and Retry-After, as health does, when the tables are missing (issue 22)', async () => {
      // A database without this build's migrations: it answers, but no table is there.
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
      for (const url of ['/api/record', '/api/health']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
      }
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-license',
        payload: { licenseKey: 'BL-NOPE-NOPE-NOPE' },
        headers: { 'x-device-id': 'schema-missing-device' },
      });
      expect(verify.statusCode, verify.body).toBe(503);
      expect(verify.headers['retry-after']).toBe('5');
      expect(verify.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(verify.json<{ message: string }>().message).toMatch(/try again/i);
      expect(t.logs.join('')).toMatch(/schema missing/);
    });
  });
});
