import type { Game } from '@shared/api/games';
import type { CurationRequest, UpdateGameRequest } from '@shared/api/admin-games';
import { AppError } from '../../http/app-error';
import { recordServerEvent } from '../analytics/record-event';
import { recordAudit } from '../audit';
import { createRepositories, type Repositories } from '../../repositories';
import { analysesChanged } from '../analysis/games-cache';
import {
  analyzeAndStore,
  buildAnalysis,
  keptPrediction,
  type GameAdjustments,
} from '../analysis/analyze-game';
import { latestQuotes } from '../analysis/latest-quotes';
import { samePick, verdictPreview, type PickPreview } from '@shared/curation/pick-preview';
import { bulkSkipReason } from '@shared/curation/publish-guards';
import { adjustmentsKey, adjustmentsOf, mergeContext, type CurationRow } from './curation-state';
import {
  announcePublished,
  assertNotStarted,
  findGame,
  insertPick,
  lineToPublish,
  previewOf,
  pickSummary,
  publishGuards,
  type Actor,
  type CurationDeps,
  type GameRow,
  type PickRow,
} from './publish-pick';

type Decision = 'approved' | 'rejected';

function matchup(game: Game | undefined, row: GameRow): string {
  return game ? `${game.awayTeam} @ ${game.homeTeam}` : `${row.awayTeamId} @ ${row.homeTeamId}`;
}

/** The game's curation row, undefined while it was never curated (pending). */
async function curationOf(repos: Repositories, gameId: string): Promise<CurationRow | undefined> {
  return (await repos.curations.forGames([gameId])).get(gameId);
}

/** The latest analysis when it used these adjustments (then approving publishes it as it is). */
async function analysisWith(deps: CurationDeps, gameId: string, adjustments: GameAdjustments) {
  const latest = await deps.repos.analyses.latestInputsForGame(gameId);
  const used = (latest?.inputs.adjustments ?? {}) as GameAdjustments;
  if (!latest || adjustmentsKey(used) !== adjustmentsKey(adjustments)) return undefined;
  const stored = await deps.repos.analyses.latestForGame(gameId);
  // A newer version written in between used its own adjustments: price afresh rather than guess.
  return stored?.id === latest.id ? { id: stored.id, payload: stored.game } : undefined;
}

/** The analysis to publish: the latest one if it used these adjustments, else a fresh one. */
async function analysisFor(deps: CurationDeps, game: GameRow, adjustments: GameAdjustments) {
  return (await analysisWith(deps, game.id, adjustments)) ?? analyzeAndStore(deps, game, adjustments);
}

/**
 * What approving the game with this context would publish, priced exactly as the approval prices
 * it (the same analysis path and the same line choice, lineToPublish) but stored nowhere: the
 * admin card calls it as the context is typed. The AI text is not written for a preview (it never
 * moves the price).
 */
export async function previewApproval(
  deps: CurationDeps,
  input: Omit<CurationRequest, 'licenseKey' | 'reason' | 'expectedPick'>,
): Promise<PickPreview> {
  const game = await findGame(deps.repos, input.gameId);
  const existing = await curationOf(deps.repos, game.id);
  if (existing && existing.status !== 'pending') throw alreadyDecided(existing.status);
  assertNotStarted(game, deps.now());
  const adjustments = adjustmentsOf(mergeContext(existing, input));
  const stored = await analysisWith(deps, game.id, adjustments);
  const payload =
    stored?.payload ??
    (
      await buildAnalysis(deps, game, await latestQuotes(deps.db, game.id, deps.now()), 0, adjustments, {
        priceOnly: true,
      })
    ).payload;
  return previewOf(game.id, payload, publishGuards(deps), input.confirmOffMarket);
}

function alreadyDecided(status: string): AppError {
  return new AppError('CONFLICT', `This game is already ${status}`);
}

/**
 * Approve publishes the pick (frozen side, line, price, book, units); reject only records the
 * decision. Both apply to pending games only, once: a second approval is refused, not repeated.
 */
export async function decideGame(
  deps: CurationDeps,
  input: Omit<CurationRequest, 'licenseKey'>,
  decision: Decision,
  actor: Actor,
  options: { announce?: boolean; bulk?: boolean } = {},
): Promise<{ game: Game; pick: PickRow | null }> {
  const now = deps.now();
  const guards = publishGuards(deps);
  const game = await findGame(deps.repos, input.gameId);
  const existing = await curationOf(deps.repos, game.id);
  if (existing && existing.status !== 'pending') throw alreadyDecided(existing.status);
  const context = mergeContext(existing, input);

  let analysis: { id: string; payload: Game } | undefined;
  if (decision === 'approved') {
    assertNotStarted(game, now);
    analysis = await analysisFor(deps, game, adjustmentsOf(context));
    const verdict = lineToPublish(analysis.payload, guards, input.confirmOffMarket);
    // A bulk approval publishes no pick without an edge; its own card can, with no stake.
    const skip = options.bulk ? bulkSkipReason(verdict) : null;
    if (skip) throw new AppError('CONFLICT', skip);
    const preview = verdictPreview(game.id, verdict);
    // The admin approved what the preview showed; anything else is refused, with the new preview.
    if (input.expectedPick && !samePick(preview, input.expectedPick))
      throw new AppError(
        'CONFLICT',
        `The price moved since the preview. ${preview.text}. Check it and approve again.`,
        { preview },
      );
  }

  const shown = analysis?.payload ?? (await deps.repos.analyses.latestForGame(game.id))?.game;
  // The decision and its audit row commit together.
  const result = await deps.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const locked = await repos.curations.lockForUpdate(game.id, now, tx);
    // Checked again under the lock: of two simultaneous approvals only one publishes.
    if (locked.status !== 'pending') throw alreadyDecided(locked.status);
    const pick = analysis
      ? await insertPick(repos, {
          game,
          analysis,
          reason: 'approve',
          actor,
          now,
          confirmOffMarket: input.confirmOffMarket,
          guards,
        })
      : null;
    const after = await repos.curations.update(game.id, {
      status: decision,
      ...context,
      reason: input.reason?.trim() || null,
      decidedBy: actor.label,
      decidedAt: now,
      updatedAt: now,
    });
    await recordAudit(
      { ...deps, db: tx, repos },
      {
        actor: actor.label,
        actorKeyId: actor.id ?? null,
        action: decision === 'approved' ? 'game.approve' : 'game.reject',
        target: matchup(shown, game),
        before: { status: locked.status },
        after: {
          status: decision,
          ...(pick ? { pick: pickSummary(pick) } : {}),
          context,
          ...(input.reason ? { reason: input.reason } : {}),
        },
      },
    );
    return { pick, before: locked, after: after! };
  });
  analysesChanged(deps);
  await recordServerEvent(deps, decision === 'approved' ? 'game_approved' : 'game_rejected', {
    league: game.league,
  });
  if (result.pick && options.announce !== false) await announcePublished(deps, [result.pick]);
  // An approval answers with the pick's frozen payload: the game exactly as users will see it.
  const answered = result.pick?.game ?? shown;
  // A game rejected before it was ever analysed is decided, but has no game to answer with.
  if (!answered)
    throw new AppError(
      'CONFLICT',
      `${matchup(undefined, game)} is ${decision}; it has no analysis to show yet`,
    );
  return { game: { ...answered, curationStatus: decision }, pick: result.pick };
}

/**
 * Bulk decisions: every id must name a game (otherwise nothing changes); games already decided,
 * started, without a line or without an edge at their best price are skipped with the reason. The picks a bulk approval publishes are
 * announced together, once: each subscriber gets one digest text, not one per pick.
 */
export async function decideGames(
  deps: CurationDeps,
  input: { gameIds: readonly string[]; reason?: string | undefined },
  decision: Decision,
  actor: Actor,
): Promise<{ changed: string[]; skipped: { gameId: string; reason: string }[] }> {
  const ids = [...new Set(input.gameIds)];
  const known = new Set((await deps.repos.games.byIds(ids)).map((g) => g.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new AppError('VALIDATION_FAILED', `Unknown game ids: ${unknown.slice(0, 10).join(', ')}`, {
      field: 'gameIds',
    });
  const changed: string[] = [];
  const skipped: { gameId: string; reason: string }[] = [];
  const published: PickRow[] = [];
  try {
    for (const gameId of ids) {
      try {
        const { pick } = await decideGame(
          deps,
          { gameId, ...(input.reason ? { reason: input.reason } : {}) },
          decision,
          actor,
          { announce: false, bulk: true },
        );
        changed.push(gameId);
        if (pick) published.push(pick);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
        skipped.push({ gameId, reason: error.message });
      }
    }
  } finally {
    // Whatever was published before an unexpected failure is still announced.
    await announcePublished(deps, published);
  }
  return { changed, skipped };
}

/**
 * Update & Republish: a new pick version from fresh lines. Odds-only keeps the published
 * prediction (the model spread) unless the venue changed; full recompute rebuilds the ratings
 * and the text. The earlier versions stay in the history.
 */
export async function republishGame(
  deps: CurationDeps,
  input: Omit<UpdateGameRequest, 'licenseKey'>,
  actor: Actor,
): Promise<{ game: Game; pick: PickRow }> {
  const now = deps.now();
  const game = await findGame(deps.repos, input.gameId);
  const existing = await curationOf(deps.repos, game.id);
  if (existing?.status !== 'approved' && existing?.status !== 'featured')
    throw new AppError('CONFLICT', 'Only approved games can be updated and republished');
  assertNotStarted(game, now);
  const previous = await deps.repos.picks.latestForGame(game.id);
  const context = mergeContext(existing, input);
  const adjustments = adjustmentsOf(context);

  let prediction;
  if (input.updateMode === 'odds-only' && previous && sameVenue(existing, context)) {
    const source = await deps.repos.analyses.inputsById(previous.analysisId);
    prediction = source ? keptPrediction(source.inputs) : undefined;
  }
  const analysis = await analyzeAndStore(
    deps,
    game,
    adjustments,
    input.updateMode === 'full-recompute' ? { freshRatings: true } : prediction ? { prediction } : {},
  );
  const guards = publishGuards(deps);
  lineToPublish(analysis.payload, guards, input.confirmOffMarket);

  const pick = await deps.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const locked = await repos.curations.lockForUpdate(game.id, now, tx);
    if (locked.status !== 'approved' && locked.status !== 'featured')
      throw new AppError('CONFLICT', 'Only approved games can be updated and republished');
    const stored = await insertPick(repos, {
      game,
      analysis,
      reason: `republish-${input.updateMode}`,
      actor,
      now,
      confirmOffMarket: input.confirmOffMarket,
      guards,
    });
    await repos.curations.update(game.id, { ...context, updatedAt: now });
    await recordAudit(
      { ...deps, db: tx, repos },
      {
        actor: actor.label,
        actorKeyId: actor.id ?? null,
        action: 'game.republish',
        target: matchup(analysis.payload, game),
        before: previous ? pickSummary(previous) : null,
        after: {
          mode: input.updateMode,
          ...pickSummary(stored),
          modelSpread: analysis.payload.modelSpread,
          context,
        },
      },
    );
    return stored;
  });
  analysesChanged(deps);
  return { game: { ...pick.game, curationStatus: 'approved' }, pick };
}

function sameVenue(row: CurationRow | undefined, context: ReturnType<typeof mergeContext>): boolean {
  return (row?.neutralSite ?? null) === context.neutralSite;
}
