import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Game } from '@shared/api/games';
import type { League } from '@shared/league';
import { analyses, games } from '../db/schema';
import type { Queryable } from './index';
import { parseStoredGame, toStoredGame } from './stored-game';

export type AnalysisRow = typeof analyses.$inferSelect;

/** A stored analysis with its payload read back as today's `Game` (never the raw `output`). */
export type StoredAnalysis = Omit<AnalysisRow, 'output'> & { game: Game };

/** An analysis' columns without its payload: for callers that decide from the inputs alone. */
export type AnalysisInputs = Pick<AnalysisRow, 'id' | 'gameId' | 'version' | 'inputs' | 'createdAt'>;

/** A new version of a game's analysis; `game` is stored stamped with its schema version. */
export type NewAnalysis = Omit<typeof analyses.$inferInsert, 'id' | 'output'> & { game: Game };

function stored(row: AnalysisRow): StoredAnalysis {
  const { output, ...rest } = row;
  return { ...rest, game: parseStoredGame(output) };
}

const inputColumns = {
  id: analyses.id,
  gameId: analyses.gameId,
  version: analyses.version,
  inputs: analyses.inputs,
  createdAt: analyses.createdAt,
};

export function createAnalysesRepository(db: Queryable) {
  return {
    /** The game's latest analysis (highest version), or undefined when it was never analysed. */
    async latestForGame(gameId: string, tx?: Queryable): Promise<StoredAnalysis | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(analyses)
        .where(eq(analyses.gameId, gameId))
        .orderBy(desc(analyses.version))
        .limit(1);
      return row && stored(row);
    },

    /** Each game's latest analysis by game id; games never analysed are absent. */
    async latestForGames(gameIds: readonly string[], tx?: Queryable): Promise<Map<string, StoredAnalysis>> {
      if (gameIds.length === 0) return new Map();
      const rows = await (tx ?? db)
        .selectDistinctOn([analyses.gameId])
        .from(analyses)
        .where(inArray(analyses.gameId, [...gameIds]))
        .orderBy(analyses.gameId, desc(analyses.version));
      return new Map(rows.map((row) => [row.gameId, stored(row)]));
    },

    /**
     * The game's latest analysis without its payload: a reprice or an approval decides from the
     * inputs first, and most of the time never needs the game parsed.
     */
    async latestInputsForGame(gameId: string, tx?: Queryable): Promise<AnalysisInputs | undefined> {
      const [row] = await (tx ?? db)
        .select(inputColumns)
        .from(analyses)
        .where(eq(analyses.gameId, gameId))
        .orderBy(desc(analyses.version))
        .limit(1);
      return row;
    },

    /** One analysis' inputs by its id (the analysis a published pick was made from). */
    async inputsById(analysisId: string, tx?: Queryable): Promise<AnalysisInputs | undefined> {
      const [row] = await (tx ?? db)
        .select(inputColumns)
        .from(analyses)
        .where(eq(analyses.id, analysisId))
        .limit(1);
      return row;
    },

    /** The game's highest analysis version, 0 when it has none (the next one is this plus one). */
    async latestVersion(gameId: string, tx?: Queryable): Promise<number> {
      const [row] = await (tx ?? db)
        .select({ version: analyses.version })
        .from(analyses)
        .where(eq(analyses.gameId, gameId))
        .orderBy(desc(analyses.version))
        .limit(1);
      return row?.version ?? 0;
    },

    /**
     * Stores a version of a game's analysis. A version the game already has is refused by the
     * unique index (SQLSTATE 23505): two writers racing for one number, the loser retries.
     */
    async insertVersion(analysis: NewAnalysis, tx?: Queryable): Promise<{ id: string }> {
      const { game, ...columns } = analysis;
      const [row] = await (tx ?? db)
        .insert(analyses)
        .values({ ...columns, output: toStoredGame(game) })
        .returning({ id: analyses.id });
      return row!;
    },

    /**
     * The latest analysis of every game of these leagues kicking off in [from, to), with the
     * game's kickoff and key (the slate's order), in no particular order.
     */
    async latestInWindow(
      window: { leagues: readonly League[]; from: Date; to: Date },
      tx?: Queryable,
    ): Promise<{ analysis: StoredAnalysis; kickoff: Date; gameKey: string }[]> {
      if (window.leagues.length === 0) return [];
      const rows = await (tx ?? db)
        .selectDistinctOn([analyses.gameId], {
          analysis: analyses,
          kickoff: games.kickoff,
          gameKey: games.gameKey,
        })
        .from(analyses)
        .innerJoin(games, eq(analyses.gameId, games.id))
        .where(
          and(
            inArray(games.league, [...window.leagues]),
            gte(games.kickoff, window.from),
            lt(games.kickoff, window.to),
          ),
        )
        .orderBy(analyses.gameId, desc(analyses.version));
      return rows.map((r) => ({ analysis: stored(r.analysis), kickoff: r.kickoff, gameKey: r.gameKey }));
    },

    /**
     * The most recently written analysis of a game between these home and away teams kicking off in
     * [from, to), with the game's neutral-site flag (a typed matchup returns it only on the same site).
     */
    async latestForMatchup(
      matchup: { league: League; homeTeamId: string; awayTeamId: string; from: Date; to: Date },
      tx?: Queryable,
    ): Promise<{ game: Game; neutralSite: boolean } | undefined> {
      const [row] = await (tx ?? db)
        .select({ output: analyses.output, neutralSite: games.neutralSite })
        .from(analyses)
        .innerJoin(games, eq(analyses.gameId, games.id))
        .where(
          and(
            eq(games.league, matchup.league),
            eq(games.homeTeamId, matchup.homeTeamId),
            eq(games.awayTeamId, matchup.awayTeamId),
            gte(games.kickoff, matchup.from),
            lt(games.kickoff, matchup.to),
          ),
        )
        .orderBy(desc(analyses.createdAt))
        .limit(1);
      return row && { game: parseStoredGame(row.output), neutralSite: row.neutralSite };
    },
  };
}

export type AnalysesRepository = ReturnType<typeof createAnalysesRepository>;
