import type { FastifyReply, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { AdminOddsStatus } from '@shared/api/odds-status';
import type { Db } from '../../db/open-database';
import type { JobKind } from '../jobs/job-queue';
import { createServerEventsRepository, OPEN_JOB_STATUSES } from '../../repositories/server-events-repository';

/**
 * The Prometheus figures GET /metrics serves (docs/architecture.md, "Metrics"). One registry per
 * app, never prom-client's global one: two apps in one process (tests, two instances) count apart.
 * Request durations are counted as requests are answered; everything else is read when scraped
 * (the gauges' collect callbacks), so a scrape shows the database and the odds as they are now.
 */

export interface MetricsDeps {
  db: Db;
  now: () => Date;
  /** The admin's odds status (docs/pricing.md); no odds series are exported without it. */
  oddsStatus?: () => Promise<AdminOddsStatus>;
}

export interface Metrics {
  /** The text format's content type (Prometheus 0.0.4). */
  readonly contentType: string;
  /** Records one answered request: call it from the app's onResponse hook. */
  observeResponse(request: FastifyRequest, reply: FastifyReply): void;
  /** Every figure as Prometheus text; rejects when the database or the odds status cannot be read. */
  render(): Promise<string>;
}

/**
 * Every job kind, so an empty queue still reads 0 for each (a series that vanishes cannot alert).
 * A Record so that adding a JobKind without listing it here fails to compile.
 */
const JOB_KINDS: Record<JobKind, true> = {
  refresh: true,
  generate: true,
  'demo-bets': true,
  'nfl-results': true,
};
/** The sms_outbox statuses (schema.ts). */
const SMS_STATUSES = ['queued', 'sent', 'failed', 'outbox'];
const DAY_MS = 24 * 60 * 60_000;
/** Requests take milliseconds to a few seconds; the slowest (admin jobs' starts) stay under 10 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;
/** Adds one sample; a null (or otherwise unknown) value is skipped, never exported as 0. */
type Put = (labels: Labels, value: number | null | undefined) => void;

export function createMetrics(deps: MetricsDeps): Metrics {
  const registry = new Registry();
  const figures = createServerEventsRepository(deps.db);

  /** A gauge filled afresh at every scrape by `read`: samples it no longer puts disappear. */
  const scraped = (name: string, help: string, labelNames: string[], read: (put: Put) => Promise<void>) =>
    new Gauge<string>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const samples: [Labels, number][] = [];
        await read((labels, value) => {
          if (typeof value === 'number' && Number.isFinite(value)) samples.push([labels, value]);
        });
        // Reset and refilled in one step, after the read: a concurrent scrape never sees half.
        this.reset();
        for (const [labels, value] of samples) this.set(labels, value);
      },
    });

  const http = new Histogram<string>({
    name: 'betlens_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern (unmatched: no route) and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  scraped(
    'betlens_job_queue_depth',
    'Background jobs waiting (queued) or running (processing), by kind',
    ['kind', 'status'],
    async (put) => {
      const rows = await figures.jobQueueDepth();
      const depth = new Map(rows.map((row) => [`${row.kind} ${row.status}`, row.n]));
      const kinds = new Set([...Object.keys(JOB_KINDS), ...rows.map((row) => row.kind)]);
      for (const kind of kinds)
        for (const status of OPEN_JOB_STATUSES) put({ kind, status }, depth.get(`${kind} ${status}`) ?? 0);
    },
  );

  scraped(
    'betlens_jobs_failed_24h',
    'Background jobs that failed in the last 24 hours, by kind',
    ['kind'],
    async (put) => {
      const rows = await figures.failedJobsSince(new Date(deps.now().getTime() - DAY_MS));
      const counts = new Map<string, number>(Object.keys(JOB_KINDS).map((kind) => [kind, 0]));
      for (const row of rows) counts.set(row.kind, row.n);
      for (const [kind, n] of counts) put({ kind }, n);
    },
  );

  scraped(
    'betlens_sms_outbox_depth',
    'Texts in the SMS outbox by status (queued: to send; outbox: kept, no SMS provider configured)',
    ['status'],
    async (put) => {
      const counts = new Map<string, number>(SMS_STATUSES.map((status) => [status, 0]));
      for (const row of await figures.smsOutboxByStatus()) counts.set(row.status, row.n);
      for (const [status, n] of counts) put({ status }, n);
    },
  );

  if (deps.oddsStatus) registerOddsGauges(scraped, inFlight(deps.oddsStatus));

  return {
    contentType: registry.contentType,
    observeResponse(request, reply) {
      http.observe(
        {
          method: request.method,
          // The route's pattern (/api/games/:id), never the URL: one series per route, not per id.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    },
    render: () => registry.metrics(),
  };
}

type Scraped = (
  name: string,
  help: string,
  labelNames: string[],
  read: (put: Put) => Promise<void>,
) => unknown;

/** The odds figures, per league, and the month's credits (none for the offline replay). */
function registerOddsGauges(scraped: Scraped, status: () => Promise<AdminOddsStatus>): void {
  const perLeague = (
    name: string,
    help: string,
    value: (league: AdminOddsStatus['leagues'][number]) => number | null,
  ) =>
    scraped(name, help, ['league'], async (put) => {
      for (const league of (await status()).leagues) put({ league: league.league }, value(league));
    });
  perLeague(
    'betlens_odds_last_poll_timestamp_seconds',
    "When the league's odds were last polled (Unix seconds)",
    (l) => seconds(l.lastPollAt),
  );
  perLeague(
    'betlens_odds_updated_timestamp_seconds',
    "When the league's odds were last polled successfully (Unix seconds)",
    (l) => seconds(l.updatedAt),
  );
  perLeague(
    'betlens_odds_next_poll_timestamp_seconds',
    "When the schedule polls the league's odds next (Unix seconds; absent when idle, paused or manual)",
    (l) => seconds(l.nextUpdateAt),
  );
  perLeague(
    'betlens_odds_poll_interval_seconds',
    'Seconds between polls in the cadence in force (absent when idle)',
    (l) => l.intervalSeconds,
  );
  scraped(
    'betlens_odds_quote_age_seconds',
    "Age of the prices on the league's upcoming games since last confirmed, median and 95th percentile",
    ['league', 'quantile'],
    async (put) => {
      for (const l of (await status()).leagues) {
        put({ league: l.league, quantile: '0.5' }, l.quoteAgeSeconds.p50);
        put({ league: l.league, quantile: '0.95' }, l.quoteAgeSeconds.p95);
      }
    },
  );
  scraped(
    'betlens_odds_api_calls_month',
    'Calls to the odds source this month, by league and how they ended',
    ['league', 'status'],
    async (put) => {
      for (const l of (await status()).leagues)
        for (const [outcome, n] of Object.entries(l.callsThisMonth))
          put({ league: l.league, status: outcome }, n);
    },
  );

  // The credits are the source's, not a league's: labelled by source (a gauge without labels would
  // always export a value, and the replay has no credits at all).
  const credits = (
    name: string,
    help: string,
    value: (c: NonNullable<AdminOddsStatus['credits']>) => number | null,
  ) =>
    scraped(name, help, ['source'], async (put) => {
      const { source, credits: c } = await status();
      if (c) put({ source }, value(c));
    });
  credits(
    'betlens_odds_credits_used_month',
    'Credits used this month, as the source last reported',
    (c) => c.usedThisMonth,
  );
  credits(
    'betlens_odds_credits_remaining',
    'Credits left this month, as the source last reported',
    (c) => c.remaining,
  );
  credits(
    'betlens_odds_credits_projected_month',
    'Credits used so far plus what the schedule will spend until the quota resets',
    (c) => c.projectedMonth,
  );
  credits(
    'betlens_odds_credits_budget',
    "The month's credit budget (ODDS_API_CREDITS_PER_MONTH)",
    (c) => c.budget,
  );
  credits('betlens_odds_paused', "1 while polling is paused because the month's credits are spent", (c) =>
    c.plan === 'paused' ? 1 : 0,
  );
}

/** Unix seconds of an ISO time; null when there is none. */
function seconds(iso: string | null): number | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms / 1000;
}

/**
 * One call shared by every caller while it is in flight: the odds gauges of one scrape (their
 * collect callbacks all start together) read one status, not one each.
 */
function inFlight<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().finally(() => {
      pending = undefined;
    }));
}
