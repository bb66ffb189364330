/**
 * Weekly best bets (/weekly-best-bets, spec section 2). Licensed: the stored licence key
 * (betlens_license_key) is sent as x-license-key; without one the page shows the sign-in prompt.
 * Only games with an edge of at least 3% are shown, as /api/best-bets serves them through the shared
 * curation rule: approved picks, then unreviewed model picks under their own heading.
 */
import { useState } from 'react';
import type { Game } from '@shared/api/games';
import { MIN_PICK_EDGE_PERCENT, bestBetsRuleText } from '@shared/calendar/pick-filters';
import { picksWindow } from '@shared/calendar/picks-window';
import { useSession } from '../../session/SessionProvider';
import { getLicenseKey } from '../../../client/storage';
import { useBestBetsGames, type SportFilter as SportFilterValue } from '../../lib/picks-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductName } from '../../lib/public-config';
import { PicksPageShell, FilterBar } from '../../components/picks/PicksPageShell';
import { SignInPrompt } from '../../components/picks/SignInPrompt';
import { SPORT_FILTER_LABELS, SportFilter } from '../../components/picks/SportFilter';
import { DateRangeFilter } from '../../components/picks/DateRangeFilter';
import { ReviewedGameSections } from '../../components/picks/GameSections';
import {
  LoadingState,
  PageLinks,
  PicksLoadError,
  RuleCount,
  StatePanel,
} from '../../components/picks/picks-ui';
import { dateRangeText } from '@shared/calendar/eastern-time';
import { leagueOfSportFilter } from '@shared/league';
import { OddsUpdated, useLeaguesShown } from '../../components/market/OddsUpdated';
import { PriceClock } from '../../components/market/PriceAge';
import { Link } from 'wouter';

const HEADER_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/demo', label: 'Bookmarklet Demo' },
] as const;

/**
 * What the picks are made of, each with its method one tap away. BetLens uses no FPI: the spec's
 * 'FPI team ratings' names what BetLens does not use, so this says what it does.
 */
export const METHODS = [
  { label: "Fair line: the market's no-vig consensus", href: '/betting-101#fair-lines' },
  { label: "Edge: a book's price against the fair price", href: '/betting-101#model-edge' },
  { label: 'BetLens ratings from real results, shown as a lean', href: '/methodology#two-lines' },
  { label: 'Wong teaser analysis', href: '/betting-101#wong-teasers' },
] as const;

export default function WeeklyBestBets() {
  // The session is read so the page re-renders when a login or logout changes the stored key.
  useSession();
  const name = useProductName();
  useDocumentTitle(`Weekly Best Bets | ${name}`);
  const licenseKey = getLicenseKey();

  return (
    <PicksPageShell
      title="Weekly Best Bets"
      subtitle={
        <p>
          Every game this week where a sportsbook&apos;s price beats the fair line (market, no-vig) by{' '}
          {MIN_PICK_EDGE_PERCENT}% or more.
        </p>
      }
      links={<PageLinks label="Best bets" links={HEADER_LINKS} />}
    >
      {licenseKey === null ? (
        <SignInPrompt title="Sign in to see this week's best bets" buttonLabel="Sign In to View Best Bets">
          <p>
            Best bets are for licence holders. Enter your license key to see every game where a
            sportsbook&apos;s price beats the market&apos;s fair price by {MIN_PICK_EDGE_PERCENT}% or more.
          </p>
        </SignInPrompt>
      ) : (
        <PriceClock>
          <BestBetsContent />
        </PriceClock>
      )}
      <MethodsNote />
    </PicksPageShell>
  );
}

function BestBetsContent() {
  const [range, setRange] = useState(() => picksWindow(new Date()));
  const [sport, setSport] = useState<SportFilterValue>('all');
  // A stored key is re-verified at startup, which also sets this browser's device cookie; the
  // key alone is refused without it, so the list waits for that check instead of failing first.
  const { isLoading } = useSession();
  const result = useBestBetsGames({ sport, ...range }, !isLoading);
  const leagues = useLeaguesShown(leagueOfSportFilter(sport));

  return (
    <div className="grid gap-4 sm:gap-8">
      <FilterBar>
        <DateRangeFilter value={range} onChange={setRange} />
        <SportFilter value={sport} onChange={setSport} />
      </FilterBar>
      <OddsUpdated leagues={leagues} />
      {result.isPending ? (
        <LoadingState text="Loading best betting opportunities..." />
      ) : result.isError ? (
        <PicksLoadError
          text="Failed to load betting opportunities. Please try again later."
          league={sport === 'all' ? null : SPORT_FILTER_LABELS[sport]}
          error={result.error}
          retrying={result.isFetching}
          onRetry={() => void result.refetch()}
        />
      ) : (
        <>
          {result.data.rule ? <RuleCount text={bestBetsRuleText(result.data.rule)} /> : null}
          <BestBetsResults games={result.data.games} dateRange={result.data.dateRange} />
        </>
      )}
    </div>
  );
}

function BestBetsResults({
  games,
  dateRange,
}: {
  games: readonly Game[];
  dateRange: { startDate: string; endDate: string };
}) {
  // The server applies the shared curation rule (docs/curation.md); the page only presents it.
  const quality = games;
  if (quality.length === 0) {
    return (
      <StatePanel role="status">No betting opportunities available for the selected date range.</StatePanel>
    );
  }
  return (
    <div className="grid gap-4 sm:gap-6">
      <dl className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
        <div className="flex items-baseline gap-1.5">
          <dt className="text-slate-400">Quality Opportunities</dt>
          <dd className="text-lg font-black text-emerald-400">{quality.length}</dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt className="text-slate-400">Date range</dt>
          <dd className="font-semibold text-white">{dateRangeText(dateRange)}</dd>
        </div>
      </dl>
      <ReviewedGameSections games={quality} />
    </div>
  );
}

function MethodsNote() {
  return (
    <section
      aria-labelledby="methods-title"
      className="grid gap-3 rounded-2xl border border-slate-800 p-4 sm:p-6"
    >
      <h2 id="methods-title" className="text-lg font-bold text-white">
        How these picks are made
      </h2>
      <ul className="grid gap-2 text-sm text-slate-300 sm:grid-cols-2">
        {METHODS.map((method) => (
          <li key={method.href} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-400" />
            <Link
              href={method.href}
              className="underline decoration-slate-600 underline-offset-2 hover:text-white"
            >
              {method.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
