/**
 * The odds screen's data: GET /api/games/:id/market with the session cookie (the website's licence).
 * Cards showing the open and current line read the same query, so a card and its odds screen share
 * one request.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GameMarket } from '@shared/api/game-market';
import type { SlateResponse } from '@shared/api/slate';
import { apiRequest } from '../../client/api';

export function gameMarketPath(gameId: string): string {
  return `/api/games/${encodeURIComponent(gameId)}/market`;
}

export async function fetchGameMarket(gameId: string): Promise<GameMarket> {
  return (await (await apiRequest('GET', gameMarketPath(gameId))).json()) as GameMarket;
}

export function useGameMarket(gameId: string, enabled = true) {
  return useQuery({
    queryKey: [gameMarketPath(gameId)],
    queryFn: () => fetchGameMarket(gameId),
    enabled,
  });
}

export const SLATE_PATH = '/api/games';

/** The slate's path: every league the licence's plan grants; the user's books when the filter is on. */
export function slatePath(books: readonly string[]): string {
  return books.length > 0 ? `${SLATE_PATH}?books=${encodeURIComponent(books.join(','))}` : SLATE_PATH;
}

/** GET /api/games (the Games page): every analysed game of the week with its best prices. */
export function useSlate(books: readonly string[]) {
  const path = slatePath(books);
  return useQuery({
    queryKey: [path],
    queryFn: async () => (await (await apiRequest('GET', path)).json()) as SlateResponse,
    // Switching "my books" keeps the last slate (and its list of books) on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}
