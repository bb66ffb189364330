/**
 * The sport dialog's verification errors (visitor spec section 8): the server's message, else
 * 'Invalid or expired license key'; a network failure 'Failed to verify license key. Please try
 * again.'
 */
import { ApiError, serverMessage } from '../../client/api';
import { LicenseRejectedError } from '../lib/license-api';
import { isNetworkError } from '../../client/online';

export const SPORT_VERIFY_MESSAGES = {
  invalid: 'Invalid or expired license key',
  network: 'Failed to verify license key. Please try again.',
} as const;

export function sportVerifyErrorMessage(error: unknown, online: boolean): string {
  if (!online || isNetworkError(error)) return SPORT_VERIFY_MESSAGES.network;
  if (error instanceof LicenseRejectedError) return error.message.trim() || SPORT_VERIFY_MESSAGES.invalid;
  if (error instanceof ApiError) {
    // A server or proxy failure without a message says nothing about the key: "try again".
    const fallback = error.status >= 500 ? SPORT_VERIFY_MESSAGES.network : SPORT_VERIFY_MESSAGES.invalid;
    return serverMessage(error.bodyText) ?? fallback;
  }
  return SPORT_VERIFY_MESSAGES.network;
}
