import type { ProviderLogger } from './provider-logger';

/** The HTTP client's options, requests and responses, shared by the client and the adapters' wiring. */

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
