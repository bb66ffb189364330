/**
 * How current the odds are (src/shared/api/odds-status.ts): GET /api/odds-status, public (no licence),
 * refetched every 30 s and when the window regains focus, and the server's clock it carries. Every
 * price's age on the site counts from that clock ("DraftKings +110 · 40 s ago"), never the reader's:
 * a demo's moved server clock and a phone's wrong clock read the same.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OddsStatus } from '@shared/api/odds-status';
import { apiRequest } from '../../client/api';

export const ODDS_STATUS_PATH = '/api/odds-status';
export const ODDS_STATUS_REFETCH_MS = 30_000;
/** How often an age on screen is brought up to date. */
export const SERVER_CLOCK_TICK_MS = 1000;

/** The status as it arrived: `receivedAt` is this browser's Date.now() when the answer came. */
export interface ReceivedOddsStatus extends OddsStatus {
  readonly receivedAt: number;
}

export async function fetchOddsStatus(): Promise<ReceivedOddsStatus> {
  const res = await apiRequest('GET', ODDS_STATUS_PATH);
  // Taken when the answer arrived, before its body is read: the server's `now` is as of then.
  const receivedAt = Date.now();
  return { ...((await res.json()) as OddsStatus), receivedAt };
}

export function useOddsStatus() {
  return useQuery({
    queryKey: [ODDS_STATUS_PATH],
    queryFn: fetchOddsStatus,
    refetchInterval: ODDS_STATUS_REFETCH_MS,
    // The site's default is never stale: a page mounted within half a cycle reuses the last answer,
    // and coming back to the window always asks again.
    staleTime: ODDS_STATUS_REFETCH_MS / 2,
    refetchOnWindowFocus: 'always',
  });
}

/**
 * The server's clock as of now: status.now plus the time since the answer arrived, brought up to date
 * every second while the component using it is mounted (and only once there is a status). Null
 * without a status: an age is then left out rather than counted from the reader's clock.
 */
export function useServerNow(
  status: Pick<ReceivedOddsStatus, 'now' | 'receivedAt'> | undefined,
): Date | null {
  const [clientNow, setClientNow] = useState(() => Date.now());
  const ticking = status !== undefined;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setClientNow(Date.now()), SERVER_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  if (!status) return null;
  const serverNow = Date.parse(status.now);
  if (!Number.isFinite(serverNow)) return null;
  // Until the next tick after a new answer, the last tick is older than the answer: count from its now.
  return new Date(serverNow + Math.max(0, clientNow - status.receivedAt));
}
