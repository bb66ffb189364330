import type { LicenseView } from '@shared/api/auth';
import { daysRemaining, isExpired } from '@shared/licensing/account-status';
import { isPlan, sportsForPlan, type Plan } from '@shared/licensing/plans';
import type { League } from '@shared/league';
import type { Db } from '../../db/open-database';
import { createLicensesRepository, type LicenseRow } from '../../repositories/licenses-repository';
import type { Repositories } from '../../repositories';
import { digestsEqual, hashSecret } from '../../security/secrets';

export type { LicenseRow };

/** The licence of a typed key (normalised), or undefined. */
export async function findLicense(
  repos: Pick<Repositories, 'licenses'>,
  key: string,
): Promise<LicenseRow | undefined> {
  const keyHash = hashSecret(key);
  const row = await repos.licenses.findByKeyHash(keyHash);
  // The index lookup finds the candidate; the constant-time compare is what grants access.
  return row && digestsEqual(row.keyHash, keyHash) ? row : undefined;
}

/** findLicense for callers holding a database rather than a context (SMS, the CLI's tests). */
export async function findLicenseByKey(db: Db, key: string): Promise<LicenseRow | undefined> {
  return findLicense({ licenses: createLicensesRepository(db) }, key);
}

export function planOf(row: LicenseRow): Plan {
  return isPlan(row.plan) ? row.plan : 'football';
}

export function sportsOf(row: LicenseRow): readonly League[] {
  return row.status === 'active' ? sportsForPlan(planOf(row)) : [];
}

export function isUsable(row: LicenseRow, now: Date): boolean {
  return row.status === 'active' && !isExpired(row.expiresAt, now);
}

/** The licence as the spec names it: never the hash, never the key. */
export function presentLicense(row: LicenseRow, now: Date): LicenseView {
  return {
    email: row.email,
    subscriptionType: planOf(row),
    expiryDate: row.expiresAt.toISOString(),
    isActive: isUsable(row, now),
    daysRemaining: daysRemaining(row.expiresAt, now),
  };
}
