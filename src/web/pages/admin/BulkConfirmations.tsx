/**
 * The three confirmations of the admin's bulk actions, each with its count and a preview of what
 * will happen: Approve All (each pick it will publish, from the shared preview of what approving
 * publishes, and what it will skip), Reject All (the games), Send SMS Announcement (the exact
 * texts the server would queue, and to how many numbers).
 */
import { useQuery } from '@tanstack/react-query';
import type { AdminGame } from '@shared/api/admin-games';
import { bulkApprovalPlan } from '@shared/curation/pick-preview';
import type { PublishGuardSettings } from '@shared/curation/publish-guards';
import { fetchAnnouncementPreview } from '../../lib/admin-api';
import { errorMessage } from './admin-ui';
import { ConfirmActionDialog, PreviewLine } from './ConfirmActionDialog';

export type BulkAction = 'approve-all' | 'reject-all' | 'announce';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Props {
  action: BulkAction | null;
  games: readonly AdminGame[];
  guards: PublishGuardSettings;
  now: () => Date;
  onApproveAll: () => void;
  onRejectAll: () => void;
  onAnnounce: () => void;
  onClose: () => void;
}

export function BulkConfirmations({
  action,
  games,
  guards,
  now,
  onApproveAll,
  onRejectAll,
  onAnnounce,
  onClose,
}: Props) {
  if (action === 'approve-all')
    return (
      <ApproveAllConfirm games={games} guards={guards} now={now} onConfirm={onApproveAll} onClose={onClose} />
    );
  if (action === 'reject-all')
    return <RejectAllConfirm games={games} onConfirm={onRejectAll} onClose={onClose} />;
  if (action === 'announce') return <AnnounceConfirm onConfirm={onAnnounce} onClose={onClose} />;
  return null;
}

function ApproveAllConfirm({
  games,
  guards,
  now,
  onConfirm,
  onClose,
}: {
  games: readonly AdminGame[];
  guards: PublishGuardSettings;
  now: () => Date;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const plan = bulkApprovalPlan(games, now(), guards);
  const matchup = new Map(games.map((g) => [g.id, `${g.awayTeam} @ ${g.homeTeam}`]));
  const n = plan.publish.length;
  return (
    <ConfirmActionDialog
      open
      title={`Approve ${count(n, 'game', 'games')}?`}
      description={
        n === 0
          ? 'No listed game can be published now.'
          : `${count(n, 'pick', 'picks')} will be published as shown; each SMS subscriber gets one text listing them.` +
            (plan.skipped.length > 0 ? ` ${plan.skipped.length} will be skipped.` : '')
      }
      confirmLabel={`Approve ${count(n, 'game', 'games')}`}
      confirmDisabled={n === 0}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <ul aria-label="Picks to publish" className="grid gap-2">
        {plan.publish.map((p) => (
          <PreviewLine key={p.gameId}>
            <span className="block text-xs text-slate-400">{matchup.get(p.gameId)}</span>
            {p.text}
          </PreviewLine>
        ))}
      </ul>
      {plan.skipped.length > 0 ? (
        <ul aria-label="Skipped games" className="grid gap-1">
          {plan.skipped.map((s) => (
            <PreviewLine key={s.gameId} tone="muted">
              Skipped: {s.matchup} ({s.reason})
            </PreviewLine>
          ))}
        </ul>
      ) : null}
    </ConfirmActionDialog>
  );
}

function RejectAllConfirm({
  games,
  onConfirm,
  onClose,
}: {
  games: readonly AdminGame[];
  onConfirm: () => void;
  onClose: () => void;
}) {
  const pending = games.filter((g) => g.curationStatus === 'pending');
  const n = pending.length;
  return (
    <ConfirmActionDialog
      open
      title={`Reject ${count(n, 'game', 'games')}?`}
      description={
        n === 0
          ? 'Every listed game is already decided.'
          : 'Rejected games disappear from every list subscribers see. Decided games stay as they are.'
      }
      confirmLabel={`Reject ${count(n, 'game', 'games')}`}
      confirmDisabled={n === 0}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <ul aria-label="Games to reject" className="grid gap-2">
        {pending.map((g) => (
          <PreviewLine key={g.id}>
            {g.awayTeam} @ {g.homeTeam}
          </PreviewLine>
        ))}
      </ul>
    </ConfirmActionDialog>
  );
}

function AnnounceConfirm({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const preview = useQuery({
    queryKey: ['/api/admin/announcement-preview'],
    queryFn: fetchAnnouncementPreview,
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
  const data = preview.data;
  return (
    <ConfirmActionDialog
      open
      title={data ? `Text ${count(data.recipients, 'subscriber', 'subscribers')}?` : 'Send SMS Announcement?'}
      description={
        data
          ? `The announcement lists ${count(data.picks, 'approved pick', 'approved picks')} not yet started; each number gets the picks its plan covers, once.`
          : preview.isError
            ? 'The announcement cannot be sent now.'
            : 'Checking what would be sent...'
      }
      confirmLabel={data ? `Send to ${count(data.recipients, 'subscriber', 'subscribers')}` : 'Send'}
      confirmDisabled={!data || data.recipients === 0}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {preview.isError ? (
        <p role="alert" className="text-amber-200">
          {errorMessage(preview.error, 'The preview could not be loaded')}
        </p>
      ) : null}
      {data && data.recipients === 0 ? (
        <p className="text-slate-300">No SMS subscribers to announce to.</p>
      ) : null}
      {data ? (
        <ul aria-label="Texts to send" className="grid gap-2">
          {data.texts.map((t) => (
            <PreviewLine key={t.body}>
              <span className="block text-xs text-slate-400">
                To {count(t.recipients, 'number', 'numbers')}
              </span>
              {t.body}
            </PreviewLine>
          ))}
        </ul>
      ) : null}
    </ConfirmActionDialog>
  );
}
