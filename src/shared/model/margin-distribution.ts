import {
  keyWeightedPmf,
  splitAtLine,
  type IntegerPmf,
  type KeyWeightedNormalParams,
} from './key-weighted-normal';
import { CFB_MARGIN_PARAMS, NFL_MARGIN_PARAMS } from './margin-params';
import type { SportCode } from '../league';

/**
 * Final home margin M (home − away points) as a key-weighted discretised normal around the expected
 * home margin, and what it means for spread and moneyline bets.
 *
 * Sign convention (the product's): the home line L is what a sportsbook shows next to the home team,
 * negative = home favoured (home −3.5 is L = −3.5). The home side wins the bet when M + L > 0, pushes
 * when M + L = 0 (never on a half-point line) and loses otherwise. The expected home margin is
 * −(fair home line): a fair line of home −5.1 means E[M] = 5.1.
 */

export type MarginParams = KeyWeightedNormalParams;

export interface BetOutcomeProbabilities {
  readonly win: number;
  readonly push: number;
  readonly loss: number;
}

const MARGIN_PARAMS: Readonly<Record<SportCode, MarginParams>> = {
  NFL: NFL_MARGIN_PARAMS,
  CFB: CFB_MARGIN_PARAMS,
};

/** Fitted closing-line parameters for a league (σ around the close; see margin-params.ts). */
export function marginParams(league: SportCode): MarginParams {
  return MARGIN_PARAMS[league];
}

/**
 * The same key-number shape with another σ. A rating model misses by more than the closing line does,
 * so its own fair lines need its own (larger) residual σ.
 */
export function withSigma<P extends KeyWeightedNormalParams>(params: P, sigma: number): P {
  if (!Number.isFinite(sigma) || sigma <= 0) throw new RangeError(`sigma must be positive, got ${sigma}`);
  return { ...params, sigma };
}

export function marginPmf(params: MarginParams, expectedHomeMargin: number): IntegerPmf {
  return keyWeightedPmf(params, expectedHomeMargin, 'absolute');
}

function assertLine(line: number, what: string): void {
  if (!Number.isFinite(line)) throw new RangeError(`${what} must be a finite number, got ${line}`);
}

/** Outcome of a bet on the HOME side at home line L (negative = home favoured). */
export function coverProbabilities(
  params: MarginParams,
  expectedHomeMargin: number,
  homeLine: number,
): BetOutcomeProbabilities {
  assertLine(homeLine, 'homeLine');
  // Home wins when M > −L.
  const split = splitAtLine(marginPmf(params, expectedHomeMargin), -homeLine);
  return { win: split.above, push: split.equal, loss: split.below };
}

/**
 * Moneyline outcome for the home team: a tie (NFL only, rare) is a push at most books, so it is
 * reported as one and callers decide.
 */
export function homeMoneylineProbabilities(
  params: MarginParams,
  expectedHomeMargin: number,
): BetOutcomeProbabilities {
  return coverProbabilities(params, expectedHomeMargin, 0);
}

/** The cover probability users see: pushes removed, P(win) / (P(win) + P(loss)). */
export function displayedCoverProbability(p: BetOutcomeProbabilities): number {
  const decided = p.win + p.loss;
  if (!(decided > 0)) throw new RangeError('win and loss probabilities are both zero');
  return p.win / decided;
}
