/**
 * Betting trends (/betting-trends, spec section 2): public. Two columns, NFL and college, each with
 * its week label, a count badge and the highlighted trend texts. Never cached. A Football Bets link
 * appears only for a user with an active football licence.
 */
import type { Trend } from '@shared/api/trends';
import { isFadeAction, trendSampleText, trendTone } from '@shared/display/trend-display';
import { cn } from '../../lib/cn';
import { useSession } from '../../session/SessionProvider';
import { useBettingTrends } from '../../lib/picks-api';
import { licenseHasFootballAccess } from '../../lib/license-access';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductName } from '../../lib/public-config';
import { PicksPageShell } from '../../components/picks/PicksPageShell';
import { TrendText } from '../../components/picks/TrendText';
import { Badge, ErrorState, LoadingState, PageLinks } from '../../components/picks/picks-ui';

export default function BettingTrends() {
  const { license } = useSession();
  const name = useProductName();
  useDocumentTitle(`Betting Trends | ${name}`);
  const trends = useBettingTrends();
  const links = licenseHasFootballAccess(license)
    ? [
        { href: '/football-bets', label: 'Football Bets' },
        { href: '/', label: 'Home' },
      ]
    : [{ href: '/', label: 'Home' }];

  return (
    <PicksPageShell
      title="Betting Trends"
      subtitle={
        <p>Situational against-the-spread trends for this week&apos;s NFL and college football games.</p>
      }
      links={<PageLinks label="Betting trends" links={links} />}
    >
      {trends.isPending ? (
        <LoadingState text="Loading betting trends..." />
      ) : trends.isError ? (
        <ErrorState
          text="Failed to Load Trends"
          hint="Please try again later"
          onRetry={() => void trends.refetch()}
          retrying={trends.isFetching}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <TrendColumn
            id="nfl-trends"
            title="NFL"
            week={trends.data.nflWeek}
            trends={trends.data.nflTrends}
            emptyText="No NFL trends available this week"
          />
          <TrendColumn
            id="college-trends"
            title="College Football"
            week={trends.data.collegeWeek}
            trends={trends.data.collegeTrends}
            emptyText="No college football trends available this week"
          />
        </div>
      )}
      <section
        aria-labelledby="about-trends-title"
        className="grid gap-2 rounded-2xl border border-slate-800 p-4 text-sm text-slate-300 sm:p-6"
      >
        <h2 id="about-trends-title" className="text-lg font-bold text-white">
          About These Trends
        </h2>
        <p>
          Trends are updated weekly from real results. A trend describes how teams in a situation have done
          against the spread; it is context for a bet, not a guarantee.
        </p>
      </section>
    </PicksPageShell>
  );
}

function TrendColumn({
  id,
  title,
  week,
  trends,
  emptyText,
}: {
  id: string;
  title: string;
  week: string;
  trends: readonly Trend[];
  emptyText: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 id={id} className="text-xl font-bold text-white">
            {title}
          </h2>
          {week ? <p className="text-sm text-slate-400">{week}</p> : null}
        </div>
        <Badge tone={trends.length > 0 ? 'green' : 'neutral'}>
          {trends.length} {trends.length === 1 ? 'trend' : 'trends'}
        </Badge>
      </div>
      {trends.length === 0 ? (
        <p className="text-slate-400">{emptyText}</p>
      ) : (
        <ul className="grid gap-3">
          {trends.map((trend, index) => (
            <li
              key={`${trend.team}-${trend.situation}-${index}`}
              data-action={isFadeAction(trend.action) ? 'fade' : 'play'}
              className={cn(
                'grid gap-1 rounded-xl border border-l-4 border-slate-800 bg-slate-950/60 p-3 text-sm leading-relaxed break-words text-slate-300',
                isFadeAction(trend.action) ? 'border-l-red-400/70' : 'border-l-emerald-400/70',
              )}
            >
              <p>
                <TrendText text={trend.trend} tone={trendTone(trend)} />
              </p>
              <p className="text-xs text-slate-400">{trendSampleText(trend)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
