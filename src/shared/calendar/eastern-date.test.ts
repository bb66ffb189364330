import { describe, expect, it } from 'vitest';
import {
  addDays,
  easternWallClockToUtc,
  dayOfWeek,
  daysBetween,
  easternDate,
  easternIsoDate,
  formatIsoDate,
  parseIsoDate,
} from './eastern-date';

describe('Eastern calendar dates', () => {
  it('uses UTC−4 in summer and UTC−5 in winter', () => {
    expect(easternIsoDate(new Date('2025-09-06T03:59:00Z'))).toBe('2025-09-05'); // 23:59 EDT
    expect(easternIsoDate(new Date('2025-09-06T04:00:00Z'))).toBe('2025-09-06'); // 00:00 EDT
    expect(easternIsoDate(new Date('2025-12-06T04:59:00Z'))).toBe('2025-12-05'); // 23:59 EST
    expect(easternIsoDate(new Date('2025-12-06T05:00:00Z'))).toBe('2025-12-06'); // 00:00 EST
  });

  it('does date arithmetic across month, year and DST changes', () => {
    expect(formatIsoDate(addDays({ year: 2025, month: 12, day: 28 }, 8))).toBe('2026-01-05');
    expect(formatIsoDate(addDays({ year: 2024, month: 2, day: 28 }, 1))).toBe('2024-02-29');
    expect(daysBetween({ year: 2025, month: 3, day: 8 }, { year: 2025, month: 3, day: 10 })).toBe(2);
    expect(daysBetween({ year: 2025, month: 11, day: 10 }, { year: 2025, month: 11, day: 1 })).toBe(-9);
    expect(dayOfWeek({ year: 2025, month: 8, day: 30 })).toBe(6); // Saturday
  });

  it('parses and validates YYYY-MM-DD', () => {
    expect(parseIsoDate('2025-09-04')).toEqual({ year: 2025, month: 9, day: 4 });
    expect(() => parseIsoDate('2025-02-30')).toThrow(RangeError);
    expect(() => parseIsoDate('9/4/2025')).toThrow(RangeError);
    expect(() => easternDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('easternDate across midnight', () => {
  it('turns over exactly at Eastern midnight, also when asked again within a minute', () => {
    // 2026-11-23 04:59:59Z is 23:59:59 on the 22nd in New York (EST, UTC-5).
    expect(easternDate(new Date('2026-11-23T04:59:59Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(easternDate(new Date('2026-11-23T04:59:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(easternDate(new Date('2026-11-23T05:00:00Z'))).toEqual({ year: 2026, month: 11, day: 23 });
    expect(easternDate(new Date('2026-11-23T05:00:59Z'))).toEqual({ year: 2026, month: 11, day: 23 });
    // Summer (EDT, UTC-4).
    expect(easternDate(new Date('2026-07-05T03:59:59Z'))).toEqual({ year: 2026, month: 7, day: 4 });
    expect(easternDate(new Date('2026-07-05T04:00:00Z'))).toEqual({ year: 2026, month: 7, day: 5 });
  });
});

describe('easternWallClockToUtc', () => {
  it('uses EDT (UTC−4) in September and EST (UTC−5) in December', () => {
    expect(new Date(easternWallClockToUtc('2024-09-08', '13:00')).toISOString()).toBe(
      '2024-09-08T17:00:00.000Z',
    );
    expect(new Date(easternWallClockToUtc('2024-12-22', '20:20')).toISOString()).toBe(
      '2024-12-23T01:20:00.000Z',
    );
  });

  it('follows the pre-2007 and post-2007 daylight-saving rules', () => {
    // 2006: DST ended on the last Sunday of October (the 29th); 2007 on: first Sunday of November.
    const offsetHours = (date: string, time: string) =>
      (easternWallClockToUtc(date, time) - Date.parse(`${date}T${time}:00Z`)) / 3_600_000;
    expect(offsetHours('2006-10-29', '13:00')).toBe(5);
    expect(offsetHours('2006-10-28', '13:00')).toBe(4);
    expect(offsetHours('2007-11-04', '13:00')).toBe(5);
    expect(offsetHours('2007-11-03', '13:00')).toBe(4);
    expect(offsetHours('2007-03-11', '13:00')).toBe(4);
    expect(offsetHours('2006-04-02', '13:00')).toBe(4);
    expect(offsetHours('2006-04-01', '13:00')).toBe(5);
  });

  it('takes a missing kickoff time as 13:00 and rejects malformed input', () => {
    expect(new Date(easternWallClockToUtc('1999-09-12', undefined)).toISOString()).toBe(
      '1999-09-12T17:00:00.000Z',
    );
    expect(() => easternWallClockToUtc('12/09/1999', '13:00')).toThrow(SyntaxError);
  });

  it('agrees with easternDate on the date of the instant it returns', () => {
    for (const date of ['2024-03-10', '2024-11-03', '2025-01-01', '2003-12-31']) {
      expect(easternIsoDate(new Date(easternWallClockToUtc(date, '23:30')))).toBe(date);
      expect(easternIsoDate(new Date(easternWallClockToUtc(date, '00:00')))).toBe(date);
    }
  });
});
