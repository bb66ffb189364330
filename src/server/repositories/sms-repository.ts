import { and, asc, count, countDistinct, desc, eq, gt, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import { licenses, licenseSettings, smsOutbox, smsSubscriptions } from '../db/schema';
import type { Queryable } from './index';

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
export type NewSmsOutboxRow = Omit<typeof smsOutbox.$inferInsert, 'id'>;
export type SmsSubscriptionRow = typeof smsSubscriptions.$inferSelect;
export type NewSmsSubscription = Omit<typeof smsSubscriptions.$inferInsert, 'id'>;
export type SmsSubscriptionChanges = Partial<
  Pick<
    SmsSubscriptionRow,
    'optedInForPicks' | 'optedInForLineMovements' | 'status' | 'stoppedAt' | 'updatedAt'
  >
>;
/** What a send's outcome changes on its outbox row. */
export type SmsOutboxChanges = Partial<Pick<SmsOutboxRow, 'status' | 'error' | 'providerId' | 'sentAt'>>;
/** A text claimed for sending. */
export interface ClaimedSms {
  id: string;
  to: string;
  body: string;
  attempts: number;
}

/** PGlite and node-postgres both answer raw SQL with { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A subscription whose licence may receive texts now (active and not expired). */
const licenceLive = (now: Date): SQL => and(eq(licenses.status, 'active'), gt(licenses.expiresAt, now))!;

export function createSmsRepository(db: Queryable) {
  return {
    /** Queues texts; a dedupe key already in the outbox is skipped. Answers how many were queued. */
    async enqueue(rows: readonly NewSmsOutboxRow[], tx?: Queryable): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await (tx ?? db)
        .insert(smsOutbox)
        .values([...rows])
        .onConflictDoNothing({ target: smsOutbox.dedupeKey })
        .returning({ id: smsOutbox.id });
      return inserted.length;
    },

    /** The latest texts, newest first. */
    async latestOutbox(limit: number, tx?: Queryable): Promise<SmsOutboxRow[]> {
      return (tx ?? db)
        .select()
        .from(smsOutbox)
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(limit);
    },

    /** How many distinct numbers currently receive texts (active subscription, live licence). */
    async activeSubscriberCount(now: Date, tx?: Queryable): Promise<number> {
      const [active] = await (tx ?? db)
        .select({ n: countDistinct(smsSubscriptions.phone) })
        .from(smsSubscriptions)
        .innerJoin(licenses, eq(licenses.id, smsSubscriptions.licenseId))
        .where(and(eq(smsSubscriptions.status, 'active'), licenceLive(now)));
      return active?.n ?? 0;
    },

    async hasActiveSubscription(licenseId: string, tx?: Queryable): Promise<boolean> {
      const [row] = await (tx ?? db)
        .select({ id: smsSubscriptions.id })
        .from(smsSubscriptions)
        .where(and(eq(smsSubscriptions.licenseId, licenseId), eq(smsSubscriptions.status, 'active')))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Every active subscription opted in to `topic` whose licence is live, with the licence's plan
     * and staking rule (null when it never set one).
     */
    async recipientRows(
      topic: 'picks' | 'line-moves',
      now: Date,
      tx?: Queryable,
    ): Promise<{ phone: string; plan: string; stakingRule: string | null }[]> {
      const optedIn: Record<typeof topic, SQL> = {
        picks: eq(smsSubscriptions.optedInForPicks, true),
        'line-moves': eq(smsSubscriptions.optedInForLineMovements, true),
      };
      return (tx ?? db)
        .select({
          phone: smsSubscriptions.phone,
          plan: licenses.plan,
          stakingRule: licenseSettings.stakingRule,
        })
        .from(smsSubscriptions)
        .innerJoin(licenses, eq(licenses.id, smsSubscriptions.licenseId))
        .leftJoin(licenseSettings, eq(licenseSettings.licenseId, licenses.id))
        .where(and(eq(smsSubscriptions.status, 'active'), optedIn[topic], licenceLive(now)));
    },

    /** Every active subscription of the number stops (it replied STOP). Answers how many did. */
    async stopNumber(phone: string, now: Date, tx?: Queryable): Promise<number> {
      const stopped = await (tx ?? db)
        .update(smsSubscriptions)
        .set({ status: 'stopped', stoppedAt: now, updatedAt: now })
        .where(and(eq(smsSubscriptions.phone, phone), eq(smsSubscriptions.status, 'active')))
        .returning({ id: smsSubscriptions.id });
      return stopped.length;
    },

    /** Every stopped subscription of the number is active again (it texted START). */
    async restartNumber(phone: string, now: Date, tx?: Queryable): Promise<number> {
      const restarted = await (tx ?? db)
        .update(smsSubscriptions)
        .set({ status: 'active', stoppedAt: null, updatedAt: now })
        .where(and(eq(smsSubscriptions.phone, phone), eq(smsSubscriptions.status, 'stopped')))
        .returning({ id: smsSubscriptions.id });
      return restarted.length;
    },

    /** Serialises sign-ups of one number until the transaction ends. */
    async lockNumber(phone: string, tx: Queryable): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`betlens-sms-subscribe:${phone}`}))`);
    },

    async subscriptionOf(
      licenseId: string,
      phone: string,
      tx?: Queryable,
    ): Promise<SmsSubscriptionRow | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(smsSubscriptions)
        .where(and(eq(smsSubscriptions.licenseId, licenseId), eq(smsSubscriptions.phone, phone)))
        .limit(1);
      return row;
    },

    async updateSubscription(id: string, changes: SmsSubscriptionChanges, tx?: Queryable): Promise<void> {
      await (tx ?? db).update(smsSubscriptions).set(changes).where(eq(smsSubscriptions.id, id));
    },

    async insertSubscription(row: NewSmsSubscription, tx?: Queryable): Promise<void> {
      await (tx ?? db).insert(smsSubscriptions).values(row);
    },

    /**
     * When the confirmations queued since `since` were created, oldest first: to this number, or
     * under this licence (their dedupe keys name it).
     */
    async confirmationTimesSince(
      to: { phone: string } | { licenseId: string },
      since: Date,
      tx?: Queryable,
    ): Promise<Date[]> {
      const whose =
        'phone' in to
          ? eq(smsOutbox.to, to.phone)
          : like(smsOutbox.dedupeKey, `confirmation:${to.licenseId}:%`);
      const rows = await (tx ?? db)
        .select({ createdAt: smsOutbox.createdAt })
        .from(smsOutbox)
        .where(and(eq(smsOutbox.kind, 'confirmation'), gt(smsOutbox.createdAt, since), whose))
        .orderBy(asc(smsOutbox.createdAt));
      return rows.map((r) => r.createdAt);
    },

    /**
     * Claims the next queued text if fewer than `perMinute` were reserved in the minute before
     * now (read once the lock is held), atomically across instances (one transaction-scoped advisory lock): the claim stamps
     * sent_at with the reservation time. 'throttled' when the budget is spent, undefined when the
     * queue is empty.
     */
    async reserveNext(clock: () => Date, perMinute: number): Promise<ClaimedSms | 'throttled' | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('betlens-sms-budget'))`);
        const now = clock();
        const since = new Date(now.getTime() - 60_000);
        const [used] = await tx
          .select({ n: count() })
          .from(smsOutbox)
          .where(and(inArray(smsOutbox.status, ['sending', 'sent']), gt(smsOutbox.sentAt, since)));
        if ((used?.n ?? 0) >= perMinute) return 'throttled';
        const result = await tx.execute(sql`
          update ${smsOutbox} set status = 'sending', attempts = attempts + 1, sent_at = ${now}
          where id = (
            select id from ${smsOutbox} where status = 'queued' order by created_at, id limit 1 for update skip locked
          )
          returning id, "to", body, attempts`);
        return rowsOf<ClaimedSms>(result)[0];
      });
    },

    async queuedCount(tx?: Queryable): Promise<number> {
      const [row] = await (tx ?? db)
        .select({ n: count() })
        .from(smsOutbox)
        .where(eq(smsOutbox.status, 'queued'));
      return row?.n ?? 0;
    },

    async updateOutbox(id: string, changes: SmsOutboxChanges, tx?: Queryable): Promise<void> {
      await (tx ?? db).update(smsOutbox).set(changes).where(eq(smsOutbox.id, id));
    },

    /** Rows left 'sending' since before `cutoff` are failed with `error`. Answers how many. */
    async failSendingBefore(cutoff: Date, error: string, tx?: Queryable): Promise<number> {
      const rows = await (tx ?? db)
        .update(smsOutbox)
        .set({ status: 'failed', error })
        .where(and(eq(smsOutbox.status, 'sending'), lt(smsOutbox.createdAt, cutoff)))
        .returning({ id: smsOutbox.id });
      return rows.length;
    },
  };
}

export type SmsRepository = ReturnType<typeof createSmsRepository>;
