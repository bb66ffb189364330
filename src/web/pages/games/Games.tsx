/**
 * The slate (/games, licensed): every game BetLens analysed this week, not only the picks, each with
 * the market fair line, the BetLens ratings lean and the best price at a bettable book per market and
 * side. Sort by kickoff or by edge; filter by league, market, minimum edge and "my books" (the odds
 * screen's per-device setting). Each game opens its odds screen. Lazy-loaded.
 */
import { LEAGUES, leagueName } from '@shared/league';
import { useId, useState, type ReactNode } from 'react';
import { MARKET_LABELS, BET_MARKETS } from '@shared/bets/bet-rules';
import { EDGE_DEFINITION } from '@shared/display/market-lines';
import {
  MIN_EDGE_CHOICES,
  SLATE_SORT_LABELS,
  SLATE_SORTS,
  filterSlate,
  sortSlate,
  type SlateFilters,
  type SlateSort,
} from '@shared/market/slate-view';
import { PicksPageShell } from '../../components/picks/PicksPageShell';
import { ErrorState, LoadingState, StatePanel } from '../../components/picks/picks-ui';
import { SignInPrompt } from '../../components/picks/SignInPrompt';
import { chipClass } from '../../components/picks/SportFilter';
import { fieldLabelClass } from '../../components/picks/field-classes';
import { SlateGameCard } from '../../components/market/SlateGameCard';
import { PageLoading } from '../../components/PageLoading';
import { OddsUpdated, useLeaguesShown } from '../../components/market/OddsUpdated';
import { PriceClock } from '../../components/market/PriceAge';
import { Switch } from '../../components/ui/switch';
import { useSession } from '../../session/SessionProvider';
import { useSlate } from '../../lib/market-api';
import { useMyBooks, type MyBooks } from '../../lib/use-odds-preferences';
import type { SlateBook } from '@shared/api/slate';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ApiError } from '../../../client/api';

export const GAMES_TITLE = 'Games';

export default function Games() {
  const { isLoggedIn, isLoading } = useSession();
  useDocumentTitle(GAMES_TITLE);
  if (isLoading) return <PageLoading />;
  return (
    <PicksPageShell
      title={GAMES_TITLE}
      subtitle={
        <p>
          Every game BetLens analysed this week, with the market fair line, the BetLens ratings lean and the
          best price at the books you can bet. {EDGE_DEFINITION}
        </p>
      }
    >
      {isLoggedIn ? (
        <PriceClock>
          <SlateView />
        </PriceClock>
      ) : (
        <SignInPrompt title="Sign in to see every game" buttonLabel="Enter License Key">
          <p>The whole market for every game of the week is part of your licence.</p>
        </SignInPrompt>
      )}
    </PicksPageShell>
  );
}

const LEAGUE_CHOICES = [
  { value: 'all', label: 'All leagues' },
  ...LEAGUES.map((value) => ({ value, label: leagueName(value, 'short') })),
] as const;

const MARKETS = [
  { value: 'all', label: 'All markets' },
  ...BET_MARKETS.map((m) => ({ value: m, label: MARKET_LABELS[m] })),
] as const;

function SlateView() {
  const myBooks = useMyBooks();
  const mine = myBooks.onlyMine && myBooks.books.length > 0 ? myBooks.books : [];
  const slate = useSlate(mine);
  const [sort, setSort] = useState<SlateSort>('kickoff');
  const [filters, setFilters] = useState<SlateFilters>({ league: 'all', market: 'all', minEdge: null });
  const set = (next: Partial<SlateFilters>) => setFilters((f) => ({ ...f, ...next }));
  const minEdgeId = useId();
  const leagues = useLeaguesShown(filters.league === 'all' ? null : filters.league);

  const controls = (
    <div role="group" aria-label="Sort and filters" className="grid gap-3">
      <ChipGroup label="Sort by">
        {SLATE_SORTS.map((s) => (
          <Chip key={s} pressed={sort === s} onClick={() => setSort(s)}>
            {SLATE_SORT_LABELS[s]}
          </Chip>
        ))}
      </ChipGroup>
      <ChipGroup label="League">
        {LEAGUE_CHOICES.map((l) => (
          <Chip key={l.value} pressed={filters.league === l.value} onClick={() => set({ league: l.value })}>
            {l.label}
          </Chip>
        ))}
      </ChipGroup>
      <ChipGroup label="Market">
        {MARKETS.map((m) => (
          <Chip key={m.value} pressed={filters.market === m.value} onClick={() => set({ market: m.value })}>
            {m.label}
          </Chip>
        ))}
      </ChipGroup>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <label htmlFor={minEdgeId} className="flex items-center gap-2">
          <span className={fieldLabelClass}>Minimum edge</span>
          <select
            id={minEdgeId}
            value={filters.minEdge === null ? '' : String(filters.minEdge)}
            onChange={(e) => set({ minEdge: e.target.value === '' ? null : Number(e.target.value) })}
            className="h-9 rounded-full border border-slate-700 bg-slate-950 px-3 text-base text-slate-100 [color-scheme:dark] focus-visible:outline-2 focus-visible:outline-emerald-400 sm:text-sm"
          >
            <option value="">Any</option>
            {MIN_EDGE_CHOICES.map((edge) => (
              <option key={edge} value={edge}>
                {edge}% or more
              </option>
            ))}
          </select>
        </label>
      </div>
      <MyBooksFilter myBooks={myBooks} available={slate.data?.books ?? []} />
    </div>
  );
  const oddsUpdated = <OddsUpdated leagues={leagues} />;

  if (slate.isPending)
    return (
      <>
        {controls}
        {oddsUpdated}
        <LoadingState text="Loading games..." />
      </>
    );
  if (slate.isError)
    return (
      <>
        {controls}
        {oddsUpdated}
        <ErrorState
          text={
            slate.error instanceof ApiError && slate.error.code === 'LICENSE_EXPIRED'
              ? 'Your subscription has expired'
              : 'Failed to load the games'
          }
          error={slate.error}
          onRetry={() => void slate.refetch()}
          retrying={slate.isFetching}
        />
      </>
    );
  const shown = sortSlate(filterSlate(slate.data.games, filters), sort, filters.market);
  return (
    <>
      {controls}
      {oddsUpdated}
      <p role="status" className="text-sm text-slate-400">
        Showing {shown.length} of {slate.data.totalGames} games analysed
        {slate.isPlaceholderData
          ? ' (the best prices for your new choice of books are loading)'
          : mine.length > 0
            ? ', best prices at your books only'
            : ''}
        .
      </p>
      {shown.length === 0 ? (
        <StatePanel title="No games match these filters">
          <p>Lower the minimum edge or choose another league or market.</p>
        </StatePanel>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {shown.map((game) => (
            <SlateGameCard key={game.id} game={game} market={filters.market} atMyBooks={mine.length > 0} />
          ))}
        </div>
      )}
    </>
  );
}

function ChipGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className={`${fieldLabelClass} w-full sm:w-28`}>
        {label}
      </span>
      {children}
    </div>
  );
}

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={chipClass(pressed)}>
      {children}
    </button>
  );
}

/**
 * The odds screen's "my books" setting (the same stored books and switch, so a choice made on either
 * page holds on both): the bettable books with a price this week, and "Only my books".
 */
function MyBooksFilter({ myBooks, available }: { myBooks: MyBooks; available: readonly SlateBook[] }) {
  const none = myBooks.books.length === 0;
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className={fieldLabelClass}>My books</legend>
      <div className="flex flex-wrap items-center gap-2">
        {available.map((b) => (
          <Chip key={b.key} pressed={myBooks.books.includes(b.key)} onClick={() => myBooks.toggleBook(b.key)}>
            {b.name}
          </Chip>
        ))}
        <label className="ml-1 inline-flex items-center gap-2 text-sm text-slate-300">
          <Switch
            checked={myBooks.onlyMine && !none}
            onCheckedChange={myBooks.setOnlyMine}
            disabled={none}
            aria-label="Only my books"
          />
          Only my books
        </label>
      </div>
      {none ? (
        <p className="text-xs text-slate-400">Choose your books to see the best price at them.</p>
      ) : null}
    </fieldset>
  );
}
