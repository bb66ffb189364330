/**
 * Grading a recorded bet: win, loss or push from the final score at the bet's own number, void when
 * the game was not played as scheduled, and the profit in units at the bet's price. Pure: the
 * server's grader and the tests use it as is; the payout maths is the record's (grade-pick.ts).
 */
import { marketResult, unitsWon, type PickResult } from '../record/grade-pick';
import {
  NO_RESULT_VOID_DAYS,
  RESCHEDULE_VOID_HOURS,
  type BetMarket,
  type BetResult,
  type BetSide,
  type VoidReason,
} from './bet-rules';

export interface GradableBet {
  readonly market: BetMarket;
  readonly side: BetSide;
  /** The side's line (sportsbook sign) or the total; null on a moneyline. */
  readonly line: number | null;
  readonly price: number;
  /** Units. */
  readonly stake: number;
  /** The game's kickoff when the bet was recorded. */
  readonly kickoffAtPlacement: Date;
}

export interface GameOutcome {
  /** 'final' once scored; a feed may mark a game 'cancelled'. */
  readonly status: string;
  readonly kickoff: Date;
  readonly homeScore: number | null;
  readonly awayScore: number | null;
}

export interface BetGrade {
  readonly result: BetResult;
  /** Net units: a win pays the stake at the price, a loss costs it, a push or void returns it. */
  readonly profit: number;
  readonly voidReason: VoidReason | null;
}

/** Win, loss or push of a bet at its number given the final score (grade-pick.ts's marketResult). */
export function betResult(
  bet: Pick<GradableBet, 'market' | 'side' | 'line'>,
  homeScore: number,
  awayScore: number,
): PickResult {
  return marketResult(bet, homeScore, awayScore);
}

const HOUR_MS = 3_600_000;

/** Why a bet is void now, or null when it stands (played, or still to be played). */
export function voidReasonOf(
  bet: Pick<GradableBet, 'kickoffAtPlacement'>,
  game: GameOutcome,
  now: Date,
): VoidReason | null {
  if (game.status === 'cancelled') return 'cancelled';
  if (Math.abs(game.kickoff.getTime() - bet.kickoffAtPlacement.getTime()) > RESCHEDULE_VOID_HOURS * HOUR_MS)
    return 'rescheduled';
  const scored = game.status === 'final' && game.homeScore !== null && game.awayScore !== null;
  if (!scored && now.getTime() - game.kickoff.getTime() > NO_RESULT_VOID_DAYS * 24 * HOUR_MS)
    return 'no-result';
  return null;
}

/** The bet's grade, or null while it is pending (the game not yet final and not void). */
export function gradeBet(bet: GradableBet, game: GameOutcome, now: Date): BetGrade | null {
  const reason = voidReasonOf(bet, game, now);
  if (reason) return { result: 'void', profit: 0, voidReason: reason };
  if (game.status !== 'final' || game.homeScore === null || game.awayScore === null) return null;
  const result = betResult(bet, game.homeScore, game.awayScore);
  return { result, profit: unitsWon({ price: bet.price, units: bet.stake }, result), voidReason: null };
}
