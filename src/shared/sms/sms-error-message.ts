/**
 * The SMS error mapping of visitor spec section 8, one function for the website and the overlay.
 * The server answers an invalid number with 400 'Invalid phone number format…' and a limit with
 * 429; the client only sees the request helper's `${status}: ${body}` message.
 */
export const SMS_ERROR_MESSAGES = {
  invalidPhone: 'Invalid phone number format. Please use format: +1234567890',
  rateLimited: 'Too many SMS requests. Please try again in a few minutes.',
  offline: 'Unable to send SMS while offline. Please check your connection.',
  other: 'Failed to send SMS. Please try again or contact support.',
} as const;

export function smsErrorMessage(errorMessage: string, online: boolean): string {
  const text = errorMessage.toLowerCase();
  if (!online) return SMS_ERROR_MESSAGES.offline;
  if (text.includes('invalid phone number') || text.includes('invalid parameter')) {
    return SMS_ERROR_MESSAGES.invalidPhone;
  }
  if (/^429\b/.test(text) || text.includes('rate limit') || text.includes('too many')) {
    return SMS_ERROR_MESSAGES.rateLimited;
  }
  return SMS_ERROR_MESSAGES.other;
}
