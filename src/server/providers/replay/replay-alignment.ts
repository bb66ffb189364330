import { footballSeasonOf } from '@shared/calendar/football-season';
import { collegeSeasonStart, nflSeasonStart } from '@shared/calendar/football-weeks';
import type { League } from '@shared/league';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

function openerMs(league: League, season: number): number {
  const d = league === 'nfl' ? nflSeasonStart(season) : collegeSeasonStart(season);
  return Date.UTC(d.year, d.month - 1, d.day, 16);
}

/**
 * How far to move a past season so that it plays out on today's calendar. The shift is a whole
 * number of weeks (kickoff weekdays and times stay real). In season, week n of the past season
 * falls on week n of this one; when that leaves the next `windowDays` without games (off-season,
 * bye-less gaps, the end of the playoffs), the past season's week 6 is moved onto this week
 * instead, so the picks window always has games.
 */
export function replayShiftMs(
  league: League,
  sourceSeason: number,
  kickoffs: readonly number[],
  now: Date,
  windowDays = 8,
): number {
  const hasGamesInWindow = (shift: number) =>
    kickoffs.some((k) => k + shift >= now.getTime() && k + shift < now.getTime() + windowDays * DAY_MS);
  const natural =
    Math.round((openerMs(league, footballSeasonOf(now)) - openerMs(league, sourceSeason)) / WEEK_MS) *
    WEEK_MS;
  if (hasGamesInWindow(natural)) return natural;
  const sourceWeekSix = openerMs(league, sourceSeason) + 5 * WEEK_MS - 2 * DAY_MS;
  return Math.floor((now.getTime() - sourceWeekSix) / WEEK_MS) * WEEK_MS;
}
