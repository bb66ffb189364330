import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { Queryable } from './index';

export type JobRow = typeof jobs.$inferSelect;
/** What a job's own writes may change (never its kind, id or creation). */
export type JobChanges = Partial<
  Pick<
    JobRow,
    | 'status'
    | 'message'
    | 'progress'
    | 'processed'
    | 'total'
    | 'error'
    | 'finishedAt'
    | 'lockedBy'
    | 'heartbeatAt'
  >
>;

/** PGlite and node-postgres both answer raw SQL with { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Attempts as the queue counts them, one fewer (never below zero): an interruption is not an attempt. */
const ATTEMPT_GIVEN_BACK = sql`jsonb_set(${jobs.params}, '{attempts}', to_jsonb(greatest(coalesce((${jobs.params}->>'attempts')::int, 1) - 1, 0)))`;

export function createJobsRepository(db: Queryable) {
  /** The job while `lockedBy` still owns it: one that was taken over is not written to. */
  const owned = (id: string, lockedBy: string, also?: SQL) =>
    and(eq(jobs.id, id), eq(jobs.lockedBy, lockedBy), also);

  return {
    /**
     * Serialises, until the transaction ends, everyone enqueueing the job with this identity (a
     * transaction-scoped advisory lock): two admins pressing refresh get the same job.
     */
    async lockIdentity(identity: string, tx: Queryable): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`betlens-job-${identity}`}))`);
    },

    /** Queued and processing jobs of this kind, newest first. */
    async activeOfKind(kind: string, tx?: Queryable): Promise<JobRow[]> {
      return (tx ?? db)
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, kind), inArray(jobs.status, ['queued', 'processing'])))
        .orderBy(desc(jobs.createdAt));
    },

    async insertQueued(
      job: { kind: string; params: Record<string, unknown>; message: string; createdAt: Date },
      tx?: Queryable,
    ): Promise<JobRow> {
      const [row] = await (tx ?? db)
        .insert(jobs)
        .values({ ...job, status: 'queued' })
        .returning();
      return row!;
    },

    async findById(id: string, tx?: Queryable): Promise<JobRow | undefined> {
      const [job] = await (tx ?? db).select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return job;
    },

    /** The newest job of this kind, whatever its state. */
    async latestOfKind(kind: string, tx?: Queryable): Promise<JobRow | undefined> {
      const [job] = await (tx ?? db)
        .select()
        .from(jobs)
        .where(eq(jobs.kind, kind))
        .orderBy(desc(jobs.createdAt))
        .limit(1);
      return job;
    },

    /** The job of these kinds that completed last (its finish and params), if any completed. */
    async lastCompleted(
      kinds: readonly string[],
      tx?: Queryable,
    ): Promise<Pick<JobRow, 'id' | 'finishedAt' | 'params'> | undefined> {
      const [job] = await (tx ?? db)
        .select({ id: jobs.id, finishedAt: jobs.finishedAt, params: jobs.params })
        .from(jobs)
        .where(and(inArray(jobs.kind, [...kinds]), eq(jobs.status, 'completed'), isNotNull(jobs.finishedAt)))
        .orderBy(desc(jobs.finishedAt))
        .limit(1);
      return job;
    },

    async existsOfKindSince(kind: string, since: Date, tx?: Queryable): Promise<boolean> {
      const [row] = await (tx ?? db)
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), gte(jobs.createdAt, since)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Takes the oldest queued job for `workerId` (one attempt more) and returns its id. Safe with
     * many workers on one database: a row another worker is taking is skipped, not waited for.
     */
    async claimOldestQueued(workerId: string, now: Date, tx?: Queryable): Promise<string | undefined> {
      const claimed = await (tx ?? db).execute(sql`
        update ${jobs} set status = 'processing', locked_by = ${workerId}, started_at = coalesce(started_at, ${now}),
          heartbeat_at = ${now}, message = 'Starting',
          params = jsonb_set(params, '{attempts}', to_jsonb(coalesce((params->>'attempts')::int, 0) + 1))
        where id = (
          select id from ${jobs} where status = 'queued' order by created_at limit 1 for update skip locked
        )
        returning id`);
      return rowsOf<{ id: string }>(claimed)[0]?.id;
    },

    /** Processing jobs whose heartbeat is older than `cutoff`: their worker is gone. */
    async staleProcessing(cutoff: Date, tx?: Queryable): Promise<JobRow[]> {
      return (tx ?? db)
        .select()
        .from(jobs)
        .where(and(eq(jobs.status, 'processing'), lt(jobs.heartbeatAt, cutoff)));
    },

    /** Changes an abandoned job, only while it is still stale (a worker that resumed it keeps it). */
    async updateIfStale(id: string, cutoff: Date, changes: JobChanges, tx?: Queryable): Promise<void> {
      await (tx ?? db)
        .update(jobs)
        .set(changes)
        .where(and(eq(jobs.id, id), eq(jobs.status, 'processing'), lt(jobs.heartbeatAt, cutoff)));
    },

    /** Changes a job only while `lockedBy` owns it. */
    async updateOwned(id: string, lockedBy: string, changes: JobChanges, tx?: Queryable): Promise<void> {
      await (tx ?? db).update(jobs).set(changes).where(owned(id, lockedBy));
    },

    /** Stamps the heartbeat of a job `lockedBy` still owns and still runs. */
    async beat(id: string, lockedBy: string, at: Date, tx?: Queryable): Promise<void> {
      await (tx ?? db)
        .update(jobs)
        .set({ heartbeatAt: at })
        .where(owned(id, lockedBy, eq(jobs.status, 'processing')));
    },

    /** Queues an owned job again with `message`, its attempt given back. */
    async requeueInterrupted(id: string, lockedBy: string, message: string, tx?: Queryable): Promise<void> {
      await (tx ?? db)
        .update(jobs)
        .set({ status: 'queued', message, lockedBy: null, params: ATTEMPT_GIVEN_BACK })
        .where(owned(id, lockedBy));
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
