/**
 * Compiles the server (src/server/main.ts) and the operator CLI (src/server/cli.ts), with src/shared,
 * into two ES modules, dist/server/main.js and dist/server/cli.js, which `npm start` and `npm run cli`
 * run with plain `node`: production runs compiled JavaScript, not tsx (a CLI command starts in about
 * a second instead of four). Packages stay in node_modules (imported, not bundled). Files read at run
 * time are found from the project's root (src/server/project-root.ts), so the bundles' location does
 * not matter. Takes about a second, so both scripts rebuild every time and never run a stale build.
 *
 *   npm run build:server            write dist/server/main.js and dist/server/cli.js
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '..');
const SERVER_SOURCES = join(ROOT, 'src', 'server');
export const SERVER_OUTDIR = join(ROOT, 'dist', 'server');

/** Writes `<outdir>/main.js` (the server) and `<outdir>/cli.js` (the operator CLI). */
export async function buildServer(outdir: string = SERVER_OUTDIR): Promise<void> {
  await build({
    entryPoints: [join(SERVER_SOURCES, 'main.ts'), join(SERVER_SOURCES, 'cli.ts')],
    outdir,
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
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  await buildServer(values.outdir);
}
