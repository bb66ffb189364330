/**
 * 'This Week's Picks' (visitor spec section 2, "Picks list"): NFL (default) and College tabs, the
 * week number of the selected league (today, Eastern), and the quality picks of the picks window.
 * Games are requested only with a licence key.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { picksWeek } from '@shared/calendar/football-weeks';
import { leagueName, leagueOfPicksSport, toPicksSport, type PicksSport } from '@shared/league';
import { picksWindow, type DateWindow } from '@shared/calendar/picks-window';
import { MODEL_PICKS_LABEL, splitByReview } from '@shared/curation/visible-picks';
import type { Game } from '@shared/api/games';
import { footballSportsOf } from '@shared/licensing/account-status';
import { oddsUpdateText } from '@shared/display/price-age';
import { leagueOddsStatus, useOddsClock } from './odds-clock';
import { fetchGames, isPlanForbidden, isRevoked } from './overlay-api';
import { useOverlayEnv } from './overlay-env';
import { PickCard } from './PickCard';
import { PickCardBoundary } from './PickCardBoundary';

interface SportTab {
  readonly id: PicksSport;
  readonly label: string;
  /** The league's name in sentences ('… for Week 5 in College Football.'). */
  readonly name: string;
}

export const SPORT_TABS: readonly SportTab[] = [
  { id: toPicksSport('nfl'), label: leagueName('nfl', 'short'), name: leagueName('nfl', 'title') },
  { id: toPicksSport('cfb'), label: leagueName('cfb', 'short'), name: leagueName('cfb', 'title') },
];

export const LICENSE_REQUIRED_TEXT = 'License verification required to view weekly picks.';

/** The tab the list opens on: a plan's league when it grants one only (college football), else the NFL. */
export function initialSportTab(subscriptionType: string | null): PicksSport {
  const sports = subscriptionType === null ? [] : footballSportsOf(subscriptionType);
  return toPicksSport(sports.length === 1 && sports[0] ? sports[0] : 'nfl');
}

export function pickCountText(count: number): string {
  return `${count} high-quality ${count === 1 ? 'pick' : 'picks'} available`;
}

export interface PicksListProps {
  /** The stored licence key; null = nothing is requested. */
  licenseKey: string | null;
  now: () => Date;
  /** Opens the licence gate (from the 'no key' state). */
  onRequestLicense: () => void;
  /** The licence's plan: a college-only plan opens on the College tab. */
  subscriptionType?: string | null;
  /** The server answered that this licence was revoked (the panel toasts and shows the gate). */
  onLicenseRevoked?: () => void;
}

export function PicksList({
  licenseKey,
  now,
  onRequestLicense,
  subscriptionType = null,
  onLicenseRevoked,
}: PicksListProps) {
  const baseId = useId();
  const [sport, setSport] = useState<PicksSport>(() => initialSportTab(subscriptionType));
  const tabRefs = useRef<Record<PicksSport, HTMLButtonElement | null>>({ nfl: null, college: null });
  const today = now();
  const week = picksWeek(sport, today);
  const tab = SPORT_TABS.find((t) => t.id === sport) ?? SPORT_TABS[0]!;
  const tabId = (id: PicksSport) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const select = (id: PicksSport) => {
    setSport(id);
    tabRefs.current[id]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SPORT_TABS.findIndex((t) => t.id === sport);
    const last = SPORT_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(SPORT_TABS[target]!.id);
  };

  return (
    <section className="blo-picks" aria-labelledby={`${baseId}-title`}>
      <div className="blo-picks-head">
        <h3 id={`${baseId}-title`} className="blo-h3">
          This Week&apos;s Picks
        </h3>
        <p className="blo-subtitle">Curated high-quality picks for Week {week}</p>
      </div>

      <div role="tablist" aria-label="League" className="blo-tablist">
        {SPORT_TABS.map((t) => (
          <button
            key={t.id}
            ref={(element) => {
              tabRefs.current[t.id] = element;
            }}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-selected={t.id === sport}
            aria-controls={panelId}
            tabIndex={t.id === sport ? 0 : -1}
            className="blo-tab"
            onClick={() => select(t.id)}
            onKeyDown={onTabKeyDown}
          >
            {t.label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={panelId} aria-labelledby={tabId(sport)} className="blo-tabpanel">
        {licenseKey === null ? (
          <div className="blo-state">
            <p className="blo-state-text">{LICENSE_REQUIRED_TEXT}</p>
            <button type="button" className="blo-button blo-button-primary" onClick={onRequestLicense}>
              Verify License
            </button>
          </div>
        ) : (
          <SportPicks
            key={sport}
            sport={tab}
            week={week}
            licenseKey={licenseKey}
            dateWindow={picksWindow(today)}
            oddsLine={<LeagueOddsLine sport={sport} />}
            onLicenseRevoked={onLicenseRevoked}
          />
        )}
      </div>
    </section>
  );
}

/**
 * The selected league's odds line at the top of its list: 'odds updated 14:05:12 ET · next update
 * about 14:07', or the pause ('odds paused: monthly credits spent'). Nothing until the status is read.
 */
function LeagueOddsLine({ sport }: { sport: PicksSport }) {
  const { status } = useOddsClock();
  const league = leagueOddsStatus(status, leagueOfPicksSport(sport));
  if (!league) return null;
  return (
    <p className="blo-odds-status" data-odds-status={league.state}>
      {oddsUpdateText(league)}
    </p>
  );
}

function SportPicks({
  sport,
  week,
  licenseKey,
  dateWindow,
  oddsLine,
  onLicenseRevoked,
}: {
  sport: SportTab;
  week: number;
  licenseKey: string;
  dateWindow: DateWindow;
  /** The league's 'odds updated …' line: above a state, or at the top of the scrolling list. */
  oddsLine: ReactNode;
  onLicenseRevoked: (() => void) | undefined;
}) {
  const env = useOverlayEnv();
  const games = useQuery({
    queryKey: ['overlay', 'games', sport.id, dateWindow.startDate, dateWindow.endDate, licenseKey],
    queryFn: () => fetchGames(env, { sport: sport.id, window: dateWindow, licenseKey }),
  });
  const revoked = games.isError && isRevoked(games.error);
  useEffect(() => {
    if (revoked) onLicenseRevoked?.();
  }, [revoked, onLicenseRevoked]);

  if (games.isPending) {
    return (
      <>
        {oddsLine}
        <div className="blo-state" role="status">
          <span className="blo-spinner" aria-hidden="true" />
          <p className="blo-state-text">Loading picks...</p>
        </div>
      </>
    );
  }

  if (games.isError) {
    const planForbidden = isPlanForbidden(games.error);
    return (
      <>
        {oddsLine}
        <div className="blo-state" role="alert">
          <p className="blo-state-title">Failed to load picks</p>
          <p className="blo-state-text">
            {planForbidden ? `Your plan does not include ${sport.name} picks.` : 'Please try again'}
          </p>
          {planForbidden ? null : (
            <button
              type="button"
              className="blo-button blo-button-outline"
              disabled={games.isFetching}
              onClick={() => void games.refetch()}
            >
              {games.isFetching ? 'Retrying...' : 'Retry'}
            </button>
          )}
        </div>
      </>
    );
  }

  // The server's list is the shared curation rule's: approved picks first, then the unreviewed
  // model picks that pass the weekly-picks rule, which are labelled as such.
  const picks = games.data.games;
  const { curated, model } = splitByReview(picks);
  if (picks.length === 0) {
    return (
      <>
        {oddsLine}
        <div className="blo-state">
          <p className="blo-state-title">No Picks This Week</p>
          <p className="blo-state-text">
            No games met our quality criteria for Week {week} in {sport.name}.
          </p>
        </div>
      </>
    );
  }

  // The count and the odds line head the list and scroll with it, so that on a phone the cards keep
  // the panel's height (issue 22).
  return (
    <div className="blo-list-scroll" role="region" aria-label={`${sport.name} picks`} tabIndex={0}>
      <p className="blo-count">{pickCountText(picks.length)}</p>
      {oddsLine}
      <PickItems games={curated} />
      {model.length > 0 ? (
        <>
          <h4 className="blo-group-title">{MODEL_PICKS_LABEL}</h4>
          <PickItems games={model} />
        </>
      ) : null}
    </div>
  );
}

function PickItems({ games }: { games: readonly Game[] }) {
  if (games.length === 0) return null;
  return (
    <ul className="blo-list">
      {games.map((game) => (
        <li key={game.id}>
          <PickCardBoundary>
            <PickCard game={game} />
          </PickCardBoundary>
        </li>
      ))}
    </ul>
  );
}
