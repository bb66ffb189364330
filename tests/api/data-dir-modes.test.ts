import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/open-database';

/** Every path under dir with a mode other than 0700 (folders) or 0600 (files). */
function looseModes(dir: string): string[] {
  const loose: string[] = [];
  const walk = (path: string) => {
    const mode = statSync(path).mode & 0o777;
    const isDir = statSync(path).isDirectory();
    if (mode !== (isDir ? 0o700 : 0o600)) loose.push(`${path} ${mode.toString(8)}`);
    if (isDir) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return loose;
}

describe('the embedded database folder (issue 14 item 7)', () => {
  const root = mkdtempSync(join(tmpdir(), 'betlens-modes-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is 0700 with 0600 files, new and existing, even under a permissive umask', async () => {
    const dataDir = join(root, 'data');
    // An install made by an older version in a container whose umask is 0.
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    chmodSync(dataDir, 0o777);
    writeFileSync(join(dataDir, 'old-file'), 'x');
    chmodSync(join(dataDir, 'old-file'), 0o666);
    const umask = process.umask(0);
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      // Files PGlite creates while running (a new table, WAL) are private too.
      await database.db.execute(sql`create table mode_probe (id int, note text)`);
      await database.db.execute(
        sql`insert into mode_probe select g, repeat('x', 200) from generate_series(1, 2000) g`,
      );
      await database.db.execute(sql`checkpoint`);
      expect(looseModes(dataDir)).toEqual([]);
      await database.close();
      expect(looseModes(dataDir)).toEqual([]);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(5);
    } finally {
      process.umask(umask);
    }
  });
});
