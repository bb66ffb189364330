/**
 * Which prices a user can act on, and which of them is the best: the one rule behind the game's lead
 * price, its best spread, "best at your books", a pick's live price, the slate's best prices and the
 * stake a line carries (docs/pricing.md). Every caller reads these instead of testing the three flags
 * itself, so a new condition is added once.
 */

/** The three things that decide whether a price may be acted on. */
export interface PriceStatus {
  /** Older than the configured STALE_PRICE_MINUTES: it claims no edge. */
  readonly stale: boolean;
  /** Far from the fair line, an alternate line, or an edge past EDGE_VERIFY_PERCENT. */
  readonly offMarket: boolean;
  /** At a book in BETTABLE_BOOKS (every book still informs the fair line). */
  readonly bettable: boolean;
}

/** A fresh price the market agrees with, bettable or not: a price whose edge is claimed. */
export function isLiveOnMarket(price: Pick<PriceStatus, 'stale' | 'offMarket'>): boolean {
  return !price.stale && !price.offMarket;
}

/** A fresh, on-market price at a book a user can bet: the only prices that are a best price, a pick, a stake or a text. */
export function isActionable(price: PriceStatus): boolean {
  return isLiveOnMarket(price) && price.bettable;
}

/** Edges closer than this are a tie (far below the one-decimal edge every page shows). */
const EDGE_TIE = 1e-9;

export interface BestPriceOptions<T> {
  /** Only lines this accepts compete (the user's books, one market and side). */
  readonly accept?: (line: T) => boolean;
  /** The edge a line is ranked by (default its `edge`); null ranks below every edge. */
  readonly edgeOf?: (line: T) => number | null;
  /** On a tie, below 0 when `a` is the better line; 0 (the default) keeps the earlier line. */
  readonly tieBreak?: (a: T, b: T) => number;
}

function edgeField(line: unknown): number | null {
  const edge = (line as { edge?: unknown }).edge;
  return typeof edge === 'number' ? edge : null;
}

function beats(edge: number | null, best: number | null): -1 | 0 | 1 {
  if (edge === null || best === null) return edge === best ? 0 : edge === null ? -1 : 1;
  if (Math.abs(edge - best) <= EDGE_TIE) return 0;
  return edge > best ? 1 : -1;
}

/**
 * The best price: of the actionable lines (and those `accept` keeps), the highest edge; a tie goes to
 * `tieBreak`, else to the earlier line (callers list spreads first and each market's books in order).
 * Null when no line qualifies.
 */
export function bestActionable<T extends PriceStatus>(
  lines: Iterable<T>,
  options: BestPriceOptions<T> = {},
): T | null {
  const edgeOf = options.edgeOf ?? edgeField;
  let best: T | null = null;
  let bestEdge: number | null = null;
  for (const line of lines) {
    if (!isActionable(line) || (options.accept && !options.accept(line))) continue;
    const edge = edgeOf(line);
    const order = best === null ? 1 : beats(edge, bestEdge);
    if (order > 0 || (order === 0 && best !== null && (options.tieBreak?.(line, best) ?? 0) < 0)) {
      best = line;
      bestEdge = edge;
    }
  }
  return best;
}
