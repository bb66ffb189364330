/**
 * The standing proof that two BetLens instances on one PostgreSQL database and one Redis behave as
 * one service (issue 14). It starts two real servers (child processes, two ports) on a fresh
 * database, then measures what only separate processes can show: a revocation on A refused on B
 * (≤ 2 s); concurrent wrong keys and new keys over A and B held to one failed-key limit and one
 * Gumroad budget (issue 22); one job per refresh; kill -9 of the instance running a refresh and the
 * other finishing it (≤ 30 s) with nothing duplicated. Prints the figures and exits 1 when a check
 * fails.
 *
 * Checks that need no second process live in the test suite, on two apps in one process sharing
 * the database and Redis: the verification rate limit (tests/api/rate-limit-redis.test.ts) and the
 * SMS budget (tests/api/sms-budget.test.ts); the proof no longer repeats them (issue 23 §1).
 *
 *   npm run proof:instances   (PROOF_DATABASE_URL, PROOF_REDIS_URL override the local defaults;
 *   PROOF_SERVER_ENTRY=dist/server/main.js runs the compiled server, as CI does after its build)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { GumroadGate } from '../src/server/services/licensing/gumroad-gate';
import { memoryCounterStore } from '../src/server/security/shared-counters';
import { startGumroad } from './proof-stand-ins';
import { proveGumroadBudgetShared, proveKeyFailuresShared } from './prove-shared-limits';

const ADMIN_URL = process.env.PROOF_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A Redis database of its own, emptied first: rate-limit counters from other runs stay out.
const REDIS_URL = process.env.PROOF_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const KEY_FAILURES_PER_IP = 12;
const GUMROAD_PER_MINUTE = 8;

// The compiled bundle when CI has just built it (faster to start); the TypeScript sources otherwise.
const SERVER_ARGS = process.env.PROOF_SERVER_ENTRY
  ? ['--enable-source-maps', process.env.PROOF_SERVER_ENTRY]
  : ['--import', 'tsx', 'src/server/main.ts'];

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

const results: { check: string; ok: boolean; figure: string }[] = [];
function record(check: string, ok: boolean, figure: string): void {
  results.push({ check, ok, figure });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${check}: ${figure}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  return { name, port, child, output };
}

async function waitReady(instance: Instance, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`${instance.name} exited:\n${instance.output.join('')}`);
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(`${instance.name} did not become healthy:\n${instance.output.join('').slice(-3000)}`);
}

async function call(
  instance: Instance,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown>; setCookie: string | null }> {
  const res = await fetch(`http://127.0.0.1:${instance.port}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON.
  }
  return { status: res.status, body, setCookie: res.headers.get('set-cookie') };
}

async function main(): Promise<void> {
  const dbName = `betlens_proof_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  const gumroad = await startGumroad();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const instances: Instance[] = [];
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    KEY_FAILURES_PER_IP: String(KEY_FAILURES_PER_IP),
    GUMROAD_API_BASE_URL: gumroad.url,
    GUMROAD_PRODUCT_ALL_ACCESS: 'proof-product',
    GUMROAD_CALLS_PER_MINUTE: String(GUMROAD_PER_MINUTE),
  };
  try {
    // A first: it migrates, imports history and prints the first-run keys; then B joins.
    const started = Date.now();
    const a = startInstance('A', 5401, env);
    instances.push(a);
    await waitReady(a);
    const b = startInstance('B', 5402, env);
    instances.push(b);
    await waitReady(b);
    console.log(`Two instances up on one PostgreSQL (${dbName}) and one Redis in ${Date.now() - started} ms`);
    const adminKey = /Admin key:\s+(\S+)/.exec(a.output.join(''))?.[1];
    if (!adminKey) throw new Error('A did not print the first-run admin key');
    const asAdmin = { 'x-license-key': adminKey };

    // 1. Revocation on A refused on B.
    const issued = await call(a, 'POST', '/api/admin/licenses', {
      headers: asAdmin,
      body: { email: 'proof@example.com', plan: 'all-access', days: 30 },
    });
    const licenseKey = String(issued.body.licenseKey);
    const licenseId = String((issued.body.license as { id?: string } | undefined)?.id);
    const verified = await call(b, 'POST', '/api/auth/verify-license', {
      headers: { 'x-device-id': 'proof-device-0001' },
      body: { licenseKey },
    });
    const cookie = verified.setCookie?.split(';')[0] ?? '';
    const before = await call(b, 'GET', '/api/auth/session', { headers: { cookie } });
    const revokedAt = Date.now();
    await call(a, 'POST', `/api/admin/licenses/${licenseId}/revoke`, { headers: asAdmin, body: {} });
    let refusedAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - revokedAt < 35_000) {
      const session = await call(b, 'GET', '/api/auth/session', { headers: { cookie } });
      if (session.status === 401 || session.status === 403) {
        refusedAfter = Date.now() - revokedAt;
        break;
      }
      await sleep(50);
    }
    record(
      'revocation on A refused on B within 2 s',
      before.status === 200 && refusedAfter <= 2000,
      `session on B before: ${before.status}; refused ${Number.isFinite(refusedAfter) ? `${refusedAfter} ms` : 'not within 35 s'} after the revoke on A`,
    );

    // 2b. The failed-key limit: concurrent wrong keys over A and B stop at one shared count.
    await proveKeyFailuresShared({ a: a.port, b: b.port }, redis, KEY_FAILURES_PER_IP, record);
    // The address's share as the server computes it (one configured product).
    const { perAddress } = new GumroadGate(memoryCounterStore(Date.now), GUMROAD_PER_MINUTE, 1);
    const gumroadBudget = { calls: gumroad.calls, callsPerMinute: GUMROAD_PER_MINUTE, perAddress };
    await proveGumroadBudgetShared({ a: a.port, b: b.port }, redis, gumroadBudget, record);

    // 4. One job per refresh: both instances asked at once get the same job.
    await waitForNoRunningRefresh(db);
    const [ra, rb] = await Promise.all([
      call(a, 'GET', '/api/admin/games?forceRefresh=true', { headers: asAdmin }),
      call(b, 'GET', '/api/admin/games?forceRefresh=true', { headers: asAdmin }),
    ]);
    const jobId = String(ra.body.jobId);
    const active = await db.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind = 'refresh' and status in ('queued','processing')`,
    );
    record(
      'one job per refresh',
      ra.body.jobId !== undefined && ra.body.jobId === rb.body.jobId,
      `A got job ${jobId.slice(0, 8)}, B got ${String(rb.body.jobId).slice(0, 8)}; ${active.rows[0]!.n} refresh job(s) queued or running`,
    );

    // 5. kill -9 of the instance running that refresh; the other finishes it.
    const owner = await waitForOwner(db, jobId, instances);
    if (!owner) {
      record(
        'kill -9 during a refresh, the other completes it',
        false,
        'the refresh finished before it could be interrupted',
      );
    } else {
      const survivor = owner === a ? b : a;
      const deadOwner = (
        await db.query<{ locked_by: string | null }>(`select locked_by from jobs where id = $1`, [jobId])
      ).rows[0]?.locked_by;
      const killedAt = Date.now();
      owner.child.kill('SIGKILL');
      let finished: { status: string; ms: number } | undefined;
      let takenOver: number | undefined;
      while (Date.now() - killedAt < 60_000) {
        const row = await db.query<{ status: string; locked_by: string | null }>(
          `select status, locked_by from jobs where id = $1`,
          [jobId],
        );
        const status = String(row.rows[0]?.status);
        if (takenOver === undefined && row.rows[0]?.locked_by !== deadOwner)
          takenOver = Date.now() - killedAt;
        if (status === 'completed' || status === 'failed') {
          finished = { status, ms: Date.now() - killedAt };
          break;
        }
        await sleep(250);
      }
      const jobs = await db.query<{ n: number }>(
        `select count(*)::int as n from jobs where kind = 'refresh' and created_at >= (select created_at from jobs where id = $1)`,
        [jobId],
      );
      const dupGames = await db.query<{ n: number }>(
        `select count(*)::int as n from (select game_key from games group by game_key having count(*) > 1) d`,
      );
      const dupPicks = await db.query<{ n: number }>(
        `select count(*)::int as n from (select game_id, version from picks group by 1, 2 having count(*) > 1) d`,
      );
      record(
        `kill -9 of ${owner.name} during a refresh, ${survivor.name} completes it within 30 s`,
        finished?.status === 'completed' && finished.ms <= 30_000 && jobs.rows[0]!.n === 1,
        `dead owner noticed ${takenOver ?? '?'} ms after the kill; ${finished ? `${finished.status} ${finished.ms} ms after the kill` : 'not finished within 60 s'}; refresh jobs since: ${jobs.rows[0]!.n}; duplicated games: ${dupGames.rows[0]!.n}, duplicated pick versions: ${dupPicks.rows[0]!.n}`,
      );
      if (dupGames.rows[0]!.n !== 0 || dupPicks.rows[0]!.n !== 0)
        record('nothing duplicated', false, 'see above');
    }
  } finally {
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await db.end();
    redis.disconnect();
    gumroad.server.close();
    await sleep(500);
    const cleanup = new pg.Client({ connectionString: ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await cleanup.end();
  }
  const failed = results.filter((r) => !r.ok);
  console.log(`\n${results.length - failed.length} of ${results.length} checks passed`);
  if (failed.length > 0) process.exitCode = 1;
}

async function waitForNoRunningRefresh(db: pg.Pool): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const row = await db.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind = 'refresh' and status in ('queued','processing')`,
    );
    if (row.rows[0]!.n === 0) return;
    await sleep(500);
  }
}

/** The instance whose worker claimed the job (locked_by starts with its pid). */
async function waitForOwner(
  db: pg.Pool,
  jobId: string,
  instances: Instance[],
): Promise<Instance | undefined> {
  for (let i = 0; i < 400; i++) {
    const row = await db.query<{ status: string; locked_by: string | null }>(
      `select status, locked_by from jobs where id = $1`,
      [jobId],
    );
    const { status, locked_by: lockedBy } = row.rows[0] as { status: string; locked_by: string | null };
    if (status === 'completed' || status === 'failed') return undefined;
    if (status === 'processing' && lockedBy) {
      return instances.find((instance) => lockedBy.startsWith(`${instance.child.pid}-`));
    }
    await sleep(50);
  }
  return undefined;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
