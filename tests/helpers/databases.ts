import pg from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../src/server/db/open-database';

/** Builds a snapshot's content on a fresh migrated database (then the database is closed). */
export type SnapshotBuilder = (database: Database) => Promise<void>;

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, private database. */
  open(): Promise<Database>;
  /**
   * A fresh, private copy of a snapshot: `build` runs once per `key` (on this machine, for these
   * migrations) on a migrated database, and every later call copies the result. The key must change
   * whenever what `build` produces would (lowercase letters and digits).
   */
  openSnapshot(key: string, build: SnapshotBuilder): Promise<Database>;
}

/**
 * Every integration test runs on embedded PGlite, and also on real PostgreSQL when
 * TEST_DATABASE_URL is set. Databases start from snapshots instead of running the migrations each
 * time: PGlite loads a dumped data folder (about 0.4 s instead of 3–4 s), PostgreSQL copies a
 * template database (CREATE DATABASE … TEMPLATE). Both are keyed by the migrations' hash and built
 * aside, then renamed, so concurrent workers never see a half-made one.
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const pglite: TestDatabaseKind = {
    name: 'pglite',
    open: () => openPgliteSnapshot('migrated', async () => {}),
    openSnapshot: openPgliteSnapshot,
  };
  const kinds = [pglite];
  const url = process.env.TEST_DATABASE_URL;
  if (url)
    kinds.push({
      name: 'postgres',
      open: () => openPostgresSnapshot(url, 'migrated', async () => {}),
      openSnapshot: (key, build) => openPostgresSnapshot(url, key, build),
    });
  return kinds;
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

function checkKey(key: string): void {
  if (!/^[a-z0-9]{1,24}$/.test(key)) throw new Error(`snapshot key must be 1–24 of [a-z0-9], got ${key}`);
}

async function openPgliteSnapshot(key: string, build: SnapshotBuilder): Promise<Database> {
  checkKey(key);
  const prefix = `betlens-test-pglite-${migrationsHash()}-`;
  const path = join(tmpdir(), `${prefix}${key}.tar`);
  if (!existsSync(path))
    await withBuildLock(
      `${path}.lock`,
      () => existsSync(path),
      () => buildPgliteSnapshot(path, build),
    );
  return openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([readFileSync(path)]) });
}

async function buildPgliteSnapshot(path: string, build: SnapshotBuilder): Promise<void> {
  const fresh = await openDatabase({ kind: 'pglite-memory' });
  try {
    await build(fresh);
    const client = (fresh.db as unknown as { $client: PGlite }).$client;
    const blob = await client.dumpDataDir('none');
    // Written aside, then renamed: a worker never reads a half-written dump.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await fresh.close();
  }
}

/** A lock file older than this was left by a run that died while building: it is ignored. */
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Runs `build` in one worker at a time (a lock file made with O_EXCL): a second worker needing the
 * same snapshot waits for the first instead of building it again beside it on the same two cores.
 */
async function withBuildLock(lock: string, built: () => boolean, build: () => Promise<void>): Promise<void> {
  for (;;) {
    if (built()) return;
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (!built()) await build();
      return;
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
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

/** The template database of a snapshot, made on first use. */
async function postgresTemplate(adminUrl: string, key: string, build: SnapshotBuilder): Promise<string> {
  checkKey(key);
  const name = `betlens_tpl_${migrationsHash()}_${key}`;
  const exists = async (admin: pg.Client) =>
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  // One worker builds it while the others wait on a session lock (released when its connection ends).
  return withAdmin(adminUrl, async (admin) => {
    if (await exists(admin)) return name;
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    if (!(await exists(admin))) await buildPostgresTemplate(admin, adminUrl, name, build);
    return name;
  });
}

/** Built under another name and renamed, so a worker never copies a half-made template. */
async function buildPostgresTemplate(
  admin: pg.Client,
  adminUrl: string,
  name: string,
  build: SnapshotBuilder,
): Promise<void> {
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${building}`);
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(adminUrl, building),
    poolSize: 2,
  });
  try {
    await build(database);
  } finally {
    await database.close();
  }
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
}

async function openPostgresSnapshot(
  adminUrl: string,
  key: string,
  build: SnapshotBuilder,
): Promise<Database> {
  const template = await postgresTemplate(adminUrl, key, build);
  const name = `betlens_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * Removes this machine's snapshots whose key starts with `family` but is not `keep` (older builds of a
 * content-keyed snapshot), so the temp folder and the server do not fill up across code changes.
 */
export async function dropOtherSnapshots(family: string, keep: string): Promise<void> {
  const tmpPrefix = `betlens-test-pglite-${migrationsHash()}-`;
  for (const file of readdirSync(tmpdir()))
    if (
      file.startsWith(`${tmpPrefix}${family}`) &&
      file.endsWith('.tar') &&
      file !== `${tmpPrefix}${keep}.tar`
    )
      rmSync(join(tmpdir(), file), { force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const complete = new RegExp(`^betlens_tpl_${migrationsHash()}_${family}[a-z0-9]*$`);
  await withAdmin(url, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database');
    for (const { datname } of rows)
      if (complete.test(datname) && datname !== `betlens_tpl_${migrationsHash()}_${keep}`)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  });
}
