/**
 * Power rankings (/power-rankings, All-Access): BetLens ratings per league (rating, offense, defense,
 * rank and the move since last week) and, for college, SP+ with its attribution. The server enforces
 * the plan: 401 shows the sign-in prompt, 403 (PLAN_FORBIDDEN) the upgrade panel.
 */
import { LEAGUES, leagueName } from '@shared/league';
import { ratingsFreshnessText } from '@shared/ratings/ratings-freshness';
import { easternDayText } from '@shared/calendar/eastern-time';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import type { PowerRanking, RankingsResponse } from '@shared/api/rankings';
import { rankingMovement } from '@shared/display/ranking-movement';
import { oneDecimalText, signedOneDecimal } from '@shared/display/number-format';
import { apiRequest, ApiError } from '../../../client/api';
import { useSession } from '../../session/SessionProvider';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductName } from '../../lib/public-config';
import { PicksPageShell } from '../../components/picks/PicksPageShell';
import { SignInPrompt } from '../../components/picks/SignInPrompt';
import { ErrorState, LoadingState, StatePanel } from '../../components/picks/picks-ui';
import { TableScroller } from '../../components/ui/table-scroller';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';

type League = RankingsResponse['league'];

const LEAGUE_CHOICES: readonly { value: League; label: string }[] = LEAGUES.map((league) => ({
  value: league,
  label: leagueName(league, 'short'),
}));

async function fetchRankings(league: League): Promise<RankingsResponse> {
  return (await apiRequest('GET', `/api/power-rankings?league=${league}`).then((r) =>
    r.json(),
  )) as RankingsResponse;
}

const MOVE_TONE = {
  up: 'text-emerald-300',
  down: 'text-red-300',
  same: 'text-slate-400',
  new: 'text-sky-300',
} as const;

export default function PowerRankings() {
  const { isLoggedIn } = useSession();
  const name = useProductName();
  useDocumentTitle(`Power Rankings | ${name}`);
  const [league, setLeague] = useState<League>('nfl');
  const rankings = useQuery({
    queryKey: ['/api/power-rankings', league, isLoggedIn],
    queryFn: () => fetchRankings(league),
  });
  const error = rankings.error;
  const status = error instanceof ApiError ? error.status : null;

  return (
    <PicksPageShell
      title="Power Rankings"
      subtitle={<p>NFL power rankings and college ratings from BetLens ratings, with SP+ for college.</p>}
    >
      <div role="group" aria-label="League" className="flex gap-2">
        {LEAGUE_CHOICES.map((l) => (
          <button
            key={l.value}
            type="button"
            aria-pressed={league === l.value}
            onClick={() => setLeague(l.value)}
            className={buttonClasses(league === l.value ? 'primary' : 'outline', 'sm')}
          >
            {l.label}
          </button>
        ))}
      </div>
      {rankings.isPending ? (
        <LoadingState text="Loading power rankings..." />
      ) : status === 401 ? (
        <SignInPrompt title="Sign in to see the power rankings" buttonLabel="Sign In">
          <p>Power rankings and SP+ ratings are part of the All-Access plan. Enter your license key.</p>
        </SignInPrompt>
      ) : status === 403 ? (
        <StatePanel
          title="Power rankings are part of the All-Access plan"
          role="status"
          action={
            <Link href="/purchase" className={buttonClasses('primary', 'md')}>
              See the All-Access plan
            </Link>
          }
        >
          <p>Your plan does not include SP+ ratings and NFL power rankings.</p>
        </StatePanel>
      ) : rankings.isError ? (
        <ErrorState
          text="Failed to load power rankings"
          error={error}
          retrying={rankings.isFetching}
          onRetry={() => void rankings.refetch()}
        />
      ) : (
        <RankingsTables data={rankings.data} />
      )}
    </PicksPageShell>
  );
}

function RankingsTables({ data }: { data: RankingsResponse }) {
  const name = leagueName(data.league, 'short');
  return (
    <div className="grid gap-8">
      <section aria-labelledby="betlens-ratings-title" className="grid gap-3">
        <h2 id="betlens-ratings-title" className="text-2xl font-bold text-white">
          {name} power rankings, {data.season} season
        </h2>
        {data.outOfDate ? (
          <p className="text-sm font-semibold text-amber-300" role="status">
            {ratingsFreshnessText({ ratingsAsOf: data.ratingsAsOf, outOfDate: true })}
          </p>
        ) : null}
        <p className="text-sm text-slate-400">
          BetLens ratings as of {easternDayText(data.asOf)}, moves since {easternDayText(data.previousAsOf)}.
          Rating = points better than an average team on a neutral field (offense − defense); defense is
          points allowed above average, so lower is better. Home field: {oneDecimalText(data.homeField)}{' '}
          points.{' '}
          <Link href="/betting-101#fair-lines" className="text-emerald-300 underline underline-offset-2">
            How the ratings work
          </Link>
        </p>
        <RankedTeamsTable
          label={`${name} power rankings`}
          tableClassName="w-full min-w-[20rem] text-[13px] sm:text-sm"
          rows={data.rankings}
          columns={BETLENS_COLUMNS}
        />
      </section>
      {data.spPlus ? <SpPlusTable spPlus={data.spPlus} /> : null}
    </div>
  );
}

function SpPlusTable({ spPlus }: { spPlus: NonNullable<RankingsResponse['spPlus']> }) {
  return (
    <section aria-labelledby="sp-plus-title" className="grid gap-3">
      <h2 id="sp-plus-title" className="text-2xl font-bold text-white">
        SP+ ratings, {spPlus.season}
      </h2>
      <p className="text-sm text-slate-400">{spPlus.attribution}</p>
      <RankedTeamsTable
        label={`SP+ ratings ${spPlus.season}`}
        tableClassName="w-full min-w-[18rem] text-[13px] sm:text-sm"
        rows={spPlus.ratings}
        columns={SP_PLUS_COLUMNS}
      />
    </section>
  );
}

type SpPlusRow = NonNullable<RankingsResponse['spPlus']>['ratings'][number];

/** A column after # and Team: its heading, and the class and content of each row's cell. */
interface RatingColumn<R> {
  head: string;
  cell: (row: R) => { className: string; content: ReactNode };
}

const RATING_CELL = 'px-1.5 py-1.5 text-right font-semibold text-white tabular-nums sm:px-3';
const SIDE_CELL = 'px-1.5 py-1.5 text-right text-slate-300 tabular-nums sm:px-3';
const orDash = (value: number | null) => (value === null ? '—' : oneDecimalText(value));

const BETLENS_COLUMNS: readonly RatingColumn<PowerRanking>[] = [
  { head: 'Rating', cell: (r) => ({ className: RATING_CELL, content: signedOneDecimal(r.rating) }) },
  { head: 'Off', cell: (r) => ({ className: SIDE_CELL, content: signedOneDecimal(r.offense) }) },
  { head: 'Def', cell: (r) => ({ className: SIDE_CELL, content: signedOneDecimal(r.defense) }) },
  {
    head: 'Move',
    cell: (r) => {
      const move = rankingMovement(r.movement);
      return {
        className: cn(
          'px-1.5 py-1.5 text-right whitespace-nowrap tabular-nums sm:px-3',
          MOVE_TONE[move.direction],
        ),
        content: (
          <>
            <span aria-hidden="true">{move.text}</span>
            <span className="sr-only">{move.label}</span>
          </>
        ),
      };
    },
  },
];

/** SP+ publishes offense and defense unsigned, and not for every team. */
const SP_PLUS_COLUMNS: readonly RatingColumn<SpPlusRow>[] = [
  { head: 'SP+', cell: (r) => ({ className: RATING_CELL, content: signedOneDecimal(r.rating) }) },
  { head: 'Off', cell: (r) => ({ className: SIDE_CELL, content: orDash(r.offense) }) },
  { head: 'Def', cell: (r) => ({ className: SIDE_CELL, content: orDash(r.defense) }) },
];

/** Both ratings tables: rank and team first, so the two read alike and stay alike. */
function RankedTeamsTable<R extends { teamId: string; rank: number; team: string }>({
  label,
  tableClassName,
  rows,
  columns,
}: {
  label: string;
  tableClassName: string;
  rows: readonly R[];
  columns: readonly RatingColumn<R>[];
}) {
  return (
    <TableScroller label={label}>
      <table className={tableClassName}>
        <thead className="bg-slate-900 text-left text-xs text-slate-400 uppercase">
          <tr>
            <th scope="col" className="px-1.5 py-2 sm:px-3">
              #
            </th>
            <th scope="col" className="px-1.5 py-2 sm:px-3">
              Team
            </th>
            {columns.map((c) => (
              <th key={c.head} scope="col" className="px-2 py-2 text-right sm:px-3">
                {c.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {rows.map((r) => (
            <tr key={r.teamId} className="bg-slate-950/40">
              <td className="px-1.5 py-1.5 font-semibold text-slate-300 tabular-nums sm:px-3">{r.rank}</td>
              <th scope="row" className="px-1.5 py-1.5 text-left font-medium break-words text-white sm:px-3">
                {r.team}
              </th>
              {columns.map((c) => {
                const { className, content } = c.cell(r);
                return (
                  <td key={c.head} className={className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
