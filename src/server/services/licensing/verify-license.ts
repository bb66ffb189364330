import { isWellFormedLicenseKey, lastFour, normalizeLicenseKey } from '@shared/licensing/license-key';
import { isExpired } from '@shared/licensing/account-status';
import type { Plan } from '@shared/licensing/plans';
import { AppError } from '../../http/app-error';
import { digestsEqual, hashSecret } from '../../security/secrets';
import type { ServiceContext } from '../context';
import { findLicense, type LicenseRow } from './license-record';
import { licenceDataChanged, rememberedLookup } from './license-lookups';
import type { MarketplaceLicenses, MarketplaceVerdict } from './marketplace-port';
import type { GumroadGate } from './gumroad-gate';

export interface VerifyDeps extends ServiceContext {
  marketplace?: MarketplaceLicenses;
  /** The app's shared negative cache and call budget in front of the marketplace. */
  gumroadGate: GumroadGate;
}

const MESSAGES = {
  invalid: 'Invalid license key',
  expired: 'This license key has expired',
  revoked: 'This license key has been revoked',
  inUse: 'This license key is already in use on the maximum number of devices',
  upstream: 'Unable to verify license right now. Please try again shortly.',
} as const;

/**
 * Checks a key and binds the device. Resolves with the licence row, or throws an AppError whose
 * message the clients map: 'invalid' (401), 'expired' (403), 'revoked' (403), 'already in use' (409).
 */
export async function verifyLicense(
  deps: VerifyDeps,
  input: {
    licenseKey: string;
    deviceHash: string;
    /** The client's address: its share of Gumroad calls (absent: the CLI and tests). */
    address?: string;
  },
): Promise<LicenseRow> {
  const key = normalizeLicenseKey(input.licenseKey);
  const found = await findLicenseForDevice(deps, key, input.deviceHash);
  if (found) return useLicense(deps, found, key, input.deviceHash);
  const adopted = await adoptMarketplaceLicense(deps, key, input.address);
  return useLicense(deps, { license: adopted, deviceSeenAt: null }, key, input.deviceHash);
}

/** The licence of a key and when this device was last seen on it (null: not bound), in one read. */
async function findLicenseForDevice(
  deps: ServiceContext,
  key: string,
  deviceHash: string,
): Promise<{ license: LicenseRow; deviceSeenAt: Date | null } | undefined> {
  const keyHash = hashSecret(key);
  return rememberedLookup(deps, `key:${keyHash}:${deviceHash}`, async () => {
    const row = await deps.repos.licenses.findForDevice(keyHash, deviceHash);
    // The index lookup finds the candidate; the constant-time compare is what grants access.
    return row && digestsEqual(row.license.keyHash, keyHash) ? row : undefined;
  });
}

/**
 * A found licence in use from this device: re-checked with Gumroad when due, refused when not
 * usable, and bound to the device. An already bound device takes no lock and at most one small
 * write (its last-seen time, every DEVICE_SEEN_EVERY_MS), so many verifications of one licence at
 * once do not queue behind each other; only a new device takes the binding transaction.
 */
async function useLicense(
  deps: VerifyDeps,
  found: { license: LicenseRow; deviceSeenAt: Date | null },
  key: string,
  deviceHash: string,
): Promise<LicenseRow> {
  let license = found.license;
  if (license.source === 'gumroad') license = await refreshMarketplaceLicense(deps, license, key);
  const now = deps.now();
  assertUsable(license, now);
  if (!found.deviceSeenAt) {
    await bindDevice(deps, license, deviceHash);
  } else if (now.getTime() - found.deviceSeenAt.getTime() > DEVICE_SEEN_EVERY_MS) {
    await deps.repos.devices.touch(license.id, deviceHash, now);
    licenceDataChanged(deps);
  }
  return license;
}

/** A bound device's last-seen time is written at most this often. */
const DEVICE_SEEN_EVERY_MS = 15 * 60_000;

export function assertUsable(license: LicenseRow, now: Date): void {
  if (license.status === 'revoked') throw new AppError('LICENSE_REVOKED', MESSAGES.revoked);
  if (license.status === 'inactive') {
    const ended = license.statusReason?.startsWith('subscription_') ?? false;
    throw ended
      ? new AppError('LICENSE_EXPIRED', MESSAGES.expired)
      : new AppError('LICENSE_REVOKED', MESSAGES.revoked);
  }
  if (isExpired(license.expiresAt, now)) throw new AppError('LICENSE_EXPIRED', MESSAGES.expired);
}

/** Binds the device to the licence unless the licence already has its maximum of devices. */
async function bindDevice(deps: ServiceContext, license: LicenseRow, deviceHash: string): Promise<void> {
  const outcome = await deps.repos.devices.bind(license.id, deviceHash, license.maxDevices, deps.now());
  if (outcome === 'full') throw new AppError('LICENSE_IN_USE', MESSAGES.inUse);
  licenceDataChanged(deps);
}

function configuredProducts(deps: VerifyDeps): [Plan, string][] {
  return Object.entries(deps.config.gumroad.products).filter(
    (e): e is [Plan, string] => typeof e[1] === 'string',
  );
}

async function adoptMarketplaceLicense(
  deps: VerifyDeps,
  key: string,
  address: string | undefined,
): Promise<LicenseRow> {
  const products = configuredProducts(deps);
  if (!deps.marketplace || products.length === 0 || !isWellFormedLicenseKey(key)) {
    throw new AppError('LICENSE_INVALID', MESSAGES.invalid);
  }
  const keyHash = hashSecret(key);
  const now = deps.now();
  if (await deps.gumroadGate.isKnownUnknown(keyHash)) throw new AppError('LICENSE_INVALID', MESSAGES.invalid);
  // Gumroad's verify call names one product, so a key seen for the first time may cost one call
  // per configured product; all of them come out of the shared budget before the first is made.
  const waitSeconds = await deps.gumroadGate.reserve(products.length, address);
  if (waitSeconds > 0) {
    deps.log.warn({ waitSeconds }, "Gumroad call budget (or this address's share) spent for this minute");
    throw new AppError('UPSTREAM_UNAVAILABLE', MESSAGES.upstream, { retryAfterSeconds: waitSeconds });
  }
  for (const [plan, productId] of products) {
    let verdict: MarketplaceVerdict;
    try {
      verdict = await deps.marketplace.verify({ productId, licenseKey: key, incrementUsesCount: true });
    } catch (error) {
      deps.log.warn({ err: error, productId }, 'Gumroad verification failed');
      throw new AppError('UPSTREAM_UNAVAILABLE', MESSAGES.upstream);
    }
    if (verdict.kind !== 'valid') continue;
    const expiresAt =
      verdict.expiresAt ?? new Date(now.getTime() + deps.config.gumroad.passDays * 86_400_000);
    // Two first verifications of the same key at once: the second reads the first's row.
    const row = await deps.repos.licenses.insertUnlessKnown({
      keyHash,
      keyLast4: lastFour(key),
      email: verdict.email.trim().toLowerCase(),
      plan,
      status: verdict.active ? 'active' : 'inactive',
      statusReason: verdict.active ? null : (verdict.reason ?? 'inactive'),
      startsAt: now,
      expiresAt,
      maxDevices: deps.config.licenseMaxDevices,
      source: 'gumroad',
      gumroadProductId: productId,
      gumroadSaleId: verdict.saleId,
      gumroadVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const stored = row ?? (await findLicense(deps.repos, key));
    if (!stored) throw new AppError('INTERNAL', 'Could not record the licence');
    deps.log.info({ keyLast4: lastFour(key), plan }, 'Recorded a Gumroad licence');
    return stored;
  }
  await deps.gumroadGate.rememberUnknown(keyHash);
  throw new AppError('LICENSE_INVALID', MESSAGES.invalid);
}

/** Re-checks a Gumroad licence at most every N minutes; an outage within the grace period keeps access. */
async function refreshMarketplaceLicense(
  deps: VerifyDeps,
  license: LicenseRow,
  key: string,
): Promise<LicenseRow> {
  const now = deps.now();
  const { reverifyMinutes, graceHours } = deps.config.gumroad;
  const verifiedAt = license.gumroadVerifiedAt?.getTime() ?? 0;
  if (license.status === 'revoked' || now.getTime() - verifiedAt < reverifyMinutes * 60_000) return license;
  if (!deps.marketplace || !license.gumroadProductId) return license;
  let verdict: MarketplaceVerdict;
  try {
    // A spent budget is handled like an outage: the grace period keeps a paying user in.
    const waitSeconds = await deps.gumroadGate.reserve(1);
    if (waitSeconds > 0) throw new Error(`Gumroad call budget spent; refills in ${waitSeconds} s`);
    verdict = await deps.marketplace.verify({
      productId: license.gumroadProductId,
      licenseKey: key,
      incrementUsesCount: false,
    });
  } catch (error) {
    deps.log.warn({ err: error, keyLast4: license.keyLast4 }, 'Gumroad re-verification failed');
    if (now.getTime() - verifiedAt <= graceHours * 3_600_000) return license;
    throw new AppError('UPSTREAM_UNAVAILABLE', MESSAGES.upstream);
  }
  const changes =
    verdict.kind === 'valid'
      ? {
          status: verdict.active ? 'active' : 'inactive',
          statusReason: verdict.active ? null : (verdict.reason ?? 'inactive'),
          ...(verdict.expiresAt ? { expiresAt: verdict.expiresAt } : {}),
        }
      : { status: 'inactive', statusReason: verdict.kind };
  const updated = await deps.repos.licenses.update(license.id, {
    ...changes,
    gumroadVerifiedAt: now,
    updatedAt: now,
  });
  licenceDataChanged(deps);
  return updated ?? license;
}

/**
 * The x-license-key path (overlay, extension) on every licensed request: one indexed read finds the
 * licence and whether this device is bound, so a revocation or device reset by any instance or the
 * CLI applies to the next request everywhere (remembered only on the embedded database, which
 * forgets at every licensing write: license-lookups.ts).
 * A key unknown here is refused without asking Gumroad: new marketplace keys are adopted by
 * POST /api/auth/verify-license alone.
 */
export async function checkLicenseKey(
  deps: VerifyDeps,
  input: { licenseKey: string; deviceHash: string },
): Promise<LicenseRow> {
  const key = normalizeLicenseKey(input.licenseKey);
  const found = await findLicenseForDevice(deps, key, input.deviceHash);
  if (!found) throw new AppError('LICENSE_INVALID', MESSAGES.invalid);
  return useLicense(deps, found, key, input.deviceHash);
}
