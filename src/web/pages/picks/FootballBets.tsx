/**
 * Football bets (/football-bets, spec section 2): the approved picks of the next 8 days, grouped
 * into College Football and NFL, and the NFL player props. The data calls send no key: the server
 * checks the session cookie, and a 401/403 answer shows the sign-in prompt instead.
 */
import { useState } from 'react';
import type { ApprovedGame } from '@shared/api/football-bets';
import type { PlayerProp } from '@shared/api/props';
import { footballSportsOf } from '@shared/licensing/account-status';
import { useSession } from '../../session/SessionProvider';
import { ApiError } from '../../../client/api';
import { usePlayerProps, useFootballBets, type SportFilter as SportFilterValue } from '../../lib/picks-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductName } from '../../lib/public-config';
import { PicksPageShell, FilterBar } from '../../components/picks/PicksPageShell';
import { SignInPrompt } from '../../components/picks/SignInPrompt';
import { SportFilter } from '../../components/picks/SportFilter';
import { ApprovedGameCard } from '../../components/picks/ApprovedGameCard';
import { PropCard } from '../../components/picks/PropCard';
import { groupBySport } from '../../components/picks/group-by-sport';
import {
  ErrorState,
  LoadingState,
  PageLinks,
  SportSection,
  StatePanel,
  pluralize,
} from '../../components/picks/picks-ui';
import { dateRangeText } from '@shared/calendar/eastern-time';
import { leagueOfSportFilter } from '@shared/league';
import { OddsUpdated, useLeaguesShown } from '../../components/market/OddsUpdated';
import { PriceClock } from '../../components/market/PriceAge';

const HEADER_LINKS = [
  { href: '/betting-trends', label: 'Betting Trends' },
  { href: '/dashboard#affiliate', label: 'Affiliate Signup' },
  { href: '/', label: 'Home' },
] as const;

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export default function FootballBets() {
  const { isLoggedIn, license } = useSession();
  // NFL props need a licence whose plan includes the NFL: nobody else asks (the server says 401/403).
  const withProps = license !== null && footballSportsOf(license.subscriptionType).includes('nfl');
  const name = useProductName();
  useDocumentTitle(`Football Bets | ${name}`);
  const [sport, setSport] = useState<SportFilterValue>('all');
  const bets = useFootballBets(sport, isLoggedIn);
  const props = usePlayerProps(withProps);
  const leagues = useLeaguesShown(leagueOfSportFilter(sport));
  // Signed out (or refused), the page shows the sign-in prompt and no prices.
  const showsOdds = isLoggedIn && !(bets.isError && isUnauthorized(bets.error));

  return (
    <PicksPageShell
      title="Football Bets"
      subtitle={
        <>
          <p>Approved picks for the next 8 days</p>
          {bets.data ? <p className="text-sm text-slate-400">{dateRangeText(bets.data.dateRange)}</p> : null}
        </>
      }
      links={<PageLinks label="Football bets" links={HEADER_LINKS} />}
    >
      <FilterBar>
        <SportFilter value={sport} onChange={setSport} />
      </FilterBar>
      {showsOdds ? <OddsUpdated leagues={leagues} /> : null}
      {bets.isPending ? (
        <LoadingState text="Loading approved football bets..." />
      ) : bets.isError ? (
        isUnauthorized(bets.error) ? (
          <SignInPrompt title="Sign in to see approved picks" buttonLabel="Sign In to View Football Bets">
            <p>
              Approved football picks are for licence holders with a football plan. Enter your license key.
            </p>
          </SignInPrompt>
        ) : (
          <ErrorState
            text="Failed to fetch football bets"
            error={bets.error}
            retrying={bets.isFetching}
            onRetry={() => void bets.refetch()}
          />
        )
      ) : (
        <PriceClock>
          <ApprovedPicks games={bets.data.games} />
        </PriceClock>
      )}
      {/* Props are picks too: licensed, so a visitor sees the sign-in prompt and no props. */}
      {bets.isPending || !withProps ? null : <PlayerProps props={props.data ?? []} />}
    </PicksPageShell>
  );
}

function ApprovedPicks({ games }: { games: readonly ApprovedGame[] }) {
  const { cfb, nfl } = groupBySport(games);
  return (
    <section aria-labelledby="approved-title" className="grid gap-6">
      <h2 id="approved-title" className="text-2xl font-bold text-white">
        Approved Picks ({games.length})
      </h2>
      {games.length === 0 ? (
        <StatePanel role="status">No approved games found for the selected sport filter.</StatePanel>
      ) : (
        <div className="grid gap-6 sm:gap-10">
          {cfb.length > 0 ? (
            <SportSection
              id="approved-cfb"
              level={3}
              title="College Football"
              countText={pluralize(cfb.length, 'pick', 'picks')}
            >
              {cfb.map((game) => (
                <ApprovedGameCard key={game.id} game={game} />
              ))}
            </SportSection>
          ) : null}
          {nfl.length > 0 ? (
            <SportSection
              id="approved-nfl"
              level={3}
              title="NFL"
              countText={pluralize(nfl.length, 'pick', 'picks')}
            >
              {nfl.map((game) => (
                <ApprovedGameCard key={game.id} game={game} />
              ))}
            </SportSection>
          ) : null}
        </div>
      )}
    </section>
  );
}

function PlayerProps({ props }: { props: readonly PlayerProp[] }) {
  if (props.length === 0) return null;
  return (
    <section aria-labelledby="props-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-800 pb-2">
        <h2 id="props-title" className="text-2xl font-bold text-white">
          NFL Player Props
        </h2>
        <p className="text-sm text-slate-400">{pluralize(props.length, 'player pick', 'player picks')}</p>
      </div>
      <div className="grid gap-2 md:grid-cols-2">
        {props.map((prop) => (
          <PropCard key={prop.id} prop={prop} />
        ))}
      </div>
    </section>
  );
}
