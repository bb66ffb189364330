import type { QuotaInfo } from '../ports';
import { UpstreamError, type UpstreamErrorInit } from '../http/upstream-error';

/**
 * The Odds API's 401s mean two very different things, and callers must react differently:
 * an empty monthly credit quota (stop polling, serve cached odds, resume after the reset) versus
 * a bad key (alert the operator). Both extend UpstreamError so code that only knows "the outside
 * service failed" still handles them; neither is retryable.
 */

export class QuotaExhaustedError extends UpstreamError {
  readonly errorCode: string;
  /** The quota headers of the refusing response (x-requests-last is 0 on it). */
  readonly quota: QuotaInfo | null;

  constructor(init: UpstreamErrorInit & { errorCode: string; quota: QuotaInfo | null }) {
    const { errorCode, quota, ...rest } = init;
    super({ ...rest, retryable: false });
    this.errorCode = errorCode;
    this.quota = quota;
  }

  override toLog(): Record<string, unknown> {
    return { ...super.toLog(), errorCode: this.errorCode, quota: this.quota };
  }
}

export class OddsApiAuthError extends UpstreamError {
  /** MISSING_KEY, INVALID_KEY, DEACTIVATED_KEY; null when the 401 had no Odds API body. */
  readonly errorCode: string | null;

  constructor(init: UpstreamErrorInit & { errorCode: string | null }) {
    const { errorCode, ...rest } = init;
    super({ ...rest, retryable: false });
    this.errorCode = errorCode;
  }

  override toLog(): Record<string, unknown> {
    return { ...super.toLog(), errorCode: this.errorCode };
  }
}
