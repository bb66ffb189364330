import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { normalizeLicenseKey } from '@shared/licensing/license-key';
import { licenseDevices, sessions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashToken } from '../../security/secrets';
import type { ServiceContext } from '../context';
import { findLicenseByKey, type LicenseRow } from './license-record';
import { licenceDataChanged } from './license-lookups';
import { assertUsable } from './verify-license';

/**
 * A user frees their own device slots: signing out releases this device's slot (and ends its
 * other sessions, which would otherwise keep using a slot no longer counted); "sign out other
 * devices" releases every slot but this one. The admin's reset is resetDevices (manage-licenses).
 */
export async function releaseDevice(
  ctx: ServiceContext,
  licenseId: string,
  deviceHash: string,
): Promise<number> {
  return releaseSlots(ctx, licenseId, (column) => eq(column, deviceHash));
}

/**
 * Ends the sessions and deletes the slots of the licence's devices that `devices` picks, in one
 * transaction, so no session keeps using a slot that is no longer counted.
 */
async function releaseSlots(
  ctx: ServiceContext,
  licenseId: string,
  devices: (deviceHashColumn: typeof sessions.deviceHash | typeof licenseDevices.deviceHash) => SQL,
): Promise<number> {
  const removed = await ctx.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ endedAt: ctx.now() })
      .where(and(eq(sessions.licenseId, licenseId), devices(sessions.deviceHash), isNull(sessions.endedAt)));
    return tx
      .delete(licenseDevices)
      .where(and(eq(licenseDevices.licenseId, licenseId), devices(licenseDevices.deviceHash)))
      .returning({ id: licenseDevices.id });
  });
  licenceDataChanged(ctx);
  return removed.length;
}

/** The session token's licence and device, live or not (logout of an expired session still frees it). */
export async function findSessionDevice(
  ctx: ServiceContext,
  token: string,
): Promise<{ licenseId: string; deviceHash: string } | undefined> {
  const [row] = await ctx.db
    .select({ licenseId: sessions.licenseId, deviceHash: sessions.deviceHash })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/** The licence of a typed key, refused as verification refuses it (unknown 401, revoked/expired 403). */
export async function findUsableLicense(ctx: ServiceContext, licenseKey: string): Promise<LicenseRow> {
  const license = await findLicenseByKey(ctx.db, normalizeLicenseKey(licenseKey));
  if (!license) throw new AppError('LICENSE_INVALID', 'Invalid license key');
  assertUsable(license, ctx.now());
  return license;
}

/** Releases every device slot of the licence but `keepDeviceHash`'s and ends those devices' sessions. */
export async function signOutOtherDevices(
  ctx: ServiceContext,
  license: LicenseRow,
  keepDeviceHash: string,
): Promise<number> {
  return releaseSlots(ctx, license.id, (column) => ne(column, keepDeviceHash));
}
