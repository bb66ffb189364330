import { existsSync } from 'node:fs';

/** Loads ./.env when present (values already in the environment win). */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
