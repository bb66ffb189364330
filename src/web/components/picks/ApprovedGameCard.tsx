/**
 * An approved (published) pick on /football-bets (spec section 2): Vegas line with its source, AI
 * recommendation, key insight and confidence badge; 'Detailed Analysis' opens the risk text, the
 * Key Game Notes (the admin's contextual notes) and the advanced statistics.
 */
import { useId, useState } from 'react';
import { usePickViewed } from '../../lib/use-pick-viewed';
import type { ApprovedGame } from '@shared/api/football-bets';
import { modelSpreadText, vegasLineText } from '@shared/display/spread-text';
import { edgeBadgeText } from '@shared/display/edge-display';
import { confidenceLevelStyle, recommendationTierStyle } from '@shared/display/labels';
import { DEFAULT_RISK_TEXT } from '@shared/explain/explain-context';
import { Button } from '../ui/button';
import { CURATED_LABEL, explanationLabels, isCurated } from '@shared/curation/visible-picks';
import { Badge } from './picks-ui';
import { GameFlags } from './GameFlags';
import { AdvancedStats } from './AdvancedStats';
import { bookLabel } from './book-label';
import { kickoffText, stampText } from './picks-format';

export function ApprovedGameCard({ game }: { game: ApprovedGame }) {
  const titleId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const viewed = usePickViewed(game.league);
  const level = confidenceLevelStyle(game.confidenceLevel);
  const tier = recommendationTierStyle(game.recommendationTier);
  const explanation = explanationLabels(game.explanationSource);
  const best = game.bestSportsbooks[0];

  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="text-sm text-slate-400">
            <time dateTime={game.commenceTime}>{kickoffText(game.commenceTime)}</time>
            {game.isNeutralSite ? ' • Neutral site' : ''}
          </p>
          <h4 id={titleId} className="text-lg font-bold break-words text-white">
            {game.awayTeam} @ {game.homeTeam}
          </h4>
        </div>
        <div className="flex flex-wrap gap-2">
          {isCurated(game.curationStatus) ? <Badge tone="blue">{CURATED_LABEL}</Badge> : null}
          {game.recommendationTier ? <Badge tone={tier.tone}>{tier.text}</Badge> : null}
          <Badge tone={level.tone}>{level.text} CONFIDENCE</Badge>
        </div>
      </div>

      <GameFlags flags={game.flags} />

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="grid gap-0.5 rounded-xl bg-slate-950/60 p-3">
          <dt className="text-slate-400">Vegas Line</dt>
          <dd className="font-semibold break-words text-white">
            {vegasLineText(game.vegasSpread, game.homeTeam, game.awayTeam)}
          </dd>
          {game.vegasSource ? <dd className="text-xs text-slate-400">Source: {game.vegasSource}</dd> : null}
        </div>
        <div className="grid gap-0.5 rounded-xl bg-slate-950/60 p-3">
          <dt className="text-slate-400">Model Spread</dt>
          <dd className="font-semibold text-white">
            {modelSpreadText(game.modelSpread, game.homeTeam, game.awayTeam)}
          </dd>
          <dd className="text-xs text-emerald-300">{edgeBadgeText(game.maxEdge, game.units)}</dd>
        </div>
      </dl>

      <div className="grid gap-1 text-sm">
        <p className="font-semibold text-slate-200">
          {/* The AI is credited only for its own text (docs/curation.md). */}
          {explanation.poweredBy ? 'AI Recommendation' : explanation.title}
          {explanation.poweredBy ? (
            <span className="ml-2 text-xs font-normal text-slate-400">{explanation.poweredBy}</span>
          ) : null}
        </p>
        <p className="text-slate-100">{game.aiSummary.bestBet || game.insight}</p>
        {best ? (
          <p className="text-slate-400">
            Best line: {bookLabel(best)} {best.betString}
            {best.stale ? <span className="ml-2 text-amber-300">(stale)</span> : null}
          </p>
        ) : null}
      </div>
      {game.aiSummary.keyInsight ? (
        <div className="grid gap-1 text-sm">
          <p className="font-semibold text-slate-200">Key Insight</p>
          <p className="leading-relaxed text-slate-300">{game.aiSummary.keyInsight}</p>
        </div>
      ) : null}

      <div className="grid gap-3">
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => {
            if (!open) viewed();
            setOpen(!open);
          }}
        >
          Detailed Analysis
        </Button>
        {open ? (
          <div id={detailsId} className="grid gap-4 text-sm">
            <dl className="grid gap-2">
              <div>
                <dt className="font-semibold text-slate-200">Risk</dt>
                <dd className="text-slate-300">{game.aiSummary.riskFactors || DEFAULT_RISK_TEXT}</dd>
              </div>
              {game.contextualNotes ? (
                <div>
                  <dt className="font-semibold text-slate-200">Key Game Notes</dt>
                  <dd className="whitespace-pre-line text-slate-300">{game.contextualNotes}</dd>
                </div>
              ) : null}
            </dl>
            <AdvancedStats game={game} />
          </div>
        ) : null}
      </div>
      <p className="text-xs text-slate-400">Published {stampText(game.publishedAt)}</p>
    </article>
  );
}
