import { describe, expect, it } from 'vitest';
import { ApiError } from '../../client/api';
import { LicenseRejectedError } from './license-api';
import { LOGIN_MESSAGES, loginErrorMessage, loginFailureToast } from './login-errors';

const api = (status: number, body: unknown) => new ApiError(status, '', JSON.stringify(body));

describe('loginErrorMessage (spec section 8)', () => {
  it.each([
    [
      'a 401 invalid-key answer',
      api(401, { valid: false, message: 'Invalid license key', code: 'LICENSE_INVALID' }),
    ],
    ["any message containing 'invalid' (any case)", new Error('INVALID thing')],
    ["a message containing '401'", new Error('401: Unauthorized')],
    [
      'a code of LICENSE_INVALID',
      new ApiError(400, 'Bad Request', '{"message":"nope","code":"LICENSE_INVALID"}'),
    ],
  ])('maps %s to the not-found message', (_label, error) => {
    expect(loginErrorMessage(error, true)).toBe(
      'License key not found. Please check for typos and try again.',
    );
  });

  it("maps 'already in use' to the other-device message", () => {
    const error = api(409, {
      valid: false,
      message: 'This license key is already in use on the maximum number of devices',
      code: 'LICENSE_IN_USE',
    });
    expect(loginErrorMessage(error, true)).toBe(
      'This license has been used on another device. Contact support if you need help.',
    );
    expect(loginErrorMessage(new Error('key already in use'), true)).toBe(LOGIN_MESSAGES.inUse);
  });

  it("maps 'expired' to the purchase-a-new-licence message", () => {
    const error = api(403, {
      valid: false,
      message: 'This license key has expired',
      code: 'LICENSE_EXPIRED',
    });
    expect(loginErrorMessage(error, true)).toBe('This license has expired. Please purchase a new license.');
  });

  it('says a revoked key is revoked and to contact support (issue 22), not "try again"', () => {
    const revoked = 'This license has been revoked. Contact support.';
    expect(
      loginErrorMessage(
        api(403, { message: 'This license key has been revoked', code: 'LICENSE_REVOKED' }),
        true,
      ),
    ).toBe(revoked);
    expect(loginErrorMessage(new LicenseRejectedError('This license key has been revoked'), true)).toBe(
      revoked,
    );
  });

  it('maps being offline or a network TypeError to the connection message', () => {
    const offline = 'Unable to verify license. Please check your internet connection.';
    expect(loginErrorMessage(new TypeError('Failed to fetch'), true)).toBe(offline);
    expect(loginErrorMessage(api(401, { message: 'Invalid license key' }), false)).toBe(offline);
  });

  it('maps anything else to the generic message', () => {
    const generic = 'Unable to verify license key. Please try again or contact support.';
    expect(loginErrorMessage(new ApiError(500, 'Internal Server Error', ''), true)).toBe(generic);
    expect(loginErrorMessage('weird', true)).toBe(generic);
  });
});

describe('loginFailureToast', () => {
  it("titles a revoked licence 'License Revoked' (issue 22)", () => {
    expect(
      loginFailureToast(
        api(403, { message: 'This license key has been revoked', code: 'LICENSE_REVOKED' }),
        true,
      ),
    ).toEqual({ title: 'License Revoked', description: 'This license has been revoked. Contact support.' });
  });

  it("titles a server's 4xx answer 'Invalid License Key'", () => {
    expect(loginFailureToast(api(409, { message: 'already in use', code: 'LICENSE_IN_USE' }), true)).toEqual({
      title: 'Invalid License Key',
      description: LOGIN_MESSAGES.inUse,
    });
    expect(loginFailureToast(new LicenseRejectedError('Invalid license key'), true).title).toBe(
      'Invalid License Key',
    );
  });

  it("titles network failures, 5xx and rate limiting 'Login Failed'", () => {
    expect(loginFailureToast(new TypeError('Failed to fetch'), true)).toEqual({
      title: 'Login Failed',
      description: LOGIN_MESSAGES.offline,
    });
    expect(loginFailureToast(new ApiError(502, 'Bad Gateway', ''), true)).toEqual({
      title: 'Login Failed',
      description: LOGIN_MESSAGES.generic,
    });
    expect(
      loginFailureToast(api(429, { message: 'Too many requests', code: 'RATE_LIMITED' }), true).title,
    ).toBe('Login Failed');
  });
});
