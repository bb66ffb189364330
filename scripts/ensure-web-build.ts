/**
 * `npm start` runs this first: it builds the web app and the bookmarklet script when either is
 * missing or older than any source they are built from, so a fresh clone needs only
 * `npm install && npm start`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
/** Both outputs of the build: the site and the bookmarklet script (built second). */
const OUTPUTS = [join(ROOT, 'dist', 'web', 'index.html'), join(ROOT, 'dist', 'web', 'bookmarklet.js')];
const INPUTS = [
  'src/web',
  'src/shared',
  'src/overlay',
  'vite.config.ts',
  'vite.overlay.config.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function webBuildIsStale(): boolean {
  if (OUTPUTS.some((output) => !existsSync(output))) return true;
  const built = Math.min(...OUTPUTS.map((output) => statSync(output).mtimeMs));
  return INPUTS.some((input) => newestMtime(join(ROOT, input)) > built);
}

/**
 * The site build (which empties `outDir`), then the bookmarklet script into the same folder.
 * `outDir` defaults to dist/web (each config's own); the isolated browser runs pass their own.
 */
export async function buildWeb(outDir?: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}),
  });
  await build({
    configFile: join(ROOT, 'vite.overlay.config.ts'),
    logLevel: 'warn',
    ...(outDir ? { build: { outDir, emptyOutDir: false } } : {}),
  });
}

async function main(): Promise<void> {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (first start, or sources changed)...');
  await buildWeb();
  console.log('Web app built into dist/web.');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error('Web build failed:', error);
    process.exit(1);
  });
}
