import { UpstreamError, type UpstreamErrorInit } from '../http/upstream-error';

/**
 * CFBD failures the ingest jobs must tell apart from an outage: the monthly call quota is used up
 * (waiting minutes will not help: skip CFBD until the month resets and use bundled data), or the
 * key is missing, wrong or below the tier an endpoint needs (alert the operator). Both extend
 * UpstreamError and are never retryable.
 */

export class CfbdQuotaExhaustedError extends UpstreamError {
  constructor(init: UpstreamErrorInit) {
    super({ ...init, retryable: false });
  }
}

export class CfbdAuthError extends UpstreamError {
  constructor(init: UpstreamErrorInit) {
    super({ ...init, retryable: false });
  }
}
