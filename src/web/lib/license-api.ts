/**
 * The licence calls of spec section 7, on top of the one request helper. Answers are checked with
 * the shared zod schemas, loaded on demand so zod stays out of the landing bundle.
 */
import type { LicenseView } from '@shared/api/auth';
import type * as AuthModule from '@shared/api/auth';
import { apiRequest } from './api';

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
