/**
 * Licence keys look like Gumroad's: four groups of 8 upper-case hex characters.
 * Users paste keys with stray spaces and in lower case, so every comparison goes through
 * normalizeLicenseKey first.
 */
export const LICENSE_KEY_PATTERN = /^[0-9A-F]{8}-[0-9A-F]{8}-[0-9A-F]{8}-[0-9A-F]{8}$/;

export const LICENSE_KEY_PLACEHOLDER = 'XXXXXXXX-XXXXXXXX-XXXXXXXX-XXXXXXXX';

export function normalizeLicenseKey(input: string): string {
  return input.trim().toUpperCase();
}

export function isWellFormedLicenseKey(input: string): boolean {
  return LICENSE_KEY_PATTERN.test(normalizeLicenseKey(input));
}

/** Formats 16 random bytes as XXXXXXXX-XXXXXXXX-XXXXXXXX-XXXXXXXX. */
export function formatLicenseKey(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new Error('A licence key needs exactly 16 random bytes');
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
  return [0, 8, 16, 24].map((i) => hex.slice(i, i + 8)).join('-');
}

export function lastFour(key: string): string {
  return normalizeLicenseKey(key).slice(-4);
}
