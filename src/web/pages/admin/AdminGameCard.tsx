/**
 * One game as the admin curates it (spec section 2, "Admin pick card"): matchup, kickoff, neutral
 * site, status, Vegas line, what would be published (model spread, max edge, best book), the AI
 * recommendation, Approve / Reject, Update & Republish, Detailed Analysis and Expert Context.
 * The card holds no draft itself: the dashboard keeps drafts by game id so a refetch keeps them.
 */
import { useId, useRef, useState } from 'react';
import type { AdminGame } from '@shared/api/admin-games';
import { confidenceLevelStyle, confidenceStyle, recommendationTierStyle } from '@shared/display/labels';
import { unitsText } from '@shared/display/edge-display';
import type { PickIdentity } from '@shared/curation/pick-preview';
import type { PublishGuardSettings } from '@shared/curation/publish-guards';
import { kickoffText } from '@shared/calendar/eastern-time';
import { FACTOR_LABELS } from '@shared/display/factor-labels';
import { Button } from '../../components/ui/button';
import type { CurationInput } from '../../lib/admin-api';
import { Badge } from '../../components/picks/picks-ui';
import { useOnceInView } from '../../lib/use-once-in-view';
import { inputClass, labelClass } from './admin-ui';
import { DetailedAnalysisSection } from './DetailedAnalysis';
import { ExpertContextSection } from './ExpertContext';
import { GameLines } from './GameLines';
import { PublishPreviewStatus } from './PublishPreviewStatus';
import { PREVIEW_AHEAD } from './use-approval-preview';
import { usePublishLine } from './use-publish-line';
import type { GameDraft } from './use-game-drafts';

export interface AdminGameCardProps {
  game: AdminGame;
  draft: GameDraft;
  onDraftChange: (patch: Partial<GameDraft>) => void;
  /** The approval as it would be sent now (the draft laid over the game): what the preview prices. */
  approval: CurationInput;
  /** Approve, expecting the pick the preview showed (the server refuses another with 409). */
  onApprove: (expectedPick: PickIdentity | undefined) => void;
  onReject: () => void;
  onUpdate: () => void;
  /** An approve or reject of this game is in flight. */
  busy: boolean;
  /** The server's publish guards (GET /api/admin/games), so the card shows what will publish. */
  guards: PublishGuardSettings;
}

const statusTone = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  featured: 'blue',
} as const;

export function AdminGameCard({
  game,
  draft,
  onDraftChange,
  approval,
  onApprove,
  onReject,
  onUpdate,
  busy,
  guards,
}: AdminGameCardProps) {
  const id = useId();
  const [contextOpen, setContextOpen] = useState(false);
  const undecided = game.curationStatus === 'pending';
  const matchup = `${game.awayTeam} @ ${game.homeTeam}`;
  const confidence = confidenceLevelStyle(game.confidenceLevel);
  const recommendation = confidenceStyle(game.recommendation);
  const tier = recommendationTierStyle(game.recommendationTier);
  const neutral = draft.neutral ?? game.isNeutralSite;
  const ref = useRef<HTMLElement>(null);
  const near = useOnceInView(ref, { rootMargin: PREVIEW_AHEAD });
  const { preview, expectedPick, shown, refused, askReason } = usePublishLine(
    game,
    approval,
    guards,
    draft,
    near,
  );

  return (
    <article
      ref={ref}
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-800 bg-slate-950/60 p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 id={`${id}-title`} className="text-base font-bold break-words text-white">
            {matchup}
          </h3>
          <p className="text-sm text-slate-400">
            <time dateTime={game.commenceTime}>{kickoffText(game.commenceTime)}</time>
            {!undecided && game.isNeutralSite ? ' · Neutral site' : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="neutral">{game.sport}</Badge>
          <Badge tone={statusTone[game.curationStatus]}>{game.curationStatus.toUpperCase()}</Badge>
        </div>
      </header>

      {undecided ? (
        <label className="inline-flex w-fit items-center gap-2 text-sm text-slate-300">
          <input
            type="checkbox"
            className="size-4 accent-emerald-500"
            checked={neutral}
            onChange={(event) => onDraftChange({ neutral: event.target.checked })}
          />
          Neutral site
        </label>
      ) : null}

      <GameLines game={game} shown={shown} refused={refused} />

      <div className="grid gap-2 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-slate-400">AI Recommendation:</span>
          {game.recommendation ? (
            <Badge tone={recommendation.tone}>{recommendation.text}</Badge>
          ) : (
            <span className="text-slate-300">None</span>
          )}
          {game.recommendationTier ? <Badge tone={tier.tone}>{tier.text}</Badge> : null}
          <span className="text-slate-300">{unitsText(shown?.units ?? 0)}</span>
          <span className="text-slate-400">Confidence:</span>
          <Badge tone={confidence.tone}>{confidence.text}</Badge>
          {game.flags.stalePrices ? <Badge tone="amber">Stale prices</Badge> : null}
          {game.flags.verifyEdge ? <Badge tone="red">Verify edge</Badge> : null}
          {game.publishedVersions > 0 ? <Badge tone="blue">Published v{game.publishedVersions}</Badge> : null}
        </div>
        {game.aiSummary.keyInsight ? (
          <p className="text-slate-300">
            <span className="font-semibold text-slate-200">Key insight: </span>
            {game.aiSummary.keyInsight}
          </p>
        ) : null}
        {!undecided && game.contextualFactors.length > 0 ? (
          <p className="text-slate-400">
            Context: {game.contextualFactors.map((f) => FACTOR_LABELS[f]).join(', ')}
          </p>
        ) : null}
      </div>

      {undecided ? <PublishPreviewStatus preview={preview} /> : null}

      {askReason ? (
        <div className="grid gap-1">
          <label htmlFor={`${id}-off-market`} className={labelClass}>
            Off-market price: why publish it? (required to approve it)
          </label>
          <input
            id={`${id}-off-market`}
            type="text"
            maxLength={300}
            className={inputClass}
            value={draft.offMarketReason ?? ''}
            placeholder="e.g. Checked the book: the line is posted as shown"
            onChange={(event) => onDraftChange({ offMarketReason: event.target.value })}
          />
          <p className="text-xs text-slate-400">
            Published with no stake and never texted; the reason is kept with the pick.
          </p>
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => onApprove(expectedPick)}
          disabled={!undecided || busy || preview.pricing}
          aria-label={`Approve ${matchup}`}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={onReject}
          disabled={!undecided || busy}
          aria-label={`Reject ${matchup}`}
        >
          Reject
        </Button>
        {game.curationStatus === 'approved' ? (
          <Button size="sm" variant="outline" onClick={onUpdate} aria-label={`Update & Republish ${matchup}`}>
            Update &amp; Republish
          </Button>
        ) : null}
      </div>

      <DetailedAnalysisSection id={`${id}-details`} game={game} />

      {undecided ? (
        <ExpertContextSection
          id={`${id}-context`}
          matchup={matchup}
          draft={draft}
          onDraftChange={onDraftChange}
          open={contextOpen}
          onToggle={() => setContextOpen((open) => !open)}
        />
      ) : null}
    </article>
  );
}
