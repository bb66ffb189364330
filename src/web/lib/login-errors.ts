/**
 * Login failure messages (spec section 8). Pure, so the dialog and its tests share one mapping.
 * The server's error `code` is checked first; the spec's message-text rules are the fallback.
 * (Pure and framework-free: could move to src/shared.)
 */
import { ApiError, isKeyRefusal } from '../../client/api';
import { LICENSE_REVOKED_NOTICE } from '@shared/api/error-codes';
import { isRevocation, LicenseRejectedError } from './license-api';
import { isNetworkError } from '../../client/online';

export const LOGIN_MESSAGES = {
  notFound: 'License key not found. Please check for typos and try again.',
  inUse: 'This license has been used on another device. Contact support if you need help.',
  expired: 'This license has expired. Please purchase a new license.',
  revoked: LICENSE_REVOKED_NOTICE.description,
  offline: 'Unable to verify license. Please check your internet connection.',
  generic: 'Unable to verify license key. Please try again or contact support.',
} as const;

export const LOGIN_TOAST_TITLES = {
  success: 'Login Successful',
  invalid: 'Invalid License Key',
  failed: 'Login Failed',
} as const;

export function loginErrorMessage(error: unknown, online: boolean): string {
  if (!online || isNetworkError(error)) return LOGIN_MESSAGES.offline;
  const code = error instanceof ApiError ? error.code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  const lower = message.toLowerCase();
  if (code === 'LICENSE_INVALID' || lower.includes('invalid') || message.includes('401')) {
    return LOGIN_MESSAGES.notFound;
  }
  if (code === 'LICENSE_REVOKED' || lower.includes('revoked')) return LOGIN_MESSAGES.revoked;
  if (code === 'LICENSE_IN_USE' || lower.includes('already in use')) return LOGIN_MESSAGES.inUse;
  if (code === 'LICENSE_EXPIRED' || lower.includes('expired')) return LOGIN_MESSAGES.expired;
  return LOGIN_MESSAGES.generic;
}

/** The toast after a successful login (spec section 8). */
export function loginSuccessToast(productName: string): { title: string; description: string } {
  return { title: LOGIN_TOAST_TITLES.success, description: `Welcome to ${productName}!` };
}

/**
 * The toast for a failed login: 'Invalid License Key' when the server gave a definitive answer
 * about the key (4xx other than rate limiting), 'Login Failed' otherwise (network, 5xx, 429).
 */
export function loginFailureToast(error: unknown, online: boolean): { title: string; description: string } {
  // A revoked licence says so, with its own title: 'try again' cannot help (issue 22).
  if (online && isRevocation(error)) return { ...LICENSE_REVOKED_NOTICE };
  const answeredAboutKey = error instanceof LicenseRejectedError || isKeyRefusal(error);
  return {
    title: online && answeredAboutKey ? LOGIN_TOAST_TITLES.invalid : LOGIN_TOAST_TITLES.failed,
    description: loginErrorMessage(error, online),
  };
}
