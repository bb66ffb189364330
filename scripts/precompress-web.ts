/**
 * Writes brotli (quality 11) and gzip (level 9) copies next to every built text asset, once, at
 * build time; the server sends them as they are (@fastify/static `preCompressed`). Compressing a
 * 270 KB bundle per request at a fast level costs the server milliseconds per asset and the
 * visitor bytes; this costs neither. The two HTML pages are left out: the server fills in a
 * per-response nonce and compresses them itself.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|webmanifest|json|txt)$/;
const SERVED_BY_THE_APP = new Set(['index.html', 'landing.html']);
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompressWeb(webRoot: string): { files: number } {
  let count = 0;
  for (const path of files(webRoot)) {
    const name = path.slice(webRoot.length + 1);
    if (!COMPRESSIBLE.test(name) || SERVED_BY_THE_APP.has(name)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
    count++;
  }
  return { files: count };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  console.log(precompressWeb(process.argv[2] ?? join(import.meta.dirname, '..', 'dist', 'web')));
}
