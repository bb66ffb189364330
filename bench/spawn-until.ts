import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/** Runs a TypeScript entry with tsx and resolves once its output matches `pattern`. */
export function spawnUntil(
  args: string[],
  env: NodeJS.ProcessEnv,
  pattern: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}:\n${output}`)),
      120_000,
    );
    const onData = (d: Buffer) => {
      output += d.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match, output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
}

/** The real server on a fresh embedded database with demo data; resolves with its URL and keys. */
export async function startDemoServer(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const server = await spawnUntil(
    ['src/server/main.ts'],
    {
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      ...env,
    },
    /is running at (http:\/\/\S+)[\s\S]*Demo all-access licence \(\d+ days\): (\S+)\s+Admin key:\s+(\S+)/,
  );
  return {
    child: server.child,
    base: server.match[1]!,
    demoKey: server.match[2]!,
    adminKey: server.match[3]!,
  };
}

/**
 * The server prices the week right after it starts: wait (up to `tries` seconds) until the full
 * slate is there, so nothing is measured against that background job.
 */
export async function waitForSlate(
  base: string,
  headers: Record<string, string>,
  tries: number,
): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const res = await fetch(`${base}/api/bookmarklet/games?sport=all`, { headers });
    const body = (await res.json()) as { totalGames?: number };
    if ((body.totalGames ?? 0) > 20) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
