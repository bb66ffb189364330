import { defineConfig } from '@playwright/test';
import { RUN_ID } from './browser-env';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';

const suffix = RUN_ID ? `-${RUN_ID}` : '';
// Two workers (CI has two cores), each with its own server and database (global-setup.ts), so no
// journey meets another worker's changes. A spec file runs in one worker, top to bottom, as written.
const workers = Number(process.env.PW_WORKERS ?? 2);

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `../../artifacts/playwright-report${suffix}` }],
  ],
  outputDir: `../../artifacts/playwright-output${suffix}`,
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    trace: 'retain-on-failure',
    // Every journey opens a fresh context, a first visit, so the service worker would install and
    // precache the whole shell in each (every-route.spec.ts: 103 s of journeys with it, 78 s
    // without). The offline journey, about the service worker, allows it (offline-app.spec.ts).
    serviceWorkers: 'block',
    // Journeys check what pages do, not how they move: without motion, the tier badge's endless
    // ping on every card and the loading pulses stop repainting in Chromium's software compositor
    // (every-route.spec.ts: 82 s of Chromium CPU with motion, 63 s without). The journeys about a
    // motion (the mobile drawer's slide-in) ask for it back with test.use.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
