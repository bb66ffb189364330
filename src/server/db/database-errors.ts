/**
 * Errors that mean "the database cannot be reached right now" rather than "this query is wrong":
 * refused or dropped connections, a server shutting down or starting up, a full connection table,
 * a pool that timed out connecting, an embedded database already closed. Routes answer these with
 * 503 and Retry-After instead of 500. Drizzle wraps driver errors, so the cause chain is searched.
 */
const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);
/** SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, starting up), 53300. */
const SQLSTATE = /^(08\d{3}|57P0[123]|53300)$/;
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /PGlite is closed/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NODE_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    // Connecting to localhost tries ::1 and 127.0.0.1: both refusals come as an AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before retrying when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
