/**
 * Which failed attempts may be tried again (how long to wait is retry-timing.ts). A request that must not be
 * repeated once the server may have seen it retries only what surely never reached it.
 */

/** Failures to connect never reached the server, so even a non-idempotent request can repeat. */
const CONNECT_FAILURE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

export function networkErrorCode(error: unknown): string | undefined {
  // undici reports "fetch failed" with the socket error (and its code) as the cause.
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A request that failed without a response (other than by timeout). */
export function networkFailureRetryable(idempotent: boolean, causeCode: string | undefined): boolean {
  return idempotent || (causeCode !== undefined && CONNECT_FAILURE_CODES.has(causeCode));
}

/** A non-accepted status: any retryable status when the request may repeat, else only 429. */
export function statusRetryable(
  status: number,
  idempotent: boolean,
  retryableStatuses: ReadonlySet<number>,
): boolean {
  return idempotent ? retryableStatuses.has(status) : status === 429;
}
