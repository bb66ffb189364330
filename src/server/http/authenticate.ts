import type { FastifyRequest } from 'fastify';
import { normalizeLicenseKey } from '@shared/licensing/license-key';
import { planGrants, planIncludes, type PlanFeature } from '@shared/licensing/plans';
import type { League } from '@shared/league';
import { AppError } from './app-error';
import { hashToken } from '../security/secrets';
import { readDeviceId, readToken, SESSION_COOKIE } from './cookies';
import { assertSameOrigin } from './same-origin';
import { assertUsable, checkLicenseKey, type VerifyDeps } from '../services/licensing/verify-license';
import { findPastSessionLicense, findSessionLicense } from '../services/licensing/sessions';
import { planOf, type LicenseRow } from '../services/licensing/license-record';
import { verifyAdminKey, type AdminIdentity } from '../services/licensing/admin-keys';
import type { ServiceContext } from '../services/context';

export function headerKey(request: FastifyRequest): string | undefined {
  const value = request.headers['x-license-key'];
  const key = typeof value === 'string' ? normalizeLicenseKey(value) : '';
  return key.length > 0 && key.length <= 200 ? key : undefined;
}

/**
 * A licensed request carries the session cookie (website) or the x-license-key header (overlay,
 * extension) with a device id. Either way the licence must be active, unexpired and within its
 * device limit, and, when a sport is named, its plan must grant that sport.
 */
export async function requireLicense(
  deps: VerifyDeps,
  request: FastifyRequest,
  sports: readonly League[] = [],
  key: string | undefined = headerKey(request),
): Promise<LicenseRow> {
  let license: LicenseRow | undefined;
  if (key) {
    const deviceId = readDeviceId(request);
    if (!deviceId) {
      throw new AppError(
        'UNAUTHENTICATED',
        'A device id is required with x-license-key (send the x-device-id header)',
      );
    }
    license = await request.server.keyGuard.check(request.ip, () =>
      checkLicenseKey(deps, { licenseKey: key, deviceHash: hashToken(deviceId) }),
    );
  } else {
    // The cookie rides along with any request the browser sends, whoever's page asked for it.
    assertSameOrigin(request, deps.config.corsOrigins);
    const token = readToken(request.cookies[SESSION_COOKIE]);
    const found = token ? await findSessionLicense(deps, token) : undefined;
    if (!found) {
      // Revoking a licence ends its sessions: say it was revoked, not just "sign in again".
      const past = token ? await findPastSessionLicense(deps, token) : undefined;
      if (past) assertNotRevoked(past, deps.now());
      throw new AppError('UNAUTHENTICATED', 'License key is required');
    }
    license = found.license;
    assertUsable(license, deps.now());
  }
  assertPlanGrants(license, sports);
  return license;
}

/** PLAN_FORBIDDEN unless the licence's plan grants every league named. */
export function assertPlanGrants(license: LicenseRow, sports: readonly League[]): void {
  const plan = planOf(license);
  const denied = sports.filter((sport) => !planGrants(plan, sport));
  if (denied.length > 0) {
    throw new AppError(
      'PLAN_FORBIDDEN',
      `Your ${plan} plan does not include ${denied.map((s) => s.toUpperCase()).join(' or ')}`,
    );
  }
}

/** What a plan without the feature is told (the pricing copy sells each feature with a plan). */
const FEATURE_REFUSALS: Record<PlanFeature, string> = {
  rankings: 'Power rankings and SP+ ratings are part of the All-Access plan; your plan does not include them',
};

/** PLAN_FORBIDDEN unless the licence's plan includes the feature. */
export function assertPlanIncludes(license: LicenseRow, feature: PlanFeature): void {
  if (!planIncludes(planOf(license), feature))
    throw new AppError('PLAN_FORBIDDEN', FEATURE_REFUSALS[feature]);
}

/**
 * The licence key in the body's licenseKey, for the routes whose spec sends it there; the header
 * wins whenever one is sent.
 */
export function headerOrBodyKey(request: FastifyRequest): string | undefined {
  if (request.headers['x-license-key']) return headerKey(request);
  const body: unknown = request.body;
  if (!body || typeof body !== 'object' || !('licenseKey' in body)) return undefined;
  const value = typeof body.licenseKey === 'string' ? normalizeLicenseKey(body.licenseKey) : '';
  return value.length > 0 && value.length <= 200 ? value : undefined;
}

/** Throws LICENSE_REVOKED when the licence is revoked; any other state (expired, active) passes. */
function assertNotRevoked(license: LicenseRow, now: Date): void {
  try {
    assertUsable(license, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'LICENSE_REVOKED') throw error;
  }
}

/** Admin key from the x-license-key header, or from the body's licenseKey as the spec sends it. */
export function adminKeyFrom(request: FastifyRequest): string | undefined {
  const header = headerKey(request);
  if (header) return header;
  const body: unknown = request.body;
  if (body && typeof body === 'object' && 'licenseKey' in body) {
    const value = body.licenseKey;
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 200)
      return normalizeLicenseKey(value);
  }
  return undefined;
}

export async function requireAdmin(ctx: ServiceContext, request: FastifyRequest): Promise<AdminIdentity> {
  const key = adminKeyFrom(request);
  if (!key) throw new AppError('ADMIN_KEY_INVALID', 'Admin license key required');
  return request.server.keyGuard.check(request.ip, () => verifyAdminKey(ctx, key));
}
