import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatLicenseKey, normalizeLicenseKey } from '@shared/licensing/license-key';

/** SHA-256 of a normalised key or token, hex. Keys are 128-bit random, so no salt is needed. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(normalizeLicenseKey(secret), 'utf8').digest('hex');
}

/** Hash for opaque tokens (session ids, device ids) that are not case-insensitive. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** A new key in the marketplace's format, from the CSPRNG. */
export function generateKey(): string {
  return formatLicenseKey(new Uint8Array(randomBytes(16)));
}

export function generateToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
