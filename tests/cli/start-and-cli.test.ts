import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LICENSE_KEY_PATTERN } from '@shared/licensing/license-key';
import { buildServer } from '../../scripts/build-server';

const ROOT = join(import.meta.dirname, '..', '..');
/**
 * The server and the CLI as `npm start` and `npm run cli` run them: compiled by
 * scripts/build-server.ts and run with plain node. Built into a folder of this run's own inside the
 * project (both find their files from the project root).
 */
const SERVER_DIR = join(ROOT, 'dist', 'server-test', `${process.pid}-${Date.now()}`);
const SERVER_JS = join(SERVER_DIR, 'main.js');
const CLI_JS = join(SERVER_DIR, 'cli.js');
const spawnServer = (env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--enable-source-maps', SERVER_JS], { cwd: ROOT, env });

beforeAll(async () => {
  await buildServer(SERVER_DIR);
}, 60_000);
afterAll(() => rmSync(SERVER_DIR, { recursive: true, force: true }));

function baseEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: '0',
  };
  delete env.DATABASE_URL;
  return env;
}

function runCli(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', CLI_JS, ...args], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; output: string; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnServer(env);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const match = /is running at (http:\/\/\S+)/.exec(output);
      if (match && output.includes('\n\n', output.indexOf(match[0]))) {
        clearTimeout(timer);
        resolve({ child, output, url: match[1]! });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('the server process, first run and the CLI beside it (embedded database)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'betlens-start-'));
  const env = baseEnv(dataDir);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;

  beforeAll(async () => {
    server = await startServer(env);
  }, 90_000);
  afterAll(async () => {
    if (server) await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the URL and, on first start, a demo licence and an admin key that work', async () => {
    const { output, url } = server!;
    const demo = /Demo all-access licence \(30 days\): (\S+)/.exec(output)?.[1];
    const admin = /Admin key:\s+(\S+)/.exec(output)?.[1];
    expect(demo).toMatch(LICENSE_KEY_PATTERN);
    expect(admin).toMatch(LICENSE_KEY_PATTERN);

    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok' });
    const verify = await fetch(`${url}/api/auth/verify-license`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ licenseKey: demo }),
    });
    expect(await verify.json()).toMatchObject({
      valid: true,
      license: { subscriptionType: 'all-access', daysRemaining: 30 },
    });
    const adminCheck = await fetch(`${url}/api/admin/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ licenseKey: admin }),
    });
    expect(adminCheck.status).toBe(200);
  }, 120_000);

  it('refuses to run the CLI against the embedded database while the server holds it', async () => {
    const result = await runCli(['license', 'list'], env);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/in use by a running BetLens server \(pid \d+\)/);
  });

  it('after the server stops, the CLI works and a restart prints no new keys', async () => {
    await stop(server!.child);
    const created = await runCli(
      ['license', 'create', '--email', 'p@example.com', '--plan', 'football', '--days', '3'],
      env,
    );
    expect(created.code).toBe(0);
    expect(created.stdout.trim().split('\n').at(-1)).toMatch(LICENSE_KEY_PATTERN);
    const listing = await runCli(['license', 'list'], env);
    expect(listing.stdout).toContain('p@example.com');
    expect(listing.stdout).toContain('demo@betlens.local');

    server = await startServer(env);
    expect(server.output).not.toContain('Admin key:');
  }, 300_000);
});

describe('start-up configuration errors', () => {
  it('stops with a message naming the bad variable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'betlens-cfg-'));
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawnServer({ ...baseEnv(dataDir), PORT: 'eighty' });
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('close', (code) => resolve({ code, stderr }));
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('PORT: must be a number');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
