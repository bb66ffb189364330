import { and, eq } from 'drizzle-orm';
import { smsSubscriptions } from '../../db/schema';
import type { ServiceContext } from '../context';
import { findSmsLicense } from './find-sms-license';

/** True when the licence has a phone that still receives texts (a STOPped number does not count). */
export async function checkSubscription(
  ctx: ServiceContext,
  input: { licenseKey: string },
): Promise<boolean> {
  const license = await findSmsLicense(ctx, input.licenseKey);
  const [row] = await ctx.db
    .select({ id: smsSubscriptions.id })
    .from(smsSubscriptions)
    .where(and(eq(smsSubscriptions.licenseId, license.id), eq(smsSubscriptions.status, 'active')))
    .limit(1);
  return row !== undefined;
}
