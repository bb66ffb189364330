import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { mockFetch } from '../test/mock-fetch';
import { fetchOddsStatus, useServerNow, ODDS_STATUS_PATH } from './odds-status-api';

// The browser's clock in these tests; the server's is years away from it (a demo on a moved clock).
const BROWSER_NOW = new Date('2026-06-01T12:00:00.000Z');
const SERVER_NOW = '2031-03-01T19:05:00.000Z';

afterEach(() => vi.useRealTimers());

describe('fetchOddsStatus', () => {
  it('asks GET /api/odds-status with no key and notes when the answer arrived by the browser clock', async () => {
    vi.useFakeTimers({ now: BROWSER_NOW, toFake: ['Date'] });
    const api = mockFetch({
      [`GET ${ODDS_STATUS_PATH}`]: {
        body: { source: 'replay', now: SERVER_NOW, staleAfterMinutes: 90, leagues: [] },
      },
    });
    const status = await fetchOddsStatus();
    expect(status).toEqual({
      source: 'replay',
      now: SERVER_NOW,
      staleAfterMinutes: 90,
      leagues: [],
      receivedAt: BROWSER_NOW.getTime(),
    });
    const request = api.to(`GET ${ODDS_STATUS_PATH}`)[0]!;
    expect(request.headers['x-license-key']).toBeUndefined();
    expect(request.credentials).toBe('include');
  });
});

describe('useServerNow', () => {
  it("counts from the server's clock plus the time since the answer arrived, never the browser's", () => {
    vi.useFakeTimers({ now: BROWSER_NOW });
    const status = { now: SERVER_NOW, receivedAt: BROWSER_NOW.getTime() };
    const { result } = renderHook(() => useServerNow(status));
    expect(result.current?.toISOString()).toBe(SERVER_NOW);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current?.toISOString()).toBe('2031-03-01T19:05:05.000Z');
  });

  it('counts the time a cached answer had already waited when the page mounts', () => {
    vi.useFakeTimers({ now: BROWSER_NOW });
    const status = { now: SERVER_NOW, receivedAt: BROWSER_NOW.getTime() - 20_000 };
    const { result } = renderHook(() => useServerNow(status));
    expect(result.current?.toISOString()).toBe('2031-03-01T19:05:20.000Z');
  });

  it('moves to a newer answer at once, never counting back before its now', () => {
    vi.useFakeTimers({ now: BROWSER_NOW });
    let status = { now: SERVER_NOW, receivedAt: BROWSER_NOW.getTime() };
    const { result, rerender } = renderHook(() => useServerNow(status));
    act(() => {
      vi.advanceTimersByTime(30_400);
    });
    // A new answer arrives between two ticks: its now stands until the next tick.
    status = { now: '2031-03-01T19:05:30.500Z', receivedAt: Date.now() };
    rerender();
    expect(result.current?.toISOString()).toBe('2031-03-01T19:05:30.500Z');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(result.current?.toISOString()).toBe('2031-03-01T19:05:31.100Z');
  });

  it('is null without a status, and ticks only while mounted with one', () => {
    vi.useFakeTimers({ now: BROWSER_NOW });
    const { result, rerender, unmount } = renderHook(
      (status: { now: string; receivedAt: number } | undefined) => useServerNow(status),
      { initialProps: undefined },
    );
    expect(result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    rerender({ now: SERVER_NOW, receivedAt: Date.now() });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
