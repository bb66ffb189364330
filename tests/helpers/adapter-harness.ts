import { beforeEach, expect } from 'vitest';
import type { ProviderLogger } from '../../src/server/providers/http/provider-logger';
import { UpstreamError } from '../../src/server/providers/http/upstream-error';

/**
 * What the adapter tests against the fake servers share: the adapter's retry waits and log lines are
 * recorded instead of slept through or printed, so a test can assert the backoff and that no secret
 * was logged, and the jitter is pinned so those waits are exact.
 */

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  obj: Record<string, unknown>;
  msg: string | undefined;
}

export function recordingLogger(lines: LogLine[]): ProviderLogger {
  return {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
}

export interface AdapterHarness {
  /** The waits the adapter asked for, in order; emptied before each test. */
  sleeps: number[];
  /** The adapter's log lines; emptied before each test. */
  logged: LogLine[];
  logger: ProviderLogger;
  sleep: (ms: number) => Promise<void>;
  /** Options every adapter takes: a short timeout, recorded sleeps, jitter at half its range. */
  retries: { timeoutMs: number; sleep: (ms: number) => Promise<void>; random: () => number };
}

/** Call at the top of a test file: registers a beforeEach that empties what the last test recorded. */
export function adapterHarness(): AdapterHarness {
  const sleeps: number[] = [];
  const logged: LogLine[] = [];
  beforeEach(() => {
    sleeps.length = 0;
    logged.length = 0;
  });
  const sleep = (ms: number): Promise<void> => {
    sleeps.push(ms);
    return Promise.resolve();
  };
  return {
    sleeps,
    logged,
    logger: recordingLogger(logged),
    sleep,
    retries: { timeoutMs: 2_000, sleep, random: () => 0.5 },
  };
}

/** The error the promise rejects with, which must be an UpstreamError (or a subclass, as T). */
export async function rejection<T extends Error = UpstreamError>(promise: Promise<unknown>): Promise<T> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(UpstreamError);
    return error as T;
  }
  throw new Error('expected an UpstreamError');
}
