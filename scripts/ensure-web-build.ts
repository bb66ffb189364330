/**
 * `npm start` runs this first: it builds the web app (with the overlay's frame page) and the
 * bookmarklet script when either is missing or older than any source they are built from, so a
 * fresh clone needs only `npm install && npm start`.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookmarkletScript } from '../src/web/lib/bookmarklet-link';

const ROOT = join(import.meta.dirname, '..');
/** The outputs of the build: the site, the overlay's frame, the bookmarklet script, the prerendered landing page. */
const OUTPUTS = ['index.html', 'overlay-frame.html', 'bookmarklet.js', 'landing.html'].map((file) =>
  join(ROOT, 'dist', 'web', file),
);
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
  if (OUTPUTS.some((output) => !existsSync(output))) return true;
  const built = Math.min(...OUTPUTS.map((output) => statSync(output).mtimeMs));
  return INPUTS.some((input) => newestMtime(join(ROOT, input)) > built);
}

/**
 * The site build (the app and the overlay's frame page; it empties `outDir`), then the bookmarklet
 * script for bookmarks made before the frame, then the prerendered landing page, then brotli and
 * gzip copies of the assets. `outDir` defaults to dist/web; the isolated browser runs pass their own.
 */
export async function buildWeb(outDir?: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}),
  });
  const webRoot = outDir ?? join(ROOT, 'dist', 'web');
  writeFileSync(join(webRoot, 'bookmarklet.js'), bookmarkletScript());
  const { prerenderLanding } = await import('./prerender-landing');
  prerenderLanding(webRoot);
  const { precompressWeb } = await import('./precompress-web');
  precompressWeb(webRoot);
}

async function main(): Promise<void> {
  // `npm run build` forces a build; `npm start` builds only when the sources are newer.
  if (!process.argv.includes('--force') && !webBuildIsStale()) return;
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
