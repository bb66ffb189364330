/**
 * "Best at your books" (issue 21 §1): of a game's priced lines in every market (the spreads in
 * bestSportsbooks, the totals and moneylines in marketLines), the best one a user can bet at the books
 * they chose on the odds screen ("my books", kept per device). The same rule as the game's own lead
 * price: fresh, on-market, bettable, highest edge; a spread on a tie. Pure: the site's pick cards and the
 * overlay call it with the stored books.
 */
import type { Game, MarketLine } from '../api/games';
import { leadLine, namedBet, signedPercent, signedPrice, spreadAsMarketLine } from '../display/pick-line';
import { normaliseBookKey } from '../odds/bettable-books';
import { bestActionable } from '../pricing/actionable-price';

/** Every priced line of the game, spreads first (so a tie goes to the spread). */
export function allMarketLines(game: Pick<Game, 'bestSportsbooks' | 'marketLines'>): MarketLine[] {
  return [...game.bestSportsbooks.map(spreadAsMarketLine), ...game.marketLines];
}

/**
 * The best price (actionable-price.ts) at the user's books, or null when they chose none or none of theirs quotes
 * the game. Ties keep the earlier line (spreads before totals before moneylines, then the book order).
 */
export function bestAtMyBooks(
  game: Pick<Game, 'bestSportsbooks' | 'marketLines'>,
  myBooks: readonly string[],
): MarketLine | null {
  if (myBooks.length === 0) return null;
  const mine = new Set(myBooks.map(normaliseBookKey));
  return bestActionable(allMarketLines(game), { accept: (line) => mine.has(normaliseBookKey(line.key)) });
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

/** What a card shows for the user's books: the line, or why there is none. */
export interface MyBooksLine {
  /** 'Best at your books: Total: Over 44.5 −105 · FanDuel · +2.6%', or the no-price sentence. */
  readonly text: string;
  /** 'Total: Over 44.5 −105 · FanDuel · +2.6%' (the text after its label); null without a line. */
  readonly detail: string | null;
  readonly line: MarketLine | null;
}

export const MY_BOOKS_LABEL = 'Best at your books';

export const NO_PRICE_AT_MY_BOOKS = 'No current price at your books.';

/**
 * The card's "best at your books" line, or null when there is nothing to add: the user chose no
 * books, or the pick's own lead price is already at one of them.
 */
export function myBooksLine(
  game: Pick<Game, 'bestSportsbooks' | 'marketLines'> & { readonly leadBet?: MarketLine | null | undefined },
  myBooks: readonly string[],
  bookName: (book: Pick<MarketLine, 'name' | 'simulated'>) => string = (book) => book.name,
): MyBooksLine | null {
  if (myBooks.length === 0 || leadIsAtMyBooks(leadLine(game), myBooks)) return null;
  const line = bestAtMyBooks(game, myBooks);
  if (!line) return { text: NO_PRICE_AT_MY_BOOKS, detail: null, line: null };
  const detail = [
    `${namedBet(line)} ${signedPrice(line.price)}`,
    bookName(line),
    signedPercent(line.edge),
  ].join(' · ');
  return { text: `${MY_BOOKS_LABEL}: ${detail}`, detail, line };
}
