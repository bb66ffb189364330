/**
 * `npm start` runs this first: it builds the web app when dist/web is missing or older than any
 * source it is built from, so a fresh clone needs only `npm install && npm start`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const OUTPUT = join(ROOT, 'dist', 'web', 'index.html');
const INPUTS = ['src/web', 'src/shared', 'src/overlay', 'vite.config.ts', 'package-lock.json'];

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
  if (!existsSync(OUTPUT)) return true;
  const built = statSync(OUTPUT).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(ROOT, input)) > built);
}

async function main(): Promise<void> {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (first start, or sources changed)...');
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  console.log('Web app built into dist/web.');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error('Web build failed:', error);
    process.exit(1);
  });
}
