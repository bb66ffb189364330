/**
 * The odds screen's three ways to show one price (American, decimal, implied probability). The one
 * home for the conversion the user toggles between; the maths itself is in american-odds.ts.
 */
import { americanToDecimal, formatAmericanOdds, impliedProbability } from './american-odds';

export const ODDS_FORMATS = ['american', 'decimal', 'implied'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export const ODDS_FORMAT_LABELS: Readonly<Record<OddsFormat, string>> = {
  american: 'American',
  decimal: 'Decimal',
  implied: 'Implied %',
};

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}

/**
 * One American price in the chosen format: '-110' / '1.91' / '52.4%'. Implied probability is the
 * break-even probability of the price, vig included (a fair price's implied % is its no-vig chance).
 */
export function formatPrice(american: number, format: OddsFormat): string {
  switch (format) {
    case 'american':
      return formatAmericanOdds(american);
    case 'decimal':
      return americanToDecimal(american).toFixed(2);
    case 'implied':
      return `${(impliedProbability(american) * 100).toFixed(1)}%`;
  }
}
