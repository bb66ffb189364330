import type { FairLine } from '../pricing/fair-line';
import { plainNumber } from '../pricing/format-bet';
import type { PricingBasis, RatingsLean } from '../pricing/types';

/**
 * The names of the lines every surface shows, and the one-tap explanation of each. One home for the
 * wording, so the cards, the overlay, the admin page, SMS and the explanations name a number the same
 * way.
 */

export const FAIR_LINE_LABEL = 'Fair line (market, no-vig)';
export const RATINGS_LINE_LABEL = 'BetLens ratings';
export const EDGE_LABEL = 'Edge vs fair price';

const METHOD_NAMES: Record<FairLine['method'], string> = { shin: 'Shin method' };

/** 'No-vig consensus of 7 books, Shin method; Pinnacle weighted up; Bovada left out as off-market'. */
export function fairLineMethodText(
  fairLine: Pick<FairLine, 'books' | 'method' | 'sharpBooks' | 'excludedBooks'>,
): string {
  const parts = [
    `No-vig consensus of ${fairLine.books} ${fairLine.books === 1 ? 'book' : 'books'}, ${METHOD_NAMES[fairLine.method]}`,
  ];
  if (fairLine.sharpBooks.length > 0) parts.push(`${fairLine.sharpBooks.join(', ')} weighted up as sharp`);
  if (fairLine.excludedBooks.length > 0)
    parts.push(`${fairLine.excludedBooks.join(', ')} left out as off-market`);
  return parts.join('; ');
}

/** 'Ratings lean: Clemson by 2 more than the market'. */
export function ratingsLeanText(lean: RatingsLean): string {
  return `Ratings lean: ${lean.team} by ${plainNumber(lean.points)} more than the market`;
}

/** What modelSpread is, in words: 'Priced against: fair line (market, no-vig)'. */
export function pricingBasisText(basis: PricingBasis): string {
  switch (basis.kind) {
    case 'market':
      return 'Priced against the fair line (market, no-vig)';
    case 'blend':
      return `Priced against the fair line blended with BetLens ratings (${Math.round(basis.ratingsWeight * 100)}% ratings, fitted walk-forward)`;
    case 'ratings':
      return 'Priced from BetLens ratings alone (no sportsbook spread)';
  }
}
