import type { ServiceContext } from '../context';
import { startIntervalLoop } from '../jobs/interval-loop';
import { licenceDataChanged } from './license-lookups';

/** A session is deleted this long after it expired (or, on an active licence, was ended). */
export const SESSION_KEEP_AFTER_END_MS = 86_400_000;
const BATCH = 1_000;
/** A sweep deletes at most this many batches; the next one takes the rest. */
const MAX_BATCHES = 50;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Deletes the sessions no cookie can use any more (docs/architecture.md, "Session rows stay bounded"): expired more
 * than a day ago, or ended (signed out, devices freed) more than a day ago on a licence that is
 * still active. A revoked licence's ended sessions stay until they expire, as its cookies do, so
 * those say LICENSE_REVOKED rather than "sign in". In batches, so no statement holds many locks.
 */
export async function sweepSessions(ctx: ServiceContext): Promise<{ deleted: number }> {
  const cutoff = new Date(ctx.now().getTime() - SESSION_KEEP_AFTER_END_MS);
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const n = await ctx.repos.sessions.deleteDead(cutoff, BATCH);
    deleted += n;
    if (n < BATCH) break;
  }
  if (deleted > 0) licenceDataChanged(ctx);
  return { deleted };
}

/** Sweeps now and then every hour (one sweep at a time); several instances may each sweep. */
export function startSessionSweeper(
  ctx: ServiceContext,
  options: { intervalMs?: number } = {},
): { stop(): Promise<void> } {
  const loop = startIntervalLoop(
    () =>
      sweepSessions(ctx)
        .then(({ deleted }) => {
          if (deleted > 0) ctx.log.info({ deleted }, 'Swept ended and expired sessions');
        })
        .catch((error: unknown) => ctx.log.warn({ err: error }, 'Session sweep failed; will retry')),
    options.intervalMs ?? SWEEP_EVERY_MS,
  );
  loop.tick();
  return { stop: loop.stop };
}
