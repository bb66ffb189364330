import { and, desc, eq, gt, inArray, isNull, like, max, notInArray, sql } from 'drizzle-orm';
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

    /** When each of these games' book props (source 'odds-api') were last written. */
    async lastBookFetchByGame(gameIds: string[], tx?: Queryable): Promise<Map<string | null, Date | null>> {
      const fetched = await (tx ?? db)
        .select({ gameId: playerProps.gameId, at: max(playerProps.updatedAt) })
        .from(playerProps)
        .where(and(eq(playerProps.source, 'odds-api'), inArray(playerProps.gameId, gameIds)))
        .groupBy(playerProps.gameId);
      return new Map(fetched.map((f) => [f.gameId, f.at]));
    },

    /** Adds a book prop or refreshes its prices and game by source key; a removed prop stays removed. */
    async upsertBookProp(row: NewProp, now: Date, tx?: Queryable): Promise<void> {
      await (tx ?? db)
        .insert(playerProps)
        .values(row)
        .onConflictDoUpdate({
          target: playerProps.sourceKey,
          set: {
            propInsight: sql`excluded.prop_insight`,
            prices: sql`excluded.prices`,
            expiresAt: sql`excluded.expires_at`,
            gameId: sql`excluded.game_id`,
            updatedAt: now,
          },
        });
    },

    /** Retires the live book props whose source key starts with `keyPrefix` and is not one of `keep`. */
    async retireBookPropsExcept(keyPrefix: string, keep: string[], now: Date, tx?: Queryable): Promise<void> {
      await (tx ?? db)
        .update(playerProps)
        .set({ removedAt: now, updatedAt: now })
        .where(
          and(
            eq(playerProps.source, 'odds-api'),
            like(playerProps.sourceKey, `${keyPrefix.replace(/[\\%_]/g, '\\$&')}%`),
            isNull(playerProps.removedAt),
            keep.length > 0 ? notInArray(playerProps.sourceKey, keep) : undefined,
          ),
        );
    },
  };
}

export type PropsRepository = ReturnType<typeof createPropsRepository>;
