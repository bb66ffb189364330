import type { Plan } from '@shared/licensing/plans';
import { lastFour } from '@shared/licensing/license-key';
import { generateKey, hashSecret } from '../../security/secrets';
import type { ServiceContext } from '../context';
import type { LicenseRow } from './license-record';

const DAY_MS = 86_400_000;

export interface IssueLicenseInput {
  email: string;
  plan: Plan;
  days: number;
  maxDevices?: number;
}

/** Creates a local licence. The plain key is returned once and never stored. */
export async function issueLicense(
  ctx: ServiceContext,
  input: IssueLicenseInput,
): Promise<{ key: string; license: LicenseRow }> {
  const now = ctx.now();
  const key = generateKey();
  const license = await ctx.repos.licenses.insert({
    keyHash: hashSecret(key),
    keyLast4: lastFour(key),
    email: input.email.trim().toLowerCase(),
    plan: input.plan,
    status: 'active',
    startsAt: now,
    expiresAt: new Date(now.getTime() + input.days * DAY_MS),
    maxDevices: input.maxDevices ?? ctx.config.licenseMaxDevices,
    source: 'local',
    createdAt: now,
    updatedAt: now,
  });
  return { key, license };
}
