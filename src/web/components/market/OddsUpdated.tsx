/**
 * How current the odds are, one line per league the page shows ("NFL: odds updated 14:05:12 ET ·
 * next update about 14:07"), above the list. A league whose polling is paused for want of credits
 * reads 'odds paused: monthly credits spent' as a warning (role="status"). Nothing while the status
 * loads or when it cannot be read: the prices' own ages still say how old they are.
 */
import { LEAGUES, leagueName, type League } from '@shared/league';
import type { LeagueOddsStatus } from '@shared/api/odds-status';
import { oddsUpdateText } from '@shared/display/price-age';
import { footballSportsOf } from '@shared/licensing/account-status';
import { useOddsStatus } from '../../lib/odds-status-api';
import { useSession } from '../../session/SessionProvider';
import { cn } from '../../lib/cn';

export function OddsUpdated({ leagues, className }: { leagues: readonly League[]; className?: string }) {
  const status = useOddsStatus();
  const shown = LEAGUES.filter((league) => leagues.includes(league))
    .map((league) => status.data?.leagues.find((s) => s.league === league))
    .filter((s): s is LeagueOddsStatus => s !== undefined);
  if (shown.length === 0) return null;
  return (
    <div data-testid="odds-updated" className={cn('grid gap-1.5 text-sm', className)}>
      {shown.map((s) => (
        <OddsUpdatedLine key={s.league} status={s} />
      ))}
    </div>
  );
}

function OddsUpdatedLine({ status }: { status: LeagueOddsStatus }) {
  const text = `${leagueName(status.league, 'short')}: ${oddsUpdateText(status)}`;
  if (status.state === 'paused')
    return (
      <p
        role="status"
        data-odds-state="paused"
        className="flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-950/60 px-3 py-2 font-semibold text-amber-100"
      >
        <span aria-hidden="true" className="mt-px shrink-0 text-amber-300">
          ⚠
        </span>
        <span>{text}</span>
      </p>
    );
  return (
    <p
      data-odds-state={status.state}
      className={cn('tabular-nums', status.state === 'waiting' ? 'text-amber-300' : 'text-slate-400')}
    >
      {text}
    </p>
  );
}

/**
 * The leagues a page's filter shows: the one it names, else every league the signed-in licence's plan
 * grants (every league when the plan is not known).
 */
export function useLeaguesShown(filtered: League | null): League[] {
  const { license } = useSession();
  if (filtered !== null) return [filtered];
  const plan = license ? footballSportsOf(license.subscriptionType) : [];
  return plan.length > 0 ? [...plan] : [...LEAGUES];
}
