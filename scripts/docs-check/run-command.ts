import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';

export interface RunResult {
  ok: boolean;
  /** Why it failed (absent when ok). */
  problem?: string;
  output: string;
  seconds: number;
}

/**
 * What the programs here print on a flag they do not know (node:util parseArgs, commander, yargs,
 * vite's cac): a command that prints it fails even when it exits 0.
 */
export const UNKNOWN_FLAG = /unknown (option|flag|argument)|unrecognized (option|argument)|invalid option/i;

/**
 * The environment documented commands run in: no outside service is called (no API key, no results
 * feed, no PostgreSQL or Redis), and the embedded database is a fresh folder of the check's own.
 */
export function checkEnv(dataDir: string, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base };
  for (const name of Object.keys(env)) {
    if (/^(ODDS_API_|CFBD_|ANTHROPIC_|TWILIO_|GUMROAD_|ANALYTICS_FORWARD_|METRICS_TOKEN)/.test(name)) {
      delete env[name];
    }
  }
  return { ...env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', NFL_RESULTS_SYNC: 'false' };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The last `lines` lines of an output, for a failure message. */
export function tail(output: string, lines = 25): string {
  return output.trimEnd().split('\n').slice(-lines).join('\n');
}

function startShell(command: string, cwd: string, env: NodeJS.ProcessEnv) {
  // Its own process group, so stopping it stops what npm and tsx started under it.
  return spawn('bash', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
}

function stopGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Runs a command to its end; fails on a non-zero exit, an unknown flag or the time limit. */
export function runToEnd(
  command: string,
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<RunResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = startShell(command, options.cwd, options.env);
    let output = '';
    let timedOut = false;
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      stopGroup(child.pid, 'SIGKILL');
    }, options.timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      let problem: string | undefined;
      if (timedOut) problem = `did not end within ${options.timeoutMs / 1000} s`;
      else if (code !== 0) problem = `exit ${code ?? signal}`;
      else if (UNKNOWN_FLAG.test(output)) problem = 'printed an unknown-flag message';
      resolve({ ok: problem === undefined, ...(problem ? { problem } : {}), output, seconds });
    });
  });
}

/**
 * Starts a server, waits for its ready line (whose first group is its URL), asks `probe` of it for a
 * 2xx answer, and stops it. Fails when it exits first, prints an unknown-flag message, or is not
 * ready within the limit.
 */
export function runServer(
  command: string,
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number; ready: RegExp; probe: string },
): Promise<RunResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = startShell(command, options.cwd, options.env);
    let output = '';
    let problem: string | undefined;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopGroup(child.pid, 'SIGTERM');
      const kill = setTimeout(() => stopGroup(child.pid, 'SIGKILL'), 10_000);
      child.once('close', () => {
        clearTimeout(kill);
        const seconds = (performance.now() - started) / 1000;
        resolve({ ok: problem === undefined, ...(problem ? { problem } : {}), output, seconds });
      });
      if (child.exitCode !== null || child.signalCode !== null) child.emit('close');
    };
    const timer = setTimeout(() => {
      problem = `printed no ready line (${options.ready.source}) within ${options.timeoutMs / 1000} s`;
      finish();
    }, options.timeoutMs);
    const onData = (d: Buffer) => {
      // Colour codes split a ready line (Vite colours 'Local' even under CI): match the plain text.
      output += stripVTControlCharacters(d.toString());
      if (settled) return;
      if (UNKNOWN_FLAG.test(output)) {
        problem = 'printed an unknown-flag message';
        finish();
        return;
      }
      const match = options.ready.exec(output);
      if (!match) return;
      settled = true;
      if (!match[1]) {
        problem = `the ready line ${options.ready.source} names no URL`;
        settled = false;
        finish();
        return;
      }
      const url = new URL(options.probe, match[1]).toString();
      fetch(url, { signal: AbortSignal.timeout(30_000) })
        .then((res) => {
          if (!res.ok) problem = `GET ${url} answered ${res.status}`;
        })
        .catch((error: unknown) => {
          problem = `GET ${url} failed: ${error instanceof Error ? error.message : String(error)}`;
        })
        .finally(() => {
          settled = false;
          finish();
        });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code, signal) => {
      if (settled) return;
      problem = `exited (${code ?? signal}) before its ready line`;
      finish();
    });
  });
}
