import { isLeague, LEAGUES, type League } from '@shared/league';
import type { GameRow } from '../../repositories/games-repository';
import type { OddsProvider, StatsProvider } from '../../providers/ports';
import { syncCollegeStats } from '../ingest/sync-college-stats';
import { footballSeasonOf } from '@shared/calendar/football-season';
import { picksWindowInstants } from '@shared/calendar/picks-window';
import { ingestOdds, ingestScores } from '../ingest/ingest-odds';
import type { JobRow, ReportProgress } from '../jobs/job-queue';
import { analyzeGame, type AnalysisDeps } from './analyze-game';
import { yieldToEventLoop } from '../jobs/yield-to-event-loop';
import { adjustmentsOf, curationsFor } from '../curation/curation-state';
import { gradePicks } from '../grading/grade-picks';
import { gradeBets } from '../bets/grade-bets';
import { recordedPull } from '../odds/poll-odds';

export interface RefreshDeps extends AnalysisDeps {
  odds: OddsProvider;
  /** CFBD when configured: college results and priors stay current. */
  stats?: StatsProvider;
  /** Follow-up work after each refresh (line-move alerts, player props). */
  afterRefresh?: () => Promise<void>;
}

/**
 * Analyses the scheduled games of one league kicking off in [from, to) now, with each game's
 * saved admin context (the admin's 'Generate CFB/NFL Analysis').
 */
export async function generateAnalyses(
  deps: AnalysisDeps,
  league: League,
  window: { from: Date; to: Date },
): Promise<number> {
  const rows = await deps.repos.games.scheduledBetween({ ...window, league });
  return analyzeWithSavedContext(deps, rows);
}

/**
 * Analyses each game with the admin's saved context (injury, venue, notes), which applies to
 * every later analysis too; `onAnalyzed` hears the running count.
 */
async function analyzeWithSavedContext(
  deps: AnalysisDeps,
  rows: readonly GameRow[],
  onAnalyzed?: (done: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<number> {
  const curations = await curationsFor(
    deps.db,
    rows.map((g) => g.id),
  );
  // One batch: every game is priced on the ratings as they stood when it began.
  const batch = { ...deps, ratings: deps.ratings.batch() };
  let done = 0;
  for (const game of rows) {
    await yieldToEventLoop(signal);
    await analyzeGame(batch, game, adjustmentsOf(curations.get(game.id)));
    done++;
    await onAnalyzed?.(done);
  }
  return done;
}

/**
 * The refresh job: pull odds for the picks window (and scores of recent games), then re-analyse
 * every game in the window that has prices. Returns the job's closing message. A shutdown
 * (`signal`) stops it between two analyses: each analysis is a whole new version, and the next
 * start's refresh prices every game again.
 */
export async function refreshGames(
  deps: RefreshDeps,
  job: Pick<JobRow, 'params'>,
  report: ReportProgress,
  signal?: AbortSignal,
): Promise<string> {
  const now = deps.now();
  const leagues: readonly League[] = Array.isArray(job.params.leagues)
    ? job.params.leagues.filter(isLeague)
    : LEAGUES;
  const window = { from: now, to: picksWindowInstants(now).to };
  await report({ message: 'Fetching odds', processed: 0, total: 0 });
  let snapshots = 0;
  let graded = 0;
  if (deps.stats && leagues.includes('cfb')) {
    await report({ message: 'Updating college results' });
    await syncCollegeStats(deps, deps.stats, footballSeasonOf(now));
  }
  for (const league of leagues) {
    const result = await recordedPull({ ...deps, odds: deps.odds }, league, () =>
      ingestOdds(deps, deps.odds, league, window),
    );
    snapshots += result.snapshots;
    graded += await ingestScores(deps, deps.odds, league);
  }
  const toAnalyze = await deps.repos.games.scheduledBetween(window);
  const inLeagues = toAnalyze.filter((g) => leagues.includes(g.league));
  await report({ message: `Analyzing ${inLeagues.length} games`, total: inLeagues.length });
  const done = await analyzeWithSavedContext(
    deps,
    inLeagues,
    async (n) => {
      if (n % 5 === 0 || n === inLeagues.length)
        await report({ processed: n, message: `Analyzed ${n} of ${inLeagues.length} games` });
    },
    signal,
  );
  const gradedPicks = await gradePicks(deps);
  // Bettors' own bets (My bets): closing-line value once kicked off, the grade once final.
  await gradeBets(deps);
  if (deps.afterRefresh) await deps.afterRefresh();
  return `Refreshed ${snapshots} prices, analyzed ${done} games, recorded ${graded} final scores, graded ${gradedPicks} picks`;
}
