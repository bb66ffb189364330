/**
 * The odds screen's data: GET /api/games/:id/market with the session cookie (the website's licence).
 * Cards showing the open and current line read the same query, so a card and its odds screen share
 * one request.
 */
import { useQuery } from '@tanstack/react-query';
import type { GameMarket } from '@shared/api/game-market';
import { apiRequest } from './api';

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
