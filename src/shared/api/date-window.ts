import { z } from 'zod';
import { daysBetween, parseIsoDate } from '../calendar/eastern-date';
import { picksWindow, windowInstants } from '../calendar/picks-window';

/** The longest range a list may ask for, in dates. */
export const MAX_RANGE_DAYS = 31;

const isRealDate = (date: string) =>
  !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
  new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/**
 * A requested range of US Eastern dates, both ends filled in, as [start of startDate, end of
 * endDate). The query schemas check each date's shape; this checks the pair.
 */
export const dateRangeSchema = z
  .object({ startDate: z.string(), endDate: z.string() })
  .superRefine(({ startDate, endDate }, ctx) => {
    if (!isRealDate(startDate) || !isRealDate(endDate)) {
      ctx.addIssue({ code: 'custom', message: 'Dates must be real calendar dates (YYYY-MM-DD)' });
      return;
    }
    // Counted in dates, not hours: a range holding the 25-hour day daylight saving ends is still its dates.
    const dates = daysBetween(parseIsoDate(startDate), parseIsoDate(endDate)) + 1;
    if (dates < 1) ctx.addIssue({ code: 'custom', message: 'endDate must not be before startDate' });
    else if (dates > MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', message: `The date range may span at most ${MAX_RANGE_DAYS} days` });
  })
  .transform(({ startDate, endDate }) => ({ ...windowInstants({ startDate, endDate }), startDate, endDate }));

export type ResolvedDateWindow = z.output<typeof dateRangeSchema>;

/** The range asked for, each missing end taken from the picks window of `now`. */
export function requestedRange(
  now: Date,
  query: { startDate?: string | undefined; endDate?: string | undefined },
): z.input<typeof dateRangeSchema> {
  const defaults = picksWindow(now);
  return { startDate: query.startDate ?? defaults.startDate, endDate: query.endDate ?? defaults.endDate };
}
