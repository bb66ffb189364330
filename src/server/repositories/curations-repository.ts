import { eq, inArray } from 'drizzle-orm';
import { gameCuration } from '../db/schema';
import type { Queryable } from './index';

export type CurationRow = typeof gameCuration.$inferSelect;
/** What a decision or an update may change (never the game). */
export type CurationChanges = Partial<Omit<CurationRow, 'gameId'>>;

export function createCurationsRepository(db: Queryable) {
  return {
    /** Each game's curation row by game id; a game never curated is absent (it is pending). */
    async forGames(gameIds: readonly string[], tx?: Queryable): Promise<Map<string, CurationRow>> {
      if (gameIds.length === 0) return new Map();
      const rows = await (tx ?? db)
        .select()
        .from(gameCuration)
        .where(inArray(gameCuration.gameId, [...gameIds]));
      return new Map(rows.map((r) => [r.gameId, r]));
    },

    /**
     * Locks the game's curation row (creating it, pending, when new) until the transaction ends:
     * of two simultaneous decisions, the second reads the first one's result.
     */
    async lockForUpdate(gameId: string, now: Date, tx: Queryable): Promise<CurationRow> {
      await tx.insert(gameCuration).values({ gameId, updatedAt: now }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(gameCuration)
        .where(eq(gameCuration.gameId, gameId))
        .for('update')
        .limit(1);
      return row!;
    },

    async update(gameId: string, changes: CurationChanges, tx?: Queryable): Promise<CurationRow | undefined> {
      const [row] = await (tx ?? db)
        .update(gameCuration)
        .set(changes)
        .where(eq(gameCuration.gameId, gameId))
        .returning();
      return row;
    },
  };
}

export type CurationsRepository = ReturnType<typeof createCurationsRepository>;
