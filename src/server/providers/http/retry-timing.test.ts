import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRYABLE_STATUSES, parseRetryAfter, retryDelay } from './retry-timing';

const settings = { initialDelayMs: 500, maxDelayMs: 8_000 };

describe('backoffDelay (full jitter)', () => {
  it('doubles the ceiling per attempt and scales it by the random draw', () => {
    expect(backoffDelay(1, settings, () => 0.5)).toBe(250);
    expect(backoffDelay(2, settings, () => 0.5)).toBe(500);
    expect(backoffDelay(3, settings, () => 0.5)).toBe(1000);
  });

  it('never exceeds the max delay', () => {
    expect(backoffDelay(20, settings, () => 0.999999)).toBeLessThan(8_000);
    expect(backoffDelay(20, settings, () => 0.5)).toBe(4_000);
  });

  it('spans the whole range from 0 to the ceiling', () => {
    expect(backoffDelay(3, settings, () => 0)).toBe(0);
    expect(backoffDelay(3, settings, () => 1)).toBe(2_000);
  });

  it('clamps a misbehaving random source', () => {
    expect(backoffDelay(1, settings, () => 7)).toBe(500);
    expect(backoffDelay(1, settings, () => -1)).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-09-10T12:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1_500);
  });

  it('reads an HTTP-date relative to now', () => {
    expect(parseRetryAfter('Thu, 10 Sep 2026 12:00:30 GMT', now)).toBe(30_000);
  });

  it('treats a date in the past as no wait', () => {
    expect(parseRetryAfter('Thu, 10 Sep 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores absent and unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-1', now)).toBeUndefined();
  });
});

describe('retryDelay', () => {
  it('prefers Retry-After over backoff, capped by the max delay', () => {
    expect(retryDelay(1, 3_000, settings, () => 0.5)).toBe(3_000);
    expect(retryDelay(1, 60_000, settings, () => 0.5)).toBe(8_000);
    expect(retryDelay(2, undefined, settings, () => 0.5)).toBe(500);
  });
});

it('retries the documented transient statuses by default', () => {
  expect([...DEFAULT_RETRYABLE_STATUSES].sort((a, b) => a - b)).toEqual([
    408, 425, 429, 500, 502, 503, 504, 529,
  ]);
});
