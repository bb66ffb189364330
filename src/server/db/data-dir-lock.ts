import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is single-process: two processes opening one data folder corrupt it. The server and the
 * CLI take this lock file; a second process finds a live pid in it and stops without touching the
 * database.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly holder: { pid: number; owner: string },
    dataDir: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by a running BetLens ${holder.owner} (pid ${holder.pid}). ` +
        'Stop it first, or run this command with DATABASE_URL pointing at PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPath(dataDir: string): string {
  return join(dataDir, 'betlens.lock');
}

export function readLockHolder(dataDir: string): { pid: number; owner: string } | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as { pid?: unknown; owner?: unknown };
    if (typeof holder.pid === 'number' && holder.pid !== process.pid && isAlive(holder.pid)) {
      return { pid: holder.pid, owner: typeof holder.owner === 'string' ? holder.owner : 'process' };
    }
  } catch {
    // No lock file, or a torn one: treat as free.
  }
  return undefined;
}

export function acquireDataDirLock(dataDir: string, owner: 'server' | 'cli'): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const holder = readLockHolder(dataDir);
  if (holder) throw new DataDirLockedError(holder, dataDir);
  const path = lockPath(dataDir);
  rmSync(path, { force: true });
  try {
    writeFileSync(path, JSON.stringify({ pid: process.pid, owner, at: new Date().toISOString() }), {
      flag: 'wx',
    });
  } catch {
    const winner = readLockHolder(dataDir);
    if (winner) throw new DataDirLockedError(winner, dataDir);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      const current = JSON.parse(readFileSync(path, 'utf8')) as { pid?: number };
      if (current.pid === process.pid) rmSync(path, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.once('exit', release);
  return release;
}
