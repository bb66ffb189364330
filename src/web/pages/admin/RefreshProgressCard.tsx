/** The running force-refresh job (spec section 2): message, processed/total and a progress bar. */
import type { RefreshStatus } from '@shared/api/admin-games';
import { AdminCard } from './admin-ui';

export function RefreshProgressCard({ status }: { status: RefreshStatus | null }) {
  const progress = Math.max(0, Math.min(100, status?.progress ?? 0));
  return (
    <AdminCard title="Refreshing Games" titleId="refresh-progress-title" className="border-emerald-800/60">
      <div aria-live="polite" className="grid gap-1 text-sm">
        <p className="text-slate-200">{status?.message || 'Starting refresh...'}</p>
        <p className="text-slate-400 tabular-nums">
          {status ? `${status.processed}/${status.total}` : '0/0'} processed
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Refresh progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-emerald-500 transition-[width] motion-reduce:transition-none"
          style={{ width: `${progress}%` }}
        />
      </div>
    </AdminCard>
  );
}
