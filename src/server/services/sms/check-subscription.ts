import type { ServiceContext } from '../context';
import { findSmsLicense } from './find-sms-license';

/** True when the licence has a phone that still receives texts (a STOPped number does not count). */
export async function checkSubscription(
  ctx: ServiceContext,
  input: { licenseKey: string },
): Promise<boolean> {
  const license = await findSmsLicense(ctx, input.licenseKey);
  return ctx.repos.sms.hasActiveSubscription(license.id);
}
