import { ANALYTICS_EVENTS, type EventsSummaryResponse } from '@shared/api/events';
import type { ServiceContext } from '../context';

type EventCounts = EventsSummaryResponse['events'][number];

const DAY_MS = 86_400_000;

/** Per event name: how many in the last 7 and 30 days (every known name, zeros included). */
export async function summarizeEvents(ctx: ServiceContext): Promise<EventCounts[]> {
  const now = ctx.now().getTime();
  const since7 = new Date(now - 7 * DAY_MS);
  const since30 = new Date(now - 30 * DAY_MS);
  const rows = await ctx.repos.analyticsEvents.countsByName(since7, since30);
  const byName = new Map(rows.map((row) => [row.name, row]));
  return ANALYTICS_EVENTS.map((name) => ({
    name,
    last7Days: byName.get(name)?.last7Days ?? 0,
    last30Days: byName.get(name)?.last30Days ?? 0,
  }));
}
