import { rmSync } from 'node:fs';
import { allBrowserEnvs } from './browser-env';
import { stopServer } from './start-server';

/** Stops every worker's server (whichever process runs it now), waits for them, and removes their data. */
export default async function globalTeardown(): Promise<void> {
  const { rootDir, servers } = allBrowserEnvs();
  await Promise.all(servers.map(({ serverPid }) => stopServer(serverPid)));
  rmSync(rootDir, { recursive: true, force: true });
}
