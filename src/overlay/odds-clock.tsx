/**
 * The server's clock and the odds status, for one open panel (docs/pricing.md, "How fresh a
 * price is"). Every price age in the overlay counts from the server's clock, never the reader's:
 * GET /api/odds-status answers with the server's `now`, and the local clock is offset by
 * (status.now − the moment the answer arrived). The ages are read again every AGE_REFRESH_MS while
 * the panel is open; the status itself (each league's 'odds updated …' line) every
 * ODDS_STATUS_REFRESH_MS. Until the status has arrived (or when it cannot be read) there is no
 * server clock, and prices are shown without an age rather than with one from the reader's clock.
 *
 * State lives in the provider and the panel's query client: nothing here is module-level.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LeagueOddsStatus, OddsStatus } from '@shared/api/odds-status';
import type { League } from '@shared/league';
import { fetchOddsStatus } from './overlay-api';
import { useOverlayEnv } from './overlay-env';

/** How often the ages on the cards are read again. */
export const AGE_REFRESH_MS = 5_000;
/** How often the odds status is asked again while the panel is open. */
export const ODDS_STATUS_REFRESH_MS = 60_000;

export const ODDS_STATUS_QUERY_KEY = ['overlay', 'odds-status'] as const;

/** The server's clock minus the local one, as measured when the status arrived; null if unreadable. */
export function serverClockOffsetMs(serverNow: string, arrivedAt: Date): number | null {
  const server = Date.parse(serverNow);
  const local = arrivedAt.getTime();
  return Number.isFinite(server) && Number.isFinite(local) ? server - local : null;
}

export interface OddsClock {
  /** The last odds status read; null until it arrives (or when it cannot be read). */
  readonly status: OddsStatus | null;
  /** The server's clock now (re-read every AGE_REFRESH_MS); null without a status. */
  readonly serverNow: Date | null;
}

const NO_CLOCK: OddsClock = { status: null, serverNow: null };

const OddsClockContext = createContext<OddsClock>(NO_CLOCK);

/** The panel's odds clock; a card rendered outside a provider has none (no ages). */
export function useOddsClock(): OddsClock {
  return useContext(OddsClockContext);
}

/** One league's status out of the answer, or null. */
export function leagueOddsStatus(status: OddsStatus | null, league: League): LeagueOddsStatus | null {
  return status?.leagues.find((entry) => entry.league === league) ?? null;
}

interface MeasuredStatus {
  readonly status: OddsStatus;
  readonly offsetMs: number | null;
  /** The local clock when the answer arrived (ms). */
  readonly arrivedAtMs: number;
}

export interface OddsClockProviderProps {
  /** Ask for the status (the panel does once it has a licence: no card is shown before). */
  readonly enabled: boolean;
  /** The local clock (the overlay's injected `now`). */
  readonly now: () => Date;
  readonly children: ReactNode;
}

export function OddsClockProvider({ enabled, now, children }: OddsClockProviderProps) {
  const env = useOverlayEnv();
  const query = useQuery({
    queryKey: ODDS_STATUS_QUERY_KEY,
    queryFn: async (): Promise<MeasuredStatus> => {
      const status = await fetchOddsStatus(env);
      const arrivedAt = now();
      return {
        status,
        offsetMs: serverClockOffsetMs(status.now, arrivedAt),
        arrivedAtMs: arrivedAt.getTime(),
      };
    },
    enabled,
    staleTime: ODDS_STATUS_REFRESH_MS,
    refetchInterval: enabled ? ODDS_STATUS_REFRESH_MS : false,
  });
  const measured = query.data ?? null;
  const ticking = enabled && measured !== null && measured.offsetMs !== null;

  const [localNowMs, setLocalNowMs] = useState(() => now().getTime());
  useEffect(() => {
    if (!ticking) return undefined;
    const id = setInterval(() => setLocalNowMs(now().getTime()), AGE_REFRESH_MS);
    return () => clearInterval(id);
  }, [ticking, now]);

  const offsetMs = measured?.offsetMs ?? null;
  // A tick older than the answer must not make a price look younger than the server says.
  const localMs = measured ? Math.max(localNowMs, measured.arrivedAtMs) : localNowMs;
  const serverMs = offsetMs === null ? null : localMs + offsetMs;
  const status = measured?.status ?? null;
  const value = useMemo<OddsClock>(
    () => ({ status, serverNow: serverMs === null ? null : new Date(serverMs) }),
    [status, serverMs],
  );
  return <OddsClockContext.Provider value={value}>{children}</OddsClockContext.Provider>;
}
