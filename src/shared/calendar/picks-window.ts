import { addDays, easternDate, easternWallClockToUtc, formatIsoDate, parseIsoDate } from './eastern-date';

/**
 * The picks window, the one home of the rule: picks, best bets, admin lists, trends, SMS
 * announcements, demo bets and the refresh job all show or work on today through today + 8 days
 * (US Eastern dates). As instants it runs from Eastern midnight of the first date to Eastern midnight
 * after the last one, each midnight read with that day's offset, so a window holding the day daylight
 * saving ends (25 hours) or starts (23 hours) is neither an hour short nor an hour long.
 */
export const PICKS_WINDOW_DAYS = 8;

export interface DateWindow {
  /** 'YYYY-MM-DD' */
  readonly startDate: string;
  readonly endDate: string;
}

/** A date window as instants: [Eastern midnight starting startDate, Eastern midnight ending endDate). */
export interface InstantWindow {
  readonly from: Date;
  readonly to: Date;
}

export function picksWindow(now: Date): DateWindow {
  const today = easternDate(now);
  return { startDate: formatIsoDate(today), endDate: formatIsoDate(addDays(today, PICKS_WINDOW_DAYS)) };
}

/** The instants of a window of whole Eastern dates (both dates must be real 'YYYY-MM-DD' dates). */
export function windowInstants(window: DateWindow): InstantWindow {
  const dayAfterEnd = formatIsoDate(addDays(parseIsoDate(window.endDate), 1));
  return {
    from: new Date(easternWallClockToUtc(formatIsoDate(parseIsoDate(window.startDate)), '00:00')),
    to: new Date(easternWallClockToUtc(dayAfterEnd, '00:00')),
  };
}

/** The picks window of `now` as instants (its start is Eastern midnight today, before `now`). */
export function picksWindowInstants(now: Date): InstantWindow {
  return windowInstants(picksWindow(now));
}
