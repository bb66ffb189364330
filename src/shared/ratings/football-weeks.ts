/**
 * Walk-forward rounds. Ratings are refitted once per football week, and every game of a week is priced
 * from games of earlier weeks only. Weeks run Tuesday to Monday in US time (Thursday to Monday NFL
 * slates, Saturday college slates, Monday-night games end a week), and are cut by calendar time rather
 * than by the sources' week labels, which CFBD reuses for bowl season and rescheduled games.
 */

const DAY_MS = 86_400_000;
/** Kickoffs are UTC; 8 hours back keeps late US-evening games (01:00–07:59 UTC) on their local day. */
const US_OFFSET_MS = 8 * 3_600_000;
/** 1970-01-06 was a Tuesday. */
const FIRST_TUESDAY_MS = 5 * DAY_MS;

export function footballWeek(kickoff: number): number {
  return Math.floor((kickoff - US_OFFSET_MS - FIRST_TUESDAY_MS) / (7 * DAY_MS));
}

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
