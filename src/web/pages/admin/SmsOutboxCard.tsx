/** 'SMS Outbox': subscriber count and the latest queued or sent messages (numbers masked by the server). */
import { useQuery } from '@tanstack/react-query';
import { fetchSmsOutbox } from '../../lib/admin-api';
import { shortStampText } from '@shared/calendar/eastern-time';
import { Badge } from '../../components/picks/picks-ui';
import { AdminCard, errorMessage } from './admin-ui';

export const SMS_OUTBOX_QUERY_KEY = ['/api/admin/sms-outbox'] as const;

function statusTone(status: string) {
  if (status === 'sent' || status === 'delivered') return 'green' as const;
  if (status === 'failed') return 'red' as const;
  return 'yellow' as const;
}

export function SmsOutboxCard() {
  const outbox = useQuery({ queryKey: SMS_OUTBOX_QUERY_KEY, queryFn: fetchSmsOutbox });
  const entries = outbox.data?.entries ?? [];
  return (
    <AdminCard
      title="SMS Outbox"
      titleId="sms-outbox-title"
      actions={
        outbox.data ? (
          <span className="text-sm text-slate-400">
            {outbox.data.subscribers} {outbox.data.subscribers === 1 ? 'subscriber' : 'subscribers'}
          </span>
        ) : null
      }
    >
      {outbox.isPending ? (
        <p role="status" className="text-sm text-slate-400">
          Loading SMS outbox...
        </p>
      ) : outbox.isError ? (
        <p role="alert" className="text-sm break-words text-red-300">
          {errorMessage(outbox.error, 'Failed to load the SMS outbox')}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-400">No messages yet.</p>
      ) : (
        <ul className="grid max-h-96 gap-2 overflow-y-auto pr-1 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 rounded-lg border border-slate-800 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-slate-200">
                  {entry.to} · {entry.kind}
                </span>
                <Badge tone={statusTone(entry.status)}>{entry.status}</Badge>
              </div>
              <p className="break-words text-slate-300">{entry.body}</p>
              <p className="text-xs text-slate-400">
                Queued {shortStampText(entry.createdAt)}
                {entry.sentAt ? ` · sent ${shortStampText(entry.sentAt)}` : ''}
              </p>
              {entry.error ? <p className="text-xs break-words text-red-300">{entry.error}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
