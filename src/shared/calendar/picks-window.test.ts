import { describe, expect, it } from 'vitest';
import { picksWindow, picksWindowInstants, windowInstants } from './picks-window';

describe('picks window', () => {
  it('runs from today through today + 8 days in Eastern time', () => {
    expect(picksWindow(new Date('2025-09-10T16:00:00Z'))).toEqual({
      startDate: '2025-09-10',
      endDate: '2025-09-18',
    });
    // 23:30 EST on Mar 8 (DST starts the next morning): still Mar 8 in New York.
    expect(picksWindow(new Date('2025-03-09T04:30:00Z'))).toEqual({
      startDate: '2025-03-08',
      endDate: '2025-03-16',
    });
    expect(picksWindow(new Date('2025-12-28T12:00:00Z'))).toEqual({
      startDate: '2025-12-28',
      endDate: '2026-01-05',
    });
  });

  it('as instants, runs from Eastern midnight today to Eastern midnight after the last day', () => {
    const { from, to } = picksWindowInstants(new Date('2025-09-10T16:00:00Z'));
    expect(from.toISOString()).toBe('2025-09-10T04:00:00.000Z');
    expect(to.toISOString()).toBe('2025-09-19T04:00:00.000Z');
  });

  it('ends at midnight EST when the last day is 1 Nov 2026, the 25-hour day daylight saving ends', () => {
    const now = new Date('2026-10-24T16:00:00Z');
    expect(picksWindow(now)).toEqual({ startDate: '2026-10-24', endDate: '2026-11-01' });
    const { from, to } = picksWindowInstants(now);
    expect(from.toISOString()).toBe('2026-10-24T04:00:00.000Z');
    // Midnight EDT on Nov 1 plus 24 hours would be 23:00 EST, an hour short of the day's end.
    expect(to.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    const lateKickoff = Date.parse('2026-11-02T04:30:00Z'); // 23:30 EST on Sunday 1 Nov
    expect(lateKickoff).toBeLessThan(to.getTime());
  });

  it('starts at midnight EDT on 1 Nov 2026 and covers 8 × 24 + 1 hours more', () => {
    const { from, to } = picksWindowInstants(new Date('2026-11-01T12:00:00Z'));
    expect(from.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-10T05:00:00.000Z');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(9 * 24 + 1);
  });

  it('ends at midnight EDT when the last day is 8 Mar 2026, the 23-hour day daylight saving starts', () => {
    const { from, to } = windowInstants({ startDate: '2026-02-28', endDate: '2026-03-08' });
    expect(from.toISOString()).toBe('2026-02-28T05:00:00.000Z');
    // Midnight EST on Mar 8 plus 24 hours would be 01:00 EDT on Mar 9, an hour into the next day.
    expect(to.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(9 * 24 - 1);
  });

  it('rejects dates that are not real', () => {
    expect(() => windowInstants({ startDate: '2026-02-30', endDate: '2026-03-08' })).toThrow(RangeError);
    expect(() => windowInstants({ startDate: '2026-03-01', endDate: 'soon' })).toThrow(RangeError);
  });
});
