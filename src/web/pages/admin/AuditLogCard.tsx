/** 'Audit Log': the latest admin actions, who / when / what, before → after in one line. */
import { useQuery } from '@tanstack/react-query';
import { fetchAudit } from '../../lib/admin-api';
import { shortStampText } from '@shared/calendar/eastern-time';
import { AdminCard, errorMessage } from './admin-ui';
import { AUDIT_QUERY_KEY } from './invalidate';

export const AUDIT_LIMIT = 50;
const COMPACT_MAX = 120;

/** A before/after value in one short line: 'status: active, plan: nfl'; nothing → '—'. */
export function compactValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  let text: string;
  if (typeof value === 'object' && !Array.isArray(value)) {
    text = Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => `${key}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
      .join(', ');
  } else {
    text = typeof value === 'string' ? value : JSON.stringify(value);
  }
  if (text === '') return '—';
  return text.length > COMPACT_MAX ? `${text.slice(0, COMPACT_MAX - 1)}…` : text;
}

export function AuditLogCard() {
  const audit = useQuery({
    queryKey: [...AUDIT_QUERY_KEY, AUDIT_LIMIT],
    queryFn: () => fetchAudit(AUDIT_LIMIT),
  });
  const entries = audit.data?.entries ?? [];
  return (
    <AdminCard title="Audit Log" titleId="audit-log-title">
      {audit.isPending ? (
        <p role="status" className="text-sm text-slate-400">
          Loading audit log...
        </p>
      ) : audit.isError ? (
        <p role="alert" className="text-sm break-words text-red-300">
          {errorMessage(audit.error, 'Failed to load the audit log')}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-400">No admin actions yet.</p>
      ) : (
        // A long log scrolls in place; focusable so a keyboard can scroll it too.
        <div
          role="region"
          aria-label="Audit log entries"
          tabIndex={0}
          className="max-h-96 overflow-y-auto pr-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400"
        >
          <ol className="grid gap-2 text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="grid gap-0.5 rounded-lg border border-slate-800 p-3">
                <p className="flex flex-wrap justify-between gap-x-3 text-slate-200">
                  <span className="font-semibold">{entry.action}</span>
                  <time dateTime={entry.at} className="text-xs text-slate-400">
                    {shortStampText(entry.at)}
                  </time>
                </p>
                <p className="text-xs text-slate-400">
                  by {entry.actor}
                  {entry.target ? ` · ${entry.target}` : ''}
                </p>
                {entry.before !== null && entry.before !== undefined ? (
                  <p className="text-xs break-words text-slate-300">
                    {compactValue(entry.before)} → {compactValue(entry.after)}
                  </p>
                ) : entry.after !== null && entry.after !== undefined ? (
                  <p className="text-xs break-words text-slate-300">→ {compactValue(entry.after)}</p>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      )}
    </AdminCard>
  );
}
