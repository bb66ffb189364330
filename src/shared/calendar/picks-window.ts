import { addDays, easternDate, formatIsoDate } from './eastern-date';

/** The default date window of picks, best bets and admin lists: today through today + 8 days (Eastern). */
export const PICKS_WINDOW_DAYS = 8;

export interface DateWindow {
  /** 'YYYY-MM-DD' */
  readonly startDate: string;
  readonly endDate: string;
}

export function picksWindow(now: Date): DateWindow {
  const today = easternDate(now);
  return { startDate: formatIsoDate(today), endDate: formatIsoDate(addDays(today, PICKS_WINDOW_DAYS)) };
}
