/**
 * When picks are generated: Tuesdays and Thursdays (visitor spec section 9) from 10:00 US Eastern.
 * The job scheduler starts a generation then, and the demo's bets are placed at those moments.
 */
import { addDays, dayOfWeek, easternDate, easternWallClockToUtc, formatIsoDate } from './eastern-date';

/** 0 = Sunday … 6 = Saturday. */
export const GENERATION_DAYS: ReadonlySet<number> = new Set([2, 4]);
export const GENERATION_HOUR_ET = 10;

/** Every generation moment in [from, to), oldest first. */
export function generationMomentsBetween(from: Date, to: Date): Date[] {
  const moments: Date[] = [];
  const time = `${String(GENERATION_HOUR_ET).padStart(2, '0')}:00`;
  for (let d = addDays(easternDate(from), -1); ; d = addDays(d, 1)) {
    const at = easternWallClockToUtc(formatIsoDate(d), time);
    if (at >= to.getTime()) return moments;
    if (at >= from.getTime() && GENERATION_DAYS.has(dayOfWeek(d))) moments.push(new Date(at));
  }
}
