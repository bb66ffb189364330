import { ratingsFreshnessText } from '../ratings/ratings-freshness';
import type { Game } from '../api/games';
import { plainNumber } from '../pricing/format-bet';
import {
  FAIR_LINE_LABEL,
  RATINGS_LINE_LABEL,
  fairLineMethodText,
  injuryContextText,
  leanRecordText,
  pricingBasisText,
  ratingsLeanText,
} from './market-lines';
import { signedPoint } from './pick-line';

/**
 * The named numbers behind a pick, for its details: the posted line, the market fair line (with its
 * method one tap away), the BetLens ratings line, the ratings lean and what the pick is priced
 * against. Each line says what it is, so no surface calls the market's number "our model's".
 */

export const POSTED_LINE_LABEL = 'Posted line (most common)';

export interface NamedLine {
  readonly label: string;
  /** 'Clemson −2.5 · total 51.5'. */
  readonly value: string;
  /** How the number is made, shown one tap away ('No-vig consensus of 7 books, Shin method'). */
  readonly method: string | null;
}

export interface PickDetails {
  readonly lines: readonly NamedLine[];
  /** 'BetLens ratings lean Clemson by 3.5'; null without a lean. A lean carries no units and no tier. */
  readonly lean: string | null;
  /** The lean's measured record (whose it is, bucket, ATS ± SE, n); null without a lean or a record. */
  readonly leanRecord: string | null;
  /** 'BetLens ratings as of Nov 23, 2026' or '… out of date since …: no ratings lean'; null: unknown. */
  readonly ratingsFreshness: string | null;
  /** 'Priced against the fair line (market, no-vig)'; null on an unpriced game. */
  readonly pricedAgainst: string | null;
}

/** A home line (product sign) from the favourite's side: 'Clemson −2.5'; 0 is "Pick 'em". */
export function favouriteText(homeLine: number, homeTeam: string, awayTeam: string): string {
  if (homeLine === 0) return "Pick 'em";
  return homeLine < 0 ? `${homeTeam} ${signedPoint(homeLine)}` : `${awayTeam} ${signedPoint(-homeLine)}`;
}

function lineValue(
  spread: number | null,
  total: number | null,
  game: Pick<Game, 'homeTeam' | 'awayTeam'>,
): string | null {
  const parts = [
    spread === null ? null : favouriteText(spread, game.homeTeam, game.awayTeam),
    total === null ? null : `total ${plainNumber(total)}`,
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

export function pickDetails(
  game: Pick<
    Game,
    | 'homeTeam'
    | 'awayTeam'
    | 'vegasSpread'
    | 'vegasSource'
    | 'fairLine'
    | 'ratingsSpread'
    | 'ratingsTotal'
    | 'ratingsLean'
    | 'ratingsAsOf'
    | 'ratingsOutOfDate'
    | 'pricingBasis'
    | 'totalProjections'
  >,
): PickDetails {
  const lines: NamedLine[] = [];
  const posted = lineValue(game.vegasSpread, game.totalProjections.marketTotal, game);
  if (posted !== null)
    lines.push({
      label: POSTED_LINE_LABEL,
      value: posted,
      method: game.vegasSource ? `Source: ${game.vegasSource}` : null,
    });
  const fair = game.fairLine;
  const fairValue = fair ? lineValue(fair.spread, fair.total, game) : null;
  if (fair && fairValue !== null)
    lines.push({ label: FAIR_LINE_LABEL, value: fairValue, method: fairLineMethodText(fair) });
  const ratings = lineValue(game.ratingsSpread, game.ratingsTotal, game);
  if (ratings !== null)
    lines.push({
      label: RATINGS_LINE_LABEL,
      value: ratings,
      method: 'Walk-forward team ratings (ridge + Elo), never shrunk toward the market',
    });
  return {
    lines,
    lean: game.ratingsLean ? ratingsLeanText(game.ratingsLean) : null,
    leanRecord: game.ratingsLean?.record ? leanRecordText(game.ratingsLean.record) : null,
    ratingsFreshness:
      game.ratingsSpread === null && !game.ratingsOutOfDate
        ? null
        : ratingsFreshnessText({ ratingsAsOf: game.ratingsAsOf, outOfDate: game.ratingsOutOfDate }),
    pricedAgainst: game.pricingBasis ? pricingBasisText(game.pricingBasis) : null,
  };
}

/**
 * The admin's context beside the edge: the injury adjustment (naming the team it weakens) and the
 * editors' notes. Null when the admin added neither. It never moves the edge (price-game.ts).
 */
export function expertContext(
  game: Pick<
    Game,
    'homeTeam' | 'awayTeam' | 'injuryAdjustment' | 'injuryFavourite' | 'contextualNotes' | 'vegasSpread'
  >,
): string | null {
  const favourite =
    game.injuryFavourite ?? (game.vegasSpread !== null && game.vegasSpread > 0 ? 'away' : 'home');
  const short = (name: string) => ({ shortName: name });
  const injury = injuryContextText(
    game.injuryAdjustment,
    short(favourite === 'home' ? game.homeTeam : game.awayTeam),
    short(favourite === 'home' ? game.awayTeam : game.homeTeam),
  );
  const notes = game.contextualNotes?.trim() ? `Editors' note: ${game.contextualNotes.trim()}` : null;
  const parts = [injury, notes].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join('. ');
}
