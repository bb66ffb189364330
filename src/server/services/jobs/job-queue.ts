import { randomUUID } from 'node:crypto';
import { LEAGUES } from '@shared/league';
import { createRepositories } from '../../repositories';
import type { JobRow } from '../../repositories/jobs-repository';
import { recordAudit, type AuditEntry } from '../audit';
import type { ServiceContext } from '../context';
import { JobInterruptedError } from './yield-to-event-loop';

export type { JobRow };
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
    const txCtx: ServiceContext = { ...ctx, db: tx, repos: createRepositories(tx) };
    // Serialise enqueuers so two admins pressing refresh get the same job.
    await txCtx.repos.jobs.lockIdentity(identity, tx);
    // A job whose worker died is taken over first: a new request never joins a dead job.
    await recoverAbandonedJobs(txCtx);
    const active = await txCtx.repos.jobs.activeOfKind(kind);
    const existing = active.find((job) => jobIdentity(kind, job.params) === identity);
    if (existing) return { job: existing, created: false };
    const job = await txCtx.repos.jobs.insertQueued({
      kind,
      params: { ...params, attempts: 0 },
      message: 'Queued',
      createdAt: ctx.now(),
    });
    if (audit) await recordAudit(txCtx, audit(job));
    return { job, created: true };
  });
}

export async function findJob(ctx: ServiceContext, id: string): Promise<JobRow | undefined> {
  return ctx.repos.jobs.findById(id);
}

/** Takes the oldest queued job, if any, for this worker. Safe with many workers on one database. */
export async function claimJob(ctx: ServiceContext): Promise<JobRow | undefined> {
  const id = await ctx.repos.jobs.claimOldestQueued(WORKER_ID, ctx.now());
  return id ? findJob(ctx, id) : undefined;
}

/**
 * Jobs left 'processing' by a crashed process: re-queued once (they are idempotent), marked
 * failed after that.
 */
export async function recoverAbandonedJobs(ctx: ServiceContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - STALE_AFTER_MS);
  const stale = await ctx.repos.jobs.staleProcessing(cutoff);
  for (const job of stale) {
    const attempts = Number(job.params.attempts ?? 1);
    ctx.log.warn({ jobId: job.id, kind: job.kind, lockedBy: job.lockedBy }, 'Taking over an abandoned job');
    await ctx.repos.jobs.updateIfStale(
      job.id,
      cutoff,
      attempts < MAX_ATTEMPTS
        ? { status: 'queued', lockedBy: null, message: 'Resuming after an interruption' }
        : {
            status: 'failed',
            error: 'The job was interrupted twice and was stopped',
            finishedAt: ctx.now(),
            lockedBy: null,
          },
    );
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
  const owner = job.lockedBy ?? WORKER_ID;
  const jobsRepo = ctx.repos.jobs;
  const report: ReportProgress = async (update) => {
    state = { ...state, ...update };
    await jobsRepo.updateOwned(job.id, owner, {
      ...state,
      progress: percent(state.processed, state.total),
      heartbeatAt: ctx.now(),
    });
  };
  // Long steps (a provider call, a rating fit) report no progress for a while: beat anyway.
  const heartbeat = setInterval(() => {
    void jobsRepo
      .beat(job.id, owner, ctx.now())
      .catch((error: unknown) => ctx.log.warn({ err: error, jobId: job.id }, 'Job heartbeat failed'));
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const message = await handler(job, report, options.signal);
    await jobsRepo.updateOwned(job.id, owner, {
      status: 'completed',
      message,
      progress: 100,
      processed: state.total || state.processed,
      finishedAt: ctx.now(),
      lockedBy: null,
    });
  } catch (error) {
    if (error instanceof JobInterruptedError) {
      ctx.log.info({ jobId: job.id, kind: job.kind }, 'Job interrupted by a shutdown; queued again');
      await jobsRepo.requeueInterrupted(job.id, owner, INTERRUPTED_MESSAGE);
      return (await findJob(ctx, job.id))!;
    }
    ctx.log.error({ err: error, jobId: job.id, kind: job.kind }, 'Job failed');
    const text = error instanceof Error ? error.message : 'The job failed';
    await jobsRepo.updateOwned(job.id, owner, {
      status: 'failed',
      error: text.slice(0, 500),
      finishedAt: ctx.now(),
      lockedBy: null,
    });
  } finally {
    clearInterval(heartbeat);
  }
  return (await findJob(ctx, job.id))!;
}
