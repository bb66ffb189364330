import { and, eq, isNull } from 'drizzle-orm';
import { licenses, sessions } from '../../db/schema';
import { generateToken, hashToken } from '../../security/secrets';
import type { ServiceContext } from '../context';
import type { LicenseRow } from './license-record';
import { hotLicenseQueries } from './hot-license-queries';
import { licenceDataChanged, rememberedLookup } from './license-lookups';

const DAY_MS = 86_400_000;

/** Starts a server-side session; only the token's hash is stored. Lasts until the licence expires at most. */
export async function createSession(
  ctx: ServiceContext,
  license: LicenseRow,
  deviceHash: string,
): Promise<{ token: string; expiresAt: Date }> {
  const now = ctx.now();
  const token = generateToken();
  const ttlEnd = now.getTime() + ctx.config.sessionTtlDays * DAY_MS;
  const expiresAt = new Date(Math.min(ttlEnd, Math.max(license.expiresAt.getTime(), now.getTime() + 60_000)));
  await hotLicenseQueries(ctx.db).insertSession.execute({
    tokenHash: hashToken(token),
    licenseId: license.id,
    deviceHash,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The licence behind a live session token, or undefined. Read on every request (remembered only on
 * the embedded database, which forgets at every licensing write: license-lookups.ts), so ending a
 * session or a licence on any instance (or in the CLI) applies at once.
 */
export async function findSessionLicense(
  ctx: ServiceContext,
  token: string,
): Promise<{ license: LicenseRow; deviceHash: string } | undefined> {
  const found = await findSessionLicenseWithExpiry(ctx, token);
  return found && { license: found.license, deviceHash: found.deviceHash };
}

async function findSessionLicenseWithExpiry(ctx: ServiceContext, token: string) {
  const tokenHash = hashToken(token);
  const row = await rememberedLookup(ctx, `session:${tokenHash}`, async () => {
    const [found] = await hotLicenseQueries(ctx.db).sessionLicense.execute({ tokenHash });
    return found;
  });
  if (!row || row.session.expiresAt.getTime() <= ctx.now().getTime()) return undefined;
  return { license: row.license, deviceHash: row.session.deviceHash, expiresAt: row.session.expiresAt };
}

/**
 * The licence of a session token that no longer signs in (ended or expired), or undefined when the
 * token never was a session. Read only after findSessionLicense found nothing, to tell a revoked
 * licence (its sessions were ended with it) from a plain lapsed sign-in.
 */
export async function findPastSessionLicense(
  ctx: ServiceContext,
  token: string,
): Promise<LicenseRow | undefined> {
  const [row] = await ctx.db
    .select({ license: licenses })
    .from(sessions)
    .innerJoin(licenses, eq(sessions.licenseId, licenses.id))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row?.license;
}

export async function endSession(ctx: ServiceContext, token: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ endedAt: ctx.now() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.endedAt)));
  licenceDataChanged(ctx);
}

/** Ends every session of a licence (revocation, device reset). */
export async function endLicenseSessions(ctx: ServiceContext, licenseId: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ endedAt: ctx.now() })
    .where(and(eq(sessions.licenseId, licenseId), isNull(sessions.endedAt)));
  licenceDataChanged(ctx);
}
