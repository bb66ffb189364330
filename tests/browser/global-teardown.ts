import { rmSync } from 'node:fs';
import { allBrowserEnvs } from './browser-env';

/** Stops every worker's server (whichever process runs it now) and removes their data. */
export default async function globalTeardown(): Promise<void> {
  const { rootDir, servers } = allBrowserEnvs();
  for (const { serverPid } of servers) {
    try {
      process.kill(-serverPid, 'SIGTERM');
    } catch {
      try {
        process.kill(serverPid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(rootDir, { recursive: true, force: true });
}
