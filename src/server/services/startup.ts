import type { NflResultsFeed, OddsProvider, StatsProvider } from '../providers/ports';
import type { AnalysisDeps } from './analysis/analyze-game';
import { generateAnalyses, refreshGames } from './analysis/refresh';
import { syncNflResults } from './ingest/sync-nfl-results';
import { importHistory } from './ingest/import-history';
import { ingestPlayerProps } from './props/ingest-player-props';
import { alertLineMoves } from './curation/alert-line-moves';
import { seedDemoBets } from './bets/seed-demo-bets';
import { enqueueJob, type JobHandler, type JobKind } from './jobs/job-queue';
import { startWorker, type Worker } from './jobs/worker';
import { startOddsPoller } from './odds/odds-poller';
import { startSessionSweeper } from './licensing/session-sweep';
import type { OddsPlanner } from './odds/odds-plan';
import type { ServiceContext } from './context';
import { picksWindowInstants } from '@shared/calendar/picks-window';

/** The history import every empty database gets before its first refresh. */
export async function importHistoryIfEmpty(
  deps: AnalysisDeps,
  dir: string | undefined,
  say: (line: string) => void,
): Promise<boolean> {
  if (await deps.repos.games.any()) return false;
  say('  Importing the bundled NFL and college history (first start only)...');
  const summary = await importHistory(deps, { ...(dir ? { dir } : {}) });
  say(`  Imported ${summary.nflGames} NFL and ${summary.cfbGames} college games.`);
  return true;
}

export type JobDeps = AnalysisDeps & {
  odds: OddsProvider;
  /** The credit plan the live odds poller spends by (shared with the app's status routes). */
  oddsPlanner?: OddsPlanner;
  stats?: StatsProvider;
  nflResults?: NflResultsFeed;
};

/**
 * The results job: a conditional download of NFL_RESULTS_URL; when it brought new results, this week's
 * NFL games are re-analysed at once from their stored quotes (no odds call) on the rebuilt ratings.
 */
async function runNflResults(deps: JobDeps): Promise<string> {
  if (!deps.nflResults) return 'The NFL results feed is off (NFL_RESULTS_SYNC)';
  const outcome = await syncNflResults(deps, deps.nflResults);
  if (outcome.kind === 'not-modified') return 'NFL results unchanged since the last download';
  const now = deps.now();
  const analysed = await generateAnalyses(deps, 'nfl', {
    from: now,
    to: picksWindowInstants(now).to,
  });
  const through = outcome.latestCompleted ? outcome.latestCompleted.toISOString().slice(0, 10) : 'none';
  return `NFL results: ${outcome.games} games (${outcome.completed} final, latest ${through}); re-analysed ${analysed} games`;
}

export function jobHandlers(deps: JobDeps, pollsOdds = false): Record<JobKind, JobHandler> {
  const refresh: JobHandler = (job, report, signal) =>
    refreshGames(
      {
        ...deps,
        afterRefresh: async () => {
          const now = deps.now();
          // Player props cost odds credits per game: the live poller fetches them near kickoff
          // inside the credit plan; without it (scheduler off) a refresh fetches them, and
          // ingestion itself skips recently fetched games.
          if (!pollsOdds)
            await ingestPlayerProps(deps, deps.odds, {
              from: now,
              to: picksWindowInstants(now).to,
            });
          await alertLineMoves(deps);
        },
      },
      job,
      report,
      signal,
    );
  const demoBets: JobHandler = (job, report) =>
    typeof job.params.licenseId === 'string'
      ? seedDemoBets(deps, job.params.licenseId, report)
      : Promise.resolve('No demo licence named');
  // Generation is a full refresh at the published cadence: every game gets a fresh version.
  return { refresh, generate: refresh, 'demo-bets': demoBets, 'nfl-results': () => runNflResults(deps) };
}

/**
 * A start-up does not refresh when a refresh finished less than this long ago (or less than the
 * refresh interval, when that is shorter): restarts and rolling deploys of several instances then
 * spend the odds quota once, and the scheduler still refreshes on its interval.
 */
export const BOOT_REFRESH_FRESH_MS = 10 * 60_000;

/** Queues the start-up refresh unless a recent one makes it pointless; true when queued. */
export async function queueBootRefresh(ctx: ServiceContext, refreshMinutes: number): Promise<boolean> {
  const since = new Date(ctx.now().getTime() - Math.min(BOOT_REFRESH_FRESH_MS, refreshMinutes * 60_000));
  const last = await ctx.repos.jobs.lastCompleted(['refresh']);
  const recent = last?.finishedAt && last.finishedAt.getTime() >= since.getTime() ? last : undefined;
  if (recent) {
    ctx.log.info({ jobId: recent.id }, 'Skipping the start-up refresh: one finished recently');
    return false;
  }
  const { created } = await enqueueJob(ctx, 'refresh', { reason: 'start-up' });
  return created;
}

/**
 * Starts the job worker (and, unless disabled, the scheduler); queues a refresh right away unless
 * one finished recently (queueBootRefresh). On the first start of a demo (offline replay) the demo
 * licence's bets are queued after that refresh, whose picks they follow.
 */
export async function startJobs(
  deps: JobDeps,
  options: { refreshMinutes: number; schedule: boolean; demoLicenseId?: string; resultsHours?: number },
): Promise<Worker> {
  // Results first: the start-up refresh then prices on ratings that include last week. A conditional
  // GET, so every start may ask (304 when nothing changed).
  if (deps.nflResults) await enqueueJob(deps, 'nfl-results', { reason: 'start-up' });
  await queueBootRefresh(deps, options.refreshMinutes);
  if (options.demoLicenseId && deps.odds.name === 'replay')
    await enqueueJob(deps, 'demo-bets', { licenseId: options.demoLicenseId });
  const pollsOdds = options.schedule && deps.odds.name !== 'replay' && deps.oddsPlanner !== undefined;
  const worker = startWorker(deps, jobHandlers(deps, pollsOdds), {
    refreshMinutes: options.refreshMinutes,
    schedule: options.schedule,
    ...(deps.nflResults && options.resultsHours !== undefined ? { resultsHours: options.resultsHours } : {}),
  });
  // Live prices are polled on the credit schedule, apart from the full refresh; the replay costs
  // nothing and changes only with its refresh.
  const poller =
    pollsOdds && deps.oddsPlanner ? startOddsPoller({ ...deps, oddsPlanner: deps.oddsPlanner }) : undefined;
  // Dead sessions are deleted hourly (session-sweep.ts), or every verification's row would stay.
  const sessionSweeper = startSessionSweeper(deps);
  return {
    ...worker,
    async stop() {
      await sessionSweeper.stop();
      await poller?.stop();
      await worker.stop();
    },
  };
}
