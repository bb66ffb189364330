import { and, eq, gt } from 'drizzle-orm';
import { isPlan, sportsForPlan, type Sport } from '@shared/licensing/plans';
import { licenses, smsSubscriptions } from '../../db/schema';
import type { ServiceContext } from '../context';

export type SmsTopic = 'picks' | 'line-moves';

export interface SmsRecipient {
  /** E.164. */
  phone: string;
  /** What the number's licences pay for, together (one phone may be on several licences). */
  sports: ReadonlySet<Sport>;
}

/**
 * Numbers that want texts on a topic: an active subscription, opted in, on a licence that is active
 * and unexpired now. Texts carry paid picks, so a lapsed licence gets none. With `sport`, only
 * numbers whose licences grant that sport.
 */
export async function findRecipients(
  ctx: ServiceContext,
  topic: SmsTopic,
  sport?: Sport,
): Promise<SmsRecipient[]> {
  const optedIn =
    topic === 'picks' ? smsSubscriptions.optedInForPicks : smsSubscriptions.optedInForLineMovements;
  const rows = await ctx.db
    .select({ phone: smsSubscriptions.phone, plan: licenses.plan })
    .from(smsSubscriptions)
    .innerJoin(licenses, eq(licenses.id, smsSubscriptions.licenseId))
    .where(
      and(
        eq(smsSubscriptions.status, 'active'),
        eq(optedIn, true),
        eq(licenses.status, 'active'),
        gt(licenses.expiresAt, ctx.now()),
      ),
    );
  const byPhone = new Map<string, Set<Sport>>();
  for (const row of rows) {
    const sports = byPhone.get(row.phone) ?? new Set<Sport>();
    for (const s of isPlan(row.plan) ? sportsForPlan(row.plan) : []) sports.add(s);
    byPhone.set(row.phone, sports);
  }
  return [...byPhone]
    .filter(([, sports]) => sports.size > 0 && (!sport || sports.has(sport)))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([phone, sports]) => ({ phone, sports }));
}
