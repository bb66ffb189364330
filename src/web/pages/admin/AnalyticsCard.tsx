/** 'Analytics': how often each first-party event happened in the last 7 and 30 days. */
import { useQuery } from '@tanstack/react-query';
import { fetchAnalyticsSummary } from '../../lib/admin-api';
import { AdminCard, errorMessage } from './admin-ui';

const ANALYTICS_QUERY_KEY = ['/api/admin/analytics'] as const;

/** 'purchase_completed' → 'Purchase completed'. */
export function eventLabel(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/\bsms\b/, 'SMS')
    .replace(/\bapi\b/, 'API')
    .replace(/\bai\b/, 'AI');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function AnalyticsCard() {
  const summary = useQuery({ queryKey: ANALYTICS_QUERY_KEY, queryFn: fetchAnalyticsSummary });
  return (
    <AdminCard
      title="Analytics"
      titleId="analytics-title"
      actions={
        summary.data ? (
          <span className="text-sm text-slate-400">
            {summary.data.forwarding ? 'Stored and forwarded' : 'Stored first-party only'}
          </span>
        ) : null
      }
    >
      {summary.isPending ? (
        <p role="status" className="text-sm text-slate-400">
          Loading analytics...
        </p>
      ) : summary.isError ? (
        <p role="alert" className="text-sm break-words text-red-300">
          {errorMessage(summary.error, 'Failed to load analytics')}
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Events in the last 7 and 30 days</caption>
          <thead className="text-xs text-slate-400 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-2 font-semibold">
                Event
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">
                7 days
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                30 days
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-800">
            {summary.data.events.map((event) => (
              <tr key={event.name}>
                <th scope="row" className="py-2 pr-2 font-medium text-slate-200">
                  {eventLabel(event.name)}
                </th>
                <td className="py-2 pr-2 text-right text-slate-300 tabular-nums">{event.last7Days}</td>
                <td className="py-2 text-right text-slate-300 tabular-nums">{event.last30Days}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminCard>
  );
}
