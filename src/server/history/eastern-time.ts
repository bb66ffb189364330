/**
 * nflverse `gametime` is US Eastern wall-clock time. Converting it needs the US daylight-saving rules in
 * force that year: 2007 on, second Sunday of March to first Sunday of November; 1987–2006, first Sunday
 * of April to last Sunday of October (both switching at 02:00 local).
 */

const HOUR_MS = 3_600_000;

/** Day of month of the n-th Sunday (n ≥ 1) of a month, or of the last one when n = -1. */
function sunday(year: number, month: number, n: number): number {
  if (n > 0) {
    const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lastWeekday = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - lastWeekday;
}

/** Whether Eastern wall-clock time (year, month, day, hour) falls in daylight time. */
export function isEasternDaylightTime(year: number, month: number, day: number, hour: number): boolean {
  const [startMonth, startDay, endMonth, endDay] =
    year >= 2007
      ? [3, sunday(year, 3, 2), 11, sunday(year, 11, 1)]
      : [4, sunday(year, 4, 1), 10, sunday(year, 10, -1)];
  const key = (m: number, d: number, h: number) => (m * 32 + d) * 24 + h;
  const now = key(month, day, hour);
  return now >= key(startMonth, startDay, 2) && now < key(endMonth, endDay, 2);
}

/**
 * Epoch ms of an Eastern date `YYYY-MM-DD` and time `HH:MM`. A missing time means the usual 13:00
 * Sunday slot (old nflverse rows): only the football week matters for those games.
 */
export function easternToUtc(date: string, time: string | undefined): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!d) throw new SyntaxError(`not a date: ${date}`);
  const t = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time ?? '13:00');
  if (!t) throw new SyntaxError(`not a time: ${time}`);
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  const offsetHours = isEasternDaylightTime(year, month, day, hour) ? 4 : 5;
  return Date.UTC(year, month - 1, day, hour, minute) + offsetHours * HOUR_MS;
}
