import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { RUN_ID } from './browser-env';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The compiled server the journeys run (as `npm start` does): global setup builds it, and the CLI
 * beside it, from the sources once per run (scripts/build-server.ts, about a second). It sits inside
 * the project so its packages resolve from node_modules; an isolated run (PW_RUN_ID) has its own.
 */
export const SERVER_BUNDLE_DIR = join(ROOT, 'artifacts', `browser-server${RUN_ID ? `-${RUN_ID}` : ''}`);
export const SERVER_BUNDLE = join(SERVER_BUNDLE_DIR, 'main.js');
/** The operator CLI, compiled beside the server (as `npm run cli` runs it). */
export const CLI_BUNDLE = join(SERVER_BUNDLE_DIR, 'cli.js');

/**
 * Starts the compiled server (SERVER_BUNDLE) in its own process group with `env`, resolves with its
 * pid once it prints its URL, and leaves it running after this process (unref): global teardown
 * stops it by pid. Rejects with the server's output when it exits or stays silent 90 s.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<number> {
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
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

/** Stops a server started by startServer (its whole process group) and waits until it has exited. */
export async function stopServer(pid: number): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      return; // Already gone.
    }
  }
  for (let i = 0; i < 300; i++) {
    try {
      process.kill(pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      return;
    }
  }
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
