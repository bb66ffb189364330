/**
 * Books whose prices the market fair line weights up. Sharp books (they take large limits from
 * professional bettors and move first) and low-hold books (a smaller margin says less about the book
 * and more about the price) are the consensus the sharp tools use (Unabated's line, OddsJam's no-vig
 * fair odds). Keys are The Odds API's bookmaker keys; the replay's demo books use the same keys.
 */

/** The Odds API keys of books known as market makers or low-hold (us, us2, eu regions). */
export const SHARP_BOOK_KEYS: ReadonlySet<string> = new Set([
  'pinnacle',
  'circasports',
  'lowvig',
  'betonlineag',
  'bookmaker',
  'betcris',
  'matchbook',
  'betfair_ex_us',
  'betfair_ex_eu',
  'novig_us',
  'prophetx',
  'sporttrade',
]);

/** A sharp book counts this many times an ordinary one in the consensus. */
export const SHARP_BOOK_WEIGHT = 3;
/** A two-way market holding less than this (4.55% is the standard −110/−110) is low-hold … */
export const LOW_HOLD = 0.03;
/** … and counts this many times more. */
export const LOW_HOLD_WEIGHT = 1.5;

export function isSharpBook(key: string): boolean {
  return SHARP_BOOK_KEYS.has(key.toLowerCase());
}

/** The consensus weight of one book's two-way market with the given hold (1 − 1/Σp). */
export function consensusWeight(key: string, marketHold: number): number {
  const sharp = isSharpBook(key) ? SHARP_BOOK_WEIGHT : 1;
  return sharp * (marketHold < LOW_HOLD ? LOW_HOLD_WEIGHT : 1);
}
