import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOddsStatus } from '../../src/shared/api/odds-status';
import type { Database } from '../../src/server/db/open-database';
import { jobs, smsOutbox } from '../../src/server/db/schema';
import { enqueueJob } from '../../src/server/services/jobs/job-queue';
import { testDatabaseKinds } from '../helpers/databases';
import { anAdminKey } from '../helpers/factories';
import { makeTestApp, type TestApp } from '../helpers/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';
/** Same length as TOKEN, one character apart. */
const WRONG_TOKEN = 'metrics-token-0123456789abcdeX';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format (0.0.4): every line a comment, a sample or blank, or the test fails. */
function parsePrometheus(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\w+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP \w+ .*$/.test(line)) continue;
    const sample = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    expect(sample, `a sample line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample![2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    const value = sample![3] === '+Inf' ? Infinity : Number(sample![3]);
    expect(Number.isNaN(value), `a number: ${line}`).toBe(false);
    samples.push({ name: sample![1]!, labels, value });
  }
  return { samples, types };
}

/** The value of the one sample with this name and (at least) these labels; undefined when none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  expect(found.length, `at most one ${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

function oddsStatusFake(overrides: Partial<AdminOddsStatus> = {}): AdminOddsStatus {
  return {
    source: 'the-odds-api',
    now: '2026-11-22T15:00:00.000Z',
    staleAfterMinutes: 90,
    leagues: [
      {
        league: 'nfl',
        state: 'live',
        message: null,
        updatedAt: '2026-11-22T14:58:00.000Z',
        nextUpdateAt: '2026-11-22T15:03:00.000Z',
        intervalSeconds: 300,
        band: 'day',
        lastPollAt: '2026-11-22T14:59:00.000Z',
        quoteAgeSeconds: { p50: 120, p95: 840, prices: 64 },
        callsThisMonth: { ok: 41, failed: 2 },
        lastError: null,
      },
      {
        league: 'cfb',
        state: 'idle',
        message: 'no games in any band',
        updatedAt: null,
        nextUpdateAt: null,
        intervalSeconds: null,
        band: null,
        lastPollAt: null,
        quoteAgeSeconds: { p50: null, p95: null, prices: 0 },
        callsThisMonth: {},
        lastError: null,
      },
    ],
    credits: {
      budget: 20_000,
      usedThisMonth: 5_000,
      remaining: 15_000,
      projectedMonth: 18_500,
      resetsAt: '2026-12-01T00:00:00.000Z',
      plan: 'nominal',
      stretch: null,
      note: null,
    },
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('GET /metrics on $name', (kind) => {
  let database: Database | undefined;
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database?.close();
    database = undefined;
  });

  const start = async (options: Parameters<typeof makeTestApp>[1] = {}) => {
    database ??= await kind.open();
    const t = await makeTestApp(database, { ...options, env: { METRICS_TOKEN: TOKEN, ...options.env } });
    apps.push(t);
    return t;
  };
  const scrape = async (t: TestApp) => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode, res.body).toBe(200);
    return parsePrometheus(res.body);
  };

  it('answers 401 with the error body without credentials, or with a wrong token of the same length', async () => {
    const t = await start();
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    const body = none.json<{ message: unknown; code: unknown }>();
    expect(body.code).toBe('UNAUTHENTICATED');
    expect(typeof body.message).toBe('string');

    expect(WRONG_TOKEN).toHaveLength(TOKEN.length);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(WRONG_TOKEN) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'ADMIN_KEY_INVALID' });
    expect(wrong.body).not.toContain('betlens_');

    const badKey = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-license-key': 'BL-NOPE-NOPE-NOPE' },
    });
    expect(badKey.statusCode).toBe(401);
  });

  it('refuses every bearer token when METRICS_TOKEN is not set', async () => {
    const t = await start({ env: { METRICS_TOKEN: '' } });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(401);
  });

  it('serves the Prometheus text to an admin key and to the bearer token, at the root only', async () => {
    const t = await start();
    const admin = (await anAdminKey(t.ctx, 'metrics admin')).key;
    const byKey = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-license-key': admin } });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(byKey.headers['cache-control']).toBe('no-store');
    expect(byKey.body).toContain('# TYPE betlens_http_request_duration_seconds histogram');

    const byToken = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(byToken.statusCode).toBe(200);
    expect(parsePrometheus(byToken.body).types.get('betlens_job_queue_depth')).toBe('gauge');

    const underApi = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) });
    expect(underApi.statusCode).toBe(404);
    const openapi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(openapi.json<{ paths: object }>().paths)).not.toContain('/metrics');
  });

  it('labels request durations by route pattern, never the raw URL', async () => {
    const t = await start();
    const gameId = '0b6f8a2e-4c1d-4f5a-9e3b-7d2c1a0f9e8d';
    expect((await t.app.inject({ method: 'GET', url: '/api/public-config' })).statusCode).toBe(200);
    const market = await t.app.inject({ method: 'GET', url: `/api/games/${gameId}/market` });
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route-here' })).statusCode).toBe(404);

    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.body).toContain('# TYPE betlens_http_request_duration_seconds histogram');
    expect(res.body).toMatch(
      /^betlens_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/public-config",status_code="200"\} 1$/m,
    );
    expect(res.body).not.toContain(gameId);
    expect(res.body).not.toContain('no-such-route-here');
    const { samples } = parsePrometheus(res.body);
    const count = 'betlens_http_request_duration_seconds_count';
    expect(
      valueOf(samples, count, { route: '/api/games/:id/market', status_code: String(market.statusCode) }),
    ).toBe(1);
    expect(valueOf(samples, count, { route: 'unmatched', status_code: '404' })).toBe(1);
    // The bucket counts are cumulative and end at the count.
    const buckets = samples.filter(
      (s) =>
        s.name === 'betlens_http_request_duration_seconds_bucket' && s.labels.route === '/api/public-config',
    );
    expect(buckets.map((s) => s.value)).toEqual([...buckets.map((s) => s.value)].sort((a, b) => a - b));
  });

  it('reads the job queue, the failed jobs of the last 24 h and the SMS outbox from the database', async () => {
    const t = await start();
    await enqueueJob(t.ctx, 'refresh');
    const hour = 60 * 60_000;
    const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
    await t.ctx.db.insert(jobs).values([
      { kind: 'generate', status: 'failed', createdAt: ago(2 * hour), finishedAt: ago(hour) },
      { kind: 'generate', status: 'failed', createdAt: ago(50 * hour), finishedAt: ago(49 * hour) },
      { kind: 'nfl-results', status: 'processing', createdAt: ago(1000), startedAt: ago(500) },
    ]);
    await t.ctx.db.insert(smsOutbox).values(
      (['queued', 'queued', 'outbox'] as const).map((status, i) => ({
        to: `+1202555${String(2000 + i)}`,
        body: `Text ${i}`,
        kind: 'announcement',
        dedupeKey: `metrics-test:${i}`,
        status,
        createdAt: t.clock.now(),
      })),
    );

    const { samples, types } = await scrape(t);
    expect(valueOf(samples, 'betlens_job_queue_depth', { kind: 'refresh', status: 'queued' })).toBe(1);
    expect(valueOf(samples, 'betlens_job_queue_depth', { kind: 'refresh', status: 'processing' })).toBe(0);
    expect(valueOf(samples, 'betlens_job_queue_depth', { kind: 'nfl-results', status: 'processing' })).toBe(
      1,
    );
    expect(valueOf(samples, 'betlens_job_queue_depth', { kind: 'generate', status: 'queued' })).toBe(0);
    expect(valueOf(samples, 'betlens_jobs_failed_24h', { kind: 'generate' })).toBe(1);
    expect(valueOf(samples, 'betlens_jobs_failed_24h', { kind: 'refresh' })).toBe(0);
    expect(valueOf(samples, 'betlens_sms_outbox_depth', { status: 'queued' })).toBe(2);
    expect(valueOf(samples, 'betlens_sms_outbox_depth', { status: 'outbox' })).toBe(1);
    expect(valueOf(samples, 'betlens_sms_outbox_depth', { status: 'sent' })).toBe(0);
    // No odds status was passed in: the app's own odds status is exported.
    expect(types.has('betlens_odds_api_calls_month')).toBe(true);
  });

  it('exports the odds status it is given, per league, and the credits', async () => {
    let calls = 0;
    const t = await start({
      deps: {
        oddsStatus: () => {
          calls += 1;
          return Promise.resolve(oddsStatusFake());
        },
      },
    });
    const { samples } = await scrape(t);
    expect(calls).toBe(1);
    const nfl = { league: 'nfl' };
    expect(valueOf(samples, 'betlens_odds_last_poll_timestamp_seconds', nfl)).toBe(
      Date.parse('2026-11-22T14:59:00Z') / 1000,
    );
    expect(valueOf(samples, 'betlens_odds_updated_timestamp_seconds', nfl)).toBe(
      Date.parse('2026-11-22T14:58:00Z') / 1000,
    );
    expect(valueOf(samples, 'betlens_odds_next_poll_timestamp_seconds', nfl)).toBe(
      Date.parse('2026-11-22T15:03:00Z') / 1000,
    );
    expect(valueOf(samples, 'betlens_odds_poll_interval_seconds', nfl)).toBe(300);
    expect(valueOf(samples, 'betlens_odds_quote_age_seconds', { ...nfl, quantile: '0.5' })).toBe(120);
    expect(valueOf(samples, 'betlens_odds_quote_age_seconds', { ...nfl, quantile: '0.95' })).toBe(840);
    expect(valueOf(samples, 'betlens_odds_api_calls_month', { ...nfl, status: 'ok' })).toBe(41);
    expect(valueOf(samples, 'betlens_odds_api_calls_month', { ...nfl, status: 'failed' })).toBe(2);
    // The idle league's unknown figures are absent, not 0.
    for (const name of [
      'betlens_odds_last_poll_timestamp_seconds',
      'betlens_odds_next_poll_timestamp_seconds',
      'betlens_odds_poll_interval_seconds',
      'betlens_odds_quote_age_seconds',
    ])
      expect(valueOf(samples, name, { league: 'cfb' }), name).toBeUndefined();
    const source = { source: 'the-odds-api' };
    expect(valueOf(samples, 'betlens_odds_credits_used_month', source)).toBe(5_000);
    expect(valueOf(samples, 'betlens_odds_credits_remaining', source)).toBe(15_000);
    expect(valueOf(samples, 'betlens_odds_credits_projected_month', source)).toBe(18_500);
    expect(valueOf(samples, 'betlens_odds_credits_budget', source)).toBe(20_000);
    expect(valueOf(samples, 'betlens_odds_paused', source)).toBe(0);
  });

  it('exports no credit series for the offline replay (credits null)', async () => {
    const t = await start({
      deps: { oddsStatus: () => Promise.resolve(oddsStatusFake({ source: 'replay', credits: null })) },
    });
    const { samples } = await scrape(t);
    expect(
      samples.filter((s) => s.name.startsWith('betlens_odds_credits_') || s.name === 'betlens_odds_paused'),
    ).toEqual([]);
    expect(valueOf(samples, 'betlens_odds_poll_interval_seconds', { league: 'nfl' })).toBe(300);
  });

  it('answers 503 UPSTREAM_UNAVAILABLE, never 500, when a figure cannot be read', async () => {
    const failing = await start({
      deps: { oddsStatus: () => Promise.reject(new Error('odds status query failed')) },
    });
    const odds = await failing.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(odds.statusCode).toBe(503);
    expect(odds.headers['retry-after']).toBe('5');
    expect(odds.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });

    const t = await start();
    await database!.close();
    database = undefined;
    const down = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('keeps each app its own counts (two apps in one process)', async () => {
    const a = await start();
    const b = await start();
    for (let i = 0; i < 3; i += 1) await a.app.inject({ method: 'GET', url: '/api/public-config' });
    await b.app.inject({ method: 'GET', url: '/api/public-config' });
    const route = { route: '/api/public-config', status_code: '200' };
    const count = 'betlens_http_request_duration_seconds_count';
    expect(valueOf((await scrape(a)).samples, count, route)).toBe(3);
    expect(valueOf((await scrape(b)).samples, count, route)).toBe(1);
  });
});
