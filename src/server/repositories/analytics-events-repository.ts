import { and, asc, count, gte, inArray, isNull, sql } from 'drizzle-orm';
import { analyticsEvents } from '../db/schema';
import type { Queryable } from './index';

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;

export interface NewAnalyticsEvent {
  name: string;
  source: string;
  path: string | null;
  properties: Record<string, unknown>;
  occurredAt: Date;
}

export function createAnalyticsEventsRepository(db: Queryable) {
  return {
    async insert(event: NewAnalyticsEvent, tx?: Queryable): Promise<void> {
      await (tx ?? db).insert(analyticsEvents).values(event);
    },

    /**
     * Hands up to `limit` unforwarded events, oldest first, to `send` and marks them forwarded when
     * it resolves; how many it sent. The batch is claimed under row locks that other instances skip,
     * held until it is marked, so with several instances forwarding no event is sent twice. When
     * `send` throws, nothing is marked.
     */
    async forwardBatch(
      limit: number,
      send: (rows: AnalyticsEventRow[]) => Promise<void>,
      now: () => Date,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(analyticsEvents)
          .where(isNull(analyticsEvents.forwardedAt))
          .orderBy(asc(analyticsEvents.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return 0;
        await send(rows);
        await tx
          .update(analyticsEvents)
          .set({ forwardedAt: now() })
          .where(
            and(
              inArray(
                analyticsEvents.id,
                rows.map((row) => row.id),
              ),
              isNull(analyticsEvents.forwardedAt),
            ),
          );
        return rows.length;
      });
    },

    /** Per event name: how many occurred since `since30`, and how many of those since `since7`. */
    async countsByName(
      since7: Date,
      since30: Date,
      tx?: Queryable,
    ): Promise<{ name: string; last7Days: number; last30Days: number }[]> {
      const rows = await (tx ?? db)
        .select({
          name: analyticsEvents.name,
          last30Days: count(),
          last7Days: sql<number>`count(*) filter (where ${analyticsEvents.occurredAt} >= ${since7})`,
        })
        .from(analyticsEvents)
        .where(gte(analyticsEvents.occurredAt, since30))
        .groupBy(analyticsEvents.name);
      return rows.map((row) => ({
        name: row.name,
        last7Days: Number(row.last7Days),
        last30Days: Number(row.last30Days),
      }));
    },
  };
}

export type AnalyticsEventsRepository = ReturnType<typeof createAnalyticsEventsRepository>;
