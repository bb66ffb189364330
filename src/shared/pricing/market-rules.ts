import type { SportCode } from '../league';

/**
 * The documented distances between a book, the market and the BetLens ratings. One home for each;
 * pages, docs and tests read them from here.
 */

/**
 * A book's line further than this many points from the market fair line is an off-market price
 * (stale, mistaken, or news the rest of the market has): labelled "Off-market price: verify before
 * betting", never recommended, staked, listed as a best bet or texted. The same distance leaves such a
 * book out of the fair-line consensus. Real US books sit on the consensus number for about two thirds
 * of lines and within a point for almost all the rest (college 2024, three books), so these are far
 * outside normal dispersion.
 */
export const OFF_MARKET_POINTS: Readonly<Record<SportCode, number>> = { NFL: 2, CFB: 3 };

/**
 * A book's number at least this far from the market fair line whose own two prices, de-vigged, still
 * say the market's margin (its price moved with the number: −1.5 at −164 when the market is −3.5 at
 * −110) is an alternate line, not that book's main line: listed, never recommended (rate-book-line.ts).
 */
export const ALTERNATE_LINE_POINTS: Readonly<Record<SportCode, number>> = { NFL: 1.5, CFB: 2 };

/** The same for totals. */
export const OFF_MARKET_TOTAL_POINTS: Readonly<Record<SportCode, number>> = { NFL: 3, CFB: 4 };

/**
 * The BetLens ratings line differing from the market fair line by at least this many points is shown
 * as a lean ("BetLens ratings lean Clemson by 3.5"), with its measured record, never as an edge. College ratings
 * miss by more than NFL ones (docs/model.md), so their lean needs a larger gap.
 */
export const LEAN_POINTS: Readonly<Record<SportCode, number>> = { NFL: 1.5, CFB: 3 };
