/**
 * Calendar dates in US Eastern time (America/New_York), where the product's weeks and pick windows
 * are defined. Intl.DateTimeFormat with a timeZone is plain JavaScript (no Node or DOM API) and applies
 * daylight saving time itself; day arithmetic is then done on dates, never on milliseconds, so a
 * 23- or 25-hour day cannot shift a week boundary.
 */

export const PRODUCT_TIME_ZONE = 'America/New_York';

export interface CalendarDate {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
}

// The one reading of the Eastern wall clock; every Eastern date, hour and offset comes from it (the
// texts people read are in eastern-time.ts).
const easternClock = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

export interface EasternWallClock extends CalendarDate {
  /** 0–23 */
  readonly hour: number;
  readonly minute: number;
}

/** The Eastern wall-clock date and time at an instant. */
export function easternWallClock(instant: Date): EasternWallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('invalid date');
  const parts = easternClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

export function easternDate(instant: Date): CalendarDate {
  const { year, month, day } = easternWallClock(instant);
  return { year, month, day };
}

const DAY_MS = 86_400_000;

function toUtcDay(d: CalendarDate): number {
  return Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;
}

function fromUtcDay(day: number): CalendarDate {
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return fromUtcDay(toUtcDay(d) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toUtcDay(to) - toUtcDay(from);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(d: CalendarDate): number {
  return new Date(toUtcDay(d) * DAY_MS).getUTCDay();
}

/** 'YYYY-MM-DD'. */
export function formatIsoDate(d: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

export function parseIsoDate(text: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`expected YYYY-MM-DD, got '${text}'`);
  const d = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const roundTrip = fromUtcDay(toUtcDay(d));
  if (roundTrip.month !== d.month || roundTrip.day !== d.day) throw new RangeError(`no such date: '${text}'`);
  return d;
}

/** Today's date in Eastern time as 'YYYY-MM-DD'. */
export function easternIsoDate(instant: Date): string {
  return formatIsoDate(easternDate(instant));
}

/** Eastern wall clock minus UTC at an instant, in ms (−4 h in daylight time, −5 h in standard time). */
function easternOffsetMs(instant: number): number {
  const c = easternWallClock(new Date(instant));
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
  return wall - Math.floor(instant / 60_000) * 60_000;
}

// Importing history converts ~20,000 kickoffs; Intl is slow (tens of µs a call) and most share a date
// and hour, so the offsets are memoised (a pure function of the wall-clock hour).
const OFFSET_MEMO_LIMIT = 4096;
const offsetMemo = new Map<number, number>();

function wallClockOffsetMs(wall: number): number {
  const hour = Math.floor(wall / 3_600_000);
  const hit = offsetMemo.get(hour);
  if (hit !== undefined) return hit;
  // The offset at the wall time read as UTC is at most an hour off around a switch; one more step fixes it.
  const guess = wall - easternOffsetMs(wall);
  const offset = easternOffsetMs(guess);
  if (offsetMemo.size >= OFFSET_MEMO_LIMIT) offsetMemo.clear();
  offsetMemo.set(hour, offset);
  return offset;
}

/**
 * Epoch ms of an Eastern wall-clock date `YYYY-MM-DD` and time `HH:MM` (the time zone database's
 * daylight-saving rules of that year, as for every other Eastern date here). A missing time means the
 * usual 13:00 Sunday slot (old nflverse rows carry none; only the football week matters for those).
 */
export function easternWallClockToUtc(date: string, time: string | undefined): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!d) throw new SyntaxError(`not a date: ${date}`);
  const t = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time ?? '13:00');
  if (!t) throw new SyntaxError(`not a time: ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  return wall - wallClockOffsetMs(wall);
}
