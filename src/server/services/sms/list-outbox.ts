import type { z } from 'zod';
import type { smsOutboxEntrySchema } from '@shared/api/admin-games';
import { maskPhoneNumber } from '@shared/sms/phone-number';
import type { ServiceContext } from '../context';

export type OutboxEntry = z.infer<typeof smsOutboxEntrySchema>;

/** The latest texts, numbers masked, and how many numbers currently receive texts. */
export async function listOutbox(
  ctx: ServiceContext,
  limit = 100,
): Promise<{ entries: OutboxEntry[]; subscribers: number }> {
  const rows = await ctx.repos.sms.latestOutbox(limit);
  const subscribers = await ctx.repos.sms.activeSubscriberCount(ctx.now());
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
    subscribers,
  };
}
