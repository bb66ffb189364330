/**
 * Display rules over a stored licence, computed with the shared licensing functions so the web,
 * the overlay and the server agree.
 */
import { accountStatus, hasFootballAccess, type AccountStatus } from '@shared/licensing/account-status';
import type { LicenseView } from '@shared/api/auth';

export function licenseHasFootballAccess(license: LicenseView | null, now: Date = new Date()): boolean {
  if (license === null) return false;
  const expiry = new Date(license.expiryDate);
  if (Number.isNaN(expiry.getTime())) return false;
  return hasFootballAccess(license.subscriptionType, expiry, now);
}

export function licenseAccountStatus(license: LicenseView, now: Date = new Date()): AccountStatus {
  return accountStatus(new Date(license.expiryDate), now);
}
