import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/server/db/open-database';

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/**
 * Every integration test runs on embedded PGlite, and also on real PostgreSQL when
 * TEST_DATABASE_URL is set. Each open() gives a fresh, migrated, private database.
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', open: () => openDatabase({ kind: 'pglite-memory' }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) kinds.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return kinds;
}

async function openFreshPostgres(adminUrl: string): Promise<Database> {
  const name = `betlens_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
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
