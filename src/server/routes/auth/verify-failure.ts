import { normalizeLicenseKey } from '@shared/licensing/license-key';
import type { VerifyLicenseResponse } from '@shared/api/auth';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../../services/context';
import { findLicense, presentLicense } from '../../services/licensing/license-record';

const ANSWERED = [401, 403, 409, 503] as const;
type AnsweredStatus = (typeof ANSWERED)[number];

/**
 * A refused verification as the sign-in form reads it ({ valid: false, message, code }), or
 * undefined for a failure that is not a verdict on the key (left to the error handler).
 */
export async function verifyFailure(
  ctx: ServiceContext,
  error: unknown,
  licenseKey: string,
): Promise<{ status: AnsweredStatus; retryAfterSeconds?: number; body: VerifyLicenseResponse } | undefined> {
  if (!(error instanceof AppError)) return undefined;
  const status = ANSWERED.find((answered) => answered === error.status);
  if (status === undefined) return undefined;
  const wait = error.extra.retryAfterSeconds;
  // An expired key's holder is told when it ended so the site can offer the renewal (no session).
  const lapsed =
    error.code === 'LICENSE_EXPIRED'
      ? await findLicense(ctx.repos, normalizeLicenseKey(licenseKey))
      : undefined;
  return {
    status,
    ...(typeof wait === 'number' ? { retryAfterSeconds: wait } : {}),
    body: {
      valid: false,
      message: error.message,
      code: error.code,
      ...(lapsed ? { license: presentLicense(lapsed, ctx.now()) } : {}),
    },
  };
}
