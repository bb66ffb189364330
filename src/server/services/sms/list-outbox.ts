import { and, countDistinct, desc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { smsOutboxEntrySchema } from '@shared/api/admin-games';
import { maskPhoneNumber } from '@shared/sms/phone-number';
import { licenses, smsOutbox, smsSubscriptions } from '../../db/schema';
import type { ServiceContext } from '../context';

export type OutboxEntry = z.infer<typeof smsOutboxEntrySchema>;

/** The latest texts, numbers masked, and how many numbers currently receive texts. */
export async function listOutbox(
  ctx: ServiceContext,
  limit = 100,
): Promise<{ entries: OutboxEntry[]; subscribers: number }> {
  const rows = await ctx.db
    .select()
    .from(smsOutbox)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
  const [active] = await ctx.db
    .select({ n: countDistinct(smsSubscriptions.phone) })
    .from(smsSubscriptions)
    .innerJoin(licenses, eq(licenses.id, smsSubscriptions.licenseId))
    .where(
      and(
        eq(smsSubscriptions.status, 'active'),
        eq(licenses.status, 'active'),
        gt(licenses.expiresAt, ctx.now()),
      ),
    );
  return {
    entries: rows.map((row) => ({
      id: row.id,
      to: maskPhoneNumber(row.to),
      body: row.body,
      kind: row.kind,
      status: row.status,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    subscribers: active?.n ?? 0,
  };
}
