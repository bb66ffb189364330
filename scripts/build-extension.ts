/**
 * `npm run build:extension`: the browser extension (Chrome and Firefox, Manifest V3) into
 * dist/extension, and the same files as dist/betlens-extension-<version>.zip for the stores.
 *
 * Built from the overlay's own code (src/overlay), the browser code it shares with the site
 * (src/client) and the extension's parts (src/extension), each as one self-contained script
 * (content scripts and MV3 workers load no chunks). Read at build time:
 *
 * - PUBLIC_ORIGIN   the BetLens server the extension talks to by default (its one host permission);
 *                   https, or a loopback address for local testing. Default http://127.0.0.1:5000.
 * - PRODUCT_NAME    the product's name (default BetLens).
 * - EXTENSION_GECKO_ID  Firefox add-on id (default betlens-extension@<PUBLIC_ORIGIN's host>).
 */
import react from '@vitejs/plugin-react';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { buildManifest, EXTENSION_ICON_SIZES } from '../src/extension/manifest';
import { safeOrigin } from '../src/client/frame-protocol';
import { createZip } from './zip';

const ROOT = join(import.meta.dirname, '..');

export interface ExtensionBuildOptions {
  /** Default dist/extension. */
  readonly outDir?: string;
  /** Folder for the zip (default dist). */
  readonly zipDir?: string;
  readonly apiOrigin?: string;
  readonly productName?: string;
  readonly geckoId?: string;
}

export interface ExtensionBuild {
  readonly dir: string;
  readonly zip: string;
  readonly apiOrigin: string;
}

/** The scripts: [entry, output file]. */
const SCRIPTS = [
  ['src/extension/background.ts', 'background.js'],
  ['src/extension/content-script.tsx', 'content-script.js'],
  ['src/extension/popup-main.tsx', 'popup.js'],
  ['src/extension/options-main.tsx', 'options.js'],
] as const;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

/** The API origin the build is for: https, or http on a loopback address (local testing only). */
export function extensionApiOrigin(value: string): string {
  const origin = safeOrigin(value);
  if (origin === null) throw new Error(`PUBLIC_ORIGIN is not an http(s) origin: ${value}`);
  const url = new URL(origin);
  if (url.protocol !== 'https:' && !LOOPBACK.test(url.hostname))
    throw new Error(`PUBLIC_ORIGIN must be https for the extension (or a loopback address): ${origin}`);
  return origin;
}

function page(title: string, script: string): string {
  return (
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n' +
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />\n' +
    `    <title>${title}</title>\n    <link rel="stylesheet" href="pages.css" />\n  </head>\n` +
    `  <body>\n    <div id="root"></div>\n    <script src="${script}"></script>\n  </body>\n</html>\n`
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

export async function buildExtension(options: ExtensionBuildOptions = {}): Promise<ExtensionBuild> {
  const outDir = options.outDir ?? join(ROOT, 'dist', 'extension');
  const zipDir = options.zipDir ?? join(ROOT, 'dist');
  const apiOrigin = extensionApiOrigin(options.apiOrigin ?? 'http://127.0.0.1:5000');
  const productName = options.productName || 'BetLens';
  const geckoId = options.geckoId || `betlens-extension@${new URL(apiOrigin).hostname}`;
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'icons'), { recursive: true });
  for (const [entry, file] of SCRIPTS) {
    await build({
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      publicDir: false,
      resolve: { alias: { '@shared': join(ROOT, 'src', 'shared') } },
      define: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __BETLENS_API_ORIGIN__: JSON.stringify(apiOrigin),
        __BETLENS_PRODUCT_NAME__: JSON.stringify(productName),
      },
      build: {
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        sourcemap: false,
        target: 'es2022',
        lib: { entry: join(ROOT, entry), formats: ['iife'], name: 'BetLensExtension', fileName: () => file },
      },
    });
  }
  writeFileSync(join(outDir, 'popup.html'), page(productName, 'popup.js'));
  writeFileSync(join(outDir, 'options.html'), page(`${productName} extension settings`, 'options.js'));
  copyFileSync(join(ROOT, 'src', 'extension', 'pages.css'), join(outDir, 'pages.css'));
  for (const size of EXTENSION_ICON_SIZES) {
    copyFileSync(
      join(ROOT, 'extension', 'icons', `icon-${size}.png`),
      join(outDir, 'icons', `icon-${size}.png`),
    );
  }
  const manifest = buildManifest({ productName, version, apiOrigin, geckoId });
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  mkdirSync(zipDir, { recursive: true });
  const zip = join(zipDir, `betlens-extension-${version}.zip`);
  const entries = filesUnder(outDir).map((path) => ({
    name: relative(outDir, path).split('\\').join('/'),
    data: readFileSync(path),
  }));
  writeFileSync(zip, createZip(entries));
  return { dir: outDir, zip, apiOrigin };
}

async function main(): Promise<void> {
  const built = await buildExtension({
    apiOrigin: process.env.PUBLIC_ORIGIN || undefined,
    productName: process.env.PRODUCT_NAME || undefined,
    geckoId: process.env.EXTENSION_GECKO_ID || undefined,
  });
  console.log(`Extension for ${built.apiOrigin} built into ${relative(ROOT, built.dir)}`);
  console.log(`Store upload: ${relative(ROOT, built.zip)}`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error('Extension build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
