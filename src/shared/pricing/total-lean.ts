import { impliedProbability } from '../odds/american-odds';
import { isBettableBook } from '../odds/bettable-books';
import { expectedValue } from '../odds/ev';
import type { TotalParams } from '../model/total-distribution';
import { centredPmfTable, splitAt } from './centred-pmf';
import { bookDisplayName, round, validQuote } from './book-quote';
import type { BookQuote, TotalLean } from './types';

/** Which total prices are off-market and left out (market-rules.ts). */
export interface TotalGuard {
  /** The market fair total; null without one (ratings-only pricing). */
  readonly fairTotal: number | null;
  readonly offMarketPoints: number;
  readonly verifyEdgeAbove: number;
}

/**
 * The best over/under price among fresh books, by EV against the priced total's distribution (one
 * PMF per game). Only reported when that EV is positive at one decimal and the price is on the market
 * (its total within offMarketPoints of the fair total and its edge at most verifyEdgeAbove); it feeds
 * the insight text, never a recommendation. Every fresh book's total informs the fair total; only a
 * bettable book's price is reported.
 */
export function totalLean(
  params: TotalParams,
  expectedTotal: number,
  freshQuotes: readonly BookQuote[],
  bettableBooks: readonly string[],
  guard: TotalGuard,
): TotalLean | null {
  if (!(expectedTotal >= 0)) return null;
  const quoted = freshQuotes.flatMap((q) =>
    isBettableBook(q.key, bettableBooks) &&
    q.totals &&
    validQuote(q.totals.over) &&
    validQuote(q.totals.under)
      ? [{ quote: q, totals: q.totals }]
      : [],
  );
  if (quoted.length === 0) return null;
  // The same distribution as total-distribution.ts's totalPmf (direct weights, median-centred).
  const table = centredPmfTable(params, expectedTotal, 'direct');
  let best: (TotalLean & { ev: number }) | null = null;
  for (const { quote, totals } of quoted) {
    for (const side of ['over', 'under'] as const) {
      const q = totals[side];
      const split = splitAt(table, q.point);
      const win = side === 'over' ? split.above : split.below;
      const loss = side === 'over' ? split.below : split.above;
      const ev = expectedValue({ win, push: split.equal, loss }, q.price);
      if (best && ev <= best.ev) continue;
      const farFromFair =
        guard.fairTotal !== null && Math.abs(q.point - guard.fairTotal) > guard.offMarketPoints;
      if (farFromFair || round(100 * ev, 1) > guard.verifyEdgeAbove) continue;
      best = {
        side,
        point: q.point,
        price: Math.round(q.price),
        bookName: bookDisplayName(quote),
        probability: round(win + loss > 0 ? win / (win + loss) : 0, 4),
        breakEven: round(impliedProbability(q.price), 4),
        edge: round(100 * ev, 1),
        ev,
      };
    }
  }
  if (!best || best.edge <= 0) return null;
  const { ev: _ev, ...lean } = best;
  return lean;
}
