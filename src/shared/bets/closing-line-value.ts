/**
 * A bet's closing-line value (CLV): its price against the CLOSING fair price at its number. The
 * closing fair line is the product's market fair line (fair-line.ts: Shin no-vig per book, key-number
 * aware, sharp books weighted up) of each book's last quote before kickoff; the bet is priced on it at
 * its own number (fair-outcomes.ts). CLV is in percent of the stake: +2.4 means the bet would have
 * returned 2.4% on average had it been made at the closing fair odds' true probabilities.
 */
import type { FairLine } from '../pricing/fair-line';
import type { League } from '../league';
import { fairOutcomes, valueAgainstFair, type BetAtNumber } from './fair-outcomes';

export interface ClosingValue {
  /** The closing fair line of the bet's market: home line (product sign) for spreads, the total, or null (moneyline). */
  readonly fairLine: number | null;
  /** The closing fair American price of the bet's side at its number. */
  readonly fairPrice: number;
  /** Percent of the stake, two decimals. */
  readonly clv: number;
}

const round2 = (x: number) => {
  const r = Math.round(x * 100) / 100;
  return r === 0 ? 0 : r;
};

/** Null when the close does not price this market (no fair total for a total bet). */
export function closingLineValue(
  league: League,
  bet: BetAtNumber & { readonly price: number },
  close: Pick<FairLine, 'spread' | 'total' | 'expectedHomeMargin' | 'expectedTotal' | 'homeWinProbability'>,
): ClosingValue | null {
  const outcomes = fairOutcomes(league, bet, close);
  if (!outcomes) return null;
  const value = valueAgainstFair(outcomes, bet.price);
  return {
    fairLine: bet.market === 'spread' ? close.spread : bet.market === 'total' ? close.total : null,
    fairPrice: value.fairPrice,
    clv: round2(value.edgePercent),
  };
}
