/**
 * Data calls of the picks pages (admin-and-content spec section 7) and their query hooks. Every
 * request goes through the one request helper (`apiRequest`, or `throwIfResNotOk` for the one call
 * that must carry an explicit header), so errors keep the `${status}: ${body}` format.
 *
 * - /api/best-bets          best bets; the stored licence key (betlens_license_key) as x-license-key
 * - /api/weekly-picks       the helper adds the weekly-picks key itself (path rule)
 * - /api/football-bets      session cookie only, never a key; refetched every 30 s
 * - /api/nfl-player-props   refetched every 5 minutes
 * - /api/betting-trends     never cached
 * - /api/record             public track record
 */
import type { PicksSportFilter } from '@shared/league';
import { useQuery } from '@tanstack/react-query';
import type { GamesResponse } from '@shared/api/games';
import type { FootballBetsResponse } from '@shared/api/football-bets';
import type { PlayerProp } from '@shared/api/props';
import type { BettingTrendsResponse } from '@shared/api/trends';
import type { RecordResponse } from '@shared/api/record';
import { apiRequest, throwIfResNotOk } from '../../client/api';
import { useHydrated } from './use-hydrated';
import { getLicenseKey, getWeeklyPicksKey } from '../../client/storage';

/** The sport filter values of spec section 9. */
/** The filter buttons' order on the picks pages. */
export const SPORT_FILTERS: readonly PicksSportFilter[] = ['all', 'college', 'nfl'];
export type SportFilter = PicksSportFilter;

export const LICENSE_KEY_REQUIRED = 'License key is required';

export const FOOTBALL_BETS_REFETCH_MS = 30_000;
export const PLAYER_PROPS_REFETCH_MS = 5 * 60_000;

export interface DateRangeQuery {
  sport: SportFilter;
  startDate: string;
  endDate: string;
}

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, value);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The spec's message for a failed call (section 8), keeping the HTTP error as its cause. */
async function failingAs<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}

/** Best bets: runs only with a stored key, which it sends explicitly (the path rule does not cover it). */
export const BEST_BETS_PATH = '/api/best-bets';

export async function fetchBestBetsGames(params: DateRangeQuery): Promise<GamesResponse> {
  const key = getLicenseKey();
  if (key === null) throw new Error(LICENSE_KEY_REQUIRED);
  const path = `/api/best-bets${query({ ...params, forceRefresh: 'false' })}`;
  return failingAs('Failed to fetch games', async () => {
    const res = await fetch(path, { credentials: 'include', headers: { 'x-license-key': key } });
    await throwIfResNotOk(res);
    return json<GamesResponse>(res);
  });
}

/** Weekly picks: the request helper sends the weekly-picks key as x-license-key. */
export async function fetchWeeklyPicks(params: DateRangeQuery): Promise<GamesResponse> {
  if (getWeeklyPicksKey() === null) throw new Error(LICENSE_KEY_REQUIRED);
  return json<GamesResponse>(await apiRequest('GET', `/api/weekly-picks${query({ ...params })}`));
}

export async function fetchFootballBets(sport: SportFilter): Promise<FootballBetsResponse> {
  return json<FootballBetsResponse>(
    await apiRequest('GET', `/api/football-bets${query({ sport, forceRefresh: 'false' })}`),
  );
}

export async function fetchPlayerProps(): Promise<PlayerProp[]> {
  return (await json<{ data: PlayerProp[] }>(await apiRequest('GET', '/api/nfl-player-props'))).data;
}

export async function fetchBettingTrends(): Promise<BettingTrendsResponse['data']> {
  return failingAs(
    'Failed to fetch betting trends',
    async () => (await json<BettingTrendsResponse>(await apiRequest('GET', '/api/betting-trends'))).data,
  );
}

/** Without a season the server answers with the current one (and lists the others in `seasons`). */
export async function fetchRecord(season?: number): Promise<RecordResponse> {
  const search = query({ season: season === undefined ? undefined : String(season) });
  return json<RecordResponse>(await apiRequest('GET', `/api/record${search}`));
}

// ---------------------------------------------------------------------------------------------
// Query hooks (defaults of spec section 9: no refocus refetch, never stale, no retries)

export function useBestBetsGames(params: DateRangeQuery, enabled: boolean) {
  return useQuery({
    queryKey: [BEST_BETS_PATH, params],
    queryFn: () => fetchBestBetsGames(params),
    enabled,
  });
}

export const WEEKLY_PICKS_QUERY_KEY = '/api/weekly-picks';

export function useWeeklyPicks(params: DateRangeQuery, enabled: boolean) {
  return useQuery({
    queryKey: [WEEKLY_PICKS_QUERY_KEY, params],
    queryFn: () => fetchWeeklyPicks(params),
    enabled,
  });
}

export const FOOTBALL_BETS_QUERY_KEY = '/api/football-bets';

/** `signedIn` is part of the key so a login made on the page (new session cookie) fetches again. */
export function useFootballBets(sport: SportFilter, signedIn: boolean) {
  return useQuery({
    queryKey: [FOOTBALL_BETS_QUERY_KEY, sport, signedIn],
    queryFn: () => fetchFootballBets(sport),
    refetchInterval: FOOTBALL_BETS_REFETCH_MS,
  });
}

/** Player props are licensed (401 without a licence): asked for only when signed in. */
export function usePlayerProps(signedIn: boolean) {
  return useQuery({
    queryKey: ['/api/nfl-player-props', signedIn],
    queryFn: fetchPlayerProps,
    enabled: signedIn,
    refetchInterval: PLAYER_PROPS_REFETCH_MS,
  });
}

export function useBettingTrends() {
  return useQuery({
    queryKey: ['/api/betting-trends'],
    queryFn: fetchBettingTrends,
    // Spec section 7: never cached.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The record; it reads as still loading while the prerendered landing page hydrates. */
export function useRecord(season?: number) {
  const query = useQuery({
    queryKey: ['/api/record', season ?? 'current'],
    queryFn: () => fetchRecord(season),
  });
  const hydrated = useHydrated();
  return hydrated
    ? query
    : {
        ...query,
        data: undefined,
        isPending: true as const,
        isError: false as const,
        isSuccess: false as const,
      };
}
