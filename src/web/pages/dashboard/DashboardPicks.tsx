/**
 * The dashboard's picks for the user's plan: the published (approved) picks kicking off today, else
 * the next ones; with nothing published yet, the model's quality picks under the label the curation
 * rules require ('Model picks, not yet reviewed'). The server limits both lists to the plan's leagues.
 */
import { leagueName } from '@shared/league';
import { Link } from 'wouter';
import type { Game } from '@shared/api/games';
import { dashboardPicks } from '@shared/calendar/todays-picks';
import { picksWindow } from '@shared/calendar/picks-window';
import { footballSportsOf } from '@shared/licensing/account-status';
import { edgeBadgeText } from '@shared/display/edge-display';
import { gameOddsPath } from '@shared/routes';
import { useFootballBets, useWeeklyPicks } from '../../lib/picks-api';
import { kickoffText } from '@shared/calendar/eastern-time';
import { bookLabel } from '@shared/display/book-label';
import { textLinkClass } from '../../components/ui/text-link';
import { PriceAgeAfter, PriceClock } from '../../components/market/PriceAge';
import { staleSinceText } from '@shared/display/price-age';

export function DashboardPicks({ subscriptionType }: { subscriptionType: string }) {
  const now = new Date();
  const approved = useFootballBets('all', true);
  const noneApproved = approved.isSuccess && approved.data.games.length === 0;
  const window = picksWindow(now);
  const model = useWeeklyPicks({ sport: 'all', ...window }, noneApproved);
  const leagues = footballSportsOf(subscriptionType)
    .map((league) => leagueName(league, 'sentence'))
    .join(' and ');

  let body;
  let label: string | null = null;
  if (approved.isPending || (noneApproved && model.isPending)) {
    body = <p className="text-sm text-slate-400">Loading picks...</p>;
  } else if (approved.isError && !noneApproved) {
    body = <p className="text-sm text-red-300">Failed to load picks</p>;
  } else {
    const source: Game[] = noneApproved ? (model.data?.games ?? []) : (approved.data?.games ?? []);
    const picks = dashboardPicks(source, now);
    if (noneApproved) label = 'Model picks, not yet reviewed';
    body =
      picks.games.length === 0 ? (
        <p className="text-sm text-slate-400">No picks for the next 8 days yet.</p>
      ) : (
        <>
          <p className="text-sm font-semibold text-slate-300">
            {picks.when === 'today' ? 'Kicking off today' : 'Next up (nothing kicks off today)'}
          </p>
          <ul className="grid divide-y divide-slate-800">
            {picks.games.map((g) => (
              <PickRow key={g.id} game={g} />
            ))}
          </ul>
        </>
      );
  }

  return (
    <PriceClock>
      <section
        aria-labelledby="your-picks-title"
        className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="your-picks-title" className="text-lg font-bold text-white">
            Your Picks
          </h2>
          <p className="text-sm text-slate-400">{leagues}</p>
        </div>
        {label ? (
          <p className="text-xs font-semibold tracking-wide text-amber-300 uppercase">{label}</p>
        ) : null}
        {body}
        <Link href="/football-bets" className={`${textLinkClass} text-sm`}>
          All picks
        </Link>
      </section>
    </PriceClock>
  );
}

function PickRow({ game }: { game: Game }) {
  // The headline is the game's one lead bet, its book, price, age and edge together.
  const best = game.leadBet ?? game.bestSportsbooks[0];
  return (
    <li className="grid gap-0.5 py-2.5 text-sm" data-testid="dashboard-pick">
      <p className="flex flex-wrap justify-between gap-x-3 text-slate-400">
        <time dateTime={game.commenceTime}>{kickoffText(game.commenceTime)}</time>
        <span>{game.sport}</span>
      </p>
      <p className="font-semibold text-white">
        {game.awayTeam} @ {game.homeTeam}
      </p>
      {best ? (
        <p className="text-slate-200">
          {best.betString} · {bookLabel(best)}
          <PriceAgeAfter asOf={best.fetchedAt} stale={best.stale} /> ·{' '}
          <span className={game.priceStaleSince ? 'text-amber-300' : 'text-slate-300'}>
            {game.priceStaleSince
              ? staleSinceText(game.priceStaleSince)
              : edgeBadgeText(game.leadBet ? game.leadBet.edge : game.maxEdge, game.units)}
          </span>
        </p>
      ) : null}
      <Link href={gameOddsPath(game.id)} className={`${textLinkClass} text-xs`}>
        Odds &amp; line movement
      </Link>
    </li>
  );
}
