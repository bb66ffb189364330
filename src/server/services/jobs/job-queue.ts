import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { LEAGUES } from '@shared/league';
import { jobs } from '../../db/schema';
import { recordAudit, type AuditEntry } from '../audit';
import type { ServiceContext } from '../context';
import { JobInterruptedError } from './yield-to-event-loop';

export type JobRow = typeof jobs.$inferSelect;
/**
 * 'demo-bets': the demo licence's bets, once, after the first start's refresh (bets/seed-demo-bets.ts).
 * 'nfl-results': NFL results and closing lines from NFL_RESULTS_URL (ingest/sync-nfl-results.ts).
 */
export type JobKind = 'refresh' | 'generate' | 'demo-bets' | 'nfl-results';

export interface JobProgress {
  processed: number;
  total: number;
  message: string;
}

/** What a running job may report; `progress` is derived, never stored out of step. */
export type ReportProgress = (update: Partial<JobProgress>) => Promise<void>;

/**
 * `signal` is aborted when the worker's process shuts down: a handler whose work may stop between
 * units (and be redone from the start) passes it to yieldToEventLoop; others run to the end.
 */
export type JobHandler = (job: JobRow, report: ReportProgress, signal?: AbortSignal) => Promise<string>;

/** A job a shutdown interrupted says so until a worker (another instance, or the next start) takes it. */
export const INTERRUPTED_MESSAGE = 'Interrupted by a shutdown; queued to run again';

const WORKER_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;
/**
 * A running job's worker stamps heartbeat_at this often, whether or not the job reports progress.
 * A processing job whose heartbeat is older than STALE_AFTER_MS was abandoned (kill -9, a lost
 * machine): the next worker step or enqueue on any instance takes it over, so a dead owner is
 * noticed within STALE_AFTER_MS plus one worker poll (2 s).
 */
export const HEARTBEAT_MS = 3_000;
export const STALE_AFTER_MS = 12_000;
const MAX_ATTEMPTS = 2;

export function percent(processed: number, total: number): number {
  return total <= 0 ? 0 : Math.min(100, Math.round((processed / total) * 100));
}

/**
 * What a job works on, as a key: two requests with the same key are the same job. A refresh is
 * identified by its leagues (none named means every league), a demo-bets job by its licence; the
 * bookkeeping params (attempts, reason, scheduled) never tell jobs apart.
 */
export function jobIdentity(kind: JobKind, params: Record<string, unknown>): string {
  switch (kind) {
    case 'refresh': {
      const named = Array.isArray(params.leagues) ? params.leagues : LEAGUES;
      const leagues = LEAGUES.filter((league) => named.includes(league));
      return `${kind}:${leagues.join(',')}`;
    }
    case 'demo-bets':
      return `${kind}:${typeof params.licenseId === 'string' ? params.licenseId : ''}`;
    case 'generate':
    case 'nfl-results':
      return kind;
  }
}

/**
 * Returns the queued or running job of this kind working on the same thing (jobIdentity) if there
 * is one, else enqueues a new one.
 */
export async function enqueueJob(
  ctx: ServiceContext,
  kind: JobKind,
  params: Record<string, unknown> = {},
  /** The audit row for a newly created job, written in the same transaction. */
  audit?: (job: JobRow) => AuditEntry,
): Promise<{ job: JobRow; created: boolean }> {
  const identity = jobIdentity(kind, params);
  return ctx.db.transaction(async (tx) => {
    // Serialise enqueuers so two admins pressing refresh get the same job.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`betlens-job-${identity}`}))`);
    // A job whose worker died is taken over first: a new request never joins a dead job.
    await recoverAbandonedJobs({ ...ctx, db: tx });
    const active = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), inArray(jobs.status, ['queued', 'processing'])))
      .orderBy(desc(jobs.createdAt));
    const existing = active.find((job) => jobIdentity(kind, job.params) === identity);
    if (existing) return { job: existing, created: false };
    const [job] = await tx
      .insert(jobs)
      .values({
        kind,
        params: { ...params, attempts: 0 },
        status: 'queued',
        message: 'Queued',
        createdAt: ctx.now(),
      })
      .returning();
    if (audit) await recordAudit({ ...ctx, db: tx }, audit(job!));
    return { job: job!, created: true };
  });
}

export async function findJob(ctx: ServiceContext, id: string): Promise<JobRow | undefined> {
  const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return job;
}

/** PGlite and node-postgres both answer raw SQL with { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Takes the oldest queued job, if any, for this worker. Safe with many workers on one database. */
export async function claimJob(ctx: ServiceContext): Promise<JobRow | undefined> {
  const now = ctx.now();
  const claimed = await ctx.db.execute(sql`
    update ${jobs} set status = 'processing', locked_by = ${WORKER_ID}, started_at = coalesce(started_at, ${now}),
      heartbeat_at = ${now}, message = 'Starting',
      params = jsonb_set(params, '{attempts}', to_jsonb(coalesce((params->>'attempts')::int, 0) + 1))
    where id = (
      select id from ${jobs} where status = 'queued' order by created_at limit 1 for update skip locked
    )
    returning id`);
  const id = rowsOf<{ id: string }>(claimed)[0]?.id;
  return id ? findJob(ctx, id) : undefined;
}

/**
 * Jobs left 'processing' by a crashed process: re-queued once (they are idempotent), marked
 * failed after that.
 */
export async function recoverAbandonedJobs(ctx: ServiceContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - STALE_AFTER_MS);
  const stale = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, 'processing'), lt(jobs.heartbeatAt, cutoff)));
  for (const job of stale) {
    const attempts = Number(job.params.attempts ?? 1);
    ctx.log.warn({ jobId: job.id, kind: job.kind, lockedBy: job.lockedBy }, 'Taking over an abandoned job');
    await ctx.db
      .update(jobs)
      .set(
        attempts < MAX_ATTEMPTS
          ? { status: 'queued', lockedBy: null, message: 'Resuming after an interruption' }
          : {
              status: 'failed',
              error: 'The job was interrupted twice and was stopped',
              finishedAt: ctx.now(),
              lockedBy: null,
            },
      )
      // Still stale: a worker that resumed it meanwhile keeps it.
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'processing'), lt(jobs.heartbeatAt, cutoff)));
  }
  return stale.length;
}

/**
 * Runs one claimed job to completion, recording progress, the result message or the error. A job
 * interrupted by a shutdown (`signal`) is queued again, its attempt not counted, for any worker.
 */
export async function runJob(
  ctx: ServiceContext,
  job: JobRow,
  handler: JobHandler,
  options: { heartbeatMs?: number; signal?: AbortSignal } = {},
): Promise<JobRow> {
  let state: JobProgress = { processed: job.processed, total: job.total, message: job.message };
  // Only while this worker still owns the job: one that was taken over is not written to.
  const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? WORKER_ID));
  const report: ReportProgress = async (update) => {
    state = { ...state, ...update };
    await ctx.db
      .update(jobs)
      .set({ ...state, progress: percent(state.processed, state.total), heartbeatAt: ctx.now() })
      .where(mine);
  };
  // Long steps (a provider call, a rating fit) report no progress for a while: beat anyway.
  const heartbeat = setInterval(() => {
    void ctx.db
      .update(jobs)
      .set({ heartbeatAt: ctx.now() })
      .where(and(mine, eq(jobs.status, 'processing')))
      .catch((error: unknown) => ctx.log.warn({ err: error, jobId: job.id }, 'Job heartbeat failed'));
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const message = await handler(job, report, options.signal);
    await ctx.db
      .update(jobs)
      .set({
        status: 'completed',
        message,
        progress: 100,
        processed: state.total || state.processed,
        finishedAt: ctx.now(),
        lockedBy: null,
      })
      .where(mine);
  } catch (error) {
    if (error instanceof JobInterruptedError) {
      ctx.log.info({ jobId: job.id, kind: job.kind }, 'Job interrupted by a shutdown; queued again');
      await ctx.db
        .update(jobs)
        .set({
          status: 'queued',
          message: INTERRUPTED_MESSAGE,
          lockedBy: null,
          params: sql`jsonb_set(${jobs.params}, '{attempts}', to_jsonb(greatest(coalesce((${jobs.params}->>'attempts')::int, 1) - 1, 0)))`,
        })
        .where(mine);
      return (await findJob(ctx, job.id))!;
    }
    ctx.log.error({ err: error, jobId: job.id, kind: job.kind }, 'Job failed');
    const text = error instanceof Error ? error.message : 'The job failed';
    await ctx.db
      .update(jobs)
      .set({ status: 'failed', error: text.slice(0, 500), finishedAt: ctx.now(), lockedBy: null })
      .where(mine);
  } finally {
    clearInterval(heartbeat);
  }
  return (await findJob(ctx, job.id))!;
}
