import { easternDate } from './eastern-date';

/**
 * The football season an instant belongs to, on its US Eastern date: August to December are that
 * year's season; January to July still belong to the previous autumn's (bowls, NFL playoffs and the
 * Super Bowl are played in January and February; nothing is played from March to July). Ratings
 * regress between seasons, so a January game priced under the calendar year would be priced after a
 * pre-season step that has not happened.
 */
export const SEASON_FIRST_MONTH = 8;

export function footballSeasonOf(instant: Date): number {
  const d = easternDate(instant);
  return d.month >= SEASON_FIRST_MONTH ? d.year : d.year - 1;
}
