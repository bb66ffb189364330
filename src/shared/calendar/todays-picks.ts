/**
 * Which picks the dashboard lists: the ones kicking off today (US Eastern date); when none do, the
 * next few that have not started, labelled as such so "today" never names tomorrow's games.
 */
import { easternDate, formatIsoDate } from './eastern-date';

export const UPCOMING_LIMIT = 5;

export interface DashboardPicks<T> {
  when: 'today' | 'upcoming';
  games: T[];
}

export function dashboardPicks<T extends { commenceTime: string }>(
  games: readonly T[],
  now: Date,
): DashboardPicks<T> {
  const today = formatIsoDate(easternDate(now));
  const sorted = [...games].sort((a, b) => Date.parse(a.commenceTime) - Date.parse(b.commenceTime));
  const todays = sorted.filter((g) => formatIsoDate(easternDate(new Date(g.commenceTime))) === today);
  if (todays.length > 0) return { when: 'today', games: todays };
  return {
    when: 'upcoming',
    games: sorted.filter((g) => Date.parse(g.commenceTime) > now.getTime()).slice(0, UPCOMING_LIMIT),
  };
}
