import type { Game } from '@shared/api/games';
import { CONTEXTUAL_FACTORS, CURATION_STATUSES } from '@shared/api/games';
import type { Db } from '../../db/open-database';
import { createCurationsRepository, type CurationRow } from '../../repositories/curations-repository';
import { AppError } from '../../http/app-error';
import type { GameAdjustments } from '../analysis/analyze-game';

export type { CurationRow };
type Factor = (typeof CONTEXTUAL_FACTORS)[number];

/** What an admin may send with a decision; absent fields keep what was saved before. */
export interface ContextInput {
  contextualFactors?: readonly Factor[] | undefined;
  contextualNotes?: string | undefined;
  isNeutralSite?: boolean | undefined;
  injuryAdjustment?: number | undefined;
}

/** Each game's curation row (repos.curations.forGames), for callers holding only a database. */
export async function curationsFor(db: Db, gameIds: readonly string[]): Promise<Map<string, CurationRow>> {
  return createCurationsRepository(db).forGames(gameIds);
}

type CurationStatus = Game['curationStatus'];

/** A stored status read back: a value this build does not know is refused, not passed on. */
export function curationStatusOf(row: Pick<CurationRow, 'gameId' | 'status'>): CurationStatus {
  const status = CURATION_STATUSES.find((s) => s === row.status);
  if (!status)
    throw new AppError('INTERNAL', `Game ${row.gameId} has an unknown curation status (${row.status})`);
  return status;
}

function factorsOf(value: unknown): Factor[] {
  return Array.isArray(value)
    ? value.filter((f): f is Factor => (CONTEXTUAL_FACTORS as readonly string[]).includes(f as string))
    : [];
}

type SavedContext = Pick<
  CurationRow,
  'contextualFactors' | 'contextualNotes' | 'injuryAdjustment' | 'neutralSite'
>;

/** The analysis adjustments a curation row (or a context about to be saved) stands for. */
export function adjustmentsOf(row: SavedContext | undefined): GameAdjustments {
  if (!row) return {};
  const factors = factorsOf(row.contextualFactors);
  return {
    ...(row.injuryAdjustment !== null ? { injuryAdjustment: row.injuryAdjustment } : {}),
    ...(row.neutralSite !== null ? { neutralSite: row.neutralSite } : {}),
    ...(row.contextualNotes ? { contextualNotes: row.contextualNotes } : {}),
    ...(factors.length > 0 ? { contextualFactors: factors } : {}),
  };
}

/** Saved context with the request's fields laid over it (an empty text clears the note). */
export function mergeContext(row: CurationRow | undefined, input: ContextInput) {
  const notes =
    input.contextualNotes !== undefined ? input.contextualNotes.trim() : (row?.contextualNotes ?? null);
  return {
    contextualFactors:
      input.contextualFactors !== undefined
        ? [...input.contextualFactors]
        : factorsOf(row?.contextualFactors),
    contextualNotes: notes ? notes : null,
    injuryAdjustment:
      input.injuryAdjustment !== undefined ? input.injuryAdjustment : (row?.injuryAdjustment ?? null),
    neutralSite: input.isNeutralSite !== undefined ? input.isNeutralSite : (row?.neutralSite ?? null),
  };
}

/** A stable text form, to tell whether an analysis already used these adjustments. */
export function adjustmentsKey(a: GameAdjustments): string {
  return JSON.stringify([
    a.injuryAdjustment ?? null,
    a.neutralSite ?? null,
    a.contextualNotes ?? null,
    [...(a.contextualFactors ?? [])].sort(),
  ]);
}

/** The curation decision and context laid over an analysis payload. */
export function withCuration(game: Game, row: CurationRow | undefined): Game {
  if (!row) return game;
  const adjustments = adjustmentsOf(row);
  return {
    ...game,
    curationStatus: curationStatusOf(row),
    contextualFactors: adjustments.contextualFactors ? [...adjustments.contextualFactors] : [],
    contextualNotes: adjustments.contextualNotes ?? null,
    injuryAdjustment: adjustments.injuryAdjustment ?? null,
  };
}
