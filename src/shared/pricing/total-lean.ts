import { impliedProbability } from '../odds/american-odds';
import { expectedValue } from '../odds/ev';
import type { TotalParams } from '../model/total-distribution';
import { centredPmfTable, splitAt } from './centred-pmf';
import { bookDisplayName, round, validQuote } from './rate-book-line';
import type { BookQuote, TotalLean } from './types';

/**
 * The best over/under price among fresh books, by EV against the model's total distribution (priced
 * with the model's total σ, one PMF per game). Only reported when that EV is positive at one decimal;
 * it feeds the insight text, never a recommendation.
 */
export function totalLean(
  params: TotalParams,
  expectedTotal: number,
  freshQuotes: readonly BookQuote[],
): TotalLean | null {
  if (!(expectedTotal >= 0)) return null;
  const quoted = freshQuotes.flatMap((q) =>
    q.totals && validQuote(q.totals.over) && validQuote(q.totals.under)
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
