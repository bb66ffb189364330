import { generateToken, hashToken } from '../../security/secrets';
import type { ServiceContext } from '../context';
import type { LicenseRow } from './license-record';
import { licenceDataChanged, rememberedLookup } from './license-lookups';

const DAY_MS = 86_400_000;

/**
 * A licence keeps at most this many not-ended sessions per device slot (docs/architecture.md,
 * "Session rows stay bounded"); when a new one starts past that, the oldest are deleted. One device
 * has one session per licence, so only framed sign-ins (a session each), sign-ins racing each other
 * and devices freed and replaced come near it.
 */
export const SESSIONS_PER_DEVICE_SLOT = 2;

export function sessionCap(license: Pick<LicenseRow, 'maxDevices'>): number {
  return Math.max(1, license.maxDevices) * SESSIONS_PER_DEVICE_SLOT;
}

/**
 * Signs the device in: a new token whose hash replaces the one of the device's live session for
 * this licence (the session is rotated in place, so verifying again and again keeps one row), or a
 * new session when the device has none. Only the token's hash is stored, so the previous token of a
 * rotated session stops signing in: a caller whose answer's cookie may not reach the browser
 * holding that token (a framed page naming the site's device id in a header) passes
 * `reuseLive: false` and gets a new session, within the licence's cap. Lasts until the licence
 * expires at most.
 */
export async function createSession(
  ctx: ServiceContext,
  license: LicenseRow,
  deviceHash: string,
  options: { reuseLive?: boolean } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const now = ctx.now();
  const token = generateToken();
  const ttlEnd = now.getTime() + ctx.config.sessionTtlDays * DAY_MS;
  const expiresAt = new Date(Math.min(ttlEnd, Math.max(license.expiresAt.getTime(), now.getTime() + 60_000)));
  const started = await ctx.repos.sessions.start({
    tokenHash: hashToken(token),
    licenseId: license.id,
    deviceHash,
    now,
    expiresAt,
    cap: sessionCap(license),
    rotate: options.reuseLive ?? true,
  });
  // The replaced token (or a dropped session) may be remembered as signed in: forget it.
  if (started.kind === 'rotated' || started.dropped > 0) licenceDataChanged(ctx);
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
  const tokenHash = hashToken(token);
  const row = await rememberedLookup(ctx, `session:${tokenHash}`, () =>
    ctx.repos.sessions.findOpenWithLicense(tokenHash),
  );
  if (!row || row.session.expiresAt.getTime() <= ctx.now().getTime()) return undefined;
  return { license: row.license, deviceHash: row.session.deviceHash };
}

/**
 * The licence of a session token that no longer signs in (ended or expired), or undefined when the
 * token never was a session (or its session was swept: session-sweep.ts). Read only after
 * findSessionLicense found nothing, to tell a revoked licence (its sessions were ended with it)
 * from a plain lapsed sign-in.
 */
export async function findPastSessionLicense(
  ctx: ServiceContext,
  token: string,
): Promise<LicenseRow | undefined> {
  return ctx.repos.sessions.findLicenseOfAny(hashToken(token));
}

export async function endSession(ctx: ServiceContext, token: string): Promise<void> {
  await ctx.repos.sessions.endByToken(hashToken(token), ctx.now());
  licenceDataChanged(ctx);
}

/** Ends every session of a licence (revocation, device reset). */
export async function endLicenseSessions(ctx: ServiceContext, licenseId: string): Promise<void> {
  await ctx.repos.sessions.endAllOf(licenseId, ctx.now());
  licenceDataChanged(ctx);
}
