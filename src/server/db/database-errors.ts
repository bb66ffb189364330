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

/**
 * SQLSTATE 23505 (unique violation), 40001 (serialization failure) and 40P01 (deadlock): two
 * writers (two instances, or two requests) changed the same rows at the same moment and this one
 * lost. Services retry where a retry is safe; what still reaches the error handler is answered
 * 409 with a message to reload and try again, never 500.
 */
const CONCURRENT_WRITE = /^(23505|40001|40P01)$/;

export function isConcurrentWrite(error: unknown): boolean {
  return hasSqlState(error, CONCURRENT_WRITE);
}

export const CONCURRENT_WRITE_MESSAGE =
  'Another request changed the same data at the same moment. Reload and try again.';

/**
 * SQLSTATE 42P01 (undefined table), 3F000 (undefined schema) and 42703 (undefined column): the
 * database answers but lacks this build's schema (recreated empty, or its migrations not applied).
 * Routes answer 503 with Retry-After, as /api/health reports it, not 500.
 */
const SCHEMA_MISSING = /^(42P01|3F000|42703)$/;

export function isSchemaMissing(error: unknown): boolean {
  return hasSqlState(error, SCHEMA_MISSING);
}

/** Whether the error or one in its cause chain (Drizzle wraps the driver's) has a matching code. */
function hasSqlState(error: unknown, pattern: RegExp): boolean {
  const seen = new Set<unknown>();
  for (let current: unknown = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current);
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && pattern.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
