/**
 * The licence's settings over HTTP (the session cookie carries the licence): today its staking rule.
 * A change refreshes every pick list, whose units the server sizes by the rule (docs/bets.md).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StakingSettings } from '@shared/api/settings';
import type { StakingRule } from '@shared/odds/staking';
import { apiRequest } from '../../client/api';
import { BEST_BETS_PATH, FOOTBALL_BETS_QUERY_KEY, WEEKLY_PICKS_QUERY_KEY } from './picks-api';

export const STAKING_PATH = '/api/settings/staking';

/** The lists whose units follow the rule. */
const STAKED_LISTS: readonly unknown[] = [BEST_BETS_PATH, WEEKLY_PICKS_QUERY_KEY, FOOTBALL_BETS_QUERY_KEY];

export function useStakingRule(enabled = true) {
  return useQuery({
    queryKey: [STAKING_PATH],
    queryFn: async () => (await (await apiRequest('GET', STAKING_PATH)).json()) as StakingSettings,
    enabled,
  });
}

export function useSetStakingRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rule: StakingRule) =>
      (await (await apiRequest('PUT', STAKING_PATH, { rule })).json()) as StakingSettings,
    onSuccess: async (settings) => {
      client.setQueryData([STAKING_PATH], settings);
      await client.invalidateQueries({ predicate: (q) => STAKED_LISTS.includes(q.queryKey[0]) });
    },
  });
}
