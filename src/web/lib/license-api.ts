/**
 * The licence calls of spec section 7, on top of the one request helper. Answers are checked with
 * the shared zod schemas, loaded on demand so zod stays out of the landing bundle.
 */
import type { LicenseView, SessionResponse } from '@shared/api/auth';
import type * as AuthModule from '@shared/api/auth';
import type { ErrorCode } from '@shared/api/error-codes';
import { apiErrorOf, apiRequest, ApiError } from '../../client/api';

type AuthSchemas = typeof AuthModule;
let authSchemas: Promise<AuthSchemas> | null = null;

/** Loads the shared auth schemas (and zod) once; call early (e.g. when the login dialog opens). */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  authSchemas ??= import('@shared/api/auth').catch((error: unknown) => {
    authSchemas = null; // a failed chunk load (offline) may succeed later
    throw error;
  });
  return authSchemas;
}

/** The server answered, and the answer was "this key is not valid" (a 200 with valid:false). */
export class LicenseRejectedError extends Error {
  override readonly name = 'LicenseRejectedError';
}

/** POST /api/auth/verify-license with the trimmed key; resolves with the licence when valid. */
export async function verifyLicense(licenseKey: string): Promise<LicenseView> {
  const [{ verifyLicenseResponseSchema }, res] = await Promise.all([
    loadAuthSchemas(),
    apiRequest('POST', '/api/auth/verify-license', { licenseKey: licenseKey.trim() }),
  ]);
  const body = verifyLicenseResponseSchema.parse(await res.json());
  if (!body.valid || !body.license) throw new LicenseRejectedError(body.message || 'Invalid license key');
  return body.license;
}

/** POST /api/auth/logout: ends the server session and clears its cookie. */
export async function logoutRequest(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/** The licence behind a live session cookie. */
export type SessionLicense = SessionResponse['license'];

/**
 * GET /api/auth/session: the licence behind this browser's session cookie, or null when the server
 * has no live session for it (any 4xx but 429). A network failure, 429 or 5xx throws.
 */
export async function fetchSessionLicense(): Promise<SessionLicense | null> {
  let res: Response;
  try {
    res = await apiRequest('GET', '/api/auth/session');
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429)
      return null;
    throw error;
  }
  const { sessionResponseSchema } = await loadAuthSchemas();
  return sessionResponseSchema.parse(await res.json()).license;
}

/** The answers that say the key itself is no good; only these remove a stored key. */
const KEY_REFUSALS: ReadonlySet<ErrorCode> = new Set([
  'LICENSE_INVALID',
  'LICENSE_REVOKED',
  'LICENSE_EXPIRED',
]);

/**
 * True only for a definitive refusal of the key (invalid, revoked, expired). A rate limit, a
 * server error, being offline or a device-limit answer says nothing against the key.
 */
export function isDefinitiveKeyRefusal(error: unknown): boolean {
  return (
    error instanceof LicenseRejectedError ||
    (error instanceof ApiError && error.code !== undefined && KEY_REFUSALS.has(error.code))
  );
}

/** The server said this licence was revoked (a toast says so before the gate shows). */
export function isRevocation(error: unknown): boolean {
  return (
    apiErrorOf(error)?.code === 'LICENSE_REVOKED' ||
    (error instanceof LicenseRejectedError && /revoked/i.test(error.message))
  );
}
