/**
 * `npm run bench`: autocannon against the real server (embedded database, demo data) and, in the
 * same run, a bare Fastify route serving the same bytes. Prints req/s, p99 and the ratio.
 * Environment: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50), BENCH_ONLY
 * (run only targets whose name contains it).
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPricing } from './pricing';
import { spawnUntil, startDemoServer, waitForSlate } from './spawn-until';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  barePath: string;
  headers?: Record<string, string>;
  body?: string;
  /** The content encoding the client accepts (browsers always send br/gzip). */
  encoding?: 'br' | 'gzip';
}

async function load(url: string, target: Pick<Target, 'method' | 'headers' | 'body'>) {
  const result = await autocannon({
    url,
    method: target.method,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: target.headers,
    body: target.body,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function main(): Promise<void> {
  const pricing = benchPricing();
  console.log(
    `\npriceGame, 100 games × 10 books: median ${pricing.medianMs.toFixed(1)} ms, worst ${pricing.worstMs.toFixed(1)} ms, ` +
      `first batch (cold JIT) ${pricing.firstMs.toFixed(1)} ms (target < 100 ms)`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'betlens-bench-'));
  const children: ChildProcess[] = [];
  try {
    const server = await startDemoServer(dataDir, { RATE_LIMIT_VERIFY_PER_MINUTE: '1000000' });
    children.push(server.child);
    const { base, demoKey, adminKey } = server;

    // One real verification binds this "device"; the benchmark then re-verifies from it.
    const first = await fetch(`${base}/api/auth/verify-license`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ licenseKey: demoKey }),
    });
    const cookieNamed = (name: string) =>
      (first.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? '').split(';')[0]!;
    const deviceCookie = cookieNamed('bl_device');
    const sessionCookie = `${cookieNamed('bl_session')}; ${deviceCookie}`;
    const slateHeaders = { 'x-license-key': demoKey, 'x-device-id': 'bench-device-000000000001' };
    await waitForSlate(base, slateHeaders, 120);
    // Subscribers read approved picks: publish the week's high-value games first.
    const adminList = (await (
      await fetch(`${base}/api/admin/games?sport=all`, { headers: { 'x-license-key': adminKey } })
    ).json()) as { games: { id: string }[] };
    const approve = await fetch(`${base}/api/admin/bulk-approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-license-key': adminKey },
      body: JSON.stringify({ gameIds: adminList.games.slice(0, 30).map((g) => g.id) }),
    });
    console.log(`Published picks: ${((await approve.json()) as { message: string }).message}`);

    const targets: Target[] = [
      { name: 'GET /api/health', method: 'GET', path: '/api/health', barePath: '/health' },
      {
        name: 'POST /api/auth/verify-license',
        method: 'POST',
        path: '/api/auth/verify-license',
        barePath: '/verify',
        headers: { 'content-type': 'application/json', cookie: deviceCookie },
        body: JSON.stringify({ licenseKey: demoKey }),
      },
      {
        name: 'GET /api/bookmarklet/games (full slate, identity)',
        method: 'GET',
        path: '/api/bookmarklet/games?sport=all',
        barePath: '/games',
        headers: { ...slateHeaders, 'accept-encoding': 'identity' },
      },
      {
        name: 'GET /api/bookmarklet/games (full slate, br)',
        method: 'GET',
        path: '/api/bookmarklet/games?sport=all',
        barePath: '/games-br',
        headers: { ...slateHeaders, 'accept-encoding': 'br, gzip' },
        encoding: 'br',
      },
      {
        name: 'GET /api/football-bets (session cookie, br)',
        method: 'GET',
        path: '/api/football-bets?sport=all&forceRefresh=false',
        barePath: '/football-bets-br',
        headers: { cookie: sessionCookie, 'accept-encoding': 'br, gzip' },
        encoding: 'br',
      },
      {
        name: 'GET /api/record (public, br)',
        method: 'GET',
        path: '/api/record',
        barePath: '/record-br',
        headers: { 'accept-encoding': 'br, gzip' },
        encoding: 'br',
      },
    ];

    // BENCH_ONLY=football (a substring of a target's name) runs just the matching targets.
    const only = process.env.BENCH_ONLY;
    if (only) targets.splice(0, targets.length, ...targets.filter((t) => t.name.includes(only)));
    const fixtures = [];
    for (const t of targets) {
      // fetch decodes for us; the bare server compresses the same text the same way once.
      const res = await fetch(`${base}${t.path}`, { method: t.method, headers: t.headers, body: t.body });
      if (!res.ok) throw new Error(`${t.name} answered ${res.status}`);
      // Small bodies are sent uncompressed by both servers.
      const served = res.headers.get('content-encoding');
      const encoding = served === 'br' || served === 'gzip' ? served : undefined;
      if (t.encoding && !encoding && Number(res.headers.get('content-length') ?? 0) >= 1024)
        throw new Error(`${t.name} was not served with ${t.encoding}`);
      fixtures.push({ method: t.method, path: t.barePath, body: await res.text(), encoding });
    }
    // The real server answers the first br request with a quick encoding and makes the final one
    // on its thread pool; let that finish so both servers are measured on the bytes they keep.
    await new Promise((r) => setTimeout(r, 2000));
    const fixtureFile = join(dataDir, 'bare-fixtures.json');
    writeFileSync(fixtureFile, JSON.stringify(fixtures));
    const bare = await spawnUntil(['bench/bare-server.ts', fixtureFile], {}, /bare listening (\d+)/);
    children.push(bare.child);
    const bareBase = `http://127.0.0.1:${bare.match[1]}`;

    console.log(
      `\nBenchmark: ${CONNECTIONS} connections, ${DURATION} s per target, Node ${process.version}\n`,
    );
    const rows: string[][] = [['target', 'req/s', 'p99 ms', 'bare req/s', 'bare p99 ms', 'ratio', 'errors']];
    for (const t of targets) {
      const real = await load(`${base}${t.path}`, t);
      const baseline = await load(`${bareBase}${t.barePath}`, t);
      rows.push([
        t.name,
        real.rps.toFixed(0),
        String(real.p99),
        baseline.rps.toFixed(0),
        String(baseline.p99),
        `${((real.rps / baseline.rps) * 100).toFixed(0)}%`,
        String(real.non2xx + real.errors),
      ]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '));
    console.log('');
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
