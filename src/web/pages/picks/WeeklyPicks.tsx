/**
 * Weekly picks (/weekly-picks, spec section 2): only games with a Strong Buy or Buy
 * recommendation, High or Very High confidence and a 3%+ edge, as the shared curation rule serves them
 * (approved picks, then unreviewed model picks under their own heading). The request
 * helper sends the weekly-picks key as x-license-key (path rule).
 */
import { useState } from 'react';
import { Link } from 'wouter';
import type { Game } from '@shared/api/games';
import { MIN_PICK_EDGE_PERCENT, weeklyPicksRuleText } from '@shared/calendar/pick-filters';
import { picksWindow } from '@shared/calendar/picks-window';
import { useSession } from '../../session/SessionProvider';
import { getWeeklyPicksKey } from '../../../client/storage';
import { useWeeklyPicks, type SportFilter as SportFilterValue } from '../../lib/picks-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductName } from '../../lib/public-config';
import { PicksPageShell, FilterBar } from '../../components/picks/PicksPageShell';
import { SignInPrompt } from '../../components/picks/SignInPrompt';
import { SPORT_FILTER_LABELS, SportFilter } from '../../components/picks/SportFilter';
import { DateRangeFilter } from '../../components/picks/DateRangeFilter';
import { ReviewedGameSections } from '../../components/picks/GameSections';
import {
  LoadingState,
  PicksLoadError,
  RuleCount,
  StatePanel,
  pluralize,
} from '../../components/picks/picks-ui';
import { dateRangeText } from '@shared/calendar/eastern-time';
import { leagueOfSportFilter } from '@shared/league';
import { OddsUpdated, useLeaguesShown } from '../../components/market/OddsUpdated';
import { PriceClock } from '../../components/market/PriceAge';
import { Button, buttonClasses } from '../../components/ui/button';

/** The spec's notice, its threshold read from the weekly-picks filter. */
export const QUALITY_NOTICE = `Only games with Strong Buy/Buy recommendations, High/Very High confidence, and ${MIN_PICK_EDGE_PERCENT}%+ mathematical edge are shown here.`;

export default function WeeklyPicks() {
  useSession();
  const name = useProductName();
  useDocumentTitle(`Weekly Picks | ${name}`);
  const key = getWeeklyPicksKey();

  return (
    <PicksPageShell
      title="Weekly Picks"
      subtitle={<p>Quality first: the few games this week that pass every check.</p>}
      links={
        <Link href="/" className={buttonClasses('outline', 'sm')}>
          Back to Home
        </Link>
      }
    >
      {key === null ? (
        <SignInPrompt title="Quality over quantity" buttonLabel="Sign In to View Weekly Picks">
          <p>
            Weekly picks are not a list of every game. A game makes it here only when it rates Strong Buy or
            Buy, with High or Very High confidence, and a sportsbook&apos;s price beats the market&apos;s fair
            price by at least {MIN_PICK_EDGE_PERCENT}%.
          </p>
          <p>Some weeks that is a handful of games; some weeks it is none. Sign in with your license key.</p>
        </SignInPrompt>
      ) : (
        <PriceClock>
          <WeeklyPicksContent />
        </PriceClock>
      )}
    </PicksPageShell>
  );
}

function WeeklyPicksContent() {
  const [range, setRange] = useState(() => picksWindow(new Date()));
  const [sport, setSport] = useState<SportFilterValue>('all');
  // A stored key is re-verified at startup, which also sets this browser's device cookie; the
  // key alone is refused without it, so the list waits for that check instead of failing first.
  const { isLoading } = useSession();
  const result = useWeeklyPicks({ sport, ...range }, !isLoading);
  const leagues = useLeaguesShown(leagueOfSportFilter(sport));
  const refetch = () => void result.refetch();

  return (
    <div className="grid gap-4 sm:gap-8">
      <FilterBar>
        <DateRangeFilter value={range} onChange={setRange} />
        <SportFilter value={sport} onChange={setSport} />
        <Button variant="secondary" size="sm" onClick={refetch} disabled={result.isFetching}>
          Refresh
        </Button>
      </FilterBar>
      <p className="rounded-lg border border-emerald-500/30 bg-emerald-500/5 px-3 py-2 text-xs text-emerald-200 sm:text-sm">
        {QUALITY_NOTICE}
      </p>
      <OddsUpdated leagues={leagues} />
      {result.isPending ? (
        <LoadingState text="Loading weekly picks..." />
      ) : result.isError ? (
        <PicksLoadError
          text="Failed to load weekly picks"
          league={sport === 'all' ? null : SPORT_FILTER_LABELS[sport]}
          error={result.error}
          retrying={result.isFetching}
          onRetry={refetch}
        />
      ) : (
        <>
          {result.data.rule ? <RuleCount text={weeklyPicksRuleText(result.data.rule)} /> : null}
          <WeeklyPicksResults
            games={result.data.games}
            dateRange={result.data.dateRange}
            onCheckAgain={refetch}
            checking={result.isFetching}
          />
        </>
      )}
    </div>
  );
}

function WeeklyPicksResults({
  games,
  dateRange,
  onCheckAgain,
  checking,
}: {
  games: readonly Game[];
  dateRange: { startDate: string; endDate: string };
  onCheckAgain: () => void;
  checking: boolean;
}) {
  // The server applies the shared curation rule (docs/curation.md); the page only presents it.
  const picks = games;
  if (picks.length === 0) {
    return (
      <StatePanel
        title="No High-Quality Games Found"
        role="status"
        action={
          <Button variant="outline" onClick={onCheckAgain} disabled={checking}>
            Check Again
          </Button>
        }
      >
        <p>
          No game in this range passes every quality check yet. Try widening the date range or choosing all
          sports; new analysis arrives on Tuesdays and Thursdays.
        </p>
      </StatePanel>
    );
  }
  return (
    <div className="grid gap-4 sm:gap-6">
      <p className="text-sm text-slate-300">
        <span className="font-semibold text-white">
          {pluralize(picks.length, 'high-quality game', 'high-quality games')}
        </span>{' '}
        for {dateRangeText(dateRange)}
      </p>
      <ReviewedGameSections games={picks} />
    </div>
  );
}
