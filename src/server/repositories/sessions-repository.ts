import { and, desc, eq, exists, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { licenses, sessions } from '../db/schema';
import type { LicenseRow } from './licenses-repository';
import type { Queryable } from './index';

export type SessionRow = typeof sessions.$inferSelect;

/**
 * The statements a verification and every cookie request run, prepared once per database: building
 * a drizzle query costs more Node CPU than PostgreSQL spends answering it, and a named prepared
 * statement is parsed and planned once per connection (`npm run bench:verify`, README).
 */
function prepareHotStatements(db: Queryable) {
  // A session another verification is rotating right now is skipped, not waited for: verifications
  // at once from one device would otherwise queue on its row lock (p99 ×3 at 10 at once, measured
  // on PostgreSQL); the skipped one starts a session of its own, within the licence's cap.
  const liveOfDevice = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.licenseId, sql.placeholder('licenseId')),
        eq(sessions.deviceHash, sql.placeholder('deviceHash')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return {
    /** The device's newest live session for the licence gets a new token, start and expiry, in place. */
    rotate: db
      .update(sessions)
      .set({
        tokenHash: sql`${sql.placeholder('tokenHash')}`,
        // The token is new: the row's start is its token's, so the cap drops the least recent.
        createdAt: sql`${sql.placeholder('now')}`,
        expiresAt: sql`${sql.placeholder('expiresAt')}`,
      })
      .where(inArray(sessions.id, liveOfDevice))
      .returning({ id: sessions.id })
      .prepare('bl_rotate_session'),
    insert: db
      .insert(sessions)
      .values({
        tokenHash: sql.placeholder('tokenHash'),
        licenseId: sql.placeholder('licenseId'),
        deviceHash: sql.placeholder('deviceHash'),
        createdAt: sql.placeholder('createdAt'),
        expiresAt: sql.placeholder('expiresAt'),
      })
      .prepare('bl_insert_session'),
    /** Deletes the licence's not-ended sessions beyond the newest `keep`, skipping any being rotated. */
    dropOldest: db
      .delete(sessions)
      .where(
        inArray(
          sessions.id,
          db
            .select({ id: sessions.id })
            .from(sessions)
            .where(and(eq(sessions.licenseId, sql.placeholder('licenseId')), isNull(sessions.endedAt)))
            .orderBy(desc(sessions.createdAt), desc(sessions.id))
            .offset(sql.placeholder('keep'))
            .for('update', { skipLocked: true }),
        ),
      )
      .returning({ id: sessions.id })
      .prepare('bl_drop_oldest_sessions'),
    licenseOfToken: db
      .select({ session: sessions, license: licenses })
      .from(sessions)
      .innerJoin(licenses, eq(sessions.licenseId, licenses.id))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.endedAt)))
      .limit(1)
      .prepare('bl_session_license'),
  };
}

/** Keyed by the database object, so each app (and each test database) has its own statements. */
const preparedByDb = new WeakMap<Queryable, ReturnType<typeof prepareHotStatements>>();

function hot(db: Queryable) {
  let statements = preparedByDb.get(db);
  if (!statements) {
    statements = prepareHotStatements(db);
    preparedByDb.set(db, statements);
  }
  return statements;
}

export interface SessionStart {
  tokenHash: string;
  licenseId: string;
  deviceHash: string;
  now: Date;
  expiresAt: Date;
  /** The most not-ended sessions the licence may keep; older ones are deleted when a new one starts. */
  cap: number;
  /** false: always a new session, even when the device has a live one (default true). */
  rotate?: boolean;
}

export function createSessionsRepository(db: Queryable) {
  return {
    /**
     * Gives the device's live session for the licence the new token and expiry ('rotated'), or, when
     * it has none, inserts one and deletes the licence's sessions beyond `cap` ('inserted', with how
     * many were dropped). One row per device and licence, however often it verifies.
     */
    async start(s: SessionStart): Promise<{ kind: 'rotated' } | { kind: 'inserted'; dropped: number }> {
      const statements = hot(db);
      const rotated =
        (s.rotate ?? true) &&
        (
          await statements.rotate.execute({
            tokenHash: s.tokenHash,
            expiresAt: s.expiresAt,
            licenseId: s.licenseId,
            deviceHash: s.deviceHash,
            now: s.now,
          })
        ).length > 0;
      if (rotated) return { kind: 'rotated' };
      await statements.insert.execute({
        tokenHash: s.tokenHash,
        licenseId: s.licenseId,
        deviceHash: s.deviceHash,
        createdAt: s.now,
        expiresAt: s.expiresAt,
      });
      const dropped = await statements.dropOldest.execute({ licenseId: s.licenseId, keep: s.cap });
      return { kind: 'inserted', dropped: dropped.length };
    },

    /** The not-ended session with this token and its licence (expired or not: the caller decides). */
    async findOpenWithLicense(
      tokenHash: string,
    ): Promise<{ session: SessionRow; license: LicenseRow } | undefined> {
      const [row] = await hot(db).licenseOfToken.execute({ tokenHash });
      return row;
    },

    /** The licence of a token's session, ended or expired or live. */
    async findLicenseOfAny(tokenHash: string, tx?: Queryable): Promise<LicenseRow | undefined> {
      const [row] = await (tx ?? db)
        .select({ license: licenses })
        .from(sessions)
        .innerJoin(licenses, eq(sessions.licenseId, licenses.id))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row?.license;
    },

    /** The licence and device of a token's session, ended or expired or live. */
    async findDeviceOfAny(
      tokenHash: string,
      tx?: Queryable,
    ): Promise<{ licenseId: string; deviceHash: string } | undefined> {
      const [row] = await (tx ?? db)
        .select({ licenseId: sessions.licenseId, deviceHash: sessions.deviceHash })
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async endByToken(tokenHash: string, now: Date, tx?: Queryable): Promise<void> {
      await (tx ?? db)
        .update(sessions)
        .set({ endedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
    },

    async endAllOf(licenseId: string, now: Date, tx?: Queryable): Promise<void> {
      await (tx ?? db)
        .update(sessions)
        .set({ endedAt: now })
        .where(and(eq(sessions.licenseId, licenseId), isNull(sessions.endedAt)));
    },

    /**
     * Deletes up to `limit` sessions that no cookie can still use to any end: expired before
     * `cutoff`, or ended before `cutoff` while their licence is active. An ended session of a
     * revoked (or otherwise inactive) licence stays until it expires, so its cookie is told
     * LICENSE_REVOKED rather than just "sign in". How many were deleted.
     */
    async deleteDead(cutoff: Date, limit: number, tx?: Queryable): Promise<number> {
      const q = tx ?? db;
      const activeLicence = q
        .select({ one: sql`1` })
        .from(licenses)
        .where(and(eq(licenses.id, sessions.licenseId), eq(licenses.status, 'active')));
      const dead = q
        .select({ id: sessions.id })
        .from(sessions)
        .where(or(lt(sessions.expiresAt, cutoff), and(lt(sessions.endedAt, cutoff), exists(activeLicence))))
        .limit(limit);
      const removed = await q
        .delete(sessions)
        .where(inArray(sessions.id, dead))
        .returning({ id: sessions.id });
      return removed.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
