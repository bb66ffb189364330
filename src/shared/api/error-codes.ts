/**
 * The one list of error codes on the wire. Every error response is `{ message, code }` with a
 * code from this list; the web client and the overlay switch on these, never on message text.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  LICENSE_INVALID: 401,
  ADMIN_KEY_INVALID: 401,
  LICENSE_EXPIRED: 403,
  LICENSE_REVOKED: 403,
  PLAN_FORBIDDEN: 403,
  /** A caller that proved it is not who it claims (a webhook with a bad signature). */
  FORBIDDEN: 403,
  /** A state-changing cookie request another site's page sent (Origin / Sec-Fetch-Site). */
  CROSS_SITE_REQUEST: 403,
  LICENSE_IN_USE: 409,
  CONFLICT: 409,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
}

/**
 * What every client says when the server answers LICENSE_REVOKED (at login, in the overlay and
 * mid-session: a toast, then the licence gate).
 */
export const LICENSE_REVOKED_NOTICE = {
  title: 'License Revoked',
  description: 'This license has been revoked. Contact support.',
} as const;
