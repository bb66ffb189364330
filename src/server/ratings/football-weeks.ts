import { footballWeek } from '@shared/calendar/football-week-start';

/**
 * Walk-forward rounds. Ratings are refitted once per football week (src/shared/calendar/
 * football-week-start.ts), and every game of a week is priced from games of earlier weeks only. Weeks
 * are cut by calendar time rather than by the sources' week labels, which CFBD reuses for bowl season
 * and rescheduled games.
 */

export { footballWeek };

/** Games sorted by kickoff and grouped by (season, football week); rounds come out in time order. */
export function groupIntoRounds<T extends { readonly season: number; readonly kickoff: number }>(
  games: readonly T[],
): T[][] {
  const sorted = [...games].sort((a, b) => a.kickoff - b.kickoff || a.season - b.season);
  const rounds: T[][] = [];
  let key = '';
  for (const g of sorted) {
    const k = `${g.season}:${footballWeek(g.kickoff)}`;
    if (k !== key) {
      rounds.push([]);
      key = k;
    }
    rounds[rounds.length - 1]!.push(g);
  }
  return rounds;
}
