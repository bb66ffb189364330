import type { BookPropPrice } from './price-prop';
import { bookTitle, propTypeForMarket } from './prop-types';

/**
 * Turns the books' prices for a game's player props into one prop per player and market, each with
 * a factual insight: the best price on each side at the most common line, and the consensus line
 * (median of the books' lines), e.g.
 *   'Best price Over 274.5 at DraftKings (-105), Under at FanDuel (-110); consensus line 272.5 across 4 books'
 * Alternate-line markets are left out: their many lines are not "the" line of a prop.
 */

export interface PropQuote {
  book: string;
  market: string;
  player: string;
  /** 'Over' | 'Under' | 'Yes' | 'No' as the book names it. */
  side: string;
  point: number | null;
  price: number;
}

export interface MarketProp {
  market: string;
  propType: string;
  player: string;
  line: number | null;
  /** Median line across books (one line per book: its most common). */
  consensusLine: number | null;
  books: number;
  insight: string;
  /** Each book's Over and Under (Yes and No) price at its own line, by book name. */
  prices: BookPropPrice[];
}

function formatPrice(price: number): string {
  return price > 0 ? `+${price}` : `${price}`;
}

function formatLine(line: number): string {
  return Number.isInteger(line) ? `${line}` : line.toFixed(1);
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const value = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  // Lines are in halves; a median between two half-point lines is rounded to the nearest half.
  return Math.round(value * 2) / 2;
}

/** The most common value; ties go to the one nearest the median, then the lower. */
function mode(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const centre = median(values) ?? 0;
  return [...counts.entries()].sort(
    ([a, ca], [b, cb]) => cb - ca || Math.abs(a - centre) - Math.abs(b - centre) || a - b,
  )[0]![0];
}

function titleSide(side: string): string {
  const lower = side.toLowerCase();
  return lower === 'over'
    ? 'Over'
    : lower === 'under'
      ? 'Under'
      : lower === 'yes'
        ? 'Yes'
        : lower === 'no'
          ? 'No'
          : side;
}

/** Best (highest) American price among quotes; ties go to the first book alphabetically. */
function best(quotes: readonly PropQuote[]): PropQuote | null {
  return (
    [...quotes].sort((a, b) => b.price - a.price || bookTitle(a.book).localeCompare(bookTitle(b.book)))[0] ??
    null
  );
}

/** A book's best price on each side at its own line: Over or Yes as `over`, Under or No as `under`. */
function bookPrice(book: string, point: number | null, list: readonly PropQuote[]): BookPropPrice {
  const own = list.filter((q) => q.book === book && q.point === point);
  const side = (names: readonly string[]) =>
    best(own.filter((q) => names.includes(titleSide(q.side))))?.price ?? null;
  return {
    book,
    bookName: bookTitle(book),
    point,
    over: side(['Over', 'Yes']),
    under: side(['Under', 'No']),
  };
}

export function summariseProps(quotes: readonly PropQuote[]): MarketProp[] {
  const groups = new Map<string, PropQuote[]>();
  for (const q of quotes) {
    if (q.market.endsWith('_alternate')) continue;
    const key = `${q.market}\u0000${q.player}`;
    const list = groups.get(key) ?? [];
    list.push(q);
    groups.set(key, list);
  }
  const out: MarketProp[] = [];
  for (const list of groups.values()) {
    const { market, player } = list[0]!;
    const books = [...new Set(list.map((q) => q.book))];
    // Each book's own line: the point it quotes most (a book normally quotes one).
    const ownLine = new Map(
      books.map((book) => [
        book,
        mode(list.filter((q) => q.book === book && q.point !== null).map((q) => q.point!)),
      ]),
    );
    const bookLines = [...ownLine.values()].filter((v): v is number => v !== null);
    const line = mode(bookLines);
    const consensusLine = median(bookLines);
    const atLine = list.filter((q) => q.point === line);
    const sides = [...new Set(atLine.map((q) => titleSide(q.side)))].sort((a, b) =>
      a === 'Over' || a === 'Yes' ? -1 : b === 'Over' || b === 'Yes' ? 1 : a.localeCompare(b),
    );
    const parts = sides
      .map((side, i) => {
        const top = best(atLine.filter((q) => titleSide(q.side) === side));
        if (!top) return '';
        const what = i === 0 ? `${side}${line === null ? '' : ` ${formatLine(line)}`}` : side;
        return `${what} at ${bookTitle(top.book)} (${formatPrice(top.price)})`;
      })
      .filter((p) => p !== '');
    const bookCount = `${books.length} book${books.length === 1 ? '' : 's'}`;
    const consensus =
      consensusLine === null
        ? `${bookCount} priced`
        : `consensus line ${formatLine(consensusLine)} across ${bookCount}`;
    out.push({
      market,
      propType: propTypeForMarket(market),
      player,
      line,
      consensusLine,
      books: books.length,
      insight: parts.length > 0 ? `Best price ${parts.join(', ')}; ${consensus}` : consensus,
      prices: books
        .map((book) => bookPrice(book, ownLine.get(book) ?? null, list))
        .sort((a, b) => a.bookName.localeCompare(b.bookName)),
    });
  }
  return out.sort((a, b) => a.player.localeCompare(b.player) || a.propType.localeCompare(b.propType));
}
