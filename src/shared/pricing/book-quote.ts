import type { BookQuote, QuotedPrice } from './types';

/**
 * Reading one bookmaker's quote: is it usable, how old is it, what is the book called. The fair line
 * (fair-line.ts) and every line rater read these, so they live apart from both.
 */

export const MS_PER_MINUTE = 60_000;

/** A quote that can be priced: finite point, and a real American price (≤ −100 or ≥ +100). */
export function validQuote(quote: QuotedPrice | undefined): quote is QuotedPrice {
  if (!quote || !Number.isFinite(quote.point) || !Number.isFinite(quote.price)) return false;
  return quote.price <= -100 || quote.price >= 100;
}

/** Rounds to `digits` decimals, never to −0 (a stored −0 would print as '-0.0'). */
export const round = (x: number, digits: number): number => {
  const r = Number(x.toFixed(digits));
  return r === 0 ? 0 : r;
};

export function bookDisplayName(quote: Pick<BookQuote, 'title' | 'simulated'>): string {
  return quote.simulated && !/\(demo\)\s*$/i.test(quote.title) ? `${quote.title} (demo)` : quote.title;
}

export function isStale(fetchedAt: Date, now: Date, staleAfterMinutes: number): boolean {
  return now.getTime() - fetchedAt.getTime() > staleAfterMinutes * MS_PER_MINUTE;
}
