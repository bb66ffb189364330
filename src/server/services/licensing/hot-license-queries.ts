import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { licenseDevices, licenses, sessions } from '../../db/schema';

/**
 * The three statements every licensed request runs (find a key's licence and this device, start a
 * session, find a session's licence), prepared once per database. Building a drizzle query costs
 * more Node CPU than PostgreSQL spends answering it; a named prepared statement is also parsed
 * and planned once per connection. At 50 concurrent verifications this halves the work per
 * request (measured by `npm run bench:verify`, README).
 */
function prepareHotQueries(db: Db) {
  return {
    licenseForDevice: db
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
      .prepare('bl_license_for_device'),
    insertSession: db
      .insert(sessions)
      .values({
        tokenHash: sql.placeholder('tokenHash'),
        licenseId: sql.placeholder('licenseId'),
        deviceHash: sql.placeholder('deviceHash'),
        createdAt: sql.placeholder('createdAt'),
        expiresAt: sql.placeholder('expiresAt'),
      })
      .prepare('bl_insert_session'),
    sessionLicense: db
      .select({ session: sessions, license: licenses })
      .from(sessions)
      .innerJoin(licenses, eq(sessions.licenseId, licenses.id))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.endedAt)))
      .limit(1)
      .prepare('bl_session_license'),
  };
}

export type HotLicenseQueries = ReturnType<typeof prepareHotQueries>;

/** Keyed by the database object, so each app (and each test database) has its own statements. */
const preparedByDb = new WeakMap<Db, HotLicenseQueries>();

export function hotLicenseQueries(db: Db): HotLicenseQueries {
  let queries = preparedByDb.get(db);
  if (!queries) {
    queries = prepareHotQueries(db);
    preparedByDb.set(db, queries);
  }
  return queries;
}
