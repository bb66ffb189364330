import type { Game, SportsbookLine } from '../api/games';

export type PublishablePick =
  | { ok: true; book: SportsbookLine; offMarket: boolean }
  | {
      ok: false;
      reason: 'no-line' | 'unpriced' | 'off-market' | 'nothing-to-confirm';
      book?: SportsbookLine;
    };

/**
 * What approving a game publishes: its best price, the first current (non-stale) sportsbook line
 * that is on the market. A game without a priced line or a current price has nothing honest to
 * publish.
 *
 * An off-market price (edge above EDGE_VERIFY_PERCENT or far from the fair line) is published only
 * on the admin's explicit confirmation (`confirmOffMarket`, after verifying it at the book), and then
 * with no stake; the confirmation publishes that price, and is refused when the game has none.
 */
export function publishableLine(
  game: Pick<Game, 'modelSpread' | 'bestSportsbooks'>,
  options: { confirmOffMarket?: boolean } = {},
): PublishablePick {
  if (game.modelSpread === null) return { ok: false, reason: 'unpriced' };
  const fresh = game.bestSportsbooks.filter((b) => !b.stale);
  const offMarket = fresh.find((b) => b.offMarket);
  if (options.confirmOffMarket) {
    return offMarket
      ? { ok: true, book: { ...offMarket, units: 0 }, offMarket: true }
      : { ok: false, reason: 'nothing-to-confirm' };
  }
  const onMarket = fresh.find((b) => !b.offMarket);
  if (onMarket) return { ok: true, book: onMarket, offMarket: false };
  return offMarket ? { ok: false, reason: 'off-market', book: offMarket } : { ok: false, reason: 'no-line' };
}
