import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { appMeta, jobs, smsOutbox } from '../db/schema';
import type { Queryable } from './index';

/**
 * What the server itself did and has waiting: its first-run mark (app_meta) and the figures GET
 * /metrics reads at scrape time, a few grouped counts over indexed columns
 * (jobs_status_created_idx, sms_outbox_status_created_idx), cheap enough for every scrape.
 */

/** The job statuses that are still waiting or running (the queue's depth). */
export const OPEN_JOB_STATUSES = ['queued', 'processing'] as const;
export type OpenJobStatus = (typeof OPEN_JOB_STATUSES)[number];

export interface JobQueueDepth {
  kind: string;
  status: OpenJobStatus;
  n: number;
}

function isOpenJobStatus(status: string): status is OpenJobStatus {
  return (OPEN_JOB_STATUSES as readonly string[]).includes(status);
}

const FIRST_RUN = 'first_run';

export function createServerEventsRepository(db: Queryable) {
  return {
    async firstRunDone(tx?: Queryable): Promise<boolean> {
      const [row] = await (tx ?? db)
        .select({ key: appMeta.key })
        .from(appMeta)
        .where(eq(appMeta.key, FIRST_RUN))
        .limit(1);
      return row !== undefined;
    },

    /** Marks the first run done; false when another instance marked it first. */
    async claimFirstRun(at: Date, tx?: Queryable): Promise<boolean> {
      const inserted = await (tx ?? db)
        .insert(appMeta)
        .values({ key: FIRST_RUN, value: { at: at.toISOString() } })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      return inserted.length > 0;
    },

    /** Jobs queued or processing, by kind and status. */
    async jobQueueDepth(tx?: Queryable): Promise<JobQueueDepth[]> {
      const rows = await (tx ?? db)
        .select({ kind: jobs.kind, status: jobs.status, n: count() })
        .from(jobs)
        .where(inArray(jobs.status, [...OPEN_JOB_STATUSES]))
        .groupBy(jobs.kind, jobs.status);
      return rows.flatMap(({ kind, status, n }) => (isOpenJobStatus(status) ? [{ kind, status, n }] : []));
    },

    /** Jobs that failed (finished as failed) at or after `since`, by kind. */
    async failedJobsSince(since: Date, tx?: Queryable): Promise<{ kind: string; n: number }[]> {
      return (tx ?? db)
        .select({ kind: jobs.kind, n: count() })
        .from(jobs)
        .where(and(eq(jobs.status, 'failed'), gte(jobs.finishedAt, since)))
        .groupBy(jobs.kind);
    },

    /** Texts in the outbox by status (queued | sent | failed | outbox). */
    async smsOutboxByStatus(tx?: Queryable): Promise<{ status: string; n: number }[]> {
      return (tx ?? db)
        .select({ status: smsOutbox.status, n: count() })
        .from(smsOutbox)
        .groupBy(smsOutbox.status);
    },
  };
}

export type ServerEventsRepository = ReturnType<typeof createServerEventsRepository>;
