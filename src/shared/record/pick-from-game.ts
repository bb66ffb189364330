import type { Game, SportsbookLine } from '../api/games';

export type PublishablePick =
  { ok: true; book: SportsbookLine } | { ok: false; reason: 'no-line' | 'unpriced' };

/**
 * What approving a game publishes: the best current (non-stale) sportsbook line of its analysis.
 * A game without a fair line or a current price has nothing honest to publish.
 */
export function publishableLine(game: Pick<Game, 'modelSpread' | 'bestSportsbooks'>): PublishablePick {
  if (game.modelSpread === null) return { ok: false, reason: 'unpriced' };
  const book = game.bestSportsbooks.find((b) => !b.stale);
  return book ? { ok: true, book } : { ok: false, reason: 'no-line' };
}
