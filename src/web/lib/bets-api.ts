/**
 * My bets over HTTP (the session cookie carries the licence): the list with its summary, recording
 * and deleting. Every change refreshes the list, so the page and a card's dialog agree.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bet, BetsResponse, CreateBetRequest } from '@shared/api/bets';
import { apiRequest } from '../../client/api';

export const BETS_PATH = '/api/bets';
export const BETS_CSV_PATH = '/api/bets.csv';

export function useBets(enabled = true) {
  return useQuery({
    queryKey: [BETS_PATH],
    queryFn: async () => (await (await apiRequest('GET', BETS_PATH)).json()) as BetsResponse,
    enabled,
  });
}

export function useRecordBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateBetRequest) =>
      ((await (await apiRequest('POST', BETS_PATH, input)).json()) as { bet: Bet }).bet,
    onSuccess: () => client.invalidateQueries({ queryKey: [BETS_PATH] }),
  });
}

export function useDeleteBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${BETS_PATH}/${encodeURIComponent(id)}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [BETS_PATH] }),
  });
}
