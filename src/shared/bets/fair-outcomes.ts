/**
 * What a fair (no-vig) market says about one bet at ITS number, and what the bet is worth against it.
 *
 * The fair market is given as the centres the product's fair line is made of (fair-line.ts): the
 * expected home margin, the expected total and the home win probability. A spread or total bet is
 * then priced on the same key-number distributions the product prices books with (centred-pmf.ts,
 * the fitted closing-line σ and key-number weights): P(win), P(push), P(loss) at the bet's number,
 * so a bet at −2.5 against a fair line of −3 gets the half point onto 3 at its real worth.
 * A moneyline uses the fair win probability (ties are rare and returned as pushes).
 *
 * Value is the product's edge (src/shared/odds/ev.ts): 100 · EV per 1 staked, pushes returning the
 * stake. Against the CLOSING fair line that number is the bet's closing-line value.
 */
import { fairAmericanOdds, impliedProbability } from '../odds/american-odds';
import { expectedValue } from '../odds/ev';
import { marginParams, type BetOutcomeProbabilities } from '../model/margin-distribution';
import { totalParams } from '../model/total-distribution';
import { centredPmfTable, splitAt, type PmfTable } from '../pricing/centred-pmf';
import { toSportCode } from '../league';
import { sideOutcomes } from '../pricing/rate-book-line';
import type { League } from '../league';
import type { BetMarket, BetSide } from './bet-rules';

/** The fair market as the centres of its distributions (any may be unknown). */
export interface FairCentre {
  /** E[home score − away score]: minus the fair home line. */
  readonly expectedHomeMargin: number | null;
  readonly expectedTotal: number | null;
  /** The fair home win probability (ties excluded), e.g. the no-vig moneyline consensus. */
  readonly homeWinProbability: number | null;
}

export interface BetAtNumber {
  readonly market: BetMarket;
  readonly side: BetSide;
  /** The side's line (sportsbook sign) or the total; null on a moneyline. */
  readonly line: number | null;
}

/** The distribution of the home margin (spreads, and moneylines without a fair win probability). */
export function marginTable(league: League, expectedHomeMargin: number): PmfTable {
  return centredPmfTable(marginParams(toSportCode(league)), expectedHomeMargin, 'absolute');
}

/** The distribution of the total points. */
export function totalTable(league: League, expectedTotal: number): PmfTable {
  return centredPmfTable(totalParams(toSportCode(league)), expectedTotal, 'direct');
}

/** Over wins above the total, under below, a push on it (never on a half point). */
export function totalSideOutcomes(
  table: PmfTable,
  side: 'over' | 'under',
  total: number,
): BetOutcomeProbabilities {
  const split = splitAt(table, total);
  return side === 'over'
    ? { win: split.above, push: split.equal, loss: split.below }
    : { win: split.below, push: split.equal, loss: split.above };
}

/** A moneyline from the home margin's distribution: the side wins outright, a tie pushes. */
export function moneylineOutcomes(table: PmfTable, side: 'home' | 'away'): BetOutcomeProbabilities {
  const split = splitAt(table, 0);
  return side === 'home'
    ? { win: split.above, push: split.equal, loss: split.below }
    : { win: split.below, push: split.equal, loss: split.above };
}

function teamSide(side: BetSide): 'home' | 'away' {
  if (side !== 'home' && side !== 'away')
    throw new RangeError(`a team market needs home or away, got ${side}`);
  return side;
}

/**
 * P(win), P(push), P(loss) of the bet at its number under the fair market; null when the fair market
 * does not say (no fair total for a total bet, no fair line at all).
 */
export function fairOutcomes(
  league: League,
  bet: BetAtNumber,
  fair: FairCentre,
): BetOutcomeProbabilities | null {
  switch (bet.market) {
    case 'spread': {
      if (fair.expectedHomeMargin === null || bet.line === null) return null;
      return sideOutcomes(marginTable(league, fair.expectedHomeMargin), teamSide(bet.side), bet.line);
    }
    case 'total': {
      if (fair.expectedTotal === null || bet.line === null) return null;
      if (bet.side !== 'over' && bet.side !== 'under') throw new RangeError('a total needs over or under');
      return totalSideOutcomes(totalTable(league, fair.expectedTotal), bet.side, bet.line);
    }
    case 'moneyline': {
      const side = teamSide(bet.side);
      if (fair.homeWinProbability !== null) {
        const home = fair.homeWinProbability;
        return side === 'home'
          ? { win: home, push: 0, loss: 1 - home }
          : { win: 1 - home, push: 0, loss: home };
      }
      if (fair.expectedHomeMargin === null) return null;
      return moneylineOutcomes(marginTable(league, fair.expectedHomeMargin), side);
    }
  }
}

export interface BetValue {
  /** P(win) / (P(win) + P(loss)): the fair probability at this number, pushes excluded. */
  readonly fairProbability: number;
  /** The fair American price of this side at this number (pushes excluded). */
  readonly fairPrice: number;
  /** The price's break-even probability, vig included. */
  readonly breakEven: number;
  /** 100 · EV per 1 staked: the product's edge %; against the close, the closing-line value. */
  readonly edgePercent: number;
}

/**
 * The fair American price of a probability, as sportsbooks print even money: a probability of one
 * half (to float noise) is +100, never −100.
 */
export function fairPriceOf(probability: number): number {
  if (Math.abs(probability - 0.5) < 1e-9) return 100;
  return Math.round(fairAmericanOdds(Math.min(0.9999, Math.max(0.0001, probability))));
}

/** What a price is worth against fair outcome probabilities at its number. */
export function valueAgainstFair(outcomes: BetOutcomeProbabilities, price: number): BetValue {
  const decided = outcomes.win + outcomes.loss;
  const fairProbability = decided > 0 ? outcomes.win / decided : 0.5;
  return {
    fairProbability,
    fairPrice: fairPriceOf(fairProbability),
    breakEven: impliedProbability(price),
    edgePercent: 100 * expectedValue(outcomes, price),
  };
}
