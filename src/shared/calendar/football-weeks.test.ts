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
  it('counts football weeks from the one holding the season start, 1–15', () => {
    expect(collegeWeek(noonEastern('2025-08-30'))).toBe(1);
    expect(collegeWeek(noonEastern('2025-09-01'))).toBe(1); // Monday: still the opening week
    expect(collegeWeek(noonEastern('2025-09-06'))).toBe(2);
    expect(collegeWeek(noonEastern('2025-11-29'))).toBe(14); // 13 weeks on
    expect(collegeWeek(noonEastern('2025-12-06'))).toBe(15);
    expect(collegeWeek(noonEastern('2025-12-13'))).toBe(15); // would be 16: limited
    expect(collegeWeek(noonEastern('2025-07-01'))).toBe(1); // before the start
    expect(collegeWeek(noonEastern('2026-01-05'))).toBe(1); // new calendar year: the 2026 season
  });

  it('turns over at the football-week boundary, Tuesday 08:00 UTC', () => {
    // Tuesday Sep 2 2025: the week of the Sep 6 games (week 2) from 08:00 UTC.
    expect(collegeWeek(new Date('2025-09-02T07:59:00Z'))).toBe(1);
    expect(collegeWeek(new Date('2025-09-02T08:00:00Z'))).toBe(2);
    // Tuesday Nov 4 2025 (EST): week of the Nov 8 games.
    expect(collegeWeek(new Date('2025-11-04T07:59:00Z'))).toBe(10);
    expect(collegeWeek(new Date('2025-11-04T08:00:00Z'))).toBe(11);
  });

  it('names the Thanksgiving-weekend Saturday slate the same all week (2026: week 14)', () => {
    for (const day of ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-28'])
      expect(collegeWeek(noonEastern(day))).toBe(14);
  });
});

describe('NFL week', () => {
  it('counts from the opener, 1–18', () => {
    expect(nflWeek(noonEastern('2025-09-04'))).toBe(1);
    expect(nflWeek(noonEastern('2025-09-08'))).toBe(1); // Monday night of week 1
    expect(nflWeek(noonEastern('2025-09-10'))).toBe(2); // Wednesday: week 2's games are next
    expect(nflWeek(noonEastern('2025-09-11'))).toBe(2);
    expect(nflWeek(noonEastern('2025-12-28'))).toBe(17);
    expect(nflWeek(noonEastern('2026-01-04'))).toBe(1); // the 2026 season has not started
    expect(nflWeek(noonEastern('2024-12-31'))).toBe(18); // Tuesday before the week-18 games
    expect(nflWeek(noonEastern('2024-09-04'))).toBe(1);
    expect(nflWeek(noonEastern('2026-09-17'))).toBe(2);
  });

  it('labels Thanksgiving 2026 (Thursday Nov 26) week 12, from the Tuesday before through Monday', () => {
    expect(nflWeek(noonEastern('2026-11-23'))).toBe(11); // Monday night of week 11
    expect(nflWeek(noonEastern('2026-11-24'))).toBe(12);
    expect(nflWeek(noonEastern('2026-11-25'))).toBe(12); // was 11 under midnight-Thursday turnover
    expect(nflWeek(new Date('2026-11-26T17:30:00Z'))).toBe(12); // the first Thanksgiving kickoff
    expect(nflWeek(new Date('2026-11-27T01:20:00Z'))).toBe(12); // the night game, Thursday Eastern
    expect(nflWeek(noonEastern('2026-11-30'))).toBe(12);
    expect(nflWeek(noonEastern('2026-12-01'))).toBe(13);
  });
});

describe('picks week', () => {
  it("is the league's week of the season on the day", () => {
    const now = noonEastern('2025-10-15');
    expect(picksWeek('college', now)).toBe(8); // Wednesday before Oct 18, 7 weeks after Aug 30
    expect(picksWeek('nfl', now)).toBe(7); // Wednesday before the Thursday of week 7
  });
});
