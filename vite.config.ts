import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { APP_ROUTES } from './src/shared/routes.ts';

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));

/** Only the app's own routes get the cached shell offline; unknown paths still reach the server (404). */
const appRouteAllowlist = APP_ROUTES.map(
  (route) => new RegExp(`^${route === '/' ? '/' : `${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?`}$`),
);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // The service worker at /sw.js precaches the app shell (HTML, JS, CSS, icons) so the site opens
    // offline; main.tsx registers it at page load (no inline script: the CSP forbids one).
    VitePWA({
      injectRegister: null,
      registerType: 'autoUpdate',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'BetLens: NFL & College Football Betting Insights',
        short_name: 'BetLens',
        description:
          "Fair lines, price edges and curated picks for NFL and college football: every sportsbook priced against the market's no-vig fair line.",
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#020617',
        theme_color: '#020617',
        categories: ['sports', 'news'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The bookmarklet and its frame run inside other sites; the site never needs them offline.
        globIgnores: ['bookmarklet.js', 'overlay-frame.html'],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: appRouteAllowlist,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Links and prices the pages need; public, so a copy may serve offline.
            urlPattern: ({ url }) => url.pathname === '/api/public-config',
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'betlens-public-config' },
          },
          {
            urlPattern: ({ url }) => url.pathname === '/api/record',
            handler: 'NetworkFirst',
            options: { cacheName: 'betlens-record', networkTimeoutSeconds: 4 },
          },
        ],
      },
    }),
  ],
  resolve: { alias: { '@shared': shared } },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // The site, and the overlay's page for the bookmarklet's iframe (src/overlay/frame-main.ts).
      input: {
        index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        'overlay-frame': fileURLToPath(new URL('./src/web/overlay-frame.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
