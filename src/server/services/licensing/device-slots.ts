import { normalizeLicenseKey } from '@shared/licensing/license-key';
import type { DeviceChoice } from '../../repositories/devices-repository';
import { AppError } from '../../http/app-error';
import { hashToken } from '../../security/secrets';
import type { ServiceContext } from '../context';
import { findLicense, type LicenseRow } from './license-record';
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
  return releaseSlots(ctx, licenseId, { only: deviceHash });
}

/**
 * Ends the sessions and deletes the slots of the licence's devices that `devices` picks, in one
 * transaction, so no session keeps using a slot that is no longer counted.
 */
async function releaseSlots(ctx: ServiceContext, licenseId: string, devices: DeviceChoice): Promise<number> {
  const removed = await ctx.repos.devices.release(licenseId, devices, ctx.now());
  licenceDataChanged(ctx);
  return removed;
}

/** The session token's licence and device, live or not (logout of an expired session still frees it). */
export async function findSessionDevice(
  ctx: ServiceContext,
  token: string,
): Promise<{ licenseId: string; deviceHash: string } | undefined> {
  return ctx.repos.sessions.findDeviceOfAny(hashToken(token));
}

/** The licence of a typed key, refused as verification refuses it (unknown 401, revoked/expired 403). */
export async function findUsableLicense(ctx: ServiceContext, licenseKey: string): Promise<LicenseRow> {
  const license = await findLicense(ctx.repos, normalizeLicenseKey(licenseKey));
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
  return releaseSlots(ctx, license.id, { allBut: keepDeviceHash });
}
