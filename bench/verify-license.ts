/**
 * `npm run bench:verify`: POST /api/auth/verify-license from 50 concurrent clients against the real
 * server on PostgreSQL (a fresh database made for the run and dropped after it). Every client
 * re-verifies the demo key from an already bound device, as a returning browser does. Prints
 * req/s and p99 against the target (p99 ≤ 150 ms) and exits 1 when the target is missed. GET
 * /api/health on the same server, measured right after, is the reference for a loaded machine.
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoServer, waitForSlate } from './spawn-until';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_P99_MS = 150;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const name = `betlens_bench_${randomBytes(4).toString('hex')}`;
  await withAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'betlens-bench-'));
  const server = await startDemoServer(dataDir, {
    DATABASE_URL: url.toString(),
    RATE_LIMIT_VERIFY_PER_MINUTE: '1000000',
  });
  try {
    const { base, demoKey } = server;
    const first = await fetch(`${base}/api/auth/verify-license`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ licenseKey: demoKey }),
    });
    if (!first.ok) throw new Error(`verify-license answered ${first.status}`);
    const deviceCookie = (first.headers.getSetCookie().find((c) => c.startsWith('bl_device=')) ?? '').split(
      ';',
    )[0]!;
    // The server prices the week after it starts; measure after that job, not against it.
    await waitForSlate(base, { 'x-license-key': demoKey, 'x-device-id': 'bench-device-000000000001' }, 120);
    const result = await autocannon({
      url: `${base}/api/auth/verify-license`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { 'content-type': 'application/json', cookie: deviceCookie },
      body: JSON.stringify({ licenseKey: demoKey }),
    });
    const health = await autocannon({
      url: `${base}/api/health`,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    const p99 = result.latency.p99;
    console.log(
      `\nPOST /api/auth/verify-license on PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s, Node ${process.version}:\n` +
        `  ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${p99} ms ` +
        `(target ≤ ${TARGET_P99_MS} ms), ${result.non2xx + result.errors} errors / non-2xx\n` +
        `GET /api/health on the same server: ${health.requests.average.toFixed(0)} req/s, p99 ${health.latency.p99} ms ` +
        `(verify-license at ${((result.requests.average / health.requests.average) * 100).toFixed(0)}% of it)\n`,
    );
    if (p99 > TARGET_P99_MS || result.non2xx + result.errors > 0) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
    await withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
