/**
 * 'Odds Status' (GET /api/admin/odds-status, refetched every 30 s): the month's credits once (used,
 * remaining, the projected month against the budget, when the quota resets, and the plan: nominal,
 * cadences stretched ×n, or paused), then one OddsStatusCard per league: its state, the last and next
 * poll and the cadence, how old its prices are (p50 / p95 over how many), the calls this month by
 * how they ended, and the last error. The offline replay spends no credits and says so.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ODDS_PAUSED_MESSAGE,
  type AdminLeagueOddsStatus,
  type OddsCredits,
  type OddsState,
} from '@shared/api/odds-status';
import { leagueName } from '@shared/league';
import { shortStampText, stampText } from '@shared/calendar/eastern-time';
import { durationText } from '@shared/display/price-age';
import { ADMIN_ODDS_STATUS_PATH, fetchAdminOddsStatus } from '../../lib/admin-api';
import { ODDS_STATUS_REFETCH_MS } from '../../lib/odds-status-api';
import { Badge, type BadgeTone } from '../../components/picks/picks-ui';
import { cn } from '../../lib/cn';
import { AdminCard, errorMessage } from './admin-ui';

export const ADMIN_ODDS_STATUS_QUERY_KEY = [ADMIN_ODDS_STATUS_PATH] as const;

export const REPLAY_CREDITS_TEXT = 'Offline replay: no credits are spent';

const SOURCE_LABELS = { 'the-odds-api': 'The Odds API', replay: 'Offline replay' } as const;

const STATE_LABELS: Record<OddsState, { text: string; tone: BadgeTone }> = {
  live: { text: 'Live', tone: 'green' },
  idle: { text: 'Idle', tone: 'neutral' },
  paused: { text: 'Paused', tone: 'amber' },
  waiting: { text: 'Waiting', tone: 'amber' },
  manual: { text: 'Manual', tone: 'blue' },
};

const BAND_LABELS = {
  kickoff: 'near kickoff',
  day: 'within a day',
  week: 'within a week',
  far: 'further out',
} as const;

/** 'ok' → 'OK', 'rate-limited' → 'Rate limited'. */
function callStatusLabel(status: string): string {
  if (status === 'ok') return 'OK';
  const words = status.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const count = (n: number) => n.toLocaleString('en-US');

/** '×1.6'. */
function stretchText(stretch: number): string {
  return `×${Number(stretch.toFixed(2))}`;
}

export function OddsStatusPanel({ className }: { className?: string }) {
  const status = useQuery({
    queryKey: ADMIN_ODDS_STATUS_QUERY_KEY,
    queryFn: fetchAdminOddsStatus,
    refetchInterval: ODDS_STATUS_REFETCH_MS,
  });
  return (
    <AdminCard
      title="Odds Status"
      titleId="odds-status-title"
      className={className}
      actions={
        status.data ? (
          <span className="text-sm text-slate-400">
            {SOURCE_LABELS[status.data.source]} · prices stale after {status.data.staleAfterMinutes} min
          </span>
        ) : null
      }
    >
      {status.isPending ? (
        <p role="status" className="text-sm text-slate-400">
          Loading odds status...
        </p>
      ) : status.isError ? (
        <p role="alert" className="text-sm [overflow-wrap:anywhere] text-red-300">
          {errorMessage(status.error, 'Failed to load the odds status')}
        </p>
      ) : (
        <>
          {status.data.credits ? (
            <OddsCreditsBlock credits={status.data.credits} />
          ) : (
            <p data-testid="odds-credits" className="text-sm text-slate-300">
              {REPLAY_CREDITS_TEXT}
            </p>
          )}
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {status.data.leagues.map((league) => (
              <OddsStatusCard key={league.league} status={league} />
            ))}
          </div>
        </>
      )}
    </AdminCard>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="text-slate-100 tabular-nums">{children}</dd>
    </div>
  );
}

/** The month's credits as the source last reported them, and the plan the schedule follows. */
export function OddsCreditsBlock({ credits }: { credits: OddsCredits }) {
  const over = credits.projectedMonth > credits.budget;
  return (
    <section
      aria-labelledby="odds-credits-title"
      data-testid="odds-credits"
      className="grid gap-3 rounded-xl border border-slate-800 bg-slate-950/60 p-4 text-sm"
    >
      <h3 id="odds-credits-title" className="font-semibold text-slate-200">
        Credits this month
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Used this month">
          {credits.usedThisMonth === null
            ? 'not reported yet'
            : `${count(credits.usedThisMonth)} of ${count(credits.budget)}`}
        </Fact>
        <Fact label="Remaining">
          {credits.remaining === null ? 'not reported yet' : count(credits.remaining)}
        </Fact>
        <Fact label="Projected month">
          <span className={cn(over && 'font-semibold text-amber-300')}>
            {count(credits.projectedMonth)} of {count(credits.budget)} budget
          </span>
        </Fact>
        <Fact label="Resets">{stampText(credits.resetsAt)}</Fact>
      </dl>
      <PlanLine credits={credits} />
      {credits.note ? <p className="text-slate-300">{credits.note}</p> : null}
    </section>
  );
}

function PlanLine({ credits }: { credits: OddsCredits }) {
  if (credits.plan === 'paused')
    return (
      <p
        role="status"
        className="rounded-lg border border-amber-500/40 bg-amber-950/60 px-3 py-2 font-semibold text-amber-100"
      >
        Plan: {ODDS_PAUSED_MESSAGE}
      </p>
    );
  if (credits.plan === 'stretched')
    return (
      <p className="font-semibold text-amber-300">
        Plan: cadences stretched
        {credits.stretch === null ? '' : ` ${stretchText(credits.stretch)}`} to fit the budget
      </p>
    );
  return <p className="text-slate-300">Plan: nominal (the schedule as designed)</p>;
}

/** One league's polling: state, polls, cadence, quote ages, calls this month and the last error. */
export function OddsStatusCard({ status }: { status: AdminLeagueOddsStatus }) {
  const titleId = `odds-status-${status.league}`;
  const state = STATE_LABELS[status.state];
  const calls = Object.entries(status.callsThisMonth);
  const ages = status.quoteAgeSeconds;
  return (
    <section
      aria-labelledby={titleId}
      data-odds-league={status.league}
      className="grid min-w-0 content-start gap-3 rounded-xl border border-slate-800 p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-white">
          {leagueName(status.league, 'title')}
        </h3>
        <Badge tone={state.tone}>{state.text}</Badge>
      </div>
      {status.state === 'paused' ? (
        <p role="status" className="font-semibold text-amber-300">
          {status.message ?? ODDS_PAUSED_MESSAGE}
        </p>
      ) : status.message ? (
        <p className={status.state === 'waiting' ? 'text-amber-300' : 'text-slate-300'}>{status.message}</p>
      ) : null}
      <dl className="grid grid-cols-1 gap-2.5 min-[420px]:grid-cols-2">
        <Fact label="Odds updated">{status.updatedAt ? shortStampText(status.updatedAt) : 'not yet'}</Fact>
        <Fact label="Last poll">{status.lastPollAt ? shortStampText(status.lastPollAt) : 'none yet'}</Fact>
        <Fact label="Next poll">
          {status.nextUpdateAt ? shortStampText(status.nextUpdateAt) : 'none scheduled'}
        </Fact>
        <Fact label="Cadence">
          {status.state === 'paused'
            ? 'paused'
            : status.state === 'manual'
              ? 'none (the scheduler is off)'
              : status.intervalSeconds === null
                ? 'none (nothing to poll)'
                : `every ${durationText(status.intervalSeconds)}${status.band ? ` (${BAND_LABELS[status.band]})` : ''}`}
        </Fact>
        <Fact label="Quote age">
          {ages.prices === 0 || ages.p50 === null
            ? 'no current prices'
            : `p50 ${durationText(ages.p50)} · p95 ${ages.p95 === null ? '—' : durationText(ages.p95)} (${count(ages.prices)} ${ages.prices === 1 ? 'price' : 'prices'})`}
        </Fact>
        <Fact label="Calls this month">
          {calls.length === 0
            ? 'none'
            : calls.map(([name, n]) => `${callStatusLabel(name)} ${count(n)}`).join(' · ')}
        </Fact>
      </dl>
      <div className="grid gap-0.5">
        <p className="text-xs text-slate-400">Last error</p>
        {status.lastError ? (
          <p className="[overflow-wrap:anywhere] text-red-300">
            {status.lastError.message}{' '}
            <span className="text-slate-400">({shortStampText(status.lastError.at)})</span>
          </p>
        ) : (
          <p className="text-slate-300">none</p>
        )}
      </div>
    </section>
  );
}
