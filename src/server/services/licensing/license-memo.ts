import type { LicenseRow } from './license-record';

const memos = new Set<LicenseMemo<{ license: LicenseRow }>>();

/**
 * A short per-instance memory of answers that name a licence (a key verification, a session
 * lookup), so the subscriber read paths need not hit the database on every request. Entries end
 * at their own deadline; `forgetLicense` drops a licence from every memo at once.
 */
export class LicenseMemo<T extends { license: LicenseRow }> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(private readonly maxEntries = 20_000) {
    memos.add(this);
  }

  get(key: string, now: number): T | undefined {
    const hit = this.entries.get(key);
    return hit && hit.until > now ? hit.value : undefined;
  }

  set(key: string, value: T, until: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  forget(licenseId: string): void {
    for (const [key, entry] of this.entries)
      if (entry.value.license.id === licenseId) this.entries.delete(key);
  }
}

/** Forget a licence in every memo (revoked, extended, devices reset). */
export function forgetLicense(licenseId: string): void {
  for (const memo of memos) memo.forget(licenseId);
}
