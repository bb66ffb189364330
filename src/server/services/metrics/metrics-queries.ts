import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { jobs, smsOutbox } from '../../db/schema';

/**
 * The database figures GET /metrics reads at scrape time: a few grouped counts over indexed
 * columns (jobs_status_created_idx, sms_outbox_status_created_idx), cheap enough for every scrape.
 */

/** The job statuses that are still waiting or running (the queue's depth). */
export const OPEN_JOB_STATUSES = ['queued', 'processing'] as const;
export type OpenJobStatus = (typeof OPEN_JOB_STATUSES)[number];

export interface JobQueueDepth {
  kind: string;
  status: OpenJobStatus;
  n: number;
}

/** Jobs queued or processing, by kind and status. */
export async function jobQueueDepth(db: Db): Promise<JobQueueDepth[]> {
  const rows = await db
    .select({ kind: jobs.kind, status: jobs.status, n: count() })
    .from(jobs)
    .where(inArray(jobs.status, [...OPEN_JOB_STATUSES]))
    .groupBy(jobs.kind, jobs.status);
  return rows.map((row) => ({ ...row, status: row.status as OpenJobStatus }));
}

/** Jobs that failed (finished as failed) at or after `since`, by kind. */
export async function failedJobsSince(db: Db, since: Date): Promise<{ kind: string; n: number }[]> {
  return db
    .select({ kind: jobs.kind, n: count() })
    .from(jobs)
    .where(and(eq(jobs.status, 'failed'), gte(jobs.finishedAt, since)))
    .groupBy(jobs.kind);
}

/** Texts in the outbox by status (queued | sent | failed | outbox). */
export async function smsOutboxByStatus(db: Db): Promise<{ status: string; n: number }[]> {
  return db.select({ status: smsOutbox.status, n: count() }).from(smsOutbox).groupBy(smsOutbox.status);
}
