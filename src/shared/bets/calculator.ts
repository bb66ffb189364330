/**
 * The no-vig and EV calculator (/calculator). Every number comes from the product's own maths:
 * de-vigging is the fair line's (fair-line.ts: Shin, which for two outcomes takes the same share of
 * the overround off each side), a fair line becomes a distribution exactly as a book's market does
 * when the product builds its fair line (impliedHomeMargin / impliedTotal on the fitted key-number
 * distributions), and a bet is priced at its number on that distribution (fair-outcomes.ts).
 *
 * The calculator speaks from the bettor's side: "your line" is the side's own handicap (−2.5) and
 * the fair line is that side's fair handicap (−3). The margin distribution is symmetric in the two
 * teams (key numbers count by absolute margin), so the side is priced as if it were the home team.
 */
import { assertAmericanOdds } from '../odds/american-odds';
import { fairFirstProbability, impliedHomeMargin, impliedTotal, marketHold } from '../pricing/fair-line';
import { splitAt, type PmfTable } from '../pricing/centred-pmf';
import { toSportCode } from '../league';
import type { BetOutcomeProbabilities } from '../model/margin-distribution';
import type { League } from '../league';
import type { BetMarket } from './bet-rules';
import {
  fairOutcomes,
  fairPriceOf,
  marginTable,
  totalTable,
  valueAgainstFair,
  type BetValue,
  type FairCentre,
} from './fair-outcomes';

export interface NoVigPair {
  /** No-vig probabilities of the first and second price. */
  readonly probabilities: readonly [number, number];
  /** Fair American odds of each side, rounded as books print them. */
  readonly fairPrices: readonly [number, number];
  /** 1 − 1/Σ implied: the share of the money the book keeps on a balanced book. */
  readonly hold: number;
  /** Σ implied − 1. */
  readonly overround: number;
}

/** Two American prices of one two-way market → each side's no-vig probability, fair odds and the hold. */
export function noVigPair(first: number, second: number): NoVigPair {
  assertAmericanOdds(first);
  assertAmericanOdds(second);
  const p = fairFirstProbability(first, second);
  const hold = marketHold(first, second);
  return {
    probabilities: [p, 1 - p],
    fairPrices: [fairPriceOf(p), fairPriceOf(1 - p)],
    hold,
    overround: 1 / (1 - hold) - 1,
  };
}

/** The calculator's bet: from the bettor's side. */
export interface CalculatorBet {
  readonly league: League;
  readonly market: BetMarket;
  /** Totals only: which side. */
  readonly totalSide?: 'over' | 'under';
  /** Your side's handicap (spread) or the total; ignored on a moneyline. */
  readonly line: number | null;
  readonly price: number;
}

/** What the bettor holds as fair. */
export type FairInput =
  /** Your side's no-vig win probability, pushes excluded (0–1). */
  | { readonly kind: 'probability'; readonly probability: number }
  /**
   * A fair line from your side (spread −3, total 44.5; for a moneyline, your side's fair spread),
   * optionally with both sides' prices at that line (a sharp book's −3 −118 / +104), which are
   * de-vigged and solved for the line the market means, as the product's fair line does.
   */
  | {
      readonly kind: 'line';
      readonly line: number;
      readonly prices?: { readonly yours: number; readonly other: number } | null;
    };

export interface KeyNumberMass {
  /** A final margin (spreads, moneylines: absolute) or total. */
  readonly outcome: number;
  /** Its probability under the fair distribution. */
  readonly probability: number;
}

export interface CalculatorResult extends BetValue {
  readonly outcomes: BetOutcomeProbabilities;
  /** EV per $100 staked (the product's '+$x per $100 bet'). */
  readonly evPer100: number;
  /** Where the fair distribution is centred: your side's expected margin, or the expected total. */
  readonly centre: number | null;
  /**
   * The whole-number outcomes between your number and the fair number, with their probability:
   * the key numbers a half point crosses (3 and 7 in the NFL). Empty without a fair line.
   */
  readonly numbersBetween: readonly KeyNumberMass[];
}

/** Your side as the home team: its line is the home line, its expected margin the home margin. */
function centreOf(bet: CalculatorBet, fair: Extract<FairInput, { kind: 'line' }>): FairCentre {
  const league = toSportCode(bet.league);
  if (bet.market === 'total') {
    const side = bet.totalSide ?? 'over';
    const p = fair.prices;
    const expectedTotal = p
      ? side === 'over'
        ? impliedTotal(league, fair.line, p.yours, p.other)
        : impliedTotal(league, fair.line, p.other, p.yours)
      : fair.line;
    return { expectedHomeMargin: null, expectedTotal, homeWinProbability: null };
  }
  const expectedHomeMargin = fair.prices
    ? impliedHomeMargin(league, fair.line, fair.prices.yours, fair.prices.other)
    : -fair.line;
  return { expectedHomeMargin, expectedTotal: null, homeWinProbability: null };
}

function numbersBetween(table: PmfTable, a: number, b: number): KeyNumberMass[] {
  const lo = Math.ceil(Math.min(a, b) - 1e-9);
  const hi = Math.floor(Math.max(a, b) + 1e-9);
  const out: KeyNumberMass[] = [];
  for (let k = lo; k <= hi && out.length < 20; k++) {
    const probability = splitAt(table, k).equal;
    if (probability > 0) out.push({ outcome: Math.abs(k), probability });
  }
  return out;
}

function validate(bet: CalculatorBet, fair: FairInput): void {
  assertAmericanOdds(bet.price);
  if (bet.market !== 'moneyline' && (bet.line === null || !Number.isFinite(bet.line)))
    throw new RangeError('line must be a number for a spread or total');
  if (fair.kind === 'probability' && !(fair.probability > 0 && fair.probability < 1))
    throw new RangeError('the fair probability must be between 0 and 100%');
  if (fair.kind === 'line') {
    if (!Number.isFinite(fair.line)) throw new RangeError('the fair line must be a number');
    if (bet.market === 'total' && !(fair.line > 0)) throw new RangeError('a fair total must be above 0');
    if (fair.prices) {
      assertAmericanOdds(fair.prices.yours);
      assertAmericanOdds(fair.prices.other);
    }
  }
}

/** EV of a price against a fair probability or a fair line, at the bet's own number. */
export function evAgainstFair(bet: CalculatorBet, fair: FairInput): CalculatorResult {
  validate(bet, fair);
  if (fair.kind === 'probability') {
    const outcomes = { win: fair.probability, push: 0, loss: 1 - fair.probability };
    const value = valueAgainstFair(outcomes, bet.price);
    return { ...value, outcomes, evPer100: value.edgePercent, centre: null, numbersBetween: [] };
  }
  const centre = centreOf(bet, fair);
  const side = bet.market === 'total' ? (bet.totalSide ?? 'over') : 'home';
  const outcomes = fairOutcomes(bet.league, { market: bet.market, side, line: bet.line }, centre)!;
  const value = valueAgainstFair(outcomes, bet.price);
  let between: KeyNumberMass[] = [];
  let at: number | null = null;
  if (bet.market === 'total') {
    at = centre.expectedTotal;
    between = numbersBetween(totalTable(bet.league, at!), bet.line!, fair.line);
  } else {
    at = centre.expectedHomeMargin;
    const table = marginTable(bet.league, at!);
    // Your side covers when its margin beats −line; the fair number's threshold is −fair line.
    between = bet.market === 'spread' ? numbersBetween(table, -bet.line!, -fair.line) : [];
  }
  return { ...value, outcomes, evPer100: value.edgePercent, centre: at, numbersBetween: between };
}
