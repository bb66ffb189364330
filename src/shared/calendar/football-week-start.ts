/**
 * The football week: Tuesday to Monday in US time (Thursday-to-Monday NFL slates, Saturday college
 * slates, Monday-night games end a week). It starts on Tuesday at 08:00 UTC (03:00/04:00 US Eastern),
 * after the last Monday-night game has ended everywhere in the US. Ratings are refitted once per
 * football week and every game of a week is priced from the same ratings, so the walk-forward engine,
 * the backtest and the product's rating moment all read this one boundary.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 8 hours after UTC midnight: late US-evening kickoffs (01:00–07:59 UTC) stay on their local day. */
export const WEEK_START_UTC_HOUR = 8;
const WEEK_START_OFFSET_MS = WEEK_START_UTC_HOUR * 3_600_000;
/** 1970-01-06 was a Tuesday. */
const FIRST_TUESDAY_MS = 5 * DAY_MS;

/** Football weeks since 1970-01-06 08:00 UTC (an ordinal: equal for instants of the same week). */
export function footballWeek(instant: number): number {
  return Math.floor((instant - WEEK_START_OFFSET_MS - FIRST_TUESDAY_MS) / WEEK_MS);
}

/** The start (Tuesday 08:00 UTC) of the football week containing `at`. */
export function footballWeekStart(at: Date): Date {
  return new Date(footballWeek(at.getTime()) * WEEK_MS + FIRST_TUESDAY_MS + WEEK_START_OFFSET_MS);
}
