import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from '../project-root';
import * as schema from './schema';
import { makePrivateFolder, privateUmask } from './private-folder';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<boolean>;
  /**
   * 'ok' when every migration this build ships is recorded as applied; 'missing' when the database
   * answers but has no (or an older) schema, e.g. dropped and recreated empty; 'down' when it does
   * not answer.
   */
  schemaStatus(): Promise<'ok' | 'missing' | 'down'>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  /** In memory; `loadDataDir` starts it from a dumped data folder (tests' migrated snapshot). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export const MIGRATIONS_FOLDER = projectPath('src', 'server', 'db', 'migrations');

/** Serialises migrations when several app instances start against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_301_884_221;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      schemaStatus: () => schemaStatus(db),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let restoreUmask = () => {};
  if (target.kind === 'pglite') {
    // DATA_DIR and everything in it: 0700 folders, 0600 files (see private-folder.ts).
    makePrivateFolder(target.dataDir);
    const dir = join(target.dataDir, 'pglite');
    makePrivateFolder(dir);
    restoreUmask = privateUmask();
    client = new PGlite(dir);
  } else {
    client = target.loadDataDir ? new PGlite({ loadDataDir: target.loadDataDir }) : new PGlite();
  }
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    // PGlite unpacks its initial cluster with explicit 0666 modes, whatever the umask.
    if (target.kind === 'pglite') makePrivateFolder(target.dataDir);
    return {
      db,
      kind: 'pglite',
      ping: () => ping(db),
      schemaStatus: () => schemaStatus(db),
      close: () => client.close().finally(restoreUmask),
    };
  } catch (error) {
    restoreUmask();
    throw error;
  }
}

/** How many migrations this build ships (drizzle's journal beside them). */
const SHIPPED_MIGRATIONS = (
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

async function schemaStatus(db: Db): Promise<'ok' | 'missing' | 'down'> {
  try {
    const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const applied = (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    return applied >= SHIPPED_MIGRATIONS ? 'ok' : 'missing';
  } catch {
    return (await ping(db)) ? 'missing' : 'down';
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
