import { and, count, desc, eq, sql } from 'drizzle-orm';
import { licenseDevices, licenses } from '../db/schema';
import type { Queryable } from './index';

export type LicenseRow = typeof licenses.$inferSelect;
export type NewLicense = Omit<typeof licenses.$inferInsert, 'id'>;
/** What a licence update may change (never its key or id). */
export type LicenseChanges = Partial<
  Pick<LicenseRow, 'status' | 'statusReason' | 'expiresAt' | 'gumroadVerifiedAt' | 'updatedAt'>
>;

/**
 * The per-request look-up of a key's licence and whether this device is bound, prepared once per
 * database: building a drizzle query costs more Node CPU than PostgreSQL spends answering it, and a
 * named prepared statement is parsed and planned once per connection (`npm run bench:verify`).
 */
function prepareLicenseForDevice(db: Queryable) {
  return db
    .select({ license: licenses, deviceSeenAt: licenseDevices.lastSeenAt })
    .from(licenses)
    .leftJoin(
      licenseDevices,
      and(
        eq(licenseDevices.licenseId, licenses.id),
        eq(licenseDevices.deviceHash, sql.placeholder('deviceHash')),
      ),
    )
    .where(eq(licenses.keyHash, sql.placeholder('keyHash')))
    .limit(1)
    .prepare('bl_license_for_device');
}

/** Keyed by the database object, so each app (and each test database) has its own statement. */
const preparedByDb = new WeakMap<Queryable, ReturnType<typeof prepareLicenseForDevice>>();

function licenseForDeviceStatement(db: Queryable) {
  let statement = preparedByDb.get(db);
  if (!statement) {
    statement = prepareLicenseForDevice(db);
    preparedByDb.set(db, statement);
  }
  return statement;
}

export function createLicensesRepository(db: Queryable) {
  return {
    /**
     * The licence whose key hashes to `keyHash` (an index look-up: the caller still compares the
     * hashes in constant time before granting anything).
     */
    async findByKeyHash(keyHash: string, tx?: Queryable): Promise<LicenseRow | undefined> {
      const [row] = await (tx ?? db).select().from(licenses).where(eq(licenses.keyHash, keyHash)).limit(1);
      return row;
    },

    async findById(id: string, tx?: Queryable): Promise<LicenseRow | undefined> {
      const [row] = await (tx ?? db).select().from(licenses).where(eq(licenses.id, id)).limit(1);
      return row;
    },

    /** A key's licence and when `deviceHash` was last seen on it (null: not bound); one prepared read. */
    async findForDevice(
      keyHash: string,
      deviceHash: string,
    ): Promise<{ license: LicenseRow; deviceSeenAt: Date | null } | undefined> {
      const [row] = await licenseForDeviceStatement(db).execute({ keyHash, deviceHash });
      return row;
    },

    async insert(values: NewLicense, tx?: Queryable): Promise<LicenseRow> {
      const [row] = await (tx ?? db).insert(licenses).values(values).returning();
      if (!row) throw new Error('Licence insert returned no row');
      return row;
    },

    /** Inserts unless a licence with the same key exists (then undefined: two first verifications). */
    async insertUnlessKnown(values: NewLicense, tx?: Queryable): Promise<LicenseRow | undefined> {
      const [row] = await (tx ?? db)
        .insert(licenses)
        .values(values)
        .onConflictDoNothing({ target: licenses.keyHash })
        .returning();
      return row;
    },

    async update(id: string, changes: LicenseChanges, tx?: Queryable): Promise<LicenseRow | undefined> {
      const [row] = await (tx ?? db).update(licenses).set(changes).where(eq(licenses.id, id)).returning();
      return row;
    },

    /** The newest licences first, each with how many devices it has bound. */
    async listWithDeviceCounts(
      limit: number,
      tx?: Queryable,
    ): Promise<{ license: LicenseRow; devices: number }[]> {
      const q = tx ?? db;
      const deviceCounts = q
        .select({ licenseId: licenseDevices.licenseId, n: count().as('n') })
        .from(licenseDevices)
        .groupBy(licenseDevices.licenseId)
        .as('device_counts');
      const rows = await q
        .select({ license: licenses, devices: sql<number>`coalesce(${deviceCounts.n}, 0)` })
        .from(licenses)
        .leftJoin(deviceCounts, eq(deviceCounts.licenseId, licenses.id))
        .orderBy(desc(licenses.createdAt))
        .limit(limit);
      return rows.map((row) => ({ license: row.license, devices: Number(row.devices) }));
    },

    async count(tx?: Queryable): Promise<number> {
      const [row] = await (tx ?? db).select({ n: count() }).from(licenses);
      return row?.n ?? 0;
    },
  };
}

export type LicensesRepository = ReturnType<typeof createLicensesRepository>;
