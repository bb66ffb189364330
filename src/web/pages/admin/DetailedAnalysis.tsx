import { useState } from 'react';
import type { AdminGame } from '@shared/api/admin-games';
import { DEFAULT_RISK_TEXT } from '@shared/explain/explain-context';
import { AdvancedStats } from '../../components/picks/AdvancedStats';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** The card's "Detailed Analysis" toggle and, when open, the analysis (`id` names its region). */
export function DetailedAnalysisSection({ id, game }: { id: string; game: AdminGame }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-3 border-t border-slate-800 pt-3">
      <Button
        size="sm"
        variant="ghost"
        className="w-fit"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Detailed Analysis
        <Chevron open={open} />
      </Button>
      {open ? <DetailedAnalysis id={id} game={game} /> : null}
    </div>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cn('size-4 transition-transform', open && 'rotate-180')}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** The AI summary, the advanced stats and which writer explained them. */
function DetailedAnalysis({ id, game }: { id: string; game: AdminGame }) {
  return (
    <div id={id} className="grid gap-4 text-sm">
      <dl className="grid gap-2">
        <div>
          <dt className="font-semibold text-slate-200">Best Bet</dt>
          <dd className="text-slate-300">{game.aiSummary.bestBet || '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-200">Risk</dt>
          <dd className="text-slate-300">{game.aiSummary.riskFactors || DEFAULT_RISK_TEXT}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-200">Insight</dt>
          <dd className="text-slate-300">{game.insight || '—'}</dd>
        </div>
      </dl>
      <AdvancedStats game={game} titleAs="h4" showSource={false} />
      <p className="text-xs text-slate-400">
        Explanation by {game.explanationSource === 'anthropic' ? 'the AI writer' : 'the built-in writer'},
        analysis v{game.analysisVersion}.
      </p>
    </div>
  );
}
