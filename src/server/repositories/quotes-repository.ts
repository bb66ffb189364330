import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { oddsSnapshots } from '../db/schema';
import type { Queryable } from './index';

/**
 * The odds_snapshots table: every price every book posted, appended at each pull. Line movement,
 * closing lines and each book's current quote are all read from it.
 */
export type SnapshotRow = typeof oddsSnapshots.$inferSelect;
export type NewSnapshot = typeof oddsSnapshots.$inferInsert;

export function createQuotesRepository(db: Queryable) {
  return {
    /** Each book's most recent price for each market side of a game, as of `at`. */
    async latestForGame(gameId: string, at: Date, tx?: Queryable): Promise<SnapshotRow[]> {
      return (tx ?? db)
        .selectDistinctOn([oddsSnapshots.bookKey, oddsSnapshots.market, oddsSnapshots.side])
        .from(oddsSnapshots)
        .where(and(eq(oddsSnapshots.gameId, gameId), lte(oddsSnapshots.fetchedAt, at)))
        .orderBy(
          oddsSnapshots.bookKey,
          oddsSnapshots.market,
          oddsSnapshots.side,
          desc(oddsSnapshots.fetchedAt),
          desc(oddsSnapshots.id),
        );
    },

    /** latestForGame for many games in one query (the slate), grouped by game id. */
    async latestForGames(
      gameIds: readonly string[],
      at: Date,
      tx?: Queryable,
    ): Promise<Map<string, SnapshotRow[]>> {
      if (gameIds.length === 0) return new Map();
      const rows = await (tx ?? db)
        .selectDistinctOn([
          oddsSnapshots.gameId,
          oddsSnapshots.bookKey,
          oddsSnapshots.market,
          oddsSnapshots.side,
        ])
        .from(oddsSnapshots)
        .where(and(inArray(oddsSnapshots.gameId, [...gameIds]), lte(oddsSnapshots.fetchedAt, at)))
        .orderBy(
          oddsSnapshots.gameId,
          oddsSnapshots.bookKey,
          oddsSnapshots.market,
          oddsSnapshots.side,
          desc(oddsSnapshots.fetchedAt),
          desc(oddsSnapshots.id),
        );
      const byGame = new Map<string, SnapshotRow[]>();
      for (const r of rows) {
        const list = byGame.get(r.gameId) ?? [];
        list.push(r);
        byGame.set(r.gameId, list);
      }
      return byGame;
    },

    /** Every home-spread snapshot of a game, by book then oldest first (the line-movement chart). */
    async homeSpreadHistory(
      gameId: string,
      tx?: Queryable,
    ): Promise<Pick<SnapshotRow, 'bookKey' | 'bookTitle' | 'point' | 'price' | 'fetchedAt'>[]> {
      return (tx ?? db)
        .select({
          bookKey: oddsSnapshots.bookKey,
          bookTitle: oddsSnapshots.bookTitle,
          point: oddsSnapshots.point,
          price: oddsSnapshots.price,
          fetchedAt: oddsSnapshots.fetchedAt,
        })
        .from(oddsSnapshots)
        .where(
          and(
            eq(oddsSnapshots.gameId, gameId),
            eq(oddsSnapshots.market, 'spreads'),
            eq(oddsSnapshots.side, 'home'),
          ),
        )
        .orderBy(asc(oddsSnapshots.bookKey), asc(oddsSnapshots.fetchedAt), asc(oddsSnapshots.id));
    },

    /** Appends one pull's prices. */
    async insertSnapshots(rows: readonly NewSnapshot[], tx?: Queryable): Promise<void> {
      if (rows.length > 0) await (tx ?? db).insert(oddsSnapshots).values([...rows]);
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
