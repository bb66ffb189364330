import { setTimeout as delay } from 'node:timers/promises';
import { errorMessage } from './error-message';
import {
  HTTP_CLIENT_DEFAULTS,
  type FetchLike,
  type HttpClientOptions,
  type HttpMethod,
  type HttpRequest,
  type HttpResponse,
  type ResponseInfo,
  type SleepFn,
} from './http-types';
import { noopLogger, type ProviderLogger } from './provider-logger';
import { collectSecrets, redactText, redactUrl, truncate } from './redact-secrets';
import { buildUrl, encodeBody, parseBody } from './request-encoding';
import { networkErrorCode, networkFailureRetryable, statusRetryable } from './retry-policy';
import { DEFAULT_RETRYABLE_STATUSES, parseRetryAfter, retryDelay } from './retry-timing';
import { UpstreamError, type UpstreamErrorInit } from './upstream-error';

export {
  HTTP_CLIENT_DEFAULTS,
  type FailedResponse,
  type FetchLike,
  type HttpClientOptions,
  type HttpMethod,
  type HttpRequest,
  type HttpResponse,
  type QueryValue,
  type ResponseInfo,
  type SleepFn,
} from './http-types';
export { buildUrl } from './request-encoding';
export { parseResponse } from './parse-response';

/**
 * The outbound HTTP helper behind every real adapter (Odds API, CFBD, Gumroad, Anthropic,
 * Twilio). It owns the rules the architecture asks of all of them, so no adapter re-implements
 * them: base URL from config, a timeout per attempt, retries with jittered exponential backoff
 * that honour Retry-After, a hook for quota headers, and errors that never carry a secret.
 */

const BODY_TEXT_LIMIT = 1000;

const defaultSleep: SleepFn = async (ms, signal) => {
  try {
    await delay(ms, undefined, signal ? { signal } : undefined);
  } catch {
    // Aborted while waiting: the retry loop checks the signal and throws the proper error.
  }
};

type AttemptOutcome =
  | { kind: 'response'; response: HttpResponse }
  | { kind: 'failure'; error: UpstreamError; retryable: boolean };

export class HttpClient {
  readonly service: string;
  private readonly options: HttpClientOptions;
  private readonly logger: ProviderLogger;
  private readonly sleep: SleepFn;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly fetchImpl: FetchLike;
  private readonly retryableStatuses: ReadonlySet<number>;

  constructor(options: HttpClientOptions) {
    // Fail at boot on a bad base URL rather than on the first request.
    new URL(options.baseUrl);
    this.service = options.service;
    this.options = options;
    this.logger = options.logger ?? noopLogger;
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.retryableStatuses = new Set(options.retryableStatuses ?? DEFAULT_RETRYABLE_STATUSES);
  }

  get(path: string, request: Omit<HttpRequest, 'method' | 'path'> = {}): Promise<HttpResponse> {
    return this.request({ ...request, method: 'GET', path });
  }

  post(path: string, request: Omit<HttpRequest, 'method' | 'path'> = {}): Promise<HttpResponse> {
    return this.request({ ...request, method: 'POST', path });
  }

  /**
   * Sends the request, retrying as configured. Resolves with 2xx and accepted statuses; rejects
   * with UpstreamError otherwise.
   */
  async request(request: HttpRequest): Promise<HttpResponse> {
    const method = request.method ?? 'GET';
    const url = buildUrl(this.options.baseUrl, request.path, request.query);
    const headers = { accept: 'application/json', ...this.options.headers, ...request.headers };
    const secretParams = this.options.secretParams ?? [];
    const secrets = [
      ...collectSecrets(url, headers, secretParams),
      ...(this.options.secrets ?? []),
      ...(request.secrets ?? []),
    ];
    const ctx: AttemptContext = {
      method,
      url,
      shownUrl: redactText(redactUrl(url, secretParams), secrets),
      headers,
      body: encodeBody(request, headers),
      secrets,
      timeoutMs: request.timeoutMs ?? this.options.timeoutMs ?? HTTP_CLIENT_DEFAULTS.timeoutMs,
      accept: new Set(request.acceptStatuses ?? []),
      idempotent: request.idempotent ?? true,
      isRetryable: request.isRetryable,
      signal: request.signal,
    };
    const maxAttempts = Math.max(
      1,
      request.maxAttempts ?? this.options.maxAttempts ?? HTTP_CLIENT_DEFAULTS.maxAttempts,
    );
    const backoff = {
      initialDelayMs: this.options.initialDelayMs ?? HTTP_CLIENT_DEFAULTS.initialDelayMs,
      maxDelayMs: this.options.maxDelayMs ?? HTTP_CLIENT_DEFAULTS.maxDelayMs,
    };

    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(ctx, attempt);
      if (outcome.kind === 'response') return outcome.response;
      const { error } = outcome;
      if (error.kind === 'aborted') throw error;
      if (!outcome.retryable || attempt >= maxAttempts) {
        const final = error.withAttempts(attempt);
        this.logger.error(final.toLog(), `${this.service} request failed`);
        throw final;
      }
      const waitMs = retryDelay(attempt, error.retryAfterMs, backoff, this.random);
      this.logger.warn(
        { ...error.toLog(), attempt, delayMs: waitMs },
        `${this.service} request failed; retrying`,
      );
      await this.sleep(waitMs, ctx.signal);
      if (ctx.signal?.aborted) throw this.abortedError(ctx, attempt);
    }
  }

  private async attempt(ctx: AttemptContext, attempt: number): Promise<AttemptOutcome> {
    if (ctx.signal?.aborted) {
      return { kind: 'failure', error: this.abortedError(ctx, attempt - 1), retryable: false };
    }
    const timeout = AbortSignal.timeout(ctx.timeoutMs);
    const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
    const started = this.now();
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(ctx.url.toString(), {
        method: ctx.method,
        headers: ctx.headers,
        ...(ctx.body !== undefined && { body: ctx.body }),
        signal,
      });
      // Inside the try: the timeout also covers a body that trickles in.
      text = await response.text();
    } catch (cause) {
      if (ctx.signal?.aborted) {
        return { kind: 'failure', error: this.abortedError(ctx, attempt), retryable: false };
      }
      if (timeout.aborted) {
        const error = this.error(ctx, { kind: 'timeout', retryable: ctx.idempotent, attempts: attempt });
        return { kind: 'failure', error, retryable: ctx.idempotent };
      }
      const causeCode = networkErrorCode(cause);
      const retryable = networkFailureRetryable(ctx.idempotent, causeCode);
      const error = this.error(ctx, {
        kind: 'network',
        retryable,
        attempts: attempt,
        ...(causeCode !== undefined && { causeCode }),
        detail: redactText(errorMessage(cause), ctx.secrets),
      });
      return { kind: 'failure', error, retryable };
    }

    this.notify({
      service: this.service,
      method: ctx.method,
      url: ctx.shownUrl,
      status: response.status,
      headers: response.headers,
      attempt,
      durationMs: this.now() - started,
    });

    const { status, headers } = response;
    const bodyText = truncate(redactText(text, ctx.secrets), BODY_TEXT_LIMIT);
    if ((status >= 200 && status < 300) || ctx.accept.has(status)) {
      const parsed = parseBody(text, headers);
      if (!parsed.ok) {
        const error = this.error(ctx, {
          kind: 'invalid_response',
          status,
          bodyText,
          retryable: false,
          attempts: attempt,
          detail: 'the body is not valid JSON',
        });
        return { kind: 'failure', error, retryable: false };
      }
      return {
        kind: 'response',
        response: { status, headers, body: parsed.value, text, attempts: attempt, url: ctx.shownUrl },
      };
    }

    const byStatus = statusRetryable(status, ctx.idempotent, this.retryableStatuses);
    const retryable = ctx.isRetryable?.({ status, headers, bodyText: text }) ?? byStatus;
    const retryAfterMs = parseRetryAfter(headers.get('retry-after'), this.now());
    const error = this.error(ctx, {
      kind: 'status',
      status,
      bodyText,
      retryable,
      attempts: attempt,
      ...(retryAfterMs !== undefined && { retryAfterMs }),
    });
    return { kind: 'failure', error, retryable };
  }

  private notify(info: ResponseInfo): void {
    if (!this.options.onResponse) return;
    try {
      this.options.onResponse(info);
    } catch (hookError) {
      this.logger.warn({ service: this.service, error: errorMessage(hookError) }, 'onResponse hook threw');
    }
  }

  private error(
    ctx: AttemptContext,
    init: Omit<UpstreamErrorInit, 'service' | 'method' | 'url'>,
  ): UpstreamError {
    return new UpstreamError({ service: this.service, method: ctx.method, url: ctx.shownUrl, ...init });
  }

  private abortedError(ctx: AttemptContext, attempts: number): UpstreamError {
    return this.error(ctx, { kind: 'aborted', retryable: false, attempts });
  }
}

interface AttemptContext {
  method: HttpMethod;
  url: URL;
  shownUrl: string;
  headers: Record<string, string>;
  body: string | undefined;
  secrets: readonly string[];
  timeoutMs: number;
  accept: ReadonlySet<number>;
  idempotent: boolean;
  isRetryable: HttpRequest['isRetryable'];
  signal: AbortSignal | undefined;
}
