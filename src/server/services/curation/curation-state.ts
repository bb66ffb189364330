import { inArray } from 'drizzle-orm';
import type { Game } from '@shared/api/games';
import { CONTEXTUAL_FACTORS } from '@shared/api/games';
import { gameCuration } from '../../db/schema';
import type { Db } from '../../db/open-database';
import type { GameAdjustments } from '../analysis/analyze-game';

export type CurationRow = typeof gameCuration.$inferSelect;
type Factor = (typeof CONTEXTUAL_FACTORS)[number];

/** What an admin may send with a decision; absent fields keep what was saved before. */
export interface ContextInput {
  contextualFactors?: readonly Factor[] | undefined;
  contextualNotes?: string | undefined;
  isNeutralSite?: boolean | undefined;
  injuryAdjustment?: number | undefined;
}

export async function curationsFor(db: Db, gameIds: readonly string[]): Promise<Map<string, CurationRow>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(gameCuration)
    .where(inArray(gameCuration.gameId, [...gameIds]));
  return new Map(rows.map((r) => [r.gameId, r]));
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
    curationStatus: row.status as Game['curationStatus'],
    contextualFactors: adjustments.contextualFactors ? [...adjustments.contextualFactors] : [],
    contextualNotes: adjustments.contextualNotes ?? null,
    injuryAdjustment: adjustments.injuryAdjustment ?? null,
  };
}
