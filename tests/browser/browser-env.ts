import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What global setup prepared for the journeys: the server URL and keys made the way an operator makes them. */
export interface BrowserEnv {
  baseUrl: string;
  dataDir: string;
  serverPid: number;
  licenseKey: string;
  expiredKey: string;
  cfbOnlyKey: string;
  adminKey: string;
}

export const ENV_FILE = join(import.meta.dirname, '..', '..', 'artifacts', 'browser-env.json');

export function browserEnv(): BrowserEnv {
  return JSON.parse(readFileSync(ENV_FILE, 'utf8')) as BrowserEnv;
}
