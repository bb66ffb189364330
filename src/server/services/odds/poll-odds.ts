import type { League } from '@shared/league';
import type { OddsProvider, QuotaInfo } from '../../providers/ports';
import { UpstreamError } from '../../providers/http/upstream-error';
import { OddsApiAuthError, QuotaExhaustedError } from '../../providers/odds-api/odds-api-errors';
import type { AnalysisDeps } from '../analysis/analyze-game';
import { analysesChanged } from '../analysis/games-cache';
import { callOddsProvider, storeOddsEvents } from '../ingest/ingest-odds';
import type { PollOutcome } from '../../repositories/odds-polls-repository';
import type { OddsBand } from './odds-schedule';
import { repriceChangedGames } from './reprice-games';

/** A 429 without Retry-After waits this long before the league is polled again. */
export const DEFAULT_RETRY_AFTER_MS = 60_000;

export interface PollOddsDeps extends AnalysisDeps {
  odds: OddsProvider;
}

export type PollResult =
  | { kind: 'skipped' }
  | {
      kind: 'ok';
      events: number;
      quotes: number;
      repriced: number;
      gameIds: string[];
      quota: QuotaInfo | null;
    }
  | { kind: 'failed'; status: PollOutcome['status']; error: string };

function errorText(error: unknown): string {
  // The source's answer, not the whole (redacted) address: the admin card shows it.
  const text =
    error instanceof UpstreamError
      ? `${error.status ? `HTTP ${error.status}` : error.kind}: ${error.detail ?? error.kind}`
      : error instanceof Error
        ? error.message
        : String(error);
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

/**
 * One poll of a league's prices for the given bands: claimed across instances (odds-polls.ts), one
 * call to the source for games kicking off in `window`, every price stored, and every game whose
 * quotes changed priced again at once. A failure leaves the last good prices in place and is
 * recorded: a 429 with its Retry-After (nothing is polled for the league before it), a spent quota
 * (polling pauses, every surface says so), a garbled answer or an outage (retried on the next due
 * time).
 */
export async function pollOdds(
  deps: PollOddsDeps,
  request: {
    league: League;
    bands: readonly OddsBand[];
    window: { from: Date; to: Date };
    /** Another instance's poll started at or after this moment makes this one unnecessary. */
    notPolledSince: Date | null;
  },
  signal?: AbortSignal,
): Promise<PollResult> {
  const claimed = await deps.repos.oddsPolls.claim({
    league: request.league,
    kind: 'odds',
    bands: request.bands,
    now: deps.now(),
    notPolledSince: request.notPolledSince,
  });
  if (!claimed) return { kind: 'skipped' };
  try {
    const { events, quota } = await callOddsProvider(deps, deps.odds, request.league, () =>
      deps.odds.fetchOdds(request.league, request.window),
    );
    const stored = await storeOddsEvents(deps, deps.odds, request.league, events);
    const repriced = await repriceChangedGames(deps, stored.gameIds, signal);
    // The slate's ages and best prices read the new quotes even where no game was priced again.
    analysesChanged(deps);
    await deps.repos.oddsPolls.finish(claimed.id, {
      status: 'ok',
      finishedAt: deps.now(),
      httpStatus: 200,
      events: stored.events,
      quotes: stored.snapshots,
      repriced,
      creditsLast: quota?.last ?? null,
      creditsUsed: quota?.used ?? null,
      creditsRemaining: quota?.remaining ?? null,
    });
    return {
      kind: 'ok',
      events: stored.events,
      quotes: stored.snapshots,
      repriced,
      gameIds: stored.gameIds,
      quota,
    };
  } catch (error) {
    const outcome = failureOutcome(error, deps.now());
    await deps.repos.oddsPolls.finish(claimed.id, outcome);
    deps.log.warn({ err: error, league: request.league, status: outcome.status }, 'Odds poll failed');
    return { kind: 'failed', status: outcome.status, error: outcome.error ?? '' };
  }
}

/** How a failed call is recorded (and so what the schedule does next). */
export function failureOutcome(error: unknown, now: Date): PollOutcome {
  const base = { finishedAt: now, error: errorText(error) };
  if (error instanceof QuotaExhaustedError)
    return {
      ...base,
      status: 'quota-spent',
      httpStatus: error.status ?? 401,
      creditsUsed: error.quota?.used ?? null,
      creditsRemaining: 0,
      creditsLast: 0,
    };
  if (error instanceof OddsApiAuthError)
    return { ...base, status: 'failed', httpStatus: error.status ?? 401 };
  if (error instanceof UpstreamError && error.status === 429)
    return {
      ...base,
      status: 'rate-limited',
      httpStatus: 429,
      retryAfterUntil: new Date(now.getTime() + (error.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS)),
    };
  if (error instanceof UpstreamError) return { ...base, status: 'failed', httpStatus: error.status ?? null };
  return { ...base, status: 'failed' };
}

/**
 * A pull of odds made outside the schedule (the full refresh, an admin's refresh), recorded like a
 * poll of every band so the status and the schedule know of it. When a scheduled poll of the league
 * is running the pull still happens, unrecorded (that poll records the same prices).
 */
export async function recordedPull(
  deps: PollOddsDeps,
  league: League,
  pull: () => Promise<{ events: number; snapshots: number; quota?: QuotaInfo | null }>,
): Promise<{ events: number; snapshots: number }> {
  const claimed = await deps.repos.oddsPolls.claim({
    league,
    kind: 'odds',
    bands: ['kickoff', 'day', 'week', 'far'],
    now: deps.now(),
    notPolledSince: null,
  });
  if (!claimed) return pull();
  try {
    const result = await pull();
    await deps.repos.oddsPolls.finish(claimed.id, {
      status: 'ok',
      finishedAt: deps.now(),
      httpStatus: 200,
      events: result.events,
      quotes: result.snapshots,
      creditsLast: result.quota?.last ?? null,
      creditsUsed: result.quota?.used ?? null,
      creditsRemaining: result.quota?.remaining ?? null,
    });
    return result;
  } catch (error) {
    await deps.repos.oddsPolls.finish(claimed.id, failureOutcome(error, deps.now()));
    throw error;
  }
}
