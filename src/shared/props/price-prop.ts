import { fairAmericanOdds } from '../odds/american-odds';
import { edgePercent } from '../odds/ev';
import { fairFirstProbability } from '../pricing/fair-line';

/**
 * Pricing a book player prop from the books' two-way prices (docs/pricing.md, "Player props").
 *
 * 1. Only books quoting both sides at the prop's line (the books' modal point) count.
 * 2. Each such book's Over/Under pair is de-vigged the same way as the game fair line
 *    (fairFirstProbability: Shin, multiplicative when there is no overround).
 * 3. The fair Over probability is the plain mean of the books' fair probabilities; with fewer than
 *    two books there is no consensus, so no fair price and no edge.
 * 4. The edge of a side is the EV % of that side's best price against its fair probability
 *    (edgePercent); pushes on whole-number lines are left out, as the de-vigged price excludes them.
 * The side shown is the one with the larger edge; with no fair price, the Over (Yes) when quoted.
 */

/** One book's prices for a prop. Yes/No markets store Yes as `over` and No as `under`. */
export interface BookPropPrice {
  readonly book: string;
  readonly bookName: string;
  readonly point: number | null;
  readonly over: number | null;
  readonly under: number | null;
}

export type PropPriceSide = 'over' | 'under';

export interface BestPropPrice {
  readonly price: number;
  readonly book: string;
  readonly bookName: string;
}

export interface PropPricing {
  /** Books with both sides at the line. */
  readonly books: number;
  readonly fairOverProbability: number | null;
  readonly bestOver: BestPropPrice | null;
  readonly bestUnder: BestPropPrice | null;
  /** EV % of each side's best price; null without a fair price. */
  readonly overEdge: number | null;
  readonly underEdge: number | null;
  readonly side: PropPriceSide | null;
  /** The shown side's best price, its book, its fair American price and its edge. */
  readonly price: number | null;
  readonly book: string | null;
  readonly bookName: string | null;
  readonly fairPrice: number | null;
  readonly edge: number | null;
}

/** Fewer books than this and the mean of their fair prices is no consensus. */
export const MIN_PROP_FAIR_BOOKS = 2;

/** Highest American price; ties go to the first book name alphabetically. */
function bestOf(prices: readonly BookPropPrice[], side: PropPriceSide): BestPropPrice | null {
  let top: BestPropPrice | null = null;
  for (const p of prices) {
    const price = p[side];
    if (price === null) continue;
    if (!top || price > top.price || (price === top.price && p.bookName.localeCompare(top.bookName) < 0)) {
      top = { price, book: p.book, bookName: p.bookName };
    }
  }
  return top;
}

/** `line` is the prop's line (the books' modal point), null for Yes/No markets. */
export function priceProp(prices: readonly BookPropPrice[], line: number | null): PropPricing {
  const atLine = prices.filter((p) => p.point === line);
  const twoWay = atLine.filter(
    (p): p is BookPropPrice & { over: number; under: number } => p.over !== null && p.under !== null,
  );
  const fairOverProbability =
    twoWay.length >= MIN_PROP_FAIR_BOOKS
      ? twoWay.reduce((sum, p) => sum + fairFirstProbability(p.over, p.under), 0) / twoWay.length
      : null;
  const bestOver = bestOf(atLine, 'over');
  const bestUnder = bestOf(atLine, 'under');
  const overEdge =
    fairOverProbability !== null && bestOver
      ? edgePercent({ win: fairOverProbability }, bestOver.price)
      : null;
  const underEdge =
    fairOverProbability !== null && bestUnder
      ? edgePercent({ win: 1 - fairOverProbability }, bestUnder.price)
      : null;
  let side: PropPriceSide | null;
  if (overEdge !== null && underEdge !== null) side = underEdge > overEdge ? 'under' : 'over';
  else side = bestOver ? 'over' : bestUnder ? 'under' : null;
  const best = side === 'over' ? bestOver : side === 'under' ? bestUnder : null;
  const fairSideProbability =
    fairOverProbability === null || side === null
      ? null
      : side === 'over'
        ? fairOverProbability
        : 1 - fairOverProbability;
  return {
    books: twoWay.length,
    fairOverProbability,
    bestOver,
    bestUnder,
    overEdge,
    underEdge,
    side,
    price: best?.price ?? null,
    book: best?.book ?? null,
    bookName: best?.bookName ?? null,
    fairPrice: fairSideProbability === null ? null : fairAmericanOdds(fairSideProbability),
    edge: side === 'over' ? overEdge : side === 'under' ? underEdge : null,
  };
}
