import { signedOneDecimal } from './number-format';

/**
 * Model line versus sportsbook line for the same side (both in that side's sign, −3.5 = favoured).
 * The difference is shown only when the gap exceeds 0.5 points, and a shown gap is styled favourable.
 * gap = sportsbook − model: +1.5 means the book gives the bettor 1.5 points more than the fair line.
 */

export const LINE_GAP_THRESHOLD = 0.5;

export interface LineComparison {
  readonly gap: number;
  readonly showDifference: boolean;
  readonly favourable: boolean;
  /** '+1.5' when shown, otherwise null. */
  readonly differenceText: string | null;
}

export function lineComparison(modelLine: number, sportsbookLine: number): LineComparison {
  if (!Number.isFinite(modelLine) || !Number.isFinite(sportsbookLine)) {
    throw new RangeError(`lines must be finite, got ${modelLine} and ${sportsbookLine}`);
  }
  // Lines are quoted in tenths at most; rounding stops −4.4 vs −3.9 (0.5000000000000004) from showing.
  const gap = Math.round((sportsbookLine - modelLine) * 1e6) / 1e6;
  const showDifference = Math.abs(gap) > LINE_GAP_THRESHOLD;
  return {
    gap,
    showDifference,
    favourable: showDifference,
    differenceText: showDifference ? signedOneDecimal(gap) : null,
  };
}
