import { rmSync } from 'node:fs';
import { browserEnv } from './browser-env';

export default async function globalTeardown(): Promise<void> {
  const env = browserEnv();
  try {
    process.kill(-env.serverPid, 'SIGTERM');
  } catch {
    try {
      process.kill(env.serverPid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(env.dataDir, { recursive: true, force: true });
}
