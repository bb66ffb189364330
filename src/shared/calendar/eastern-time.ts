/**
 * Every date and time a person reads, in one place: the product's calendar is US Eastern, so
 * kickoffs, stamps and days are written in Eastern time (with 'ET' where a clock time is shown),
 * whatever the reader's or the server's own time zone. Calendar dates ('YYYY-MM-DD', already
 * Eastern) are written as they are, never moved by a time zone. The conversions these rest on (the
 * Eastern wall clock, dates, offsets) are in eastern-date.ts.
 */
import { PRODUCT_TIME_ZONE, parseIsoDate } from './eastern-date';

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

const shortStampFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const weekdayTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const longDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

// A calendar date is formatted at its UTC midnight in UTC, so no zone can move it a day.
const calendarDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function instantOf(value: Date | string): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Text of `value` by `format`; a string that is not a date is shown as given. */
function written(value: Date | string, format: (date: Date) => string): string {
  const date = instantOf(value);
  if (date) return format(date);
  return typeof value === 'string' ? value : '';
}

/** 'Sat, Sep 6, 7:30 PM ET': a kickoff on cards, lists and the admin's games. */
export function kickoffText(value: Date | string): string {
  return written(value, (d) => `${kickoffFormat.format(d)} ET`);
}

/** 'Sep 2, 2025, 10:05 AM ET': when something was published or updated. */
export function stampText(value: Date | string): string {
  return written(value, (d) => `${stampFormat.format(d)} ET`);
}

/** 'Sep 2, 10:05 AM ET' (no year): the admin's queue and audit log; '—' when there is none. */
export function shortStampText(value: Date | string | null): string {
  if (value === null) return '—';
  return written(value, (d) => `${shortStampFormat.format(d)} ET`);
}

/** 'Sun 1:00 PM ET': a kickoff in a text message, where characters count. */
export function weekdayTimeText(value: Date): string {
  const parts = weekdayTimeFormat.formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('hour')}:${part('minute')} ${part('dayPeriod')} ET`;
}

/** 'Nov 24, 2024': the Eastern day of an instant. */
export function easternDayText(value: Date | string): string {
  return written(value, (d) => dayFormat.format(d));
}

/** 'March 5, 2026': the Eastern day of an instant, month in full (subscription dates). */
export function easternLongDayText(value: Date | string): string {
  return written(value, (d) => longDayFormat.format(d));
}

/** A 'YYYY-MM-DD' calendar date (or an ISO stamp's date part) as 'Sep 6, 2025'; as given when it is not one. */
export function calendarDateText(isoDate: string): string {
  try {
    const d = parseIsoDate(isoDate.slice(0, 10));
    return calendarDayFormat.format(new Date(Date.UTC(d.year, d.month - 1, d.day)));
  } catch {
    return isoDate;
  }
}

/** 'Sep 6, 2025 – Sep 14, 2025'. */
export function dateRangeText(range: { startDate: string; endDate: string }): string {
  return `${calendarDateText(range.startDate)} – ${calendarDateText(range.endDate)}`;
}
