/**
 * Builds the bookmarklet script, dist/web/bookmarklet.js: one self-contained IIFE (React, the
 * overlay and its stylesheet inlined; no chunks), since a sportsbook page loads it with a single
 * <script>. Runs AFTER the main web build, which empties dist/web.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@shared': shared } },
  publicDir: false,
  // Library builds leave process.env alone; React needs its production branch chosen here.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    target: 'es2020',
    lib: {
      entry: fileURLToPath(new URL('./src/overlay/bookmarklet.ts', import.meta.url)),
      formats: ['iife'],
      name: 'BetLensBookmarklet',
      fileName: () => 'bookmarklet.js',
    },
  },
});
