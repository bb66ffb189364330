import { addDays, dayOfWeek, daysBetween, easternDate, type CalendarDate } from './eastern-date';

/**
 * College and NFL week numbers exactly as the visitor spec (section 9) states them, on Eastern dates:
 *
 *   week = floor(days since the season start / 7) + 1, limited to 1–15 (college) or 1–18 (NFL)
 *
 * - College season start: 2024 Aug 31; 2025 Aug 30; other years the last Saturday of August.
 * - NFL season opener: 2024 Sep 5; 2025 Sep 4; other years the first Thursday of September PLUS 7
 *   days. That rule is implemented literally. It hits the usual opener (the Thursday after Labor Day)
 *   when September 1 is a Tuesday, Wednesday or Thursday (2026: Sep 10; 2027: Sep 9) and is a week
 *   late when it is a Friday to Monday (2028: Sep 14 instead of Sep 7; it would also have missed 2024
 *   and 2025, hence their fixed dates).
 * - The season is the Eastern calendar year of "now". From January until the season start every date
 *   is therefore week 1 (bowl games and NFL playoffs included), as the spec's rule gives.
 * Weeks turn over at Eastern midnight on the start's weekday: Saturday for college, Thursday for NFL.
 */

export const COLLEGE_WEEK_RANGE = { min: 1, max: 15 } as const;
export const NFL_WEEK_RANGE = { min: 1, max: 18 } as const;

const SATURDAY = 6;
const THURSDAY = 4;

export function collegeSeasonStart(year: number): CalendarDate {
  assertYear(year);
  if (year === 2024) return { year, month: 8, day: 31 };
  if (year === 2025) return { year, month: 8, day: 30 };
  const august31: CalendarDate = { year, month: 8, day: 31 };
  return addDays(august31, -((dayOfWeek(august31) - SATURDAY + 7) % 7));
}

export function nflSeasonStart(year: number): CalendarDate {
  assertYear(year);
  if (year === 2024) return { year, month: 9, day: 5 };
  if (year === 2025) return { year, month: 9, day: 4 };
  const september1: CalendarDate = { year, month: 9, day: 1 };
  const firstThursday = addDays(september1, (THURSDAY - dayOfWeek(september1) + 7) % 7);
  return addDays(firstThursday, 7);
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < 1900 || year > 9999) throw new RangeError(`bad season year ${year}`);
}

function weekFrom(start: CalendarDate, today: CalendarDate, range: { min: number; max: number }): number {
  const week = Math.floor(daysBetween(start, today) / 7) + 1;
  return Math.min(range.max, Math.max(range.min, week));
}

export function collegeWeek(now: Date): number {
  const today = easternDate(now);
  return weekFrom(collegeSeasonStart(today.year), today, COLLEGE_WEEK_RANGE);
}

export function nflWeek(now: Date): number {
  const today = easternDate(now);
  return weekFrom(nflSeasonStart(today.year), today, NFL_WEEK_RANGE);
}

export type PicksSport = 'nfl' | 'college';

/** The overlay's fixed weeks while the demo flag is set. */
export const DEMO_WEEKS: Readonly<Record<PicksSport, number>> = { college: 5, nfl: 4 };

/** Week number shown in 'Curated high-quality picks for Week N' and the empty-state text. */
export function picksWeek(sport: PicksSport, now: Date, options: { demo?: boolean } = {}): number {
  if (options.demo) return DEMO_WEEKS[sport];
  return sport === 'nfl' ? nflWeek(now) : collegeWeek(now);
}
