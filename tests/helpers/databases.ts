import pg from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../src/server/db/open-database';

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/**
 * Every integration test runs on embedded PGlite, and also on real PostgreSQL when
 * TEST_DATABASE_URL is set. Each open() gives a fresh, migrated, private database.
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', open: openMigratedPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) kinds.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return kinds;
}

/** A database URL on the same server as `adminUrl`. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated template database, made once per set of migrations (its name carries their hash):
 * each test database is a copy of it (CREATE DATABASE … TEMPLATE), not a fresh migration run.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `betlens_tpl_${migrationsHash()}`;
  const exists = await withAdmin(adminUrl, async (admin) => {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return found.rowCount === 1;
  });
  if (exists) return name;
  // Built under a private name and renamed when complete: a concurrent worker never copies a half-made one.
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${building}`));
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(adminUrl, building),
    poolSize: 1,
  });
  await database.close();
  await withAdmin(adminUrl, async (admin) => {
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      // Another worker finished first: use theirs.
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    }
  });
  return name;
}

async function openFreshPostgres(adminUrl: string): Promise<Database> {
  const name = `betlens_t_${randomBytes(6).toString('hex')}`;
  const template = await migratedTemplate(adminUrl);
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * A fresh in-memory PGlite started from a data folder dumped once after migrating (about 0.4 s instead
 * of 3–4 s of migrations per database). The dump lives in the OS temp folder, keyed by the migrations
 * and the PGlite version, so every test file and worker shares it; openDatabase still runs the
 * migrator, which finds nothing to apply.
 */
async function openMigratedPglite(): Promise<Database> {
  const dump = await migratedPgliteDump();
  return openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([readFileSync(dump)]) });
}

/** The shipped migrations (and the PGlite build), as a short hex key. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const dir of [MIGRATIONS_FOLDER, join(MIGRATIONS_FOLDER, 'meta')])
    for (const file of readdirSync(dir).sort())
      if (file.endsWith('.sql') || file.endsWith('.json'))
        hash.update(file).update(readFileSync(join(dir, file)));
  hash.update(
    readFileSync(join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json')),
  );
  return hash.digest('hex').slice(0, 16);
}

async function migratedPgliteDump(): Promise<string> {
  const path = join(tmpdir(), `betlens-test-pglite-${migrationsHash()}.tar`);
  if (existsSync(path)) return path;
  const fresh = await openDatabase({ kind: 'pglite-memory' });
  try {
    const client = (fresh.db as unknown as { $client: PGlite }).$client;
    const blob = await client.dumpDataDir('none');
    // Written aside, then renamed: a worker never reads a half-written dump.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await fresh.close();
  }
  return path;
}
