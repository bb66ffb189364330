import { setTimeout as delay } from 'node:timers/promises';
import { type z } from 'zod';
import { noopLogger, type ProviderLogger } from './provider-logger';
import { collectSecrets, redactText, redactUrl, truncate } from './redact-secrets';
import { DEFAULT_RETRYABLE_STATUSES, parseRetryAfter, retryDelay } from './retry-timing';
import { UpstreamError, type UpstreamErrorInit } from './upstream-error';

/**
 * The outbound HTTP helper behind every real adapter (Odds API, CFBD, Gumroad, Anthropic,
 * Twilio). It owns the rules the architecture asks of all of them, so no adapter re-implements
 * them: base URL from config, a timeout per attempt, retries with jittered exponential backoff
 * that honour Retry-After, a hook for quota headers, and errors that never carry a secret.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** Arrays are sent comma-separated, the form The Odds API expects (`markets=spreads,totals`). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type SleepFn = (ms: number, signal?: AbortSignal) => Promise<void>;

/** What onResponse sees for every response, including ones that will be retried. */
export interface ResponseInfo {
  service: string;
  method: HttpMethod;
  /** Redacted. */
  url: string;
  status: number;
  headers: Headers;
  attempt: number;
  durationMs: number;
}

/** A non-accepted response, as shown to a request's isRetryable override. */
export interface FailedResponse {
  status: number;
  headers: Headers;
  bodyText: string;
}

export interface HttpClientOptions {
  /** Short name used in logs and error messages: 'gumroad', 'odds-api'... */
  service: string;
  /** From config; a path prefix is kept (`https://host/api` + `/v1/x` = `https://host/api/v1/x`). */
  baseUrl: string;
  /** Per attempt, including reading the body. Default 10 000. */
  timeoutMs?: number;
  /** Total attempts including the first. Default 3. */
  maxAttempts?: number;
  /** Ceiling of the first backoff delay. Default 500. */
  initialDelayMs?: number;
  /** Cap on any delay, including one asked for by Retry-After. Default 30 000. */
  maxDelayMs?: number;
  /** Default DEFAULT_RETRYABLE_STATUSES. */
  retryableStatuses?: readonly number[];
  /** Sent on every request (auth headers, Accept, User-Agent). */
  headers?: Record<string, string>;
  /** More query parameter names whose values are credentials (apiKey, key, token... are built in). */
  secretParams?: readonly string[];
  /** Secret values to scrub from every message and log line wherever they appear. */
  secrets?: readonly string[];
  logger?: ProviderLogger;
  /** Called for every response; adapters log quota headers here. Exceptions are logged, not thrown. */
  onResponse?: (info: ResponseInfo) => void;
  sleep?: SleepFn;
  /** Returns [0, 1); drives jitter. */
  random?: () => number;
  /** Epoch milliseconds; used for HTTP-date Retry-After values and durations. */
  now?: () => number;
  fetch?: FetchLike;
}

export interface HttpRequest {
  method?: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded; undefined values are left out. */
  form?: Record<string, string | number | boolean | undefined>;
  timeoutMs?: number;
  maxAttempts?: number;
  /** The caller's cancel signal; an abort is never retried. */
  signal?: AbortSignal;
  /**
   * Non-2xx statuses that are answers, not failures (Gumroad's 404 "license does not exist"):
   * returned to the caller instead of thrown.
   */
  acceptStatuses?: readonly number[];
  /**
   * False for requests that must not be repeated once the server may have seen them (sending an
   * SMS): then only 429 and failures to connect are retried. Default true.
   */
  idempotent?: boolean;
  /**
   * Overrides the status-based decision for one failed response; return undefined to keep it.
   * E.g. Anthropic's 429 `enforced_spend_limit_reached` will not clear by waiting.
   */
  isRetryable?: (failure: FailedResponse) => boolean | undefined;
  /** Secret values for this request only (a licence key in a form body). */
  secrets?: readonly string[];
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response says it is JSON, else the text. */
  body: unknown;
  text: string;
  attempts: number;
  /** Redacted. */
  url: string;
}

export const HTTP_CLIENT_DEFAULTS = {
  timeoutMs: 10_000,
  maxAttempts: 3,
  initialDelayMs: 500,
  maxDelayMs: 30_000,
} as const;

/** Failures to connect never reached the server, so even a non-idempotent request can repeat. */
const CONNECT_FAILURE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

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
      const retryable = ctx.idempotent || (causeCode !== undefined && CONNECT_FAILURE_CODES.has(causeCode));
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

    const byStatus = ctx.idempotent ? this.retryableStatuses.has(status) : status === 429;
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

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): URL {
  const base = baseUrl.replace(/\/+$/, '');
  const suffix = path === '' ? '' : path.startsWith('/') ? path : `/${path}`;
  const url = new URL(base + suffix);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(name, typeof value === 'object' ? value.join(',') : String(value));
  }
  return url;
}

function encodeBody(request: HttpRequest, headers: Record<string, string>): string | undefined {
  if (request.json !== undefined && request.form !== undefined) {
    throw new Error('An HTTP request has either a JSON body or a form body, not both');
  }
  const hasContentType = Object.keys(headers).some((h) => h.toLowerCase() === 'content-type');
  if (request.json !== undefined) {
    if (!hasContentType) headers['content-type'] = 'application/json';
    return JSON.stringify(request.json);
  }
  if (request.form !== undefined) {
    if (!hasContentType) headers['content-type'] = 'application/x-www-form-urlencoded';
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(request.form)) {
      if (value !== undefined) params.set(name, String(value));
    }
    return params.toString();
  }
  return undefined;
}

function parseBody(text: string, headers: Headers): { ok: true; value: unknown } | { ok: false } {
  const type = headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(type)) return { ok: true, value: text };
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function networkErrorCode(error: unknown): string | undefined {
  // undici reports "fetch failed" with the socket error (and its code) as the cause.
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function errorMessage(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    parts.push(e instanceof Error ? e.message : describeValue(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join(': ');
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

/**
 * Validates a response body against an adapter's zod schema. A mismatch means the service changed
 * its contract: not retryable, and reported with the paths that failed (values left out, since
 * bodies can hold personal data).
 */
export function parseResponse<T>(
  schema: z.ZodType<T>,
  response: HttpResponse,
  context: { service: string; method: string },
): T {
  const result = schema.safeParse(response.body);
  if (result.success) return result.data;
  const paths = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new UpstreamError({
    service: context.service,
    kind: 'invalid_response',
    method: context.method,
    url: response.url,
    status: response.status,
    retryable: false,
    attempts: response.attempts,
    detail: `response does not match the expected shape (${paths})`,
  });
}
