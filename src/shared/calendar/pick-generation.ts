/**
 * When picks are generated: Tuesdays and Thursdays (visitor spec section 9) from 10:00 US Eastern.
 * The job scheduler starts a generation then; the demo's bettor checks the picks at that hour.
 */
import { addDays, dayOfWeek, easternDate, easternWallClockToUtc, formatIsoDate } from './eastern-date';

/** 0 = Sunday … 6 = Saturday. */
export const GENERATION_DAYS: ReadonlySet<number> = new Set([2, 4]);
export const GENERATION_HOUR_ET = 10;

/**
 * Every generation moment in [from, to), oldest first; with `days`, 10:00 ET on those weekdays instead
 * (all seven: every morning).
 */
export function generationMomentsBetween(
  from: Date,
  to: Date,
  days: ReadonlySet<number> = GENERATION_DAYS,
): Date[] {
  const moments: Date[] = [];
  const time = `${String(GENERATION_HOUR_ET).padStart(2, '0')}:00`;
  for (let d = addDays(easternDate(from), -1); ; d = addDays(d, 1)) {
    const at = easternWallClockToUtc(formatIsoDate(d), time);
    if (at >= to.getTime()) return moments;
    if (at >= from.getTime() && days.has(dayOfWeek(d))) moments.push(new Date(at));
  }
}

export const EVERY_DAY: ReadonlySet<number> = new Set([0, 1, 2, 3, 4, 5, 6]);
