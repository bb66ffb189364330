import { LEAGUES, type League } from '@shared/league';
import { alertLineMoves } from '../curation/alert-line-moves';
import { ingestPlayerProps } from '../props/ingest-player-props';
import { ODDS_BANDS, PROP_BANDS, dueOddsPoll, type OddsBand } from './odds-schedule';
import type { OddsPlanner } from './odds-plan';
import { pollOdds, type PollOddsDeps, type PollResult } from './poll-odds';

/** How often the poller looks for due work: well under the fastest cadence (2 min). */
export const POLL_TICK_MS = 5_000;
/** While paused for want of credits, the free quota check runs this often. */
export const PAUSED_PROBE_MS = 30 * 60_000;

export interface OddsPollerDeps extends PollOddsDeps {
  oddsPlanner: OddsPlanner;
}

export interface OddsPoller {
  /** One step: polls every league that is due; returns what each poll did. */
  tick(): Promise<Partial<Record<League, PollResult>>>;
  stop(): Promise<void>;
}

const slowest = Math.max(...ODDS_BANDS.map((b) => b.intervalMs));
const FAR = ODDS_BANDS.find((b) => b.band === 'far')!;

/**
 * Live mode's odds: each league is polled on the credit schedule (odds-schedule.ts) for the bands
 * that hold its games, every poll prices changed games at once (poll-odds.ts), and the plan is
 * recomputed after every call. Any number of instances may run one: odds_polls is their shared clock.
 */
export function startOddsPoller(
  deps: OddsPollerDeps,
  options: { tickMs?: number; autoStart?: boolean } = {},
): OddsPoller {
  const shutdown = new AbortController();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function probeWhilePaused(): Promise<void> {
    const now = deps.now();
    if (!deps.odds.fetchQuota) return;
    const claimed = await deps.repos.oddsPolls.claim({
      league: 'nfl',
      kind: 'probe',
      bands: [],
      now,
      notPolledSince: new Date(now.getTime() - PAUSED_PROBE_MS),
    });
    if (!claimed) return;
    try {
      const quota = await deps.odds.fetchQuota();
      await deps.repos.oddsPolls.finish(claimed.id, {
        status: 'ok',
        finishedAt: deps.now(),
        httpStatus: 200,
        creditsUsed: quota?.used ?? null,
        creditsRemaining: quota?.remaining ?? null,
        creditsLast: 0,
      });
    } catch (error) {
      await deps.repos.oddsPolls.finish(claimed.id, {
        status: 'failed',
        finishedAt: deps.now(),
        error: error instanceof Error ? error.message : String(error),
      });
    }
    deps.oddsPlanner.invalidate();
  }

  async function pollLeague(league: League, stretch: number, kickoffs: Date[]): Promise<PollResult | null> {
    const now = deps.now();
    const { last } = await deps.repos.oddsPolls.latest(league, deps.now());
    if (last?.retryAfterUntil && last.retryAfterUntil > now) return null;
    const lastPolledAt = await deps.repos.oddsPolls.lastPolledBands(
      league,
      'odds',
      new Date(now.getTime() - slowest * stretch),
      now,
    );
    const due =
      dueOddsPoll({ now, kickoffs, lastPolledAt, stretch }) ??
      discovery(now, kickoffs, lastPolledAt, stretch);
    if (!due) return null;
    const result = await pollOdds(
      deps,
      {
        league,
        bands: due.bands,
        window: due.window,
        // What was due was read at `now`: only a poll started since then (another instance's) makes
        // this one unnecessary; a running one blocks the claim by itself.
        notPolledSince: now,
      },
      shutdown.signal,
    );
    if (result.kind !== 'skipped') deps.oddsPlanner.invalidate();
    return result;
  }

  /**
   * A league with no known game is asked at the far band's cadence whether games are listed (the
   * start of a season, or a database that has never polled): one call over the whole picks window.
   */
  function discovery(
    now: Date,
    kickoffs: readonly Date[],
    lastPolledAt: Partial<Record<OddsBand, Date>>,
    stretch: number,
  ): { bands: OddsBand[]; window: { from: Date; to: Date } } | null {
    if (kickoffs.some((k) => k > now)) return null;
    const last = lastPolledAt.far?.getTime() ?? -Infinity;
    if (now.getTime() - last < FAR.intervalMs * stretch) return null;
    // The call covers every band's games, so every band counts as polled.
    return {
      bands: ODDS_BANDS.map((b) => b.band),
      window: { from: now, to: new Date(now.getTime() + FAR.withinMs) },
    };
  }

  /** Props near kickoff only, each game at most once per its band's (stretched) interval. */
  async function pollProps(stretch: number): Promise<void> {
    const now = deps.now();
    for (const band of PROP_BANDS) {
      await ingestPlayerProps(
        deps,
        deps.odds,
        { from: now, to: new Date(now.getTime() + band.withinMs) },
        { minIntervalMinutes: (band.intervalMs * stretch) / 60_000 },
      );
    }
  }

  async function tick(): Promise<Partial<Record<League, PollResult>>> {
    const snapshot = await deps.oddsPlanner.current(deps);
    if (snapshot.plan.state === 'paused') {
      await probeWhilePaused();
      return {};
    }
    const results: Partial<Record<League, PollResult>> = {};
    for (const league of LEAGUES) {
      if (shutdown.signal.aborted) break;
      const result = await pollLeague(league, snapshot.plan.stretch, snapshot.kickoffs[league]);
      if (result) results[league] = result;
    }
    const polled = Object.values(results).some((r) => r.kind === 'ok');
    if (polled) {
      await pollProps(snapshot.plan.stretch);
      // The existing SMS trigger: a published pick's line moved at its book.
      await alertLineMoves(deps);
    }
    return results;
  }

  const loop = () => {
    if (stopped) return;
    running = tick()
      .catch((error: unknown) => deps.log.error({ err: error }, 'Odds poller step failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, options.tickMs ?? POLL_TICK_MS);
      });
  };
  if (options.autoStart !== false) timer = setTimeout(loop, 0);

  return {
    tick,
    async stop() {
      stopped = true;
      shutdown.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
