import type { AnalyticsEventName, EventProperties } from '@shared/api/events';
import type { ServiceContext } from '../context';

export interface EventToRecord {
  name: AnalyticsEventName;
  source: 'web' | 'overlay' | 'server';
  path?: string | null | undefined;
  properties?: EventProperties | undefined;
}

/** Stores one event (already validated: names from the shared list, no personal data). */
export async function recordEvent(ctx: ServiceContext, event: EventToRecord): Promise<void> {
  await ctx.repos.analyticsEvents.insert({
    name: event.name,
    source: event.source,
    path: event.path ?? null,
    properties: event.properties ?? {},
    occurredAt: ctx.now(),
  });
}

/**
 * The server's own events (game_approved, odds_api_failure, …). Analytics must never break the
 * action it describes: a failure to store is logged and swallowed.
 */
export async function recordServerEvent(
  ctx: ServiceContext,
  name: AnalyticsEventName,
  properties: EventProperties = {},
): Promise<void> {
  try {
    await recordEvent(ctx, { name, source: 'server', properties });
  } catch (error) {
    ctx.log.warn({ err: error, event: name }, 'Could not record an analytics event');
  }
}
