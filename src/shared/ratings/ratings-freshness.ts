import { easternWallClockToUtc, formatIsoDate, type CalendarDate } from '../calendar/eastern-date';
import { easternDayText } from '../calendar/eastern-time';
import { footballSeasonOf } from '../calendar/football-season';
import { footballWeekStart } from '../calendar/football-week-start';
import {
  COLLEGE_WEEK_RANGE,
  NFL_WEEK_RANGE,
  collegeSeasonStart,
  nflSeasonStart,
} from '../calendar/football-weeks';
import type { League } from '../league';

/**
 * How current a league's ratings are (issue 20 §5). `ratingsAsOf` is the kickoff of the latest
 * completed game the ratings include. They are out of date when they miss a whole completed
 * regular-season week of the season being priced: none of that week's games is in them (a server
 * started without this season's results, a results feed that stopped). Post-season weeks are not
 * checked by the calendar (the week before a Super Bowl or between bowl games can have no game at all),
 * only the last regular-season week is. Out-of-date ratings show no lean.
 */
export interface RatingsFreshness {
  /** ISO instant of the latest completed game the ratings include; null when they include none. */
  readonly ratingsAsOf: string | null;
  readonly outOfDate: boolean;
}

const WEEK_MS = 7 * 86_400_000;

const SEASONS: Readonly<
  Record<League, { seasonStart: (season: number) => CalendarDate; weekRange: { readonly max: number } }>
> = {
  nfl: { seasonStart: nflSeasonStart, weekRange: NFL_WEEK_RANGE },
  cfb: { seasonStart: collegeSeasonStart, weekRange: COLLEGE_WEEK_RANGE },
};

/** The football week holding the league's season opener, and how many regular-season weeks follow. */
function regularSeason(league: League, season: number): { firstWeek: Date; weeks: number } {
  const { seasonStart, weekRange } = SEASONS[league];
  const start = seasonStart(season);
  // Noon Eastern on the opener's date lies inside its football week whatever the offset.
  const opener = new Date(easternWallClockToUtc(formatIsoDate(start), '12:00'));
  return { firstWeek: footballWeekStart(opener), weeks: weekRange.max };
}

/**
 * Freshness of ratings fitted at `moment` (the rating moment: ratings include completed games before
 * it) whose latest included game kicked off at `latestGame`.
 */
export function ratingsFreshness(league: League, moment: Date, latestGame: Date | null): RatingsFreshness {
  const { firstWeek, weeks } = regularSeason(league, footballSeasonOf(moment));
  const lastRegularWeek = firstWeek.getTime() + (weeks - 1) * WEEK_MS;
  // The last completed week before the moment, held to the regular season.
  const checked = Math.min(footballWeekStart(moment).getTime() - WEEK_MS, lastRegularWeek);
  const outOfDate = checked >= firstWeek.getTime() && (latestGame === null || latestGame.getTime() < checked);
  return { ratingsAsOf: latestGame ? latestGame.toISOString() : null, outOfDate };
}

/**
 * One line for every surface that shows the ratings: 'BetLens ratings as of Nov 24, 2024' or
 * 'BetLens ratings out of date since Feb 9, 2025: no ratings lean'. Null when nothing is known.
 */
export function ratingsFreshnessText(freshness: RatingsFreshness | null): string | null {
  if (!freshness) return null;
  const day = freshness.ratingsAsOf ? easternDayText(freshness.ratingsAsOf) : null;
  if (freshness.outOfDate)
    return day
      ? `BetLens ratings out of date since ${day}: no ratings lean`
      : 'BetLens ratings out of date (no completed game this season): no ratings lean';
  return day ? `BetLens ratings as of ${day}` : null;
}
