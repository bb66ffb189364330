import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What global setup prepared for the journeys: the server URL and keys made the way an operator makes them. */
export interface BrowserEnv {
  baseUrl: string;
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

export function browserEnv(): BrowserEnv {
  return JSON.parse(readFileSync(ENV_FILE, 'utf8')) as BrowserEnv;
}
