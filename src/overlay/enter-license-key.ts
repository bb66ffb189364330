/**
 * Entering a licence key, as the overlay's licence gate and the extension's popup both do it:
 * verify the trimmed key, store the licence, and name the outcome with its message (visitor spec
 * section 8's toasts, the same words wherever the key is typed).
 */
import { LICENSE_REVOKED_NOTICE } from '@shared/api/error-codes';
import type { StoredLicense } from '../client/storage';
import { verifyLicenseKey } from './overlay-api';
import type { OverlayEnv } from './overlay-env';

export const KEY_ENTRY_MESSAGES = {
  empty: { title: 'Error', description: 'Please enter a license key' },
  invalid: { title: 'Verification Failed', description: 'Invalid or expired license key' },
  failed: { title: 'Error', description: 'Failed to verify license key' },
  verified: { title: 'Success', description: 'License verified successfully!' },
  revoked: LICENSE_REVOKED_NOTICE,
} as const;

export type KeyEntryOutcome =
  | { readonly kind: 'verified'; readonly license: StoredLicense }
  | { readonly kind: 'invalid' | 'revoked' | 'failed' };

/** Verifies and stores a (non-empty) key. Never throws: a failure is the 'failed' outcome. */
export async function enterLicenseKey(env: OverlayEnv, key: string): Promise<KeyEntryOutcome> {
  const trimmed = key.trim();
  try {
    const outcome = await verifyLicenseKey(env, trimmed);
    if (!outcome.valid) return { kind: outcome.revoked ? 'revoked' : 'invalid' };
    return { kind: 'verified', license: await env.storage.saveLicense(outcome.license, trimmed) };
  } catch {
    return { kind: 'failed' };
  }
}
