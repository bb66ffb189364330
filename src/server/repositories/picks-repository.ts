import { and, count, desc, eq, getTableColumns, gt, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { Game } from '@shared/api/games';
import { gameCuration, games, oddsSnapshots, pickGrades, picks } from '../db/schema';
import type { Queryable } from './index';
import { parseStoredGame, toStoredGame } from './stored-game';

type PickTableRow = typeof picks.$inferSelect;
/** A published pick's columns without its payload: what grading and alerts decide from. */
export type PickColumns = Omit<PickTableRow, 'payload'>;
/** A published pick with its frozen payload read back as today's `Game` (never the raw payload). */
export type StoredPick = PickColumns & { game: Game };
/** A new version of a game's pick; `game` is stored stamped with its schema version. */
export type NewPick = Omit<typeof picks.$inferInsert, 'id' | 'payload'> & { game: Game };
export type PickGradeRow = typeof pickGrades.$inferSelect;

const { payload: _payload, ...pickColumns } = getTableColumns(picks);

function stored(row: PickTableRow): StoredPick {
  const { payload, ...rest } = row;
  return { ...rest, game: parseStoredGame(payload) };
}

export function createPicksRepository(db: Queryable) {
  return {
    /** The game's latest published version, or undefined when none was published. */
    async latestForGame(gameId: string, tx?: Queryable): Promise<StoredPick | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(picks)
        .where(eq(picks.gameId, gameId))
        .orderBy(desc(picks.version))
        .limit(1);
      return row && stored(row);
    },

    /** Each game's latest published version; games never published are absent. */
    async latestForGames(gameIds: readonly string[], tx?: Queryable): Promise<StoredPick[]> {
      if (gameIds.length === 0) return [];
      const rows = await (tx ?? db)
        .selectDistinctOn([picks.gameId])
        .from(picks)
        .where(inArray(picks.gameId, [...gameIds]))
        .orderBy(picks.gameId, desc(picks.version));
      return rows.map(stored);
    },

    /** The game's highest published version, 0 when it has none (the next one is this plus one). */
    async latestVersion(gameId: string, tx?: Queryable): Promise<number> {
      const [row] = await (tx ?? db)
        .select({ version: sql<number>`coalesce(max(${picks.version}), 0)` })
        .from(picks)
        .where(eq(picks.gameId, gameId));
      return Number(row?.version ?? 0);
    },

    /** Stores a published version (the unique index refuses a version the game already has). */
    async insertVersion(pick: NewPick, tx?: Queryable): Promise<StoredPick> {
      const { game, ...columns } = pick;
      const [row] = await (tx ?? db)
        .insert(picks)
        .values({ ...columns, payload: toStoredGame(game) })
        .returning();
      return stored(row!);
    },

    /** How many versions each game has published, and when the last one was. */
    async publishedCounts(
      gameIds: readonly string[],
      tx?: Queryable,
    ): Promise<{ gameId: string; versions: number; lastAt: Date | null }[]> {
      if (gameIds.length === 0) return [];
      const rows = await (tx ?? db)
        .select({ gameId: picks.gameId, versions: count(), lastAt: max(picks.publishedAt) })
        .from(picks)
        .where(inArray(picks.gameId, [...gameIds]))
        .groupBy(picks.gameId);
      return rows.map((r) => ({
        gameId: r.gameId,
        versions: Number(r.versions),
        lastAt: r.lastAt ? new Date(r.lastAt) : null,
      }));
    },

    /** The latest version of each game still to kick off whose curation is approved or featured. */
    async liveOnApprovedGames(now: Date, tx?: Queryable): Promise<PickColumns[]> {
      return (tx ?? db)
        .selectDistinctOn([picks.gameId], pickColumns)
        .from(picks)
        .innerJoin(gameCuration, eq(gameCuration.gameId, picks.gameId))
        .where(and(gt(picks.kickoff, now), inArray(gameCuration.status, ['approved', 'featured'])))
        .orderBy(picks.gameId, desc(picks.version));
    },

    /** Every ungraded pick of a final game, with the game's score. */
    async ungradedOfFinalGames(
      tx?: Queryable,
    ): Promise<{ pick: PickColumns; homeScore: number | null; awayScore: number | null }[]> {
      return (tx ?? db)
        .select({ pick: pickColumns, homeScore: games.homeScore, awayScore: games.awayScore })
        .from(picks)
        .innerJoin(games, eq(games.id, picks.gameId))
        .leftJoin(pickGrades, eq(pickGrades.pickId, picks.id))
        .where(and(eq(games.status, 'final'), isNull(pickGrades.pickId)));
    },

    /** Every version of these games' picks, graded or not, in no particular order. */
    async versionsOfGames(
      gameIds: readonly string[],
      tx?: Queryable,
    ): Promise<Pick<PickColumns, 'id' | 'gameId' | 'version' | 'publishedAt' | 'kickoff'>[]> {
      if (gameIds.length === 0) return [];
      return (tx ?? db)
        .select({
          id: picks.id,
          gameId: picks.gameId,
          version: picks.version,
          publishedAt: picks.publishedAt,
          kickoff: picks.kickoff,
        })
        .from(picks)
        .where(inArray(picks.gameId, [...gameIds]));
    },

    /**
     * Each book's last quote of this market and side before kickoff (the newest per book), for a
     * pick's closing line.
     */
    async lastQuotesBeforeKickoff(
      quote: { gameId: string; market: string; side: string; kickoff: Date },
      tx?: Queryable,
    ): Promise<{ bookKey: string; point: number | null; price: number }[]> {
      return (tx ?? db)
        .selectDistinctOn([oddsSnapshots.bookKey], {
          bookKey: oddsSnapshots.bookKey,
          point: oddsSnapshots.point,
          price: oddsSnapshots.price,
        })
        .from(oddsSnapshots)
        .where(
          and(
            eq(oddsSnapshots.gameId, quote.gameId),
            eq(oddsSnapshots.market, quote.market),
            eq(oddsSnapshots.side, quote.side),
            lt(oddsSnapshots.fetchedAt, quote.kickoff),
          ),
        )
        .orderBy(oddsSnapshots.bookKey, desc(oddsSnapshots.fetchedAt), desc(oddsSnapshots.id));
    },

    /** Stores a grade once: false when the pick was already graded (by another instance, say). */
    async insertGrade(grade: PickGradeRow, tx?: Queryable): Promise<boolean> {
      const inserted = await (tx ?? db)
        .insert(pickGrades)
        .values(grade)
        .onConflictDoNothing()
        .returning({ id: pickGrades.pickId });
      return inserted.length > 0;
    },

    /** The seasons that have graded picks, newest first. */
    async gradedSeasons(tx?: Queryable): Promise<number[]> {
      const rows = await (tx ?? db)
        .selectDistinct({ season: picks.season })
        .from(picks)
        .innerJoin(pickGrades, eq(pickGrades.pickId, picks.id))
        .orderBy(desc(picks.season));
      return rows.map((r) => r.season);
    },

    /** A season's graded picks with their grades, latest kickoff first. */
    async gradedInSeason(
      season: number,
      tx?: Queryable,
    ): Promise<{ pick: StoredPick; grade: PickGradeRow }[]> {
      const rows = await (tx ?? db)
        .select({ pick: picks, grade: pickGrades })
        .from(picks)
        .innerJoin(pickGrades, eq(pickGrades.pickId, picks.id))
        .where(eq(picks.season, season))
        .orderBy(desc(picks.kickoff), picks.id);
      return rows.map((r) => ({ pick: stored(r.pick), grade: r.grade }));
    },
  };
}

export type PicksRepository = ReturnType<typeof createPicksRepository>;
