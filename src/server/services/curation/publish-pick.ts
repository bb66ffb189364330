import type { Game } from '@shared/api/games';
import { verdictPreview, type PickPreview } from '@shared/curation/pick-preview';
import { namedBetString } from '@shared/display/pick-line';
import { guardGame, publishVerdict, type PublishGuardSettings } from '@shared/curation/publish-guards';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories';
import type { GameRow as StoredGameRow } from '../../repositories/games-repository';
import type { StoredPick } from '../../repositories/picks-repository';
import { footballSeasonOf } from '@shared/calendar/football-season';
import type { AnalysisDeps, GameAdjustments } from '../analysis/analyze-game';
import type { PickListener, PublishedPickEvent } from './curation-events';

export type GameRow = StoredGameRow;
/** A published pick, its frozen payload parsed (`game`). */
export type PickRow = StoredPick;

export interface CurationDeps extends AnalysisDeps {
  /** Told about every newly published pick (SMS alerts). */
  onPublished?: PickListener;
}

export interface Actor {
  label: string;
  id?: string | null;
}

export async function findGame(repos: Repositories, gameId: string): Promise<GameRow> {
  const game = await repos.games.byId(gameId);
  if (!game) throw new AppError('NOT_FOUND', 'Game not found', { field: 'gameId' });
  return game;
}

export function assertNotStarted(game: GameRow, now: Date): void {
  if (game.kickoff.getTime() <= now.getTime())
    throw new AppError('CONFLICT', 'This game has already kicked off; its pick can no longer change');
}

/** The publish guards as this server is configured (EDGE_VERIFY_PERCENT). */
export function publishGuards(deps: Pick<CurationDeps, 'config'>): PublishGuardSettings {
  return { verifyEdgeAbove: deps.config.pricing.verifyEdgeAbove };
}

/**
 * The line a pick will freeze, through the publish guards (publish-guards.ts), or a 4xx saying why
 * there is none.
 */
export function lineToPublish(payload: Game, guards: PublishGuardSettings, confirmOffMarket?: string) {
  const verdict = publishVerdict(payload, guards, { confirmOffMarket: Boolean(confirmOffMarket) });
  if (verdict.ok) return verdict;
  switch (verdict.reason) {
    case 'unpriced':
      throw new AppError('CONFLICT', 'This game has no priced line yet; it cannot be published');
    case 'off-market':
      throw new AppError(
        'CONFLICT',
        `The only current price (${verdict.book?.betString ?? ''} at ${verdict.book?.name ?? ''}) is off-market: verify it, then confirm with the reason to publish it without a stake`,
        { field: 'confirmOffMarket' },
      );
    case 'nothing-to-confirm':
      throw new AppError(
        'VALIDATION_FAILED',
        verdict.book
          ? `This game has an on-market price (${verdict.book.betString} at ${verdict.book.name}): approve it without an off-market reason`
          : 'This game has no off-market price to confirm',
        { field: 'confirmOffMarket' },
      );
    case 'no-line':
      throw new AppError(
        'CONFLICT',
        'This game has no current sportsbook line to publish; refresh the odds first',
      );
  }
}

/** What approving would publish from this analysis: the same guarded line choice insertPick freezes. */
export function previewOf(
  gameId: string,
  payload: Game,
  guards: PublishGuardSettings,
  confirmOffMarket?: string,
): PickPreview {
  return verdictPreview(gameId, lineToPublish(payload, guards, confirmOffMarket));
}

/**
 * Stores the next published version of a game's pick inside the caller's transaction: side,
 * line, price, book and units are frozen from the analysis the admin saw.
 */
export async function insertPick(
  repos: Repositories,
  input: {
    game: GameRow;
    analysis: { id: string; payload: Game };
    reason: string;
    actor: Actor;
    now: Date;
    /** The admin's confirmation to publish an off-market price (see lineToPublish). */
    confirmOffMarket?: string | undefined;
    guards: PublishGuardSettings;
  },
): Promise<PickRow> {
  // The guards decide here, the one place every publish path goes through, whatever the client sent.
  const { book, offMarket } = lineToPublish(input.analysis.payload, input.guards, input.confirmOffMarket);
  const version = (await repos.picks.latestVersion(input.game.id)) + 1;
  // Users see the frozen payload: guarded like the pick, so its lead line, edge and units are the pick's.
  const payload: Game = { ...guardGame(input.analysis.payload, input.guards), curationStatus: 'approved' };
  return repos.picks.insertVersion({
    gameId: input.game.id,
    version,
    analysisId: input.analysis.id,
    analysisVersion: payload.analysisVersion,
    league: input.game.league,
    // The season the pick is played in (a replayed game keeps its source season in `games`).
    season: footballSeasonOf(input.game.kickoff),
    kickoff: input.game.kickoff,
    market: book.market,
    side: book.side,
    // A total's "team" is its side, as its bet string reads ('Over 44.5 (-110)').
    team: book.team ?? (book.side === 'under' ? 'Under' : 'Over'),
    line: book.line,
    price: book.price,
    bookKey: book.key,
    bookTitle: book.name,
    simulated: book.simulated,
    units: book.units,
    edge: book.edge,
    betString: book.betString,
    offMarket,
    offMarketReason: offMarket ? (input.confirmOffMarket ?? null) : null,
    game: payload,
    reason: input.reason,
    publishedBy: input.actor.label,
    publishedAt: input.now,
  });
}

export function pickEvent(pick: PickRow): PublishedPickEvent {
  const payload = pick.game;
  return {
    id: pick.id,
    gameId: pick.gameId,
    version: pick.version,
    league: pick.league,
    // Every text names the pick's market ('Total: Over 44.5 (-105)').
    betString: namedBetString(pick.market, pick.betString),
    book: pick.bookTitle,
    awayTeam: payload.awayTeam,
    homeTeam: payload.homeTeam,
    commenceTime: pick.kickoff.toISOString(),
    units: pick.units,
    edge: pick.edge,
    game: payload,
    offMarket: pick.offMarket,
  };
}

/** Tells the listener (SMS) about newly published picks: one call per approval or bulk approval. */
export async function announcePublished(deps: CurationDeps, published: readonly PickRow[]): Promise<void> {
  if (!deps.onPublished || published.length === 0) return;
  try {
    await deps.onPublished(published.map(pickEvent));
  } catch (error) {
    deps.log.warn({ err: error, pickIds: published.map((p) => p.id) }, 'Could not queue the new-pick alert');
  }
}

/** A compact, secret-free description of a pick for the audit log. */
export function pickSummary(pick: PickRow) {
  return {
    version: pick.version,
    bet: namedBetString(pick.market, pick.betString),
    book: pick.bookTitle,
    units: pick.units,
    edge: pick.edge,
    analysisVersion: pick.analysisVersion,
    ...(pick.offMarket ? { offMarket: pick.offMarketReason } : {}),
  };
}

export type { GameAdjustments };
