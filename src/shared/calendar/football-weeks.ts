import {
  addDays,
  dayOfWeek,
  easternDate,
  easternWallClockToUtc,
  formatIsoDate,
  type CalendarDate,
} from './eastern-date';
import { footballWeek } from './football-week-start';
import type { PicksSport } from '../league';

/**
 * College and NFL week numbers exactly as the visitor spec (section 9) states them, on Eastern dates:
 *
 *   week = football weeks since the one holding the season start + 1, limited to 1–15 (college) or
 *   1–18 (NFL)
 *
 * - College season start: 2024 Aug 31; 2025 Aug 30; other years the last Saturday of August.
 * - NFL season opener: 2024 Sep 5; 2025 Sep 4; other years the first Thursday of September PLUS 7
 *   days. That rule is implemented literally. It hits the usual opener (the Thursday after Labor Day)
 *   when September 1 is a Tuesday, Wednesday or Thursday (2026: Sep 10; 2027: Sep 9) and is a week
 *   late when it is a Friday to Monday (2028: Sep 14 instead of Sep 7; it would also have missed 2024
 *   and 2025, hence their fixed dates).
 * - The season is the Eastern calendar year of "now". From January until the season start every date
 *   is therefore week 1 (bowl games and NFL playoffs included), as the spec's rule gives.
 * Weeks turn over at the football-week boundary (Tuesday 08:00 UTC, football-week-start.ts), the one
 * the ratings and pricing use, not at midnight on the start's weekday: on the Tuesday and Wednesday
 * before a Thanksgiving Thursday the picks shown are that Thursday's games, so the label must already
 * name their week (2026: week 12, not 11). On the start's weekday both rules agree.
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

function weekFrom(start: CalendarDate, now: Date, range: { min: number; max: number }): number {
  // Noon Eastern on the start date lies inside its football week whatever the offset.
  const startInstant = easternWallClockToUtc(formatIsoDate(start), '12:00');
  const week = footballWeek(now.getTime()) - footballWeek(startInstant) + 1;
  return Math.min(range.max, Math.max(range.min, week));
}

export function collegeWeek(now: Date): number {
  return weekFrom(collegeSeasonStart(easternDate(now).year), now, COLLEGE_WEEK_RANGE);
}

export function nflWeek(now: Date): number {
  return weekFrom(nflSeasonStart(easternDate(now).year), now, NFL_WEEK_RANGE);
}

const WEEK_OF: Readonly<Record<PicksSport, (now: Date) => number>> = { nfl: nflWeek, college: collegeWeek };

/** Week number shown in 'Curated high-quality picks for Week N' and the empty-state text. */
export function picksWeek(sport: PicksSport, now: Date): number {
  return WEEK_OF[sport](now);
}
