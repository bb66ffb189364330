import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root (the folder with package.json), found from this module's own location, so
 * files read at run time (migrations, the bundled history, the demo books' fit) are found the same
 * from the TypeScript sources (tsx, tests) and from the compiled server in dist/server (`npm start`).
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, from its root. */
export function projectPath(...parts: string[]): string {
  return join(PROJECT_ROOT, ...parts);
}
