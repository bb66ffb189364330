/**
 * My bets (/my-bets, licensed): every bet the licence recorded, on any of its devices, with the
 * summary (record, units staked and won, ROI, average CLV, dollars where a unit size was recorded),
 * the running chart of profit and average CLV, each bet's result and closing-line value, delete, and
 * the CSV download. Phone first: each bet is a short card, nothing scrolls sideways.
 */
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { Bet, BetsSummary } from '@shared/api/bets';
import { betSlipText, dollarsText, resultText, unitsText } from '@shared/bets/bet-text';
import { runningSeries } from '@shared/bets/summarize-bets';
import { signedPercent, signedPoint, signedPrice } from '@shared/display/pick-line';
import { plainNumber } from '@shared/pricing/format-bet';
import { PicksPageShell } from '../../components/picks/PicksPageShell';
import { Badge, ErrorState, LoadingState, StatePanel, type BadgeTone } from '../../components/picks/picks-ui';
import { SignInPrompt } from '../../components/picks/SignInPrompt';
import { kickoffText, stampText } from '@shared/calendar/eastern-time';
import { PageLoading } from '../../components/PageLoading';
import { BetsChart } from '../../components/bets/BetsChart';
import { StakingRuleCard } from '../../components/bets/StakingRuleCard';
import { useStakingRule } from '../../lib/settings-api';
import { STAKING_RULE_INFO } from '@shared/odds/staking';
import { Button, buttonClasses } from '../../components/ui/button';
import { textLinkClass } from '../../components/ui/text-link';
import { useSession } from '../../session/SessionProvider';
import { BETS_CSV_PATH, useBets, useDeleteBet } from '../../lib/bets-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { toast } from '../../lib/use-toast';
import { cn } from '../../lib/cn';

export const MY_BETS_TITLE = 'My Bets';

export default function MyBets() {
  const { isLoggedIn, isLoading } = useSession();
  useDocumentTitle(MY_BETS_TITLE);
  if (isLoading) return <PageLoading />;
  return (
    <PicksPageShell
      title={MY_BETS_TITLE}
      subtitle={
        <p>
          Every bet you record, graded when the game is final, with its closing-line value. Kept for your
          licence on all its devices.
        </p>
      }
      links={
        <nav aria-label="My bets" className="flex flex-wrap gap-2">
          <Link href="/calculator" className={buttonClasses('outline', 'sm')}>
            No-vig &amp; EV calculator
          </Link>
          {isLoggedIn ? (
            <a href={BETS_CSV_PATH} download className={buttonClasses('outline', 'sm')}>
              Download CSV
            </a>
          ) : null}
          {isLoggedIn ? <StakingLink /> : null}
        </nav>
      }
    >
      {isLoggedIn ? (
        <div className="grid gap-5 sm:gap-8">
          <BetsView />
          <StakingRuleCard id={STAKING_ANCHOR} className="scroll-mt-24" />
        </div>
      ) : (
        <SignInPrompt title="Sign in to see your bets" buttonLabel="Enter License Key">
          <p>Record the bets you place and see whether you beat the closing line. Part of your licence.</p>
        </SignInPrompt>
      )}
    </PicksPageShell>
  );
}

const STAKING_ANCHOR = 'staking';

/** The rule in force, at the top of the page: the staking settings sit below the bets. */
function StakingLink() {
  const rule = useStakingRule().data?.rule;
  return (
    <a href={`#${STAKING_ANCHOR}`} className={buttonClasses('outline', 'sm')}>
      Staking{rule ? `: ${STAKING_RULE_INFO[rule].label}` : ''}
    </a>
  );
}

function BetsView() {
  const bets = useBets();
  if (bets.isPending) return <LoadingState text="Loading your bets..." />;
  if (bets.isError)
    return (
      <ErrorState
        text="Failed to load your bets"
        hint="Please try again"
        onRetry={() => void bets.refetch()}
        retrying={bets.isFetching}
      />
    );
  const { bets: list, summary } = bets.data;
  if (list.length === 0)
    return (
      <StatePanel title="No bets yet">
        <p>
          Press <strong>I placed this</strong> on a pick or on a book&apos;s row of a game&apos;s odds to
          record a bet. It is graded when the game is final, and valued against the closing line at kickoff.
        </p>
        <p>
          <Link href="/weekly-best-bets" className={textLinkClass}>
            See this week&apos;s best bets
          </Link>
        </p>
      </StatePanel>
    );
  const demo = list.filter((b) => b.demo).length;
  return (
    <div className="grid gap-5 sm:gap-8">
      {demo > 0 ? (
        <p className="rounded-xl border border-sky-500/30 bg-sky-500/5 p-3 text-sm text-sky-100">
          {demo === list.length ? 'These bets were' : `${demo} of these bets were`} recorded by the demo: what
          a follower of Weekly Best Bets would have bet on the replay&apos;s own picks (the lead price, at the
          recommended units). Delete them whenever you like; bets you record are yours alone.
        </p>
      ) : null}
      <SummaryCard summary={summary} />
      <section
        aria-labelledby="bets-chart-title"
        className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-6"
      >
        <h2 id="bets-chart-title" className="text-lg font-bold text-white">
          Profit and CLV over time
        </h2>
        <p className="text-sm text-slate-400">
          Profit after each graded bet and the running average of your closing-line value, in kickoff order.
        </p>
        <BetsChart series={runningSeries(list.map((b) => ({ ...b, clv: b.closing?.clv ?? null })))} />
      </section>
      <section aria-labelledby="bets-list-title" className="grid gap-3">
        <h2 id="bets-list-title" className="text-lg font-bold text-white">
          Bets <span className="text-sm font-normal text-slate-400">({list.length}, newest first)</span>
        </h2>
        <ul className="grid gap-2 lg:grid-cols-2 lg:items-start">
          {list.map((bet) => (
            <li key={bet.id}>
              <BetCard bet={bet} />
            </li>
          ))}
        </ul>
      </section>
      <p className="text-xs text-slate-400">
        CLV: your price against the closing fair price at your number (the market&apos;s no-vig line at
        kickoff, priced on the key-number distribution), in percent of the stake. Staked and ROI count bets
        that won or lost.
      </p>
    </div>
  );
}

const tone = (value: number): string =>
  value > 0 ? 'text-emerald-300' : value < 0 ? 'text-red-300' : 'text-slate-100';

function SummaryCard({ summary }: { summary: BetsSummary }) {
  const titleId = useId();
  const stats: { label: string; value: string; className?: string }[] = [
    { label: 'Bets', value: String(summary.count) },
    { label: 'Pending', value: String(summary.pending) },
    { label: 'Staked', value: `${plainNumber(summary.staked)}u` },
    { label: 'Profit', value: unitsText(summary.profit), className: tone(summary.profit) },
    {
      label: 'ROI',
      value: summary.roi === null ? '—' : signedPercent(summary.roi),
      className: summary.roi === null ? undefined : tone(summary.roi),
    },
    {
      label: 'Avg CLV',
      value: summary.clv === null ? '—' : signedPercent(summary.clv),
      className: summary.clv === null ? undefined : tone(summary.clv),
    },
  ];
  if (summary.dollars)
    stats.push(
      { label: 'Staked ($)', value: dollarsText(summary.dollars.staked) },
      {
        label: 'Profit ($)',
        value: dollarsText(summary.dollars.profit, true),
        className: tone(summary.dollars.profit),
      },
    );
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-sm font-semibold tracking-wider text-slate-400 uppercase">
          Summary
        </h2>
        <p className="text-2xl font-black text-white tabular-nums" data-testid="bets-record">
          {summary.wins}-{summary.losses}-{summary.pushes}
          <span className="sr-only"> (wins-losses-pushes)</span>
          {summary.voids > 0 ? (
            <span className="ml-2 text-sm font-normal text-slate-400">{summary.voids} void</span>
          ) : null}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="flex items-baseline justify-between gap-2">
            <dt className="text-slate-400">{s.label}</dt>
            <dd className={cn('font-semibold tabular-nums', s.className ?? 'text-slate-100')}>{s.value}</dd>
          </div>
        ))}
      </dl>
      {summary.dollars && summary.dollars.bets < summary.count ? (
        <p className="text-xs text-slate-400">
          Dollars cover the {summary.dollars.bets} bets recorded with a unit size.
        </p>
      ) : null}
    </section>
  );
}

const RESULT_TONES: Record<NonNullable<Bet['result']> | 'pending', BadgeTone> = {
  win: 'green',
  loss: 'red',
  push: 'neutral',
  void: 'amber',
  pending: 'blue',
};

function BetCard({ bet }: { bet: Bet }) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBet();
  const stakeDollars = bet.unitSize !== null ? ` (${dollarsText(bet.stake * bet.unitSize)})` : '';
  const closing = bet.closing;
  const fairLine =
    closing?.fairLine == null
      ? null
      : bet.market === 'total'
        ? plainNumber(closing.fairLine)
        : `${bet.homeTeam} ${signedPoint(closing.fairLine)}`;
  async function confirmDelete() {
    try {
      await remove.mutateAsync(bet.id);
      toast({ title: 'Bet deleted', description: betSlipText(bet) });
    } catch {
      toast({
        title: 'Delete failed',
        description: 'The bet could not be deleted. Please try again.',
        variant: 'destructive',
      });
      setConfirming(false);
    }
  }
  return (
    <article
      aria-labelledby={titleId}
      data-bet={bet.id}
      className="grid gap-1.5 rounded-xl border border-slate-800 bg-slate-900/70 p-3 text-sm sm:p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-base font-bold break-words text-white">
          {bet.selection} <span className="tabular-nums">{signedPrice(bet.price)}</span>
        </h3>
        <Badge tone={RESULT_TONES[bet.result ?? 'pending']} data-result>
          {resultText(bet.result, bet.voidReason)}
        </Badge>
      </div>
      <p className="text-slate-300">
        {bet.awayTeam} @ {bet.homeTeam}
        {bet.score ? (
          <span className="tabular-nums">
            {' '}
            · {bet.score.away}–{bet.score.home}
          </span>
        ) : null}
      </p>
      <p className="text-slate-400">
        <time dateTime={bet.commenceTime}>{kickoffText(bet.commenceTime)}</time> · {bet.sport}
        {bet.demo ? (
          <Badge tone="neutral" className="ml-2">
            Demo
          </Badge>
        ) : null}
      </p>
      <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-slate-300">
        <span>{bet.book}</span>
        <span className="tabular-nums">
          {plainNumber(bet.stake)}u{stakeDollars}
        </span>
        {bet.profit !== null && bet.result !== 'void' ? (
          <span className={cn('font-semibold tabular-nums', tone(bet.profit))}>
            {unitsText(bet.profit)}
            {bet.unitSize !== null ? ` (${dollarsText(bet.profit * bet.unitSize, true)})` : ''}
          </span>
        ) : null}
      </p>
      <p className="text-slate-300" data-clv>
        {closing ? (
          <>
            <span className={cn('font-semibold tabular-nums', tone(closing.clv))}>
              {signedPercent(closing.clv)} CLV
            </span>
            <span className="text-slate-400">
              {' '}
              · closing fair {fairLine ? `${fairLine}, ` : ''}
              {signedPrice(closing.fairPrice)} at your number
            </span>
          </>
        ) : (
          <span className="text-slate-400">
            {bet.result === null ? 'CLV once the game kicks off' : 'No closing line to compare with'}
          </span>
        )}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
        <p className="text-xs text-slate-400">Recorded {stampText(bet.placedAt)}</p>
        {confirming ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              Keep
            </Button>
            <Button
              size="sm"
              variant="secondary"
              className="text-red-200"
              onClick={() => void confirmDelete()}
              disabled={remove.isPending}
              aria-label={`Delete bet: ${bet.selection} ${signedPrice(bet.price)}`}
            >
              {remove.isPending ? 'Deleting...' : 'Delete bet'}
            </Button>
          </div>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${bet.selection} ${signedPrice(bet.price)}`}
          >
            Delete
          </Button>
        )}
      </div>
    </article>
  );
}
