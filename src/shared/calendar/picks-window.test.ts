import { describe, expect, it } from 'vitest';
import { picksWindow } from './picks-window';

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
});
