/**
 * The one error type every real adapter throws when an outside service cannot give an answer.
 * Callers decide from `retryable` and `kind` (e.g. the licence service keeps a cached licence
 * through a grace period on an outage, but not on a bad configuration).
 */
export type UpstreamErrorKind =
  /** The service answered with a status the caller did not accept. */
  | 'status'
  /** No answer within the per-attempt timeout. */
  | 'timeout'
  /** Connection refused or reset, DNS failure, TLS failure... */
  | 'network'
  /** The caller's own AbortSignal fired; never retried. */
  | 'aborted'
  /** The service answered, but not in the documented shape. */
  | 'invalid_response';

export interface UpstreamErrorInit {
  service: string;
  kind: UpstreamErrorKind;
  method: string;
  /** Already redacted. */
  url: string;
  status?: number;
  /** Already redacted and truncated. */
  bodyText?: string;
  retryable: boolean;
  attempts: number;
  retryAfterMs?: number;
  /** Error code of the underlying network error (ECONNREFUSED, UND_ERR_SOCKET...). */
  causeCode?: string;
  detail?: string;
}

export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  readonly service: string;
  readonly kind: UpstreamErrorKind;
  readonly method: string;
  readonly url: string;
  readonly status: number | undefined;
  readonly bodyText: string | undefined;
  readonly retryable: boolean;
  readonly attempts: number;
  readonly retryAfterMs: number | undefined;
  readonly causeCode: string | undefined;
  readonly detail: string | undefined;

  constructor(init: UpstreamErrorInit) {
    super(describe(init));
    this.service = init.service;
    this.kind = init.kind;
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.bodyText = init.bodyText;
    this.retryable = init.retryable;
    this.attempts = init.attempts;
    this.retryAfterMs = init.retryAfterMs;
    this.causeCode = init.causeCode;
    this.detail = init.detail;
  }

  /** A copy with a different attempt count (the count is only known when the client gives up). */
  withAttempts(attempts: number): UpstreamError {
    return new UpstreamError({ ...this.toInit(), attempts });
  }

  /** Fields for a structured log line; contains nothing secret. */
  toLog(): Record<string, unknown> {
    return { ...this.toInit(), message: this.message };
  }

  toInit(): UpstreamErrorInit {
    return {
      service: this.service,
      kind: this.kind,
      method: this.method,
      url: this.url,
      retryable: this.retryable,
      attempts: this.attempts,
      ...(this.status !== undefined && { status: this.status }),
      ...(this.bodyText !== undefined && { bodyText: this.bodyText }),
      ...(this.retryAfterMs !== undefined && { retryAfterMs: this.retryAfterMs }),
      ...(this.causeCode !== undefined && { causeCode: this.causeCode }),
      ...(this.detail !== undefined && { detail: this.detail }),
    };
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}

const BODY_IN_MESSAGE = 200;

function describe(init: UpstreamErrorInit): string {
  const what =
    init.kind === 'status'
      ? `HTTP ${init.status ?? '?'}`
      : init.kind === 'timeout'
        ? 'timed out'
        : init.kind === 'network'
          ? `network error${init.causeCode ? ` (${init.causeCode})` : ''}`
          : init.kind === 'aborted'
            ? 'aborted by caller'
            : 'unexpected response';
  const attempts = `${init.attempts} attempt${init.attempts === 1 ? '' : 's'}`;
  let message = `${init.service}: ${init.method} ${init.url} failed: ${what} after ${attempts}`;
  if (init.detail) message += `: ${init.detail}`;
  else if (init.kind === 'status' && init.bodyText) message += `: ${init.bodyText.slice(0, BODY_IN_MESSAGE)}`;
  return message;
}
