import { describe, expect, it } from 'vitest';
import { SMS_ERROR_MESSAGES, smsErrorMessage } from './sms-error-message';

describe('smsErrorMessage', () => {
  it('maps an invalid number or parameter', () => {
    expect(
      smsErrorMessage(
        '400: {"message":"Invalid phone number format. Please use format: +1234567890","code":"VALIDATION_FAILED"}',
        true,
      ),
    ).toBe(SMS_ERROR_MESSAGES.invalidPhone);
    expect(smsErrorMessage('400: Invalid parameter `To`', true)).toBe(SMS_ERROR_MESSAGES.invalidPhone);
  });

  it('maps 429 and rate-limit wording', () => {
    expect(smsErrorMessage('429: {"message":"Too many sign-ups for this number"}', true)).toBe(
      SMS_ERROR_MESSAGES.rateLimited,
    );
    expect(smsErrorMessage('Rate limit exceeded', true)).toBe(SMS_ERROR_MESSAGES.rateLimited);
  });

  it('says offline when the browser is offline, whatever the error', () => {
    expect(smsErrorMessage('Failed to fetch', false)).toBe(SMS_ERROR_MESSAGES.offline);
  });

  it('falls back to the generic message', () => {
    expect(smsErrorMessage('500: Internal Server Error', true)).toBe(SMS_ERROR_MESSAGES.other);
    expect(smsErrorMessage('4290 things', true)).toBe(SMS_ERROR_MESSAGES.other);
  });
});
