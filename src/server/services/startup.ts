import { count } from 'drizzle-orm';
import { games } from '../db/schema';
import type { OddsProvider, StatsProvider } from '../providers/ports';
import type { AnalysisDeps } from './analysis/analyze-game';
import { refreshGames } from './analysis/refresh';
import { importHistory } from './ingest/import-history';
import { ingestPlayerProps } from './props/ingest-player-props';
import { alertLineMoves } from './curation/alert-line-moves';
import { enqueueJob, type JobHandler, type JobKind } from './jobs/job-queue';
import { startWorker, type Worker } from './jobs/worker';

/** The history import every empty database gets before its first refresh. */
export async function importHistoryIfEmpty(
  deps: AnalysisDeps,
  dir: string | undefined,
  say: (line: string) => void,
): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(games);
  if ((row?.n ?? 0) > 0) return false;
  say('  Importing the bundled NFL and college history (first start only)...');
  const summary = await importHistory(deps, { ...(dir ? { dir } : {}) });
  say(`  Imported ${summary.nflGames} NFL and ${summary.cfbGames} college games.`);
  return true;
}

export function jobHandlers(
  deps: AnalysisDeps & { odds: OddsProvider; stats?: StatsProvider },
): Record<JobKind, JobHandler> {
  const refresh: JobHandler = (job, report) =>
    refreshGames(
      {
        ...deps,
        afterRefresh: async () => {
          const now = deps.now();
          // Player props cost odds credits per game: ingestion itself skips recently fetched games.
          await ingestPlayerProps(deps, deps.odds, {
            from: now,
            to: new Date(now.getTime() + 8 * 86_400_000),
          });
          await alertLineMoves(deps);
        },
      },
      job,
      report,
    );
  // Generation is a full refresh at the published cadence: every game gets a fresh version.
  return { refresh, generate: refresh };
}

/** Starts the job worker (and, unless disabled, the scheduler); queues a refresh right away. */
export async function startJobs(
  deps: AnalysisDeps & { odds: OddsProvider; stats?: StatsProvider },
  options: { refreshMinutes: number; schedule: boolean },
): Promise<Worker> {
  await enqueueJob(deps, 'refresh', { reason: 'start-up' });
  return startWorker(deps, jobHandlers(deps), {
    refreshMinutes: options.refreshMinutes,
    schedule: options.schedule,
  });
}
