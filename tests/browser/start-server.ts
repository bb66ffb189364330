import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/**
 * Starts `npm start`'s server (src/server/main.ts) in its own process group with `env`, resolves
 * with its pid once it prints its URL, and leaves it running after this process (unref): global
 * teardown stops it by pid. Rejects with the server's output when it exits or stays silent 90 s.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<number> {
  const server = spawn(TSX, ['src/server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  server.stdout.removeAllListeners('data');
  server.stderr.removeAllListeners('data');
  server.removeAllListeners('exit');
  server.unref();
  return server.pid!;
}
