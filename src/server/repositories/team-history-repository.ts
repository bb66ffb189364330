import { and, count, desc, eq, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { League } from '@shared/league';
import { games, teamSeasonRatings } from '../db/schema';
import type { Queryable } from './index';

/**
 * The finished real games that teams' records are read from (ATS, scoring, situational trends).
 * Replayed copies never count: they duplicate real games that are already there.
 */

/** The columns a final game contributes to the ATS and situational history. */
const historicColumns = {
  kickoff: games.kickoff,
  season: games.season,
  homeTeamId: games.homeTeamId,
  awayTeamId: games.awayTeamId,
  homeScore: games.homeScore,
  awayScore: games.awayScore,
  closingHomeLine: games.closingHomeLine,
};

export interface HistoricRow {
  kickoff: Date;
  season: number;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  closingHomeLine: number | null;
}

/** A team's published rating of a season from an outside source (SP+, FPI, talent, ...). */
export type SeasonRatingRow = typeof teamSeasonRatings.$inferSelect;
export type NewSeasonRating = typeof teamSeasonRatings.$inferInsert;

/** Rows per insert statement, below PostgreSQL's bind-parameter limit. */
const UPSERT_BATCH = 500;

function realFinals(league: League) {
  return and(eq(games.league, league), eq(games.status, 'final'), ne(games.source, 'replay'));
}

export function createTeamHistoryRepository(db: Queryable) {
  return {
    /** Inserts ratings or refreshes them by (league, season, team, source) (idempotent). */
    async upsertRatings(rows: NewSeasonRating[], tx?: Queryable): Promise<void> {
      for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
        await (tx ?? db)
          .insert(teamSeasonRatings)
          .values(rows.slice(i, i + UPSERT_BATCH))
          .onConflictDoUpdate({
            target: [
              teamSeasonRatings.league,
              teamSeasonRatings.season,
              teamSeasonRatings.teamId,
              teamSeasonRatings.source,
            ],
            set: {
              rating: sql`excluded.rating`,
              offense: sql`excluded.offense`,
              defense: sql`excluded.defense`,
              stats: sql`excluded.stats`,
            },
          });
      }
    },

    /** How many teams have a rating of this league, season and source. */
    async countRatings(league: League, season: number, source: string, tx?: Queryable): Promise<number> {
      const [row] = await (tx ?? db)
        .select({ n: count() })
        .from(teamSeasonRatings)
        .where(
          and(
            eq(teamSeasonRatings.league, league),
            eq(teamSeasonRatings.season, season),
            eq(teamSeasonRatings.source, source),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Both teams' final games of seasons [fromSeason, toSeason] kicking off before `before`, with
     * the source that supplied each result.
     */
    async finalsOfTeams(
      query: {
        league: League;
        teamIds: readonly [string, string];
        fromSeason: number;
        toSeason: number;
        before: Date;
      },
      tx?: Queryable,
    ): Promise<(HistoricRow & { source: string })[]> {
      const [a, b] = query.teamIds;
      return (tx ?? db)
        .select({ ...historicColumns, source: games.source })
        .from(games)
        .where(
          and(
            realFinals(query.league),
            gte(games.season, query.fromSeason),
            lte(games.season, query.toSeason),
            lt(games.kickoff, query.before),
            or(
              eq(games.homeTeamId, a),
              eq(games.awayTeamId, a),
              eq(games.homeTeamId, b),
              eq(games.awayTeamId, b),
            ),
          ),
        );
    },

    /**
     * Every final game of the league from `fromSeason` on (all when null), with the stored flag
     * saying whether it was a division (NFL) or conference (college) game: 'true', 'false' or null.
     */
    async leagueFinals(
      query: { league: League; fromSeason: number | null; divisionalFlag: string },
      tx?: Queryable,
    ): Promise<(HistoricRow & { divisional: string | null })[]> {
      return (tx ?? db)
        .select({
          ...historicColumns,
          divisional: sql<string | null>`${games.details}->>${query.divisionalFlag}`,
        })
        .from(games)
        .where(
          and(
            realFinals(query.league),
            query.fromSeason === null ? undefined : gte(games.season, query.fromSeason),
          ),
        );
    },

    /** Changes whenever a final game of the league is added, regraded or re-imported. */
    async finalsStamp(league: League, tx?: Queryable): Promise<string> {
      const [row] = await (tx ?? db)
        .select({
          count: sql<number>`count(*)::int`,
          latest: sql<string | null>`max(${games.updatedAt})::text`,
        })
        .from(games)
        .where(realFinals(league));
      return `${row?.count ?? 0}:${row?.latest ?? ''}`;
    },

    /** Every team's rating of one season from one source. */
    async seasonRatings(
      query: { league: League; source: string; season: number },
      tx?: Queryable,
    ): Promise<SeasonRatingRow[]> {
      return (tx ?? db)
        .select()
        .from(teamSeasonRatings)
        .where(
          and(
            eq(teamSeasonRatings.league, query.league),
            eq(teamSeasonRatings.source, query.source),
            eq(teamSeasonRatings.season, query.season),
          ),
        );
    },

    /** The latest season at or before `atMost` that a source rated, or null. */
    async latestRatedSeason(
      query: { league: League; source: string; atMost: number },
      tx?: Queryable,
    ): Promise<number | null> {
      const [row] = await (tx ?? db)
        .select({ season: teamSeasonRatings.season })
        .from(teamSeasonRatings)
        .where(
          and(
            eq(teamSeasonRatings.league, query.league),
            eq(teamSeasonRatings.source, query.source),
            lte(teamSeasonRatings.season, query.atMost),
          ),
        )
        .orderBy(desc(teamSeasonRatings.season))
        .limit(1);
      return row?.season ?? null;
    },

    /** Every season's ratings of a league from these sources. */
    async ratingsFrom(
      league: League,
      sources: readonly string[],
      tx?: Queryable,
    ): Promise<SeasonRatingRow[]> {
      return (tx ?? db)
        .select()
        .from(teamSeasonRatings)
        .where(and(eq(teamSeasonRatings.league, league), inArray(teamSeasonRatings.source, [...sources])));
    },
  };
}

export type TeamHistoryRepository = ReturnType<typeof createTeamHistoryRepository>;
