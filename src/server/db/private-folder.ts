import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database folder holds key hashes, e-mail addresses and phone numbers: only the
 * service's own user may read it. Folders are 0700 and files 0600, including files left by older
 * versions (which created them with the process umask, often 0666 in containers).
 */
export function makePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  restrictTree(dir);
}

function restrictTree(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

/**
 * PGlite keeps creating files (new tables, WAL segments) while it runs, with the process umask:
 * while an embedded database is open the umask is 077 so they are born private. Returns the undo.
 * (Worker threads cannot change the umask; there the chmod at open is what protects the folder.)
 */
export function privateUmask(): () => void {
  let previous: number;
  try {
    previous = process.umask(0o077);
  } catch {
    return () => {};
  }
  return () => {
    process.umask(previous);
  };
}
