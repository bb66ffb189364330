/**
 * American odds ↔ decimal odds ↔ implied (break-even) probability.
 *
 * American odds A: A ≤ −100 means stake |A| to win 100; A ≥ +100 means stake 100 to win A. Values
 * strictly between −100 and +100 are not prices (−100 and +100 are both even money), so they are
 * rejected rather than guessed at.
 */

export function assertAmericanOdds(american: number): void {
  if (!Number.isFinite(american) || (american > -100 && american < 100)) {
    throw new RangeError(`American odds must be ≤ -100 or ≥ +100, got ${american}`);
  }
}

export function assertDecimalOdds(decimal: number): void {
  if (!Number.isFinite(decimal) || decimal <= 1) {
    throw new RangeError(`decimal odds must be greater than 1, got ${decimal}`);
  }
}

export function assertProbability(p: number, what = 'probability'): void {
  if (!Number.isFinite(p) || p <= 0 || p >= 1) {
    throw new RangeError(`${what} must be strictly between 0 and 1, got ${p}`);
  }
}

/** Total return per 1 staked, stake included: −110 → 1.90909, +150 → 2.5. */
export function americanToDecimal(american: number): number {
  assertAmericanOdds(american);
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

/** Decimal ≥ 2 becomes a plus price, below 2 a minus price; 2.0 is +100. */
export function decimalToAmerican(decimal: number): number {
  assertDecimalOdds(decimal);
  return decimal >= 2 ? 100 * (decimal - 1) : -100 / (decimal - 1);
}

/** Net profit per 1 staked on a win (b in the Kelly and EV formulas): −110 → 0.90909. */
export function netPayout(american: number): number {
  return americanToDecimal(american) - 1;
}

/** Break-even probability of a price, vig included: −110 → 110/210 = 0.52381. */
export function impliedProbability(american: number): number {
  assertAmericanOdds(american);
  return american < 0 ? -american / (-american + 100) : 100 / (american + 100);
}

/**
 * Fair (no-vig) American odds for a probability: p ≥ 0.5 → −100p/(1−p), else +100(1−p)/p.
 * 0.5 gives −100, the same price as +100.
 */
export function fairAmericanOdds(p: number): number {
  assertProbability(p);
  return p >= 0.5 ? (-100 * p) / (1 - p) : (100 * (1 - p)) / p;
}

/** '+130', '-110', '+100'; rounded to a whole number as sportsbooks show them. */
export function formatAmericanOdds(american: number): string {
  assertAmericanOdds(american);
  const rounded = Math.round(american);
  return rounded > 0 ? `+${rounded}` : `${rounded}`;
}
