import type { FetchLike, HttpClientOptions, SleepFn } from './http-client';

/**
 * The HttpClient settings every adapter exposes to its caller. Each adapter keeps its own defaults
 * (a season of CFBD lines needs a longer timeout than a Gumroad licence check), but how an override
 * meets a default, and which test stand-ins reach the client, is decided here once.
 */
export interface RetrySettings {
  timeoutMs?: number;
  maxAttempts?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/** Stand-ins for the network, backoff waits and jitter, passed by tests. */
export interface TransportSeams {
  fetch?: FetchLike;
  sleep?: SleepFn;
  random?: () => number;
}

export type AdapterTransportOptions = RetrySettings & TransportSeams;

type TransportSettings = Required<RetrySettings> & Pick<HttpClientOptions, 'fetch' | 'sleep' | 'random'>;

export function adapterTransport(
  options: AdapterTransportOptions,
  defaults: Readonly<Required<RetrySettings>>,
): TransportSettings {
  return {
    timeoutMs: options.timeoutMs ?? defaults.timeoutMs,
    maxAttempts: options.maxAttempts ?? defaults.maxAttempts,
    initialDelayMs: options.initialDelayMs ?? defaults.initialDelayMs,
    maxDelayMs: options.maxDelayMs ?? defaults.maxDelayMs,
    // Left out when absent, so the client's own defaults (global fetch, real timers) apply.
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.sleep && { sleep: options.sleep }),
    ...(options.random && { random: options.random }),
  };
}
