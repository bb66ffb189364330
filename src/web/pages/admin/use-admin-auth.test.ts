import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../client/api';
import {
  adminKeyErrorMessage,
  CHECK_FAILED_MESSAGE,
  CHECK_OFFLINE_MESSAGE,
  INVALID_KEY_MESSAGE,
} from './use-admin-auth';

const apiError = (status: number, body: object | string) =>
  new ApiError(status, '', typeof body === 'string' ? body : JSON.stringify(body));

describe('adminKeyErrorMessage', () => {
  it("a refused key is 'Invalid admin license key' (spec section 5)", () => {
    expect(adminKeyErrorMessage(apiError(401, { code: 'ADMIN_KEY_INVALID', message: 'x' }), true)).toBe(
      INVALID_KEY_MESSAGE,
    );
    expect(adminKeyErrorMessage(apiError(400, 'bad'), true)).toBe(INVALID_KEY_MESSAGE);
  });

  it('a check without a verdict says so instead of calling the key invalid', () => {
    expect(adminKeyErrorMessage(new TypeError('Failed to fetch'), true)).toBe(CHECK_OFFLINE_MESSAGE);
    expect(adminKeyErrorMessage(apiError(500, 'boom'), false)).toBe(CHECK_OFFLINE_MESSAGE);
    expect(adminKeyErrorMessage(apiError(503, '<html>'), true)).toBe(CHECK_FAILED_MESSAGE);
    expect(
      adminKeyErrorMessage(
        apiError(429, { code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 60 s.' }),
        true,
      ),
    ).toBe('Too many attempts. Try again in 60 s.');
    expect(adminKeyErrorMessage(apiError(429, 'slow down'), true)).toBe(CHECK_FAILED_MESSAGE);
  });
});
