import { easternDate, easternWallClock, dayOfWeek } from '@shared/calendar/eastern-date';
import { GENERATION_DAYS, GENERATION_HOUR_ET } from '@shared/calendar/pick-generation';
import type { ServiceContext } from '../context';
import {
  claimJob,
  enqueueJob,
  recoverAbandonedJobs,
  runJob,
  type JobHandler,
  type JobKind,
} from './job-queue';

export interface Worker {
  /** Claims and runs queued jobs until none is left. */
  drain(): Promise<number>;
  /** One scheduler step: enqueue what is due. */
  tick(): Promise<JobKind[]>;
  /**
   * Stops the loop: the running job stops at its next safe point (queued again for any worker)
   * or runs to its end, and no queued job is started.
   */
  stop(): Promise<void>;
}

const QUOTA_ERROR = /quota|OUT_OF_USAGE_CREDITS/i;
const QUOTA_BACKOFF_MS = 12 * 3_600_000;

// Picks are generated on Tuesdays and Thursdays (spec section 9), from 10:00 US Eastern.

/**
 * Runs jobs in this process. Any number of instances may run a worker against one database: jobs
 * are claimed with FOR UPDATE SKIP LOCKED and enqueueing is de-duplicated per kind, so the odds
 * quota is spent once however many instances there are.
 */
export function startWorker(
  ctx: ServiceContext,
  handlers: Record<JobKind, JobHandler>,
  options: {
    refreshMinutes: number;
    pollMs?: number;
    schedule?: boolean;
    /** Hours between NFL results downloads; absent when the results feed is off. */
    resultsHours?: number;
  },
): Worker {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  // Aborted by stop(): the running job stops at its next safe point, and no other job is claimed.
  const shutdown = new AbortController();

  async function drain(signal?: AbortSignal): Promise<number> {
    let ran = 0;
    while (!signal?.aborted) {
      const job = await claimJob(ctx);
      if (!job) return ran;
      await runJob(ctx, job, handlers[job.kind as JobKind], signal ? { signal } : {});
      ran++;
    }
    return ran;
  }

  async function lastJob(kind: JobKind) {
    return ctx.repos.jobs.latestOfKind(kind);
  }

  async function tick(): Promise<JobKind[]> {
    const now = ctx.now();
    const due: JobKind[] = [];
    const refresh = await lastJob('refresh');
    // An exhausted odds quota does not come back within the day: stop spending calls on it.
    const quotaBackoff =
      refresh?.status === 'failed' &&
      QUOTA_ERROR.test(refresh.error ?? '') &&
      now.getTime() - refresh.createdAt.getTime() < QUOTA_BACKOFF_MS;
    const refreshDue =
      !refresh || now.getTime() - refresh.createdAt.getTime() >= options.refreshMinutes * 60_000;
    if (refreshDue && !quotaBackoff) due.push('refresh');
    if (
      GENERATION_DAYS.has(dayOfWeek(easternDate(now))) &&
      easternWallClock(now).hour >= GENERATION_HOUR_ET
    ) {
      const since = new Date(now.getTime() - 20 * 3_600_000);
      if (!(await ctx.repos.jobs.existsOfKindSince('generate', since))) due.push('generate');
    }
    if (options.resultsHours !== undefined) {
      const results = await lastJob('nfl-results');
      if (!results || now.getTime() - results.createdAt.getTime() >= options.resultsHours * 3_600_000)
        due.push('nfl-results');
    }
    for (const kind of due) await enqueueJob(ctx, kind, { scheduled: true });
    return due;
  }

  const poll = options.pollMs ?? 2000;
  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    if (stopped) return;
    running = (async () => {
      try {
        await recoverAbandonedJobs(ctx);
        if (options.schedule !== false) await tick();
        await drain(shutdown.signal);
      } catch (error) {
        ctx.log.error({ err: error }, 'Job worker step failed');
      }
    })().finally(() => {
      if (!stopped) timer = setTimeout(loop, poll);
    });
  };
  timer = setTimeout(loop, 0);

  return {
    drain: () => drain(),
    tick,
    async stop() {
      stopped = true;
      shutdown.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
