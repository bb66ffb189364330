/**
 * The id of a typed matchup that is not a scheduled game (POST /api/analyze-bet prices it from the
 * ratings alone and stores nothing). Kept apart from the zod schemas so the bookmarklet can import
 * it without zod.
 */
export const UNSCHEDULED_MATCHUP_ID_PREFIX = 'matchup-';

export function isUnscheduledMatchup(game: { id: string }): boolean {
  return game.id.startsWith(UNSCHEDULED_MATCHUP_ID_PREFIX);
}
