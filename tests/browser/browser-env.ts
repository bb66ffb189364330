import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What global setup prepared for one worker's journeys: its own server (URL, data folder, pid) and
 * keys made the way an operator makes them.
 */
export interface BrowserEnv {
  baseUrl: string;
  /** This server's DATA_DIR (its embedded database). */
  dataDir: string;
  serverPid: number;
  licenseKey: string;
  /** An all-access licence of its own for the journeys on sportsbook pages (overlay, extension, bookmarklet). */
  overlayLicenseKey: string;
  expiredKey: string;
  cfbOnlyKey: string;
  adminKey: string;
  /** The unpacked browser extension, built with this server as its API origin. */
  extensionDir: string;
  /** The isolated run's own web build (PW_RUN_ID), else the server serves dist/web. */
  webDistDir?: string;
}

/**
 * Referral banners exist only when configured (none are built in): the browser server, and every
 * restart of it (publish-journey.spec.ts), configures these four; the landing journey expects them.
 */
export const SPORTSBOOK_BANNERS = {
  SPORTSBOOKS_JSON: JSON.stringify(
    ['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) => ({
      name: `${name} Sportsbook`,
      url: `https://${name.toLowerCase()}-sportsbook.com/?ref=betlens`,
      bonus: `${name} new-customer offer`,
      bonusAsOf: '2026-11-01',
    })),
  ),
};

/** Store listings the test server names, so the landing page offers the extension. */
export const EXTENSION_STORES = {
  EXTENSION_CHROME_URL: 'https://extensions.example/chrome/betlens',
  EXTENSION_FIREFOX_URL: 'https://extensions.example/firefox/betlens',
} as const;

/**
 * PW_RUN_ID isolates concurrent runs on one machine (several developers or agents): each gets its
 * own env file, web build and output folders.
 */
export const RUN_ID = process.env.PW_RUN_ID?.replace(/[^\w-]/g, '') ?? '';

export const ENV_FILE = join(
  import.meta.dirname,
  '..',
  '..',
  'artifacts',
  RUN_ID ? `browser-env-${RUN_ID}.json` : 'browser-env.json',
);

/**
 * The env file: one server per Playwright worker, so journeys that change the server's state (the
 * publish journey moves its clock and restarts it, others approve games or use up limits) never
 * meet a journey of another worker. `rootDir` holds all of them and the shared web build.
 */
export interface BrowserEnvFile {
  rootDir: string;
  servers: BrowserEnv[];
}

function readEnvFile(): BrowserEnvFile {
  return JSON.parse(readFileSync(ENV_FILE, 'utf8')) as BrowserEnvFile;
}

/**
 * The slot of this worker: Playwright numbers its running workers 0 … workers − 1
 * (TEST_PARALLEL_INDEX), and a worker started after a failure takes the slot of the one it replaces.
 */
function slot(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? '0');
}

/** This worker's server and keys. */
export function browserEnv(): BrowserEnv {
  const { servers } = readEnvFile();
  return servers[slot() % servers.length]!;
}

/** Every server, for global teardown. */
export function allBrowserEnvs(): BrowserEnvFile {
  return readEnvFile();
}

/** Records that this worker's server was restarted (a new pid), so teardown stops the running one. */
export function saveBrowserEnv(next: BrowserEnv): void {
  const file = readEnvFile();
  file.servers[slot() % file.servers.length] = next;
  writeFileSync(ENV_FILE, JSON.stringify(file, null, 2));
}
