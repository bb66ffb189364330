import type { BetMarket, BetSide } from '@shared/bets/bet-rules';
import { closingLineValue } from '@shared/bets/closing-line-value';
import { gradeBet } from '@shared/bets/grade-bet';
import type { ServiceContext } from '../context';
import { closingFairLine, type ClosingFairLine } from './closing-fair-line';

/**
 * After every refresh (the replay reveals finals on its own clock, The Odds API's scores live):
 *
 * 1. Closing-line value for each bet whose game has kicked off: its price against the closing fair
 *    price at its number (closing-fair-line.ts, shared/bets/closing-line-value.ts). Checked once;
 *    a game without a close gets none.
 * 2. Grades: win, loss or push at the bet's number once the game is final, void when it was
 *    cancelled, moved or never scored (shared/bets/grade-bet.ts). A bet voided for want of a score
 *    is graded again if the score arrives after all.
 *
 * Both write only rows still waiting for them, so two instances at once change nothing twice.
 */
export async function gradeBets(ctx: ServiceContext): Promise<{ valued: number; graded: number }> {
  const now = ctx.now();
  let valued = 0;
  const toValue = await ctx.repos.bets.awaitingClosingValue(now);
  const closes = new Map<string, ClosingFairLine | null>();
  for (const { bet, game } of toValue) {
    if (!closes.has(game.id)) closes.set(game.id, await closingFairLine(ctx, game));
    const close = closes.get(game.id) ?? null;
    const value = close
      ? closingLineValue(
          game.league,
          { market: bet.market as BetMarket, side: bet.side as BetSide, line: bet.line, price: bet.price },
          close.fair,
        )
      : null;
    const recorded = await ctx.repos.bets.recordClosingValue(bet.id, {
      closingFairLine: value?.fairLine ?? null,
      closingFairPrice: value?.fairPrice ?? null,
      clv: value?.clv ?? null,
      closingAt: value && close ? close.at : null,
      clvCheckedAt: now,
    });
    if (recorded) valued++;
  }

  let graded = 0;
  const toGrade = await ctx.repos.bets.awaitingGrade();
  for (const { bet, game } of toGrade) {
    const grade = gradeBet(
      {
        market: bet.market as BetMarket,
        side: bet.side as BetSide,
        line: bet.line,
        price: bet.price,
        stake: bet.stake,
        kickoffAtPlacement: bet.kickoffAtPlacement,
      },
      game,
      now,
    );
    if (!grade || (grade.result === bet.result && grade.voidReason === bet.voidReason)) continue;
    const recorded = await ctx.repos.bets.recordGrade(bet.id, {
      result: grade.result,
      voidReason: grade.voidReason,
      profit: grade.profit,
      homeScore: grade.result === 'void' ? null : game.homeScore,
      awayScore: grade.result === 'void' ? null : game.awayScore,
      gradedAt: now,
    });
    if (recorded) graded++;
  }
  return { valued, graded };
}
