import { and, asc, count, eq, gte, inArray, isNull, like, lt, lte, max, ne, sql } from 'drizzle-orm';
import type { League } from '@shared/league';
import { games } from '../db/schema';
import type { Queryable } from './index';

/** The games table: the schedule and results every feed writes and every analysis reads. */
export type GameRow = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;

/** The final real games the ratings learn from (replayed copies and duplicates never count). */
function ratedGamesBefore(league: League, asOf: Date) {
  return and(
    eq(games.league, league),
    eq(games.status, 'final'),
    ne(games.source, 'replay'),
    lt(games.kickoff, asOf),
    // An odds-feed game that the results feed also holds (sync-nfl-results.ts) is counted once, there.
    isNull(sql`${games.details}->>'sameGameAs'`),
  );
}

/** Rows per insert statement, below PostgreSQL's bind-parameter limit for the widest row. */
const UPSERT_BATCH = 500;

export function createGamesRepository(db: Queryable) {
  return {
    /** The odds-feed games of a league kicking off between two instants (inclusive). */
    async oddsFeedGamesBetween(
      league: League,
      from: Date,
      to: Date,
      tx?: Queryable,
    ): Promise<{ id: string; home: string; away: string; kickoff: Date }[]> {
      return (tx ?? db)
        .select({ id: games.id, home: games.homeTeamId, away: games.awayTeamId, kickoff: games.kickoff })
        .from(games)
        .where(
          and(
            eq(games.league, league),
            like(games.gameKey, 'odds:%'),
            gte(games.kickoff, from),
            lte(games.kickoff, to),
          ),
        );
    },

    /** Records that an odds-feed game is the same real game as another feed's row, so it counts once. */
    async markSameGameAs(id: string, sameGameAs: string, now: Date, tx?: Queryable): Promise<void> {
      await (tx ?? db)
        .update(games)
        .set({
          details: sql`${games.details} || ${JSON.stringify({ sameGameAs })}::jsonb`,
          updatedAt: now,
        })
        .where(eq(games.id, id));
    },

    /** Inserts games or refreshes their schedule, result and closing line by game key (idempotent). */
    async upsertMany(rows: NewGame[], tx?: Queryable): Promise<void> {
      for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
        await (tx ?? db)
          .insert(games)
          .values(rows.slice(i, i + UPSERT_BATCH))
          .onConflictDoUpdate({
            target: games.gameKey,
            set: {
              kickoff: sql`excluded.kickoff`,
              status: sql`excluded.status`,
              homeScore: sql`excluded.home_score`,
              awayScore: sql`excluded.away_score`,
              closingHomeLine: sql`excluded.closing_home_line`,
              closingTotal: sql`excluded.closing_total`,
              details: sql`excluded.details`,
              updatedAt: sql`now()`,
            },
          });
      }
    },

    /** Whether the table holds any game (an empty database gets the bundled history first). */
    async any(tx?: Queryable): Promise<boolean> {
      const [row] = await (tx ?? db).select({ id: games.id }).from(games).limit(1);
      return row !== undefined;
    },

    async byId(id: string, tx?: Queryable): Promise<GameRow | undefined> {
      const [row] = await (tx ?? db).select().from(games).where(eq(games.id, id)).limit(1);
      return row;
    },

    async byIds(ids: readonly string[], tx?: Queryable): Promise<GameRow[]> {
      if (ids.length === 0) return [];
      return (tx ?? db)
        .select()
        .from(games)
        .where(inArray(games.id, [...ids]));
    },

    async byKeys(keys: readonly string[], tx?: Queryable): Promise<GameRow[]> {
      if (keys.length === 0) return [];
      return (tx ?? db)
        .select()
        .from(games)
        .where(inArray(games.gameKey, [...keys]));
    },

    /** The scheduled games kicking off in [from, to), of one league or all, soonest first. */
    async scheduledBetween(
      window: { from: Date; to: Date; league?: League },
      tx?: Queryable,
    ): Promise<GameRow[]> {
      return (tx ?? db)
        .select()
        .from(games)
        .where(
          and(
            window.league ? eq(games.league, window.league) : undefined,
            eq(games.status, 'scheduled'),
            gte(games.kickoff, window.from),
            lt(games.kickoff, window.to),
          ),
        )
        .orderBy(asc(games.kickoff), asc(games.gameKey));
    },

    /** The league's next scheduled game kicking off at or after `from`. */
    async nextScheduled(league: League, from: Date, tx?: Queryable): Promise<GameRow | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(games)
        .where(and(eq(games.league, league), eq(games.status, 'scheduled'), gte(games.kickoff, from)))
        .orderBy(asc(games.kickoff))
        .limit(1);
      return row;
    },

    /**
     * Adds a game the odds feed lists, or moves a known one (same key) to its new kickoff and week;
     * returns its id.
     */
    async upsertScheduled(game: NewGame, now: Date, tx?: Queryable): Promise<string | undefined> {
      const [row] = await (tx ?? db)
        .insert(games)
        .values(game)
        .onConflictDoUpdate({
          target: games.gameKey,
          set: { kickoff: game.kickoff, week: game.week, updatedAt: now },
        })
        .returning({ id: games.id });
      return row?.id;
    },

    /** Records a scheduled game's final score (a game already final is left as it is). */
    async recordFinal(
      id: string,
      result: Pick<GameRow, 'homeScore' | 'awayScore' | 'closingHomeLine' | 'closingTotal' | 'updatedAt'>,
      tx?: Queryable,
    ): Promise<void> {
      await (tx ?? db)
        .update(games)
        .set({ status: 'final', ...result })
        .where(and(eq(games.id, id), eq(games.status, 'scheduled')));
    },

    /** How many games the ratings of `asOf` learn from, and when the latest of them changed. */
    async ratedGamesStamp(
      league: League,
      asOf: Date,
      tx?: Queryable,
    ): Promise<{ games: number; changedAt: Date | null }> {
      const [row] = await (tx ?? db)
        .select({ n: count(), changed: max(games.updatedAt) })
        .from(games)
        .where(ratedGamesBefore(league, asOf));
      return { games: row?.n ?? 0, changedAt: row?.changed ? new Date(row.changed) : null };
    },

    /** The games the ratings of `asOf` learn from, oldest first. */
    async ratedGames(league: League, asOf: Date, tx?: Queryable): Promise<GameRow[]> {
      return (tx ?? db)
        .select()
        .from(games)
        .where(ratedGamesBefore(league, asOf))
        .orderBy(asc(games.kickoff));
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
