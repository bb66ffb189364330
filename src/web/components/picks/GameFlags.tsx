/**
 * Visible warnings on a priced game, one short line each: stale prices (no edge claimed) and
 * off-market prices ("Off-market price: verify before betting", naming the books).
 */
import type { Game, SportsbookLine } from '@shared/api/games';
import { OFF_MARKET_LABEL } from '@shared/display/pick-line';
import { Badge } from './picks-ui';
import { bookLabel } from '@shared/display/book-label';

export function GameFlags({
  flags,
  books = [],
}: {
  flags: Game['flags'];
  /** The game's books, to name the off-market ones. */
  books?: readonly SportsbookLine[];
}) {
  const offMarket = flags.offMarket || flags.verifyEdge;
  if (!flags.stalePrices && !offMarket) return null;
  const offBooks = books.filter((b) => b.offMarket).map(bookLabel);
  // Named, so a card whose own price is fresh does not read as stale itself.
  const staleBooks = books.filter((b) => b.stale).map(bookLabel);
  return (
    <ul aria-label="Warnings" className="grid gap-1 text-xs">
      {offMarket ? (
        <li className="flex flex-wrap items-center gap-x-2 gap-y-1 text-amber-200">
          <Badge tone="amber">{OFF_MARKET_LABEL}</Badge>
          {offBooks.length > 0 ? <span>{offBooks.join(', ')}</span> : null}
        </li>
      ) : null}
      {flags.stalePrices ? (
        <li className="flex flex-wrap items-center gap-x-2 gap-y-1 text-amber-200">
          <Badge tone="amber">Stale prices</Badge>
          <span>{staleBooks.length > 0 ? `${staleBooks.join(', ')}: ` : ''}no edge is claimed from them</span>
        </li>
      ) : null}
    </ul>
  );
}
