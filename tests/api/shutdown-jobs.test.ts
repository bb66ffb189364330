import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import { jobs } from '../../src/server/db/schema';
import { createReplayProvider } from '../../src/server/providers/replay/replay-provider';
import {
  enqueueJob,
  INTERRUPTED_MESSAGE,
  type JobHandler,
  type JobKind,
} from '../../src/server/services/jobs/job-queue';
import { startWorker, type Worker } from '../../src/server/services/jobs/worker';
import { jobHandlers } from '../../src/server/services/startup';
import { ANALYSED_AT, openAnalysedApp, type AnalysedApp } from '../helpers/analysed-database';
import { testDatabaseKinds } from '../helpers/databases';
import { TestClock } from '../helpers/test-app';

/**
 * A shutdown (SIGTERM, Ctrl-C) does not wait for a long job: the running refresh stops between two
 * analyses and is queued again, attempt not counted; a queued job is not started; the next start
 * runs both to the end.
 */
describe.each(testDatabaseKinds())('jobs at a shutdown on $name', (kind) => {
  let database: Database;
  let t: AnalysedApp;
  const clock = new TestClock(ANALYSED_AT);

  beforeAll(async () => {
    t = await openAnalysedApp(kind, { clock });
    database = t.database;
  }, 300_000);
  afterAll(() => t.close());

  const jobOf = async (kind: JobKind) => {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
    return row!;
  };

  it('stops the refresh between analyses, leaves the queued job, and the next start finishes both', async () => {
    const real = jobHandlers({ ...t.ctx, odds: createReplayProvider({ now: clock.now }) });
    const ran: JobKind[] = [];
    const later: JobHandler = (job) => {
      ran.push(job.kind as JobKind);
      return Promise.resolve('done');
    };
    let stopping: Promise<void> | undefined;
    // Set below, before the worker's first step can report (its loop starts on a timer).
    const worker: { current?: Worker } = {};
    // The shutdown arrives while the refresh is analysing (after its fifth game).
    const refresh: JobHandler = (job, report, signal) =>
      real.refresh(
        job,
        async (update) => {
          await report(update);
          if ((update.processed ?? 0) >= 5) stopping ??= worker.current!.stop();
        },
        signal,
      );
    await enqueueJob(t.ctx, 'refresh');
    // Queued after it (jobs are taken oldest first).
    clock.advance(1000);
    await enqueueJob(t.ctx, 'generate');
    worker.current = startWorker(
      t.ctx,
      { refresh, generate: later, 'demo-bets': later, 'nfl-results': later },
      { refreshMinutes: 30, schedule: false, pollMs: 60_000 },
    );
    await expect.poll(() => stopping !== undefined, { timeout: 120_000, interval: 50 }).toBe(true);
    await stopping;

    const interrupted = await jobOf('refresh');
    expect(interrupted).toMatchObject({ status: 'queued', message: INTERRUPTED_MESSAGE, lockedBy: null });
    expect(interrupted.params.attempts).toBe(0);
    expect(interrupted.processed).toBeGreaterThanOrEqual(5);
    expect(interrupted.processed).toBeLessThan(interrupted.total);
    expect(await jobOf('generate')).toMatchObject({ status: 'queued', startedAt: null });
    expect(ran).toEqual([]);

    // The next start: both run to the end, the refresh on its first counted attempt.
    const next = startWorker(
      t.ctx,
      { ...real, generate: later },
      { refreshMinutes: 30, schedule: false, pollMs: 60_000 },
    );
    await next.stop();
    expect(await next.drain()).toBe(2);
    const refreshed = await jobOf('refresh');
    expect(refreshed).toMatchObject({ status: 'completed', progress: 100 });
    expect(refreshed.message).toMatch(/^Refreshed \d+ prices, analyzed \d+ games/);
    expect(refreshed.params.attempts).toBe(1);
    expect(await jobOf('generate')).toMatchObject({ status: 'completed', message: 'done' });
    expect(ran).toEqual(['generate']);
  }, 300_000);
});
