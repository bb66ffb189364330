import type { FairLine } from '../pricing/fair-line';
import { plainNumber } from '../pricing/format-bet';
import { leanRecord, type LeanRecord } from '../pricing/lean-record';
import type { PricingBasis } from '../pricing/types';
import { impliedProbability } from '../odds/american-odds';
import { leagueName, leagueOfSportCode } from '../league';
import { STANDARD_PRICE } from './education-figures';

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

/** 'BetLens ratings lean Texans by 10.1': the ratings give that side this many points more than the market. */
export function ratingsLeanText(lean: LeanView): string {
  return `BetLens ratings lean ${lean.shortName ?? lean.team} by ${lean.points.toFixed(1)}`;
}

/** A lean as pricing stores it, or as an API payload carries it (older payloads lack the short name). */
export interface LeanView {
  readonly team: string;
  readonly shortName?: string | undefined;
  readonly points: number;
  readonly record?: LeanRecord | null | undefined;
}

/** '3+ points', '1.5–3 points'. */
function bucketText(record: Pick<LeanRecord, 'from' | 'to'>): string {
  return record.to === null
    ? `${plainNumber(record.from)}+ points`
    : `${plainNumber(record.from)}–${plainNumber(record.to)} points`;
}

/**
 * The lean's measured record, e.g. 'Record when the ratings differ from the close by 3+ points (NFL
 * 2015–2024): 52.3% ± 2.3 ATS, n = 506; −110 breaks even at 52.4%'.
 */
export function leanRecordText(record: LeanRecord): string {
  const league = leagueName(leagueOfSportCode(record.league), 'adjective');
  const rate = `${(100 * record.winRate).toFixed(1)}% ± ${(100 * record.winRateSe).toFixed(1)}`;
  const breakEven = (100 * impliedProbability(STANDARD_PRICE)).toFixed(1);
  return `BetLens ratings' record when they differ from the close by ${bucketText(record)} (${league} ${record.fromSeason}–${record.toSeason}): ${rate} ATS, n = ${record.bets}; −110 breaks even at ${breakEven}%`;
}

/** What modelSpread is, in words. */
export function pricingBasisText(basis: PricingBasis): string {
  switch (basis.kind) {
    case 'market':
      return 'Priced against the fair line (market, no-vig)';
    case 'ratings':
      return 'No sportsbook quotes this game: BetLens ratings line only, no edge';
  }
}

/**
 * The admin's context beside the edge: 'Expert context: injury adjustment 3 points against the Chiefs
 * (the favourite)'. It never moves the edge (price-game.ts).
 */
export function injuryContextText(
  injury: number | null,
  favourite: { readonly shortName: string } | null,
  underdog: { readonly shortName: string } | null,
): string | null {
  if (injury === null || injury === 0 || !favourite || !underdog) return null;
  const weakened =
    injury > 0 ? `${favourite.shortName} (the favourite)` : `${underdog.shortName} (the underdog)`;
  return `Expert context: injury adjustment ${plainNumber(Math.abs(injury))} points against ${weakened}; context beside the edge, it does not move it`;
}

/** The one definition of an edge (issue 20 §1), as the methodology and Betting 101 pages state it. */
export const EDGE_DEFINITION =
  "An edge is a book's price at its number against the market's fair price at that number. Nothing else moves it: not the ratings, not an admin adjustment, not a confidence factor.";

/** The lean records the education pages quote: the largest disagreement bucket of each league. */
export function publishedLeanRecords(): string[] {
  return (['NFL', 'CFB'] as const).flatMap((sport) => {
    const record = leanRecord(sport, 3);
    return record ? [leanRecordText(record)] : [];
  });
}
