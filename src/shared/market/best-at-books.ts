/**
 * "Best at your books" (issue 21 §1): of a game's priced lines in every market (the spreads in
 * bestSportsbooks, the totals and moneylines in marketLines), the best one a user can bet at the books
 * they chose on the odds screen ("my books", kept per device). The same rule as the game's own lead
 * price: fresh, on-market, bettable, highest edge; a spread on a tie. Pure: the site's pick cards and the
 * overlay call it with the stored books.
 */
import type { Game, MarketLine, SportsbookLine } from '../api/games';
import { normaliseBookKey } from '../odds/bettable-books';

/** A spread line in the all-markets shape (the spread is the side's line). */
export function spreadAsMarketLine(book: SportsbookLine): MarketLine {
  const { spread, ...rest } = book;
  return { ...rest, market: 'spread', line: spread };
}

/** Every priced line of the game, spreads first (so a tie goes to the spread). */
export function allMarketLines(game: Pick<Game, 'bestSportsbooks' | 'marketLines'>): MarketLine[] {
  return [...game.bestSportsbooks.map(spreadAsMarketLine), ...game.marketLines];
}

/** A line the user can act on: a fresh, on-market price at a bettable book. */
function actionable(line: MarketLine): boolean {
  return !line.stale && !line.offMarket && line.bettable;
}

/**
 * The best actionable line at the user's books, or null when they chose none or none of theirs quotes
 * the game. Ties keep the earlier line (spreads before totals before moneylines, then the book order).
 */
export function bestAtMyBooks(
  game: Pick<Game, 'bestSportsbooks' | 'marketLines'>,
  myBooks: readonly string[],
): MarketLine | null {
  if (myBooks.length === 0) return null;
  const mine = new Set(myBooks.map(normaliseBookKey));
  let best: MarketLine | null = null;
  for (const line of allMarketLines(game)) {
    if (!actionable(line) || !mine.has(normaliseBookKey(line.key))) continue;
    if (best === null || line.edge > best.edge) best = line;
  }
  return best;
}

/** True when the game's lead price is already at one of the user's books (then no second line is shown). */
export function leadIsAtMyBooks(
  lead: Pick<MarketLine, 'key'> | null | undefined,
  myBooks: readonly string[],
): boolean {
  if (!lead) return false;
  const key = normaliseBookKey(lead.key);
  return myBooks.some((b) => normaliseBookKey(b) === key);
}
