import type { ServiceContext } from '../context';

/** A remembered look-up is read again after this long, whatever happened (a backstop, not the rule). */
const REMEMBER_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers found licence look-ups (a session token's licence; a key's licence and this device) for
 * an app that is its database's ONLY writer: the embedded database, which the data-dir lock keeps to
 * one process (the CLI refuses to open it while the server runs). Every write to licences, devices or
 * sessions goes through the licensing services, which call `changed()` right after writing, so a
 * revocation, logout or device reset applies to the very next request. A look-up that was under way
 * when something changed is not remembered (the generation check), so it cannot put back what the
 * change removed.
 *
 * Apps that share PostgreSQL never get one (nothing would tell this instance of another's writes):
 * there every licensed request reads the database.
 */
export class LicenseLookups {
  private readonly entries = new Map<string, { value: unknown; at: number }>();
  private generation = 0;

  constructor(private readonly now: () => number) {}

  async remember<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < REMEMBER_MS) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { value, at: this.now() });
    }
    return value;
  }

  /** Something about licences, devices or sessions was written: forget everything. */
  changed(): void {
    this.generation++;
    this.entries.clear();
  }
}

/** Looks up through the app's memory when it has one (see LicenseLookups), else reads. */
export function rememberedLookup<T>(
  ctx: ServiceContext,
  key: string,
  load: () => Promise<T | undefined>,
): Promise<T | undefined> {
  return ctx.licenseLookups ? ctx.licenseLookups.remember(key, load) : load();
}

/** Call right after any write to licences, devices or sessions. */
export function licenceDataChanged(ctx: ServiceContext): void {
  ctx.licenseLookups?.changed();
}
