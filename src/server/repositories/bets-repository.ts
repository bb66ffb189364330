import { and, count, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { League } from '@shared/league';
import { bets, games } from '../db/schema';
import type { Queryable } from './index';

export type BetRow = typeof bets.$inferSelect;
export type NewBet = Omit<typeof bets.$inferInsert, 'id'>;
/** The game a bet is on, whole (grading reads its status and score). */
export type BetGameRow = typeof games.$inferSelect;
/** What closing-line value fills in, once. */
export type BetClosing = Pick<
  BetRow,
  'closingFairLine' | 'closingFairPrice' | 'clv' | 'closingAt' | 'clvCheckedAt'
>;
/** What a grade fills in. */
export type BetGrade = Pick<
  BetRow,
  'result' | 'voidReason' | 'profit' | 'homeScore' | 'awayScore' | 'gradedAt'
>;

/** A bet still to grade: ungraded, or voided for want of a score (the score may arrive after all). */
const waitingForGrade = or(
  isNull(bets.result),
  and(eq(bets.result, 'void'), eq(bets.voidReason, 'no-result')),
);

export function createBetsRepository(db: Queryable) {
  return {
    async countForLicense(licenseId: string, tx?: Queryable): Promise<number> {
      const [held] = await (tx ?? db).select({ n: count() }).from(bets).where(eq(bets.licenseId, licenseId));
      return Number(held?.n ?? 0);
    },

    async insert(bet: NewBet, tx?: Queryable): Promise<BetRow> {
      const [row] = await (tx ?? db).insert(bets).values(bet).returning();
      return row!;
    },

    /** The licence's bets on games of these leagues, newest first, each with its game. */
    async forLicense(
      licenseId: string,
      leagues: readonly League[],
      tx?: Queryable,
    ): Promise<{ bet: BetRow; game: BetGameRow }[]> {
      if (leagues.length === 0) return [];
      return (tx ?? db)
        .select({ bet: bets, game: games })
        .from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .where(and(eq(bets.licenseId, licenseId), inArray(games.league, [...leagues])))
        .orderBy(desc(bets.placedAt), desc(bets.id));
    },

    /** Deletes one of the licence's bets: false when the licence has no such bet. */
    async deleteForLicense(licenseId: string, betId: string, tx?: Queryable): Promise<boolean> {
      const deleted = await (tx ?? db)
        .delete(bets)
        .where(and(eq(bets.id, betId), eq(bets.licenseId, licenseId)))
        .returning({ id: bets.id });
      return deleted.length > 0;
    },

    /** Bets whose game kicked off by `now` and whose closing-line value was never checked. */
    async awaitingClosingValue(now: Date, tx?: Queryable): Promise<{ bet: BetRow; game: BetGameRow }[]> {
      return (tx ?? db)
        .select({ bet: bets, game: games })
        .from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .where(and(isNull(bets.clvCheckedAt), lte(games.kickoff, now)));
    },

    /** Records the closing-line check once: false when it was already recorded. */
    async recordClosingValue(betId: string, closing: BetClosing, tx?: Queryable): Promise<boolean> {
      const updated = await (tx ?? db)
        .update(bets)
        .set(closing)
        .where(and(eq(bets.id, betId), isNull(bets.clvCheckedAt)))
        .returning({ id: bets.id });
      return updated.length > 0;
    },

    /** Bets still to grade, each with its game. */
    async awaitingGrade(tx?: Queryable): Promise<{ bet: BetRow; game: BetGameRow }[]> {
      return (tx ?? db)
        .select({ bet: bets, game: games })
        .from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .where(waitingForGrade);
    },

    /** Records a grade while the bet is still waiting for one: false when it no longer was. */
    async recordGrade(betId: string, grade: BetGrade, tx?: Queryable): Promise<boolean> {
      const updated = await (tx ?? db)
        .update(bets)
        .set(grade)
        .where(and(eq(bets.id, betId), waitingForGrade))
        .returning({ id: bets.id });
      return updated.length > 0;
    },
  };
}

export type BetsRepository = ReturnType<typeof createBetsRepository>;
