/**
 * Compiles the server (src/server/main.ts, with src/shared) into one ES module, dist/server/main.js,
 * which `npm start` runs with plain `node`: production runs compiled JavaScript, not tsx. Packages
 * stay in node_modules (imported, not bundled). Files read at run time are found from the project's
 * root (src/server/project-root.ts), so the bundle's location does not matter. Takes about a second,
 * so `npm start` rebuilds every time and never runs a stale server.
 *
 *   npm run build:server            write dist/server/main.js
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '..');
export const SERVER_ENTRY = join(ROOT, 'src', 'server', 'main.ts');
export const SERVER_OUTFILE = join(ROOT, 'dist', 'server', 'main.js');

export async function buildServer(outfile: string = SERVER_OUTFILE): Promise<void> {
  await build({
    entryPoints: [SERVER_ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    tsconfig: join(ROOT, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { outfile: { type: 'string' } } });
  await buildServer(values.outfile);
}
