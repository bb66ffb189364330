/**
 * The admin games list (spec section 7): refetched every 30 s. The previous list stays on screen
 * while a new filter loads, so cards (and their unsaved drafts) do not flash away.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_GAMES_PATH, fetchAdminGames, type AdminGamesParams } from '../../lib/admin-api';

export const ADMIN_GAMES_REFETCH_MS = 30_000;

export function adminGamesQueryKey(params: AdminGamesParams) {
  return [ADMIN_GAMES_PATH, params.sport, params.startDate, params.endDate] as const;
}

export function useAdminGames(params: AdminGamesParams) {
  return useQuery({
    queryKey: adminGamesQueryKey(params),
    queryFn: () => fetchAdminGames(params),
    refetchInterval: ADMIN_GAMES_REFETCH_MS,
    placeholderData: keepPreviousData,
  });
}
