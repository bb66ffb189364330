import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { games, playerProps } from '../db/schema';
import type { Queryable } from './index';

/** The player_props table: admin props and the book props the odds feed supplies. */
export type PropRow = typeof playerProps.$inferSelect;
export type NewProp = typeof playerProps.$inferInsert;

/** The game a prop is for, as a prop card names it. */
export interface PropGame {
  kickoff: Date;
  homeTeamId: string;
  awayTeamId: string;
}

const gameColumns = { kickoff: games.kickoff, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId };

export function createPropsRepository(db: Queryable) {
  return {
    /** Props not removed and not expired at `now`, newest first, each with its game if it has one. */
    async listShown(now: Date, tx?: Queryable): Promise<{ prop: PropRow; game: PropGame | null }[]> {
      return (tx ?? db)
        .select({ prop: playerProps, game: gameColumns })
        .from(playerProps)
        .leftJoin(games, eq(playerProps.gameId, games.id))
        .where(and(isNull(playerProps.removedAt), gt(playerProps.expiresAt, now)))
        .orderBy(desc(playerProps.createdAt), playerProps.player, playerProps.propType, playerProps.id);
    },

    async byId(id: string, tx?: Queryable): Promise<{ prop: PropRow; game: PropGame | null } | undefined> {
      const [row] = await (tx ?? db)
        .select({ prop: playerProps, game: gameColumns })
        .from(playerProps)
        .leftJoin(games, eq(playerProps.gameId, games.id))
        .where(eq(playerProps.id, id));
      return row;
    },

    async insert(prop: NewProp, tx?: Queryable): Promise<PropRow> {
      const [row] = await (tx ?? db).insert(playerProps).values(prop).returning();
      if (!row) throw new Error('insert into player_props returned no row');
      return row;
    },

    /** Soft removal; undefined when the prop was already removed (removal is once only). */
    async markRemoved(id: string, now: Date, tx?: Queryable): Promise<PropRow | undefined> {
      const [row] = await (tx ?? db)
        .update(playerProps)
        .set({ removedAt: now, updatedAt: now })
        .where(and(eq(playerProps.id, id), isNull(playerProps.removedAt)))
        .returning();
      return row;
    },
  };
}

export type PropsRepository = ReturnType<typeof createPropsRepository>;
