import { normalizeLicenseKey } from '@shared/licensing/license-key';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../context';
import { findLicenseByKey, type LicenseRow } from '../licensing/license-record';
import { assertUsable } from '../licensing/verify-license';

/**
 * The licence an SMS call names by key. No device is bound (texts go to a phone, not a browser).
 * Unknown keys are 401 'Invalid license key'; expired and revoked ones 403, as verification says.
 */
export async function findSmsLicense(ctx: ServiceContext, licenseKey: string): Promise<LicenseRow> {
  const key = normalizeLicenseKey(licenseKey);
  const license = key === '' ? undefined : await findLicenseByKey(ctx.db, key);
  if (!license) throw new AppError('LICENSE_INVALID', 'Invalid license key');
  assertUsable(license, ctx.now());
  return license;
}
