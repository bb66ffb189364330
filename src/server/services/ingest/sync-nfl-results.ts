import { teamById } from '../../teams';
import type { FeedState, FeedStateUpdate } from '../../repositories/feed-states-repository';
import { CsvTable } from '../../history/csv';
import { DEFAULT_HISTORY_DIR } from '../../history/history-dir';
import { loadNflRelocations, parseNflGames, type NflGame } from '../../history/nfl-games';
import type { FeedValidators, NflResultsFeed } from '../../providers/ports';
import type { ServiceContext } from '../context';
import type { RatingsStore } from '../analysis/rated-league';
import { nflGameRow, upsertGames } from './import-history';

export const NFL_RESULTS_FEED = 'nfl-results';

/** A download with fewer games than this is not the season file (an error page, a cut-off body). */
const MIN_GAMES = 100;
/** An odds-feed game and a results-feed game with the same teams this close together are one game. */
const SAME_GAME_MS = 36 * 3_600_000;

export type NflResultsOutcome =
  | { kind: 'updated'; games: number; completed: number; latestCompleted: Date | null; skipped: string[] }
  | { kind: 'not-modified' };

export class NflResultsError extends Error {
  override readonly name = 'NflResultsError';
}

async function readState(ctx: ServiceContext): Promise<FeedState | undefined> {
  return ctx.repos.feedStates.read(NFL_RESULTS_FEED, ctx.db);
}

async function writeState(ctx: ServiceContext, state: FeedStateUpdate): Promise<void> {
  await ctx.repos.feedStates.write(NFL_RESULTS_FEED, state, ctx.db);
}

/** Parses and checks a download; throws NflResultsError naming what is wrong with it. */
function parseDownload(text: string, source: string, historyDir: string): NflGame[] {
  let parsed: NflGame[];
  try {
    parsed = parseNflGames(new CsvTable(text, source), loadNflRelocations(historyDir));
  } catch (error) {
    throw new NflResultsError(
      `The NFL results file is not an nflverse games.csv: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (parsed.length < MIN_GAMES)
    throw new NflResultsError(`The NFL results file has ${parsed.length} games; a season file has hundreds`);
  return parsed;
}

/**
 * Marks live odds-feed games that this file also holds (same teams, kickoff within 36 hours) so the
 * ratings count each real game once: the results feed's row carries the official score and close.
 */
async function linkOddsGames(ctx: ServiceContext, parsed: readonly NflGame[]): Promise<void> {
  const from = Math.min(...parsed.map((g) => g.kickoff));
  const oddsGames = await ctx.repos.games.oddsFeedGamesBetween(
    'nfl',
    new Date(from - SAME_GAME_MS),
    new Date(Math.max(...parsed.map((g) => g.kickoff)) + SAME_GAME_MS),
    ctx.db,
  );
  for (const odds of oddsGames) {
    const same = parsed.find(
      (g) =>
        g.home === odds.home &&
        g.away === odds.away &&
        Math.abs(g.kickoff - odds.kickoff.getTime()) <= SAME_GAME_MS,
    );
    if (!same) continue;
    await ctx.repos.games.markSameGameAs(odds.id, `nfl:${same.gameId}`, ctx.now(), ctx.db);
  }
}

/**
 * Brings NFL results and closing lines up to date from NFL_RESULTS_URL: a conditional GET with the
 * validators of the last good download; a changed file is parsed and checked in full, then every
 * game is upserted by its nflverse game id in one transaction, and the league's ratings are rebuilt
 * (the app's cached fits are dropped). A failed or garbled download changes no game, records its
 * error in feed_states and throws, so the job shows it; the last good data stays in place.
 */
export async function syncNflResults(
  deps: ServiceContext & { ratings: RatingsStore },
  feed: NflResultsFeed,
): Promise<NflResultsOutcome> {
  const state = await readState(deps);
  // Validators belong to the address they came from: a changed NFL_RESULTS_URL is read in full.
  const validators: FeedValidators =
    state && state.url === feed.url
      ? {
          ...(state.etag ? { etag: state.etag } : {}),
          ...(state.lastModified ? { lastModified: state.lastModified } : {}),
        }
      : {};
  const kept = {
    url: feed.url,
    etag: state?.url === feed.url ? (state.etag ?? null) : null,
    lastModified: state?.url === feed.url ? (state.lastModified ?? null) : null,
    rows: state?.rows ?? null,
    changedAt: state?.changedAt ?? null,
  };
  try {
    const download = await feed.download(validators);
    if (download.kind === 'not-modified') {
      await writeState(deps, { ...kept, status: 'not-modified', error: null, checkedAt: deps.now() });
      return { kind: 'not-modified' };
    }
    const parsed = parseDownload(download.text, feed.url, deps.config.historyDir ?? DEFAULT_HISTORY_DIR);
    const skipped = new Set<string>();
    const known = parsed.filter((g) => {
      const ok = teamById(g.home) !== undefined && teamById(g.away) !== undefined;
      if (!ok) skipped.add(`${g.gameId} (${g.away} at ${g.home})`);
      return ok;
    });
    if (known.length < MIN_GAMES)
      throw new NflResultsError(`The NFL results file names ${skipped.size} games with unknown teams`);
    await deps.db.transaction(async (tx) => {
      await upsertGames(
        { ...deps, db: tx },
        known.map((g) => nflGameRow(g, 'nflverse')),
      );
    });
    await linkOddsGames(deps, known);
    const completed = known.filter((g) => g.homeScore !== undefined && g.awayScore !== undefined);
    const latest = completed.reduce<number | null>(
      (max, g) => (max === null || g.kickoff > max ? g.kickoff : max),
      null,
    );
    await writeState(deps, {
      url: feed.url,
      etag: download.etag,
      lastModified: download.lastModified,
      status: 'ok',
      error: null,
      rows: known.length,
      checkedAt: deps.now(),
      changedAt: deps.now(),
    });
    deps.ratings.forget('nfl');
    if (skipped.size > 0)
      deps.log.warn({ skipped: [...skipped].slice(0, 20) }, 'NFL results with unknown teams were skipped');
    return {
      kind: 'updated',
      games: known.length,
      completed: completed.length,
      latestCompleted: latest === null ? null : new Date(latest),
      skipped: [...skipped],
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeState(deps, {
      ...kept,
      status: 'failed',
      error: message.slice(0, 500),
      checkedAt: deps.now(),
    });
    deps.log.warn({ err: error }, 'NFL results download failed; the last good results stay in place');
    throw error instanceof NflResultsError
      ? error
      : new NflResultsError(`NFL results download failed: ${message}`);
  }
}
