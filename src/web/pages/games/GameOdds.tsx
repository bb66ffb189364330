/**
 * The odds screen of one game (/games/:id/odds, licensed): every book's spread, total and moneyline
 * with the fair line and the best offers, an odds-format toggle and a "my books" filter (both kept per
 * device), and the line-movement chart. Lazy-loaded.
 */
import { Link, useParams } from 'wouter';
import type { GameMarket } from '@shared/api/game-market';
import { fairLineMethodText } from '@shared/display/market-lines';
import { PicksPageShell } from '../../components/picks/PicksPageShell';
import { ErrorState, LoadingState, StatePanel } from '../../components/picks/picks-ui';
import { SignInPrompt } from '../../components/picks/SignInPrompt';
import { PageLoading } from '../../components/PageLoading';
import { OddsFormatToggle } from '../../components/market/OddsFormatToggle';
import { OddsGrid } from '../../components/market/OddsGrid';
import { OddsUpdated } from '../../components/market/OddsUpdated';
import { PriceClock } from '../../components/market/PriceAge';
import { LineChart } from '../../components/market/LineChart';
import { Switch } from '../../components/ui/switch';
import { bookLabel } from '@shared/display/book-label';
import { kickoffText } from '@shared/calendar/eastern-time';
import { useSession } from '../../session/SessionProvider';
import { useGameMarket } from '../../lib/market-api';
import { useMyBooks, useOddsFormat, type MyBooks } from '../../lib/use-odds-preferences';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ApiError } from '../../../client/api';
import { textLinkClass } from '../../components/ui/text-link';
import { cn } from '../../lib/cn';

export function GameOdds() {
  const { id = '' } = useParams<{ id: string }>();
  const { isLoggedIn, isLoading } = useSession();
  useDocumentTitle('Odds & Line Movement');
  if (isLoading) return <PageLoading />;
  return (
    <PicksPageShell
      title="Odds & Line Movement"
      links={
        <nav aria-label="Back" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link href="/football-bets" className={textLinkClass}>
            Back to picks
          </Link>
          <Link href="/games" className={textLinkClass}>
            All games
          </Link>
        </nav>
      }
    >
      {isLoggedIn ? (
        <PriceClock>
          <MarketView gameId={id} />
        </PriceClock>
      ) : (
        <SignInPrompt title="Sign in to see the odds" buttonLabel="Enter License Key">
          <p>Every sportsbook&apos;s price for this game is part of your licence.</p>
        </SignInPrompt>
      )}
    </PicksPageShell>
  );
}

function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED') return 'Game not found';
    if (error.code === 'PLAN_FORBIDDEN') return 'Your plan does not include this league';
    if (error.code === 'LICENSE_EXPIRED') return 'Your subscription has expired';
  }
  return 'Failed to load the odds';
}

function MarketView({ gameId }: { gameId: string }) {
  const market = useGameMarket(gameId);
  const [format, setFormat] = useOddsFormat();
  const myBooks = useMyBooks();
  if (market.isPending) return <LoadingState text="Loading odds..." />;
  if (market.isError)
    return (
      <ErrorState
        text={errorText(market.error)}
        onRetry={() => void market.refetch()}
        retrying={market.isFetching}
      />
    );
  const data = market.data;
  const shown =
    myBooks.onlyMine && myBooks.books.length > 0
      ? data.books.filter((b) => myBooks.books.includes(b.key))
      : data.books;
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h2 className="text-xl font-bold text-white sm:text-2xl">
          {data.game.awayTeam} @ {data.game.homeTeam}
        </h2>
        <p className="text-sm text-slate-400">
          <time dateTime={data.game.commenceTime}>{kickoffText(data.game.commenceTime)}</time> ·{' '}
          {data.game.sport}
        </p>
        <OddsUpdated leagues={[data.game.league]} className="mt-1" />
      </header>

      <div className="flex flex-wrap items-end gap-4">
        <OddsFormatToggle value={format} onChange={setFormat} />
        <BookFilter market={data} myBooks={myBooks} />
      </div>

      {data.books.length === 0 ? (
        <StatePanel title="No sportsbook prices yet">
          <p>Prices appear here after the next odds refresh.</p>
        </StatePanel>
      ) : (
        <section aria-labelledby="odds-grid-title" className="grid gap-2">
          <h3 id="odds-grid-title" className="text-lg font-bold text-white">
            Prices by sportsbook
          </h3>
          <p className="text-sm text-slate-400">
            In each cell the top line is {data.game.awayTeam} (away), the bottom line {data.game.homeTeam}{' '}
            (home). Highlighted: the best price on that side among fresh prices. Fair:{' '}
            {data.fairLine ? fairLineMethodText(data.fairLine) : 'no fair line yet'}; &quot;fair&quot; under a
            price is the no-vig price of that side at that book&apos;s number.
          </p>
          {shown.length === 0 ? (
            <p className="text-sm text-amber-300">None of your books has posted this game.</p>
          ) : (
            <OddsGrid market={data} books={shown} format={format} />
          )}
        </section>
      )}

      <section
        aria-labelledby="movement-title"
        className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-6"
      >
        <h3 id="movement-title" className="text-lg font-bold text-white">
          Line movement
        </h3>
        <LineChart market={data} />
      </section>
    </div>
  );
}

function BookFilter({ market, myBooks }: { market: GameMarket; myBooks: MyBooks }) {
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="text-sm font-medium text-slate-300">My books</legend>
      <div className="flex flex-wrap items-center gap-2">
        {market.books.map((b) => {
          const mine = myBooks.books.includes(b.key);
          return (
            <button
              key={b.key}
              type="button"
              aria-pressed={mine}
              onClick={() => myBooks.toggleBook(b.key)}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400',
                mine
                  ? 'border-emerald-400 bg-emerald-500/15 text-emerald-200'
                  : 'border-slate-700 text-slate-300 hover:text-white',
              )}
            >
              {bookLabel(b)}
            </button>
          );
        })}
        <label className="ml-1 inline-flex items-center gap-2 text-sm text-slate-300">
          <Switch
            checked={myBooks.onlyMine}
            onCheckedChange={myBooks.setOnlyMine}
            disabled={myBooks.books.length === 0}
            aria-label="Only my books"
          />
          Only my books
        </label>
      </div>
    </fieldset>
  );
}

export default GameOdds;
