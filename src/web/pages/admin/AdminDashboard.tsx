/**
 * 'Admin Games Dashboard' (spec section 2): actions, the force-refresh progress card, date and sport
 * controls, the 'High-Value Games (n)' list grouped CFB / NFL, and the admin tools below it.
 */
import { bulkApprovalPlan } from '@shared/curation/pick-preview';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGame } from '@shared/api/admin-games';
import { picksWindow } from '@shared/calendar/picks-window';
import { toSportCode } from '@shared/league';
import { DEFAULT_PUBLISH_GUARDS } from '@shared/curation/publish-guards';
import { Button } from '../../components/ui/button';
import {
  approveGame,
  bulkApprove,
  bulkReject,
  forceRefreshGames,
  previewFromConflict,
  rejectGame,
  runGeneration,
  sendAnnouncement,
  type CurationInput,
  type GenerationLeague,
  type SportFilter,
} from '../../lib/admin-api';
import { AdminGameCard } from './AdminGameCard';
import { RefreshProgressCard } from './RefreshProgressCard';
import { UpdateGameDialog } from './UpdateGameDialog';
import { AuditLogCard } from './AuditLogCard';
import { AnalyticsCard } from './AnalyticsCard';
import { LicensesCard } from './LicensesCard';
import { SMS_OUTBOX_QUERY_KEY, SmsOutboxCard } from './SmsOutboxCard';
import { PlayerPropsCard } from './PlayerPropsCard';
import { ADMIN_ODDS_STATUS_QUERY_KEY, OddsStatusPanel } from './OddsStatusCard';
import { AdminCard, errorMessage, inputClass, labelClass, toastError, toastSuccess } from './admin-ui';
import { adminGamesQueryKey, useAdminGames } from './use-admin-games';
import { useGameDrafts, type GameDraft } from './use-game-drafts';
import { useRefreshJob } from './use-refresh-job';
import { refreshApprovalPreview } from './use-approval-preview';
import { BulkConfirmations, type BulkAction } from './BulkConfirmations';
import { invalidateAfterCuration, invalidateAfterGeneration } from './invalidate';

export const EMPTY_GAMES_TEXT = 'No games found in the selected date range and sport filter.';

const SPORT_OPTIONS: readonly { value: SportFilter; label: string }[] = [
  { value: 'all', label: 'All sports' },
  { value: 'college', label: 'College (CFB)' },
  { value: 'nfl', label: 'NFL' },
];

/** The dashboard's leagues, college first, with their game section's title. */
const ADMIN_LEAGUES: Readonly<Record<GenerationLeague, string>> = {
  cfb: 'College Football (CFB)',
  nfl: 'NFL',
};
const ADMIN_LEAGUE_ORDER = Object.keys(ADMIN_LEAGUES) as GenerationLeague[];

function curationInput(game: AdminGame, draft: GameDraft): CurationInput {
  return {
    gameId: game.id,
    contextualFactors: draft.factors,
    contextualNotes: draft.notes,
    isNeutralSite: draft.neutral ?? game.isNeutralSite,
    injuryAdjustment: draft.injury,
    confirmOffMarket: draft.offMarketReason,
  };
}

export function AdminDashboard({ onClearLicense }: { onClearLicense: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const initialWindow = useMemo(() => picksWindow(new Date()), []);
  const [startDate, setStartDate] = useState(initialWindow.startDate);
  const [endDate, setEndDate] = useState(initialWindow.endDate);
  const [sport, setSport] = useState<SportFilter>('all');
  const params = { sport, startDate, endDate };
  const games = useAdminGames(params);
  const { draftFor, updateDraft, discardDraft } = useGameDrafts();
  const [updating, setUpdating] = useState<AdminGame | null>(null);
  const [confirming, setConfirming] = useState<BulkAction | null>(null);

  const refetchGames = useCallback(() => {
    void invalidateAfterCuration(queryClient);
    // A refresh fetched odds: the status card's last poll and quote ages moved with it.
    void queryClient.invalidateQueries({ queryKey: ADMIN_ODDS_STATUS_QUERY_KEY });
  }, [queryClient]);
  const job = useRefreshJob(refetchGames);

  const forceRefresh = useMutation({
    mutationFn: () => forceRefreshGames(params),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminGamesQueryKey(params), answer);
      if (answer.jobId) job.start(answer.jobId);
      toastSuccess('Force Refresh Started', 'Fetching fresh odds and re-analysing games...');
    },
    onError: (error) => toastError('Refresh Failed', error, 'Failed to force refresh games'),
  });

  const generation = useMutation({
    mutationFn: (league: GenerationLeague) => runGeneration(league, { startDate, endDate }),
    onSuccess: (answer, league) => {
      toastSuccess(`${toSportCode(league)} Analysis Complete`, answer.message);
      void invalidateAfterGeneration(queryClient);
    },
    onError: (error) => toastError('Generation Failed', error, 'Failed to generate analysis'),
  });

  const announcement = useMutation({
    mutationFn: sendAnnouncement,
    onSuccess: (answer) => {
      toastSuccess('SMS Announcement Sent', answer.message);
      void queryClient.invalidateQueries({ queryKey: SMS_OUTBOX_QUERY_KEY });
    },
    onError: (error) => toastError('SMS Announcement Failed', error, 'Failed to send SMS announcement'),
  });

  const approve = useMutation({
    mutationFn: approveGame,
    onSuccess: (answer, input) => {
      discardDraft(input.gameId);
      toastSuccess('Game Approved', answer.message);
      void invalidateAfterCuration(queryClient);
    },
    onError: (error, input) => {
      // The price moved since the preview: nothing was published; the card shows the new preview.
      if (previewFromConflict(error)) {
        toastError('Price Moved', error, 'The price moved since the preview');
        void refreshApprovalPreview(queryClient, input.gameId);
        return;
      }
      toastError('Approval Failed', error, 'Failed to approve game');
    },
  });

  const reject = useMutation({
    mutationFn: rejectGame,
    onSuccess: (answer, input) => {
      discardDraft(input.gameId);
      toastSuccess('Game Rejected', answer.message);
      void invalidateAfterCuration(queryClient);
    },
    onError: (error) => toastError('Rejection Failed', error, 'Failed to reject game'),
  });

  const approveAll = useMutation({
    mutationFn: bulkApprove,
    onSuccess: (answer) => {
      toastSuccess('Bulk Approval Complete', answer.message);
      void invalidateAfterCuration(queryClient);
    },
    onError: (error) => toastError('Bulk Approval Failed', error, 'Failed to approve games'),
  });

  const rejectAll = useMutation({
    mutationFn: bulkReject,
    onSuccess: (answer) => {
      toastSuccess('Bulk Rejection Complete', answer.message);
      void invalidateAfterCuration(queryClient);
    },
    onError: (error) => toastError('Bulk Rejection Failed', error, 'Failed to reject games'),
  });

  // Read every half minute, so a game leaves the bulk counts at its kickoff.
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const list = games.data?.games ?? [];
  const guards = games.data?.publishGuards ?? DEFAULT_PUBLISH_GUARDS;
  const listedIds = list.map((g) => g.id);
  const bulkBusy = approveAll.isPending || rejectAll.isPending;
  // The bulk buttons count what they would do: the picks Approve All would publish, the undecided
  // games Reject All would reject (never decided or started games).
  const approvable = bulkApprovalPlan(list, new Date(clock), guards).publish.length;
  const rejectable = list.filter(
    (g) => g.curationStatus === 'pending' && Date.parse(g.commenceTime) > clock,
  ).length;
  const datesSet = startDate !== '' && endDate !== '';
  const groups = ADMIN_LEAGUE_ORDER.map((league) => ({
    code: toSportCode(league),
    title: ADMIN_LEAGUES[league],
    games: list.filter((g) => g.sport === toSportCode(league)),
  })).filter((group) => group.games.length > 0);

  const busyFor = (gameId: string) =>
    (approve.isPending && approve.variables.gameId === gameId) ||
    (reject.isPending && reject.variables.gameId === gameId);

  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black tracking-tight text-white sm:text-3xl">Admin Games Dashboard</h1>
        <Button variant="secondary" onClick={onClearLicense}>
          Clear License
        </Button>
      </div>

      <section
        aria-label="Admin actions"
        className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 lg:flex lg:flex-wrap"
      >
        <Button onClick={() => forceRefresh.mutate()} disabled={job.running || forceRefresh.isPending}>
          {job.running ? 'Refreshing...' : 'Force Refresh Games'}
        </Button>
        {ADMIN_LEAGUE_ORDER.map((league) => (
          <Button
            key={league}
            variant="secondary"
            onClick={() => generation.mutate(league)}
            disabled={!datesSet || generation.isPending}
          >
            {generation.isPending && generation.variables === league
              ? 'Generating...'
              : `Generate ${toSportCode(league)} Analysis`}
          </Button>
        ))}
        <Button
          variant="secondary"
          onClick={() => setConfirming('announce')}
          disabled={announcement.isPending}
        >
          {announcement.isPending ? 'Sending...' : 'Send SMS Announcement'}
        </Button>
        <Button
          variant="outline"
          onClick={() => setConfirming('approve-all')}
          disabled={approvable === 0 || bulkBusy}
        >
          Approve All ({approvable})
        </Button>
        <Button
          variant="outline"
          onClick={() => setConfirming('reject-all')}
          disabled={rejectable === 0 || bulkBusy}
        >
          Reject All ({rejectable})
        </Button>
      </section>

      {job.running ? <RefreshProgressCard status={job.status} /> : null}

      <section
        aria-label="Filters"
        className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:grid-cols-3 sm:p-6"
      >
        <div className="grid gap-1">
          <label htmlFor={`${id}-start`} className={labelClass}>
            Start date
          </label>
          <input
            id={`${id}-start`}
            type="date"
            className={inputClass}
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-end`} className={labelClass}>
            End date
          </label>
          <input
            id={`${id}-end`}
            type="date"
            className={inputClass}
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-sport`} className={labelClass}>
            Sport
          </label>
          <select
            id={`${id}-sport`}
            className={inputClass}
            value={sport}
            onChange={(event) => setSport(event.target.value as SportFilter)}
          >
            {SPORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </section>

      <AdminCard
        title={`High-Value Games (${list.length})`}
        titleId={`${id}-games`}
        actions={
          games.isFetching ? (
            <span role="status" className="text-xs text-slate-400">
              Updating...
            </span>
          ) : null
        }
      >
        {games.isPending ? (
          <p role="status" className="text-sm text-slate-400">
            Loading games...
          </p>
        ) : games.isError && list.length === 0 ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p className="font-semibold text-red-300">Failed to fetch admin games</p>
            <p className="break-words text-slate-400">{errorMessage(games.error, '')}</p>
            <Button size="sm" variant="outline" className="w-fit" onClick={() => void games.refetch()}>
              Try Again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-400">{EMPTY_GAMES_TEXT}</p>
        ) : (
          groups.map((group) => (
            <section key={group.code} aria-labelledby={`${id}-group-${group.code}`} className="grid gap-3">
              <h3
                id={`${id}-group-${group.code}`}
                className="text-sm font-semibold tracking-wider text-slate-400 uppercase"
              >
                {group.title} ({group.games.length})
              </h3>
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {group.games.map((game) => (
                  <AdminGameCard
                    key={game.id}
                    game={game}
                    draft={draftFor(game.id)}
                    onDraftChange={(patch) => updateDraft(game.id, patch)}
                    approval={curationInput(game, draftFor(game.id))}
                    onApprove={(expectedPick) =>
                      approve.mutate({ ...curationInput(game, draftFor(game.id)), expectedPick })
                    }
                    onReject={() => reject.mutate(curationInput(game, draftFor(game.id)))}
                    onUpdate={() => setUpdating(game)}
                    busy={busyFor(game.id)}
                    guards={guards}
                  />
                ))}
              </div>
            </section>
          ))
        )}
      </AdminCard>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <OddsStatusPanel className="lg:col-span-2" />
        <PlayerPropsCard />
        <LicensesCard />
        <SmsOutboxCard />
        <AnalyticsCard />
        <AuditLogCard />
      </div>

      <UpdateGameDialog game={updating} onClose={() => setUpdating(null)} />
      <BulkConfirmations
        action={confirming}
        games={list}
        guards={guards}
        now={() => new Date()}
        onApproveAll={() => approveAll.mutate(listedIds)}
        onRejectAll={() => rejectAll.mutate(listedIds)}
        onAnnounce={() => announcement.mutate()}
        onClose={() => setConfirming(null)}
      />
    </main>
  );
}
