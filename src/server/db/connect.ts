import type { AppConfig } from '../config';
import { acquireDataDirLock } from './data-dir-lock';
import { openDatabase, type Database } from './open-database';

/** Opens the configured database; for the embedded one, first takes the data-folder lock. */
export async function connectConfiguredDatabase(
  config: AppConfig,
  owner: 'server' | 'cli',
): Promise<{ database: Database; release: () => void }> {
  if (config.databaseUrl) {
    return { database: await openDatabase({ kind: 'postgres', url: config.databaseUrl }), release: () => {} };
  }
  const release = acquireDataDirLock(config.dataDir, owner);
  try {
    return { database: await openDatabase({ kind: 'pglite', dataDir: config.dataDir }), release };
  } catch (error) {
    release();
    throw error;
  }
}
