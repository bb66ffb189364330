import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../src/server/db/open-database';
import { createReplayProvider } from '../../src/server/providers/replay/replay-provider';
import { refreshGames } from '../../src/server/services/analysis/refresh';
import { importHistory } from '../../src/server/services/ingest/import-history';
import { dropOtherSnapshots, type TestDatabaseKind } from './databases';
import { makeTestApp, TestClock, type TestApp } from './test-app';

/** The moment the analysed snapshot's replay refresh ran (the API tests' usual clock). */
export const ANALYSED_AT = new Date('2026-11-22T15:00:00Z');

const ROOT = join(import.meta.dirname, '..', '..');
/** Everything the snapshot's content depends on: the server, the shared rules, the data, these helpers. */
const SOURCES = ['src/server', 'src/shared', 'resources', 'tests/helpers'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** A key that changes whenever the code or data the snapshot is built from does. */
function sourceKey(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES)
    for (const file of filesUnder(join(ROOT, source)))
      hash.update(file.slice(ROOT.length)).update(readFileSync(file));
  return `analysed${hash.digest('hex').slice(0, 16)}`;
}

/**
 * A fresh database holding the bundled history and one replay refresh at ANALYSED_AT, with the test
 * app's default config: what most API tests build in their beforeAll (about 11 s on PGlite), made
 * once and copied. Open the test's app on it with `new TestClock(ANALYSED_AT)`.
 */
export async function openAnalysedDatabase(kind: TestDatabaseKind): Promise<Database> {
  const key = sourceKey();
  return kind.openSnapshot(key, async (database) => {
    await dropOtherSnapshots('analysed', key);
    const clock = new TestClock(ANALYSED_AT);
    const t = await makeTestApp(database, { clock });
    try {
      await importHistory(t.ctx);
      await refreshGames(
        { ...t.ctx, odds: createReplayProvider({ now: clock.now }) },
        { params: {} },
        async () => {},
      );
    } finally {
      await t.close();
    }
  });
}

/** The test app on its own copy of the analysed snapshot; closing it closes that database too. */
export type AnalysedApp = TestApp & { database: Database };

/**
 * The usual API-test setup: a fresh copy of the analysed snapshot on `kind` and the real app on it,
 * at `clock` (by default a TestClock at ANALYSED_AT). `close()` closes the app, then the database.
 */
export async function openAnalysedApp(
  kind: TestDatabaseKind,
  options: Parameters<typeof makeTestApp>[1] = {},
): Promise<AnalysedApp> {
  const database = await openAnalysedDatabase(kind);
  const t = await makeTestApp(database, { clock: new TestClock(ANALYSED_AT), ...options }).catch(
    async (error: unknown) => {
      await database.close();
      throw error;
    },
  );
  return {
    ...t,
    database,
    close: async () => {
      await t.close();
      await database.close();
    },
  };
}
