import {
  ODDS_PAUSED_MESSAGE,
  type AdminLeagueOddsStatus,
  type AdminOddsStatus,
  type LeagueOddsStatus,
  type OddsStatus,
} from '@shared/api/odds-status';
import { LEAGUES, type League } from '@shared/league';
import type { ServiceContext } from '../context';
import { latestQuotesByGame } from '../analysis/latest-quotes';
import type { OddsPollRow } from '../../repositories/odds-polls-repository';
import { currentCadence, nextOddsPollAt } from './odds-schedule';
import type { OddsPlanner, OddsPlanSnapshot } from './odds-plan';

export interface OddsStatusDeps extends ServiceContext {
  oddsPlanner: OddsPlanner;
  /** 'replay' or the live source's name. */
  oddsSource: 'replay' | 'the-odds-api';
  /** The scheduler runs (SCHEDULER); without it prices change only on an admin's refresh. */
  scheduled: boolean;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The replay is refreshed by the refresh job alone: its status is that job's. */
async function replayStatus(deps: OddsStatusDeps, league: League): Promise<LeagueOddsStatus> {
  const last = await deps.repos.jobs.lastCompleted(['refresh', 'generate']);
  const updatedAt = last?.finishedAt ?? null;
  const every = deps.config.odds.refreshMinutes * 60_000;
  return {
    league,
    state: deps.scheduled ? 'live' : 'manual',
    message: null,
    updatedAt: iso(updatedAt),
    nextUpdateAt: deps.scheduled && updatedAt ? iso(new Date(updatedAt.getTime() + every)) : null,
    intervalSeconds: deps.scheduled ? every / 1000 : null,
    band: null,
  };
}

async function liveStatus(
  deps: OddsStatusDeps,
  league: League,
  snapshot: OddsPlanSnapshot,
  polls: { last: OddsPollRow | null; lastOk: OddsPollRow | null },
): Promise<LeagueOddsStatus> {
  const now = deps.now();
  const kickoffs = snapshot.kickoffs[league];
  const base = { league, updatedAt: iso(polls.lastOk?.finishedAt), band: null, intervalSeconds: null };
  if (snapshot.plan.state === 'paused')
    return { ...base, state: 'paused', message: ODDS_PAUSED_MESSAGE, nextUpdateAt: null };
  if (!deps.scheduled) return { ...base, state: 'manual', message: null, nextUpdateAt: null };
  const stretch = snapshot.plan.stretch;
  const cadence = currentCadence({ now, kickoffs, stretch });
  if (!cadence) return { ...base, state: 'idle', message: null, nextUpdateAt: null };
  const lastPolledAt = await deps.repos.oddsPolls.lastPolledBands(
    league,
    'odds',
    new Date(now.getTime() - 7 * 86_400_000),
    now,
  );
  const scheduledNext = nextOddsPollAt({ now, kickoffs, lastPolledAt, stretch });
  const retryUntil =
    polls.last?.retryAfterUntil && polls.last.retryAfterUntil > now ? polls.last.retryAfterUntil : null;
  const failed = polls.last && polls.last.status !== 'ok' && polls.last.status !== 'running';
  const next = retryUntil && (!scheduledNext || retryUntil > scheduledNext) ? retryUntil : scheduledNext;
  return {
    ...base,
    state: failed ? 'waiting' : 'live',
    message: retryUntil
      ? 'the odds source asked us to wait'
      : failed
        ? 'the last odds update failed; retrying'
        : null,
    nextUpdateAt: iso(next && next < now ? now : next),
    intervalSeconds: Math.round(cadence.intervalMs / 1000),
    band: cadence.band,
  };
}

/** What the Games and Best Bets pages show above the slate, per league (GET /api/odds-status). */
export async function getOddsStatus(deps: OddsStatusDeps): Promise<OddsStatus> {
  const now = deps.now();
  const leagues = await Promise.all(
    LEAGUES.map(async (league) => {
      if (deps.oddsSource === 'replay') return replayStatus(deps, league);
      const snapshot = await deps.oddsPlanner.current(deps);
      return liveStatus(deps, league, snapshot, await deps.repos.oddsPolls.latest(league, deps.now()));
    }),
  );
  return {
    source: deps.oddsSource,
    now: now.toISOString(),
    staleAfterMinutes: deps.config.pricing.staleAfterMinutes,
    leagues,
  };
}

function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

/** Ages (seconds) of every book's current price on the league's games still to kick off this window. */
async function quoteAges(
  deps: ServiceContext,
  league: League,
): Promise<AdminLeagueOddsStatus['quoteAgeSeconds']> {
  const now = deps.now();
  const upcoming = await deps.repos.games.scheduledBetween({
    league,
    from: now,
    to: new Date(now.getTime() + 8 * 86_400_000),
  });
  const quotes = await latestQuotesByGame(
    deps,
    upcoming.map((g) => g.id),
    now,
  );
  const ages = [...quotes.values()]
    .flat()
    .map((q) => Math.max(0, Math.round((now.getTime() - q.fetchedAt.getTime()) / 1000)))
    .sort((a, b) => a - b);
  return { p50: quantile(ages, 0.5), p95: quantile(ages, 0.95), prices: ages.length };
}

function planNote(snapshot: OddsPlanSnapshot): string | null {
  const { plan } = snapshot;
  const left = plan.left.toLocaleString('en-US');
  if (plan.state === 'paused')
    return 'Polling resumes when the source allows it (a free quota check every 30 minutes)';
  if (plan.state === 'stretched')
    return `Cadences stretched ×${plan.stretch.toFixed(2)} to fit the ${left} credits left this month`;
  return null;
}

/** The admin's odds status card and /metrics (GET /api/admin/odds-status). */
export async function getAdminOddsStatus(deps: OddsStatusDeps): Promise<AdminOddsStatus> {
  const base = await getOddsStatus(deps);
  const now = deps.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const counts = await deps.repos.oddsPolls.countsSince(monthStart);
  const leagues = await Promise.all(
    base.leagues.map(async (status): Promise<AdminLeagueOddsStatus> => {
      const polls = await deps.repos.oddsPolls.latest(status.league, now);
      const calls: Record<string, number> = {};
      for (const row of counts) if (row.league === status.league) calls[row.status] = row.calls;
      return {
        ...status,
        lastPollAt: iso(polls.last?.startedAt),
        quoteAgeSeconds: await quoteAges(deps, status.league),
        callsThisMonth: calls,
        lastError:
          polls.lastFailed && polls.lastFailed.error
            ? { at: polls.lastFailed.startedAt.toISOString(), message: polls.lastFailed.error }
            : null,
      };
    }),
  );
  if (deps.oddsSource === 'replay') return { ...base, leagues, credits: null };
  const snapshot = await deps.oddsPlanner.current(deps);
  return {
    ...base,
    leagues,
    credits: {
      budget: snapshot.budget,
      usedThisMonth: snapshot.usedThisMonth,
      remaining: snapshot.remaining,
      projectedMonth: Math.round(snapshot.plan.projectedMonth),
      resetsAt: snapshot.monthEndsAt.toISOString(),
      plan: snapshot.plan.state,
      stretch: Number.isFinite(snapshot.plan.stretch) ? Math.round(snapshot.plan.stretch * 100) / 100 : null,
      note: planNote(snapshot),
    },
  };
}
