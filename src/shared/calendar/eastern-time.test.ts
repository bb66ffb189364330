import { describe, expect, it } from 'vitest';
import {
  calendarDateText,
  dateRangeText,
  easternDayText,
  easternLongDayText,
  kickoffText,
  shortStampText,
  stampText,
  weekdayTimeText,
} from './eastern-time';

describe('Eastern time texts', () => {
  it('writes kickoffs and stamps in Eastern time, daylight and standard', () => {
    expect(kickoffText('2025-09-06T23:30:00Z')).toBe('Sat, Sep 6, 7:30 PM ET');
    expect(kickoffText(new Date('2026-11-22T18:00:00Z'))).toBe('Sun, Nov 22, 1:00 PM ET');
    expect(stampText('2025-09-02T14:05:00Z')).toBe('Sep 2, 2025, 10:05 AM ET');
    expect(shortStampText('2025-12-02T15:05:00Z')).toBe('Dec 2, 10:05 AM ET');
    expect(weekdayTimeText(new Date('2026-11-22T18:00:00Z'))).toBe('Sun 1:00 PM ET');
    expect(weekdayTimeText(new Date('2026-07-05T00:20:00Z'))).toBe('Sat 8:20 PM ET');
  });

  it('reads both 1:30 AMs of 1 Nov 2026, when daylight saving ends', () => {
    expect(kickoffText('2026-11-01T05:30:00Z')).toBe('Sun, Nov 1, 1:30 AM ET'); // EDT
    expect(kickoffText('2026-11-01T06:30:00Z')).toBe('Sun, Nov 1, 1:30 AM ET'); // EST
    expect(kickoffText('2026-11-02T04:30:00Z')).toBe('Sun, Nov 1, 11:30 PM ET');
    expect(kickoffText('2026-03-08T07:30:00Z')).toBe('Sun, Mar 8, 3:30 AM ET'); // EDT from 2:00 EST
  });

  it('names the Eastern day of an instant, not the UTC one', () => {
    expect(easternDayText('2024-11-25T02:00:00Z')).toBe('Nov 24, 2024');
    expect(easternLongDayText(new Date('2026-03-06T03:00:00Z'))).toBe('March 5, 2026');
  });

  it('writes calendar dates as they are, whatever the zone', () => {
    expect(calendarDateText('2026-11-01')).toBe('Nov 1, 2026');
    expect(calendarDateText('2025-09-06T23:59:00Z')).toBe('Sep 6, 2025');
    expect(dateRangeText({ startDate: '2025-09-06', endDate: '2025-09-14' })).toBe(
      'Sep 6, 2025 – Sep 14, 2025',
    );
  });

  it('shows text that is not a date as given, and no stamp as a dash', () => {
    expect(kickoffText('TBD')).toBe('TBD');
    expect(stampText('soon')).toBe('soon');
    expect(calendarDateText('2026-02-30')).toBe('2026-02-30');
    expect(shortStampText(null)).toBe('—');
  });
});
