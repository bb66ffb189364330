import type { Game, SportsbookLine } from '../api/games';

export type PublishablePick =
  | { ok: true; book: SportsbookLine; offMarket: boolean }
  | { ok: false; reason: 'no-line' | 'unpriced' | 'off-market'; book?: SportsbookLine };

/**
 * What approving a game publishes: its best price, the first current (non-stale) sportsbook line
 * that is on the market. A game without a priced line or a current price has nothing honest to
 * publish. When the only current price is off-market (edge above EDGE_VERIFY_PERCENT or far from the
 * fair line), it is published only with the admin's explicit confirmation (`allowOffMarket`), and
 * then with no stake.
 */
export function publishableLine(
  game: Pick<Game, 'modelSpread' | 'bestSportsbooks'>,
  options: { allowOffMarket?: boolean } = {},
): PublishablePick {
  if (game.modelSpread === null) return { ok: false, reason: 'unpriced' };
  const fresh = game.bestSportsbooks.filter((b) => !b.stale);
  const onMarket = fresh.find((b) => !b.offMarket);
  if (onMarket) return { ok: true, book: onMarket, offMarket: false };
  const offMarket = fresh.find((b) => b.offMarket);
  if (!offMarket) return { ok: false, reason: 'no-line' };
  return options.allowOffMarket
    ? { ok: true, book: { ...offMarket, units: 0 }, offMarket: true }
    : { ok: false, reason: 'off-market', book: offMarket };
}
