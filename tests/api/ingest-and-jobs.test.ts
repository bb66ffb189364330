import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import { games, jobs, oddsSnapshots } from '../../src/server/db/schema';
import { createReplayProvider } from '../../src/server/providers/replay/replay-provider';
import { ingestOdds, ingestScores } from '../../src/server/services/ingest/ingest-odds';
import {
  claimJob,
  enqueueJob,
  recoverAbandonedJobs,
  runJob,
  STALE_AFTER_MS,
} from '../../src/server/services/jobs/job-queue';
import { BOOT_REFRESH_FRESH_MS, queueBootRefresh } from '../../src/server/services/startup';
import { testDatabaseKinds } from '../helpers/databases';
import { TestClock } from '../helpers/test-app';
import { testConfig } from '../helpers/test-config';
import { createServiceContext, type ServiceContext } from '../../src/server/services/context';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('odds ingest from the offline replay on $name', (kind) => {
  let database: Database;
  let ctx: ServiceContext;
  const clock = new TestClock(new Date('2026-11-22T15:00:00Z'));
  const replay = createReplayProvider({ now: clock.now });

  beforeAll(async () => {
    database = await kind.open();
    ctx = createServiceContext({ db: database.db, config: testConfig(), now: clock.now });
  });
  afterAll(() => database.close());

  const window = () => ({ from: clock.now(), to: new Date(clock.now().getTime() + 8 * 24 * HOUR) });

  it('replays a real season on this week: NFL games ahead, five simulated books each, around the real closing lines', async () => {
    const { events } = await replay.fetchOdds('nfl', window());
    expect(events.length).toBeGreaterThanOrEqual(10);
    for (const e of events) {
      expect(e.commenceTime.getTime()).toBeGreaterThan(clock.now().getTime());
      expect(e.books.map((b) => b.title)).toEqual([
        'DraftKings (demo)',
        'FanDuel (demo)',
        'BetMGM (demo)',
        'Caesars (demo)',
        'Pinnacle (demo)',
      ]);
      expect(e.books.every((b) => b.simulated)).toBe(true);
      const spreads = e.books[0]!.markets.spreads!;
      expect(spreads.home.point).toBe(-spreads.away.point);
      expect(e.replayOf?.season).toBe(2024);
      // Shifted by whole weeks: same weekday and time as the real game.
      expect((e.commenceTime.getTime() - e.replayOf!.kickoff.getTime()) % (7 * 24 * HOUR)).toBe(0);
      // At kickoff the books' median is the real closing line.
      const market = replay.marketOf(e);
      const closing = market.booksAt(e.commenceTime.getTime()).map((b) => b.markets.spreads!.home.point);
      expect(closing.sort((a, b) => a - b)[2]).toBe(market.anchor.closeHomeLine);
    }
    const college = await replay.fetchOdds('cfb', window());
    expect(college.events.length).toBeGreaterThanOrEqual(10);
    // Regular-season college games keep the real sportsbooks of 2024, labelled as demo books.
    const real = college.events.filter((e) => replay.marketOf(e).realProviders > 0);
    expect(real.length).toBeGreaterThan(0);
    expect(
      real[0]!.books.every((b) =>
        ['Bovada (demo)', 'DraftKings (demo)', 'ESPN Bet (demo)'].includes(b.title),
      ),
    ).toBe(true);
  });

  it('creates games and appends snapshots; a later refresh appends, never rewrites', async () => {
    const first = await ingestOdds(ctx, replay, 'nfl', window());
    expect(first.games).toBeGreaterThan(0);
    expect(first.unresolved).toEqual([]);
    const [{ n: afterFirst } = { n: 0 }] = await database.db.select({ n: count() }).from(oddsSnapshots);
    expect(afterFirst).toBe(first.snapshots);

    clock.advance(HOUR);
    const second = await ingestOdds(ctx, replay, 'nfl', window());
    const [{ n: afterSecond } = { n: 0 }] = await database.db.select({ n: count() }).from(oddsSnapshots);
    expect(afterSecond).toBe(afterFirst + second.snapshots);
    const [{ n: gameRows } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(games)
      .where(eq(games.source, 'replay'));
    expect(gameRows).toBe(first.games);

    // Drizzle wraps the database error; the trigger's message is its cause.
    const refusal = (e: unknown) => /append-only/.test(String((e as { cause?: Error }).cause?.message ?? e));
    await expect(database.db.execute(sql`update odds_snapshots set price = 100`)).rejects.toSatisfy(refusal);
    await expect(database.db.execute(sql`delete from odds_snapshots`)).rejects.toSatisfy(refusal);
  });

  it('reveals the real final score once a replayed game is over', async () => {
    const [next] = await database.db
      .select()
      .from(games)
      .where(eq(games.source, 'replay'))
      .orderBy(games.kickoff)
      .limit(1);
    expect(next?.status).toBe('scheduled');
    clock.set(new Date(next!.kickoff.getTime() + 4 * HOUR));
    expect(await ingestScores(ctx, replay, 'nfl')).toBeGreaterThan(0);
    const [graded] = await database.db.select().from(games).where(eq(games.id, next!.id));
    expect(graded?.status).toBe('final');
    expect(graded?.homeScore).not.toBeNull();
    // Idempotent.
    expect(await ingestScores(ctx, replay, 'nfl')).toBe(0);
  });
});

describe.each(testDatabaseKinds())('persisted jobs on $name', (kind) => {
  let database: Database;
  let ctx: ServiceContext;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await kind.open();
    ctx = createServiceContext({ db: database.db, config: testConfig(), now: clock.now });
  });
  afterAll(() => database.close());

  it('enqueues one job per kind at a time and runs it with progress to completion', async () => {
    const a = await enqueueJob(ctx, 'refresh');
    const b = await enqueueJob(ctx, 'refresh');
    expect(b.created).toBe(false);
    expect(b.job.id).toBe(a.job.id);
    const claimed = await claimJob(ctx);
    expect(claimed).toMatchObject({ id: a.job.id, status: 'processing' });
    expect(await claimJob(ctx)).toBeUndefined();
    const seen: number[] = [];
    const done = await runJob(ctx, claimed!, async (_job, report) => {
      await report({ total: 4, message: 'Refreshing' });
      for (let i = 1; i <= 4; i++) {
        await report({ processed: i });
        const [row] = await database.db.select().from(jobs).where(eq(jobs.id, a.job.id));
        seen.push(row!.progress);
      }
      return 'Refreshed 4 games';
    });
    expect(seen).toEqual([25, 50, 75, 100]);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      processed: 4,
      total: 4,
      message: 'Refreshed 4 games',
    });
  });

  it('records a failure with its message', async () => {
    await enqueueJob(ctx, 'generate');
    const job = await claimJob(ctx);
    const failed = await runJob(ctx, job!, () => Promise.reject(new Error('Odds provider quota exhausted')));
    expect(failed).toMatchObject({ status: 'failed', error: 'Odds provider quota exhausted' });
  });

  it('resumes a job abandoned by a crash once, then marks it failed', async () => {
    const { job } = await enqueueJob(ctx, 'refresh');
    await claimJob(ctx);
    clock.advance(STALE_AFTER_MS + 1000);
    expect(await recoverAbandonedJobs(ctx)).toBe(1);
    const [requeued] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(requeued?.status).toBe('queued');
    await claimJob(ctx);
    clock.advance(STALE_AFTER_MS + 1000);
    await recoverAbandonedJobs(ctx);
    const [failed] = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, job.id)));
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'The job was interrupted twice and was stopped',
    });
  });

  it('notices a dead owner within 15 s: a force-refresh gets the job resumed, not the dead one', async () => {
    const { job } = await enqueueJob(ctx, 'refresh');
    await claimJob(ctx);
    // The owner was killed (kill -9): its heartbeat stops. 15 s later an admin presses refresh.
    clock.advance(15_000);
    const joined = await enqueueJob(ctx, 'refresh');
    expect(joined.job.id).toBe(job.id);
    expect(joined.job.status).toBe('queued');
    const resumed = await claimJob(ctx);
    expect(resumed?.id).toBe(job.id);
    await runJob(ctx, resumed!, () => Promise.resolve('ok'));
  });

  it('beats while a job runs without reporting progress, so a live owner is never taken over', async () => {
    await enqueueJob(ctx, 'refresh');
    const claimed = await claimJob(ctx);
    let beat = false;
    const done = await runJob(
      ctx,
      claimed!,
      async () => {
        clock.advance(STALE_AFTER_MS + 5_000);
        // Wait for a heartbeat stamped at the moved clock (generous: the machine may be busy).
        for (let i = 0; i < 500 && !beat; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          const [row] = await database.db.select().from(jobs).where(eq(jobs.id, claimed!.id));
          beat = row?.heartbeatAt?.getTime() === clock.now().getTime();
        }
        expect(await recoverAbandonedJobs(ctx)).toBe(0);
        return 'ok';
      },
      { heartbeatMs: 25 },
    );
    expect(beat).toBe(true);
    expect(done.status).toBe('completed');
  });

  it('skips the start-up refresh when one finished within the window, and queues it after', async () => {
    // The previous test's refresh finished at the current clock.
    expect(await queueBootRefresh(ctx, 30)).toBe(false);
    clock.advance(BOOT_REFRESH_FRESH_MS + 1000);
    expect(await queueBootRefresh(ctx, 30)).toBe(true);
    const [queued] = await database.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, 'refresh'), eq(jobs.status, 'queued')));
    expect(queued?.n).toBe(1);
  });
});

describe.each(testDatabaseKinds())('jobs deduplicated by kind and what they work on, on $name', (kind) => {
  let database: Database;
  let ctx: ServiceContext;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await kind.open();
    ctx = createServiceContext({ db: database.db, config: testConfig(), now: clock.now });
  });
  afterAll(() => database.close());

  it('an NFL-only refresh never joins a queued college-only one; bookkeeping params do not matter', async () => {
    const college = await enqueueJob(ctx, 'refresh', { reason: 'admin', leagues: ['cfb'] });
    const nfl = await enqueueJob(ctx, 'refresh', { reason: 'admin', leagues: ['nfl'] });
    expect(nfl.created).toBe(true);
    expect(nfl.job.id).not.toBe(college.job.id);
    const again = await enqueueJob(ctx, 'refresh', { reason: 'cli', scheduled: true, leagues: ['nfl'] });
    expect(again).toMatchObject({ created: false, job: { id: nfl.job.id } });
    // No leagues means every league: the same job as both leagues named, in any order.
    const all = await enqueueJob(ctx, 'refresh', { reason: 'start-up' });
    expect(all.created).toBe(true);
    expect((await enqueueJob(ctx, 'refresh', { leagues: ['nfl', 'cfb'] })).job.id).toBe(all.job.id);
    expect((await enqueueJob(ctx, 'refresh', { scheduled: true })).job.id).toBe(all.job.id);

    const demoA = await enqueueJob(ctx, 'demo-bets', { licenseId: 'licence-a' });
    const demoB = await enqueueJob(ctx, 'demo-bets', { licenseId: 'licence-b' });
    expect(demoB.created).toBe(true);
    expect(demoB.job.id).not.toBe(demoA.job.id);
    expect((await enqueueJob(ctx, 'demo-bets', { licenseId: 'licence-a' })).job.id).toBe(demoA.job.id);

    // Every distinct job runs, each with its own leagues.
    const ran: unknown[] = [];
    for (let job = await claimJob(ctx); job; job = await claimJob(ctx)) {
      await runJob(ctx, job, (j) => {
        ran.push([j.kind, j.params.leagues ?? j.params.licenseId ?? null]);
        return Promise.resolve('ok');
      });
    }
    expect(ran.map((r) => JSON.stringify(r)).sort()).toEqual([
      '["demo-bets","licence-a"]',
      '["demo-bets","licence-b"]',
      '["refresh",["cfb"]]',
      '["refresh",["nfl"]]',
      '["refresh",null]',
    ]);
  });
});

describe('the scheduler', () => {
  it('refreshes every N minutes, generates on Tuesdays and Thursdays, and backs off an exhausted quota', async () => {
    const { startWorker } = await import('../../src/server/services/jobs/worker');
    const database = await testDatabaseKinds()[0]!.open();
    // Tuesday 2026-11-24, 11:00 US Eastern.
    const clock = new TestClock(new Date('2026-11-24T16:00:00Z'));
    const ctx = createServiceContext({ db: database.db, config: testConfig(), now: clock.now });
    let quotaGone = false;
    const handler = () =>
      quotaGone
        ? Promise.reject(new Error('Usage quota has been reached (OUT_OF_USAGE_CREDITS)'))
        : Promise.resolve('ok');
    const worker = startWorker(
      ctx,
      { refresh: handler, generate: handler, 'demo-bets': handler, 'nfl-results': handler },
      { refreshMinutes: 30, pollMs: 60_000 },
    );
    try {
      await worker.stop();
      expect((await worker.tick()).sort()).toEqual(['generate', 'refresh']);
      await worker.drain();
      expect(await worker.tick()).toEqual([]);
      clock.advance(31 * 60_000);
      expect(await worker.tick()).toEqual(['refresh']);
      quotaGone = true;
      await worker.drain();
      clock.advance(31 * 60_000);
      expect(await worker.tick()).toEqual([]);
      clock.advance(12 * HOUR);
      expect(await worker.tick()).toContain('refresh');
    } finally {
      await database.close();
    }
  });
});
