import type { Db } from '../../db/open-database';
import type { AppConfig } from '../../config';
import type { ServiceContext } from '../context';

export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type SmsKind = 'confirmation' | 'announcement' | 'pick' | 'line-move' | 'help';

export interface OutgoingSms {
  /** E.164. */
  to: string;
  body: string;
  kind: SmsKind;
  /** Unique per text and number: the same key is never queued twice. */
  dedupeKey: string;
}

/** Texts are sent only when Twilio is configured; otherwise they stay in the outbox for the admin. */
export function smsDeliveryEnabled(config: AppConfig): boolean {
  return config.sms.twilio !== undefined;
}

const CHUNK = 500;

/**
 * Queues texts. A dedupe key already in the outbox is skipped (ON CONFLICT DO NOTHING), so a
 * retried announcement, pick or sign-up never texts a number twice.
 */
export async function enqueueSms(
  ctx: ServiceContext,
  messages: readonly OutgoingSms[],
  /** The caller's transaction, when the texts commit with its other writes. */
  tx?: DbOrTx,
): Promise<{ queued: number; duplicates: number }> {
  const status = smsDeliveryEnabled(ctx.config) ? 'queued' : 'outbox';
  const createdAt = ctx.now();
  let queued = 0;
  for (let i = 0; i < messages.length; i += CHUNK) {
    const rows = messages.slice(i, i + CHUNK).map((m) => ({ ...m, status, createdAt }));
    queued += await ctx.repos.sms.enqueue(rows, tx);
  }
  return { queued, duplicates: messages.length - queued };
}
