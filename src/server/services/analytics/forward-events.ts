import type { AnalyticsForwarder } from '../../providers/ports';
import type { ServiceContext } from '../context';
import { startIntervalLoop } from '../jobs/interval-loop';

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
    // A batch is claimed under row locks other instances skip (analytics-events-repository.ts):
    // with several instances running this loop, no event is sent twice.
    const sent = await ctx.repos.analyticsEvents.forwardBatch(
      BATCH,
      (rows) =>
        forwarder.send(
          rows.map((row) => ({
            id: row.id,
            name: row.name,
            source: row.source,
            path: row.path,
            properties: (row.properties ?? {}) as Record<string, unknown>,
            occurredAt: row.occurredAt.toISOString(),
          })),
        ),
      ctx.now,
    );
    forwarded += sent;
    if (sent < BATCH) break;
  }
  return { forwarded };
}

/** Runs forwardPendingEvents every `intervalMs` (one run at a time). */
export function startEventForwarder(
  ctx: ServiceContext,
  forwarder: AnalyticsForwarder,
  options: { intervalMs?: number } = {},
): { stop(): Promise<void> } {
  const loop = startIntervalLoop(
    () =>
      forwardPendingEvents(ctx, forwarder)
        .then(() => undefined)
        .catch((error: unknown) => ctx.log.warn({ err: error }, 'Analytics forwarding failed; will retry')),
    options.intervalMs ?? 30_000,
  );
  return { stop: loop.stop };
}
