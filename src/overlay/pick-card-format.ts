/**
 * Text rules of the overlay's pick card, over the shared display functions (nothing is
 * recomputed here: edges, spreads and scores come priced from the server).
 */
import type { AiSummary, Game, SportsbookLine } from '@shared/api/games';
import { bestBet, NO_RECOMMENDATION_TEXT } from '@shared/display/spread-text';
import { roundToTenth, toFiniteNumber } from '@shared/display/number-format';
import type { PickLine } from '@shared/display/pick-line';
import { priceWithAgeText, staleSinceText } from '@shared/display/price-age';

/** The first listed sportsbook is the best bet; the second is shown as the alternative. */
export function bestAndAlternative(game: Pick<Game, 'bestSportsbooks'>): {
  best: SportsbookLine | undefined;
  alternative: SportsbookLine | undefined;
} {
  return { best: game.bestSportsbooks[0], alternative: game.bestSportsbooks[1] };
}

/** A book's recommended side as the home line in product sign (negative = home favoured). */
function bookHomeLine(book: Pick<SportsbookLine, 'side' | 'spread'>): number {
  return book.side === 'home' ? book.spread : -book.spread;
}

/**
 * Whether the card shows a best bet. An analysis with a lead bet has one, whatever its market: the
 * lead is priced by the edge rule (a book's price against the market's fair price at that number),
 * so a spread at the fair line's own number, or a pick'em, is still a bet (issue 21). Only an analysis
 * made before lead bets existed falls back to the spec's 'No recommendation available' rule (missing
 * or zero spreads, or no difference between model and book) on the first sportsbook.
 */
export function hasRecommendation(
  game: Pick<Game, 'homeTeam' | 'awayTeam' | 'modelSpread' | 'bestSportsbooks'> & {
    readonly leadBet?: Game['leadBet'] | undefined;
  },
): boolean {
  if (game.leadBet) return true;
  const best = game.bestSportsbooks[0];
  if (best === undefined) return false;
  return (
    bestBet({
      homeTeam: game.homeTeam,
      awayTeam: game.awayTeam,
      modelSpread: game.modelSpread,
      bookSpread: bookHomeLine(best),
    }).side !== null
  );
}

export { NO_RECOMMENDATION_TEXT };

/** One decimal, or null when the value is missing. */
export function oneDecimal(value: unknown): string | null {
  const n = toFiniteNumber(value);
  return n === null ? null : roundToTenth(n).toFixed(1);
}

export interface AiSummaryParts {
  bestBet: string;
  risk: string;
  insight: string;
}

/** aiSummary arrives as an object (current) or a plain string (older analyses): both read the same. */
export function aiSummaryParts(
  summary: AiSummary | string | null | undefined,
  fallback: string,
): AiSummaryParts {
  if (typeof summary === 'string') return { bestBet: '', risk: '', insight: summary.trim() || fallback };
  return {
    bestBet: summary?.bestBet.trim() ?? '',
    risk: summary?.riskFactors.trim() ?? '',
    insight: summary?.keyInsight.trim() || fallback,
  };
}

/**
 * The lead line's book and price with the price's age, counted from the server's clock:
 * 'DraftKings −110 · 40 s ago'. Without the server's clock, just the book (the price is then
 * printed beside the bet, as before): an age from the reader's own clock would be a guess.
 */
export function leadPriceText(
  line: Pick<PickLine, 'book' | 'bookName' | 'price'>,
  serverNow: Date | null,
): string {
  return serverNow === null
    ? line.bookName
    : priceWithAgeText(line.bookName, line.price, line.book.fetchedAt, serverNow);
}

/**
 * The whole lead line as text (the card's data-pick-line): the shared pickLine text, except that a
 * lead price judged stale (priceStaleSince) ends with 'price stale since 14:05 ET: check the book'
 * instead of an edge and units: a stale price is never an edge.
 */
export function leadLineText(
  line: Pick<PickLine, 'bet' | 'price' | 'bookName' | 'fair' | 'text'>,
  priceStaleSince: string | null,
): string {
  if (priceStaleSince === null) return line.text;
  return [`${line.bet} ${line.price}`, line.bookName, line.fair, staleSinceText(priceStaleSince)]
    .filter((part) => part !== null)
    .join(' · ');
}
