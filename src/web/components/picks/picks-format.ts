/**
 * Date texts of the picks pages. The product's calendar is US Eastern, so kickoffs and published
 * times are shown in Eastern time with an 'ET' suffix.
 */
import { PRODUCT_TIME_ZONE, parseIsoDate } from '@shared/calendar/eastern-date';

const kickoffFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const stampFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Sat, Sep 6, 7:30 PM ET'. */
export function kickoffText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${kickoffFormat.format(date)} ET`;
}

/** 'Sep 2, 2025, 10:05 AM ET'. */
export function stampText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${stampFormat.format(date)} ET`;
}

/** A 'YYYY-MM-DD' calendar date as 'Sep 6, 2025' (or as given when it is not one). */
export function calendarDateText(isoDate: string): string {
  try {
    const d = parseIsoDate(isoDate.slice(0, 10));
    return dayFormat.format(new Date(Date.UTC(d.year, d.month - 1, d.day)));
  } catch {
    return isoDate;
  }
}

/** 'Sep 6, 2025 – Sep 14, 2025'. */
export function dateRangeText(range: { startDate: string; endDate: string }): string {
  return `${calendarDateText(range.startDate)} – ${calendarDateText(range.endDate)}`;
}
