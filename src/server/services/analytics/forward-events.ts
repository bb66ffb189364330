import { and, asc, inArray, isNull } from 'drizzle-orm';
import { analyticsEvents } from '../../db/schema';
import type { AnalyticsForwarder } from '../../providers/ports';
import type { ServiceContext } from '../context';

const BATCH = 200;

/**
 * Sends events the forwarder has not yet accepted, oldest first, in batches, and marks them.
 * A failure stops the run and leaves the rest pending for the next one: nothing is lost, and the
 * events stay stored whatever the forwarder does.
 */
export async function forwardPendingEvents(
  ctx: ServiceContext,
  forwarder: AnalyticsForwarder,
  options: { maxBatches?: number } = {},
): Promise<{ forwarded: number }> {
  let forwarded = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 10); batch++) {
    const rows = await ctx.db
      .select()
      .from(analyticsEvents)
      .where(isNull(analyticsEvents.forwardedAt))
      .orderBy(asc(analyticsEvents.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    await forwarder.send(
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        source: row.source,
        path: row.path,
        properties: (row.properties ?? {}) as Record<string, unknown>,
        occurredAt: row.occurredAt.toISOString(),
      })),
    );
    const ids = rows.map((row) => row.id);
    await ctx.db
      .update(analyticsEvents)
      .set({ forwardedAt: ctx.now() })
      .where(and(inArray(analyticsEvents.id, ids), isNull(analyticsEvents.forwardedAt)));
    forwarded += rows.length;
    if (rows.length < BATCH) break;
  }
  return { forwarded };
}

export interface EventForwarderLoop {
  stop(): Promise<void>;
}

/** Runs forwardPendingEvents every `intervalMs` (one run at a time). */
export function startEventForwarder(
  ctx: ServiceContext,
  forwarder: AnalyticsForwarder,
  options: { intervalMs?: number } = {},
): EventForwarderLoop {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = forwardPendingEvents(ctx, forwarder)
      .then(() => undefined)
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'Analytics forwarding failed; will retry'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 30_000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
