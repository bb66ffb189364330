/** One league's (or the overall) season record: W-L-P, win rate, units, ROI and average CLV. */
import { useId } from 'react';
import type { RecordSummary } from '@shared/api/record';
import { cn } from '../../lib/cn';
import { clvText, recordText, roiText, unitsWonText, winRateText } from './record-format';
import { pluralize } from './picks-ui';

export function RecordSummaryCard({
  title,
  summary,
  level = 3,
  compact = false,
}: {
  title: string;
  summary: RecordSummary;
  level?: 2 | 3;
  compact?: boolean;
}) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const stats = [
    { label: 'Win rate', value: winRateText(summary.winRate) },
    {
      label: 'Units',
      value: unitsWonText(summary.units),
      tone: summary.units > 0 ? 'text-emerald-300' : summary.units < 0 ? 'text-red-300' : undefined,
    },
    { label: 'ROI', value: roiText(summary.roi) },
    { label: 'Avg CLV', value: clvText(summary.averageClv) },
  ];
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-800 bg-slate-900/70',
        compact ? 'p-4' : 'p-4 sm:p-6',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={titleId} className="text-sm font-semibold tracking-wider text-slate-400 uppercase">
          {title}
        </Heading>
        <p className="text-xs text-slate-400">{pluralize(summary.graded, 'graded pick', 'graded picks')}</p>
      </div>
      <p className="text-3xl font-black text-white tabular-nums">
        {recordText(summary)}
        <span className="sr-only"> (wins-losses-pushes)</span>
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {stats.map((stat) => (
          <div key={stat.label} className="flex items-baseline justify-between gap-2">
            <dt className="text-slate-400">{stat.label}</dt>
            <dd className={cn('font-semibold text-slate-100 tabular-nums', stat.tone)}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
