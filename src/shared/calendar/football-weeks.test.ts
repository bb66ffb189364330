import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './eastern-date';
import { collegeSeasonStart, collegeWeek, nflSeasonStart, nflWeek, picksWeek } from './football-weeks';

/** Noon Eastern on a date, as an instant (EDT or EST does not matter at noon for these checks). */
const noonEastern = (iso: string) => new Date(`${iso}T16:00:00Z`);

describe('season starts', () => {
  it('college: fixed 2024 and 2025, otherwise the last Saturday of August', () => {
    expect(formatIsoDate(collegeSeasonStart(2024))).toBe('2024-08-31');
    expect(formatIsoDate(collegeSeasonStart(2025))).toBe('2025-08-30');
    expect(formatIsoDate(collegeSeasonStart(2026))).toBe('2026-08-29'); // Aug 31 2026 is a Monday
    expect(formatIsoDate(collegeSeasonStart(2027))).toBe('2027-08-28');
    expect(formatIsoDate(collegeSeasonStart(2030))).toBe('2030-08-31'); // Aug 31 2030 is a Saturday
  });

  it('NFL: fixed 2024 and 2025, otherwise the first Thursday of September plus 7 days (literal)', () => {
    expect(formatIsoDate(nflSeasonStart(2024))).toBe('2024-09-05');
    expect(formatIsoDate(nflSeasonStart(2025))).toBe('2025-09-04');
    expect(formatIsoDate(nflSeasonStart(2026))).toBe('2026-09-10'); // Sep 3 + 7
    expect(formatIsoDate(nflSeasonStart(2027))).toBe('2027-09-09'); // Sep 2 + 7
    expect(formatIsoDate(nflSeasonStart(2028))).toBe('2028-09-14'); // Sep 7 + 7 (the rule as stated)
  });
});

describe('college week', () => {
  it('counts 7-day weeks from the season start, 1–15', () => {
    expect(collegeWeek(noonEastern('2025-08-30'))).toBe(1);
    expect(collegeWeek(noonEastern('2025-09-05'))).toBe(1);
    expect(collegeWeek(noonEastern('2025-09-06'))).toBe(2);
    expect(collegeWeek(noonEastern('2025-11-29'))).toBe(14); // 91 days
    expect(collegeWeek(noonEastern('2025-12-06'))).toBe(15);
    expect(collegeWeek(noonEastern('2025-12-13'))).toBe(15); // would be 16: limited
    expect(collegeWeek(noonEastern('2025-07-01'))).toBe(1); // before the start
    expect(collegeWeek(noonEastern('2026-01-05'))).toBe(1); // new calendar year: the 2026 season
  });

  it('turns over at Eastern midnight, in EST as well as EDT', () => {
    // Nov 8 2025 = start + 70 days (week 11); EST (UTC−5) by then.
    expect(collegeWeek(new Date('2025-11-08T04:59:00Z'))).toBe(10);
    expect(collegeWeek(new Date('2025-11-08T05:00:00Z'))).toBe(11);
    // Sep 6 2025 = start + 7 (week 2); EDT (UTC−4).
    expect(collegeWeek(new Date('2025-09-06T03:59:00Z'))).toBe(1);
    expect(collegeWeek(new Date('2025-09-06T04:00:00Z'))).toBe(2);
  });
});

describe('NFL week', () => {
  it('counts from the opener, 1–18', () => {
    expect(nflWeek(noonEastern('2025-09-04'))).toBe(1);
    expect(nflWeek(noonEastern('2025-09-08'))).toBe(1); // Monday night of week 1
    expect(nflWeek(noonEastern('2025-09-10'))).toBe(1);
    expect(nflWeek(noonEastern('2025-09-11'))).toBe(2);
    expect(nflWeek(noonEastern('2025-12-28'))).toBe(17);
    expect(nflWeek(noonEastern('2026-01-04'))).toBe(1); // the 2026 season has not started
    expect(nflWeek(noonEastern('2024-12-31'))).toBe(17);
    expect(nflWeek(noonEastern('2024-09-04'))).toBe(1);
    expect(nflWeek(noonEastern('2026-09-17'))).toBe(2);
  });
});

describe('picks week', () => {
  it('uses the fixed demo weeks when the demo flag is set', () => {
    const now = noonEastern('2025-10-15');
    expect(picksWeek('college', now, { demo: true })).toBe(5);
    expect(picksWeek('nfl', now, { demo: true })).toBe(4);
    expect(picksWeek('college', now)).toBe(7); // 46 days after Aug 30: floor(46/7) + 1
    expect(picksWeek('nfl', now)).toBe(6); // 41 days after Sep 4
  });
});
