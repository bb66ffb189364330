/**
 * One game as the admin curates it (spec section 2, "Admin pick card"): matchup, kickoff, neutral
 * site, status, Vegas line, what would be published (model spread, max edge, best book), the AI
 * recommendation, Approve / Reject, Update & Republish, Detailed Analysis and Expert Context.
 * The card holds no draft itself: the dashboard keeps drafts by game id so a refetch keeps them.
 */
import { AdvancedStats } from '../../components/picks/AdvancedStats';
import { useId, useState } from 'react';
import type { AdminGame } from '@shared/api/admin-games';
import { EXPERT_NOTE_MAX } from '@shared/api/admin-games';
import { vegasLine } from '@shared/display/spread-text';
import { POSTED_LINE_LABEL, pickDetails } from '@shared/display/pick-details';
import { RATINGS_LINE_LABEL } from '@shared/display/market-lines';
import { confidenceLevelStyle, confidenceStyle, recommendationTierStyle } from '@shared/display/labels';
import { unitsText } from '@shared/display/edge-display';
import { edgeTone, signedPercent } from '@shared/display/pick-line';
import { DEFAULT_RISK_TEXT } from '@shared/explain/explain-context';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { ContextualFactor, CurationInput } from '../../lib/admin-api';
import { publishLineView, type PickIdentity, type PublishLineView } from '@shared/curation/pick-preview';
import type { PublishGuardSettings } from '@shared/curation/publish-guards';
import { errorBody, ApiError } from '../../../client/api';
import { EDGE_TONE_CLASSES } from '../../components/picks/PickParts';
import { useApprovalPreview } from './use-approval-preview';
import { kickoffText } from '@shared/calendar/eastern-time';
import { FACTOR_LABELS } from '@shared/display/factor-labels';
import { FACTOR_ORDER, INJURY_HELP } from './admin-copy';
import { Badge } from '../../components/picks/picks-ui';
import { errorMessage, inputClass, labelClass, textareaClass } from './admin-ui';
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

/** The request field a refused preview names (the off-market reason the approval needs). */
function errorField(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const field = errorBody(error.bodyText)?.field;
  return typeof field === 'string' ? field : undefined;
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
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [contextOpen, setContextOpen] = useState(false);
  const undecided = game.curationStatus === 'pending';
  const matchup = `${game.awayTeam} @ ${game.homeTeam}`;
  const vegas = vegasLine(game.vegasSpread, game.homeTeam, game.awayTeam);
  const details = pickDetails(game);
  const freshness = details.ratingsFreshness;
  const confidence = confidenceLevelStyle(game.confidenceLevel);
  const recommendation = confidenceStyle(game.recommendation);
  const tier = recommendationTierStyle(game.recommendationTier);
  const neutral = draft.neutral ?? game.isNeutralSite;
  const hasDraft = draft.factors.length > 0 || draft.notes.trim() !== '' || draft.injury.trim() !== '';
  const preview = useApprovalPreview(game, approval);
  const expectedPick = preview.preview
    ? {
        market: preview.preview.market,
        side: preview.preview.side,
        bookKey: preview.preview.bookKey,
        line: preview.preview.line,
        price: preview.preview.price,
      }
    : undefined;
  // "Best Book" and "Max Edge" are the line that will publish ("Will publish"), as users will see it.
  const view = publishLineView(game, guards, undecided ? preview.preview : undefined);
  // A refused preview (e.g. expert context that pushes the price off-market): nothing publishes as
  // set, so no other book is offered as the best one; the off-market price that blocks it still shows.
  const refused = undecided && Boolean(preview.error) && !preview.pricing;
  const shown = refused && !view?.offMarket ? null : view;
  const noStakePreview = preview.preview?.noStake != null;
  const askReason =
    undecided &&
    (shown?.offMarket === true ||
      errorField(preview.error) === 'confirmOffMarket' ||
      (draft.offMarketReason ?? '').trim() !== '');

  return (
    <article
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

      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-slate-400">Vegas Line</dt>
          <dd className="font-semibold text-slate-100">
            {vegas.away !== null && vegas.home !== null ? (
              <span className="grid">
                <span>{vegas.away}</span>
                <span>{vegas.home}</span>
              </span>
            ) : (
              vegas.text
            )}
            {game.vegasSource ? (
              <span className="block text-xs font-normal text-slate-400">Source: {game.vegasSource}</span>
            ) : null}
          </dd>
        </div>
        {/* The posted line above is the books'; these are the market's fair line and our ratings'. */}
        {details.lines
          .filter((line) => line.label !== POSTED_LINE_LABEL)
          .map((line) => (
            <div key={line.label} className="grid gap-0.5">
              <dt className="text-slate-400">{line.label}</dt>
              <dd className="font-semibold break-words text-slate-100">
                {line.value}
                {line.method ? (
                  <span className="block text-xs font-normal text-slate-400">{line.method}</span>
                ) : null}
                {line.label === RATINGS_LINE_LABEL && freshness ? (
                  <span
                    className={cn(
                      'block text-xs font-normal',
                      game.ratingsOutOfDate ? 'text-amber-300' : 'text-slate-400',
                    )}
                  >
                    {freshness}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        <div className="grid gap-0.5">
          <dt className="text-slate-400">Max Edge</dt>
          <MaxEdge line={shown} />
        </div>
        <div className="grid gap-0.5">
          <dt className="text-slate-400">Best Book</dt>
          <dd className="font-semibold break-words text-slate-100">
            {shown ? (
              <>
                {shown.bet}
                <span className="block text-xs font-normal text-slate-400">
                  {shown.book}
                  {shown.offMarket ? ' · off-market price' : shown.stale ? ' · stale price' : ''}
                </span>
              </>
            ) : refused ? (
              'Nothing publishes as set'
            ) : (
              'No sportsbook line'
            )}
          </dd>
        </div>
      </dl>

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

      {undecided ? (
        <p
          role="status"
          aria-live="polite"
          className={cn(
            'rounded-lg border px-3 py-2 text-sm font-semibold break-words',
            (preview.error && !preview.pricing) || noStakePreview
              ? 'border-amber-500/40 bg-amber-500/10 text-amber-200'
              : 'border-emerald-500/40 bg-emerald-500/10 text-emerald-100',
          )}
        >
          {preview.pricing && !preview.preview
            ? 'Pricing the approval...'
            : preview.error && !preview.pricing
              ? `Cannot publish: ${errorMessage(preview.error, 'the price could not be checked')}`
              : (preview.preview?.text ?? 'Pricing the approval...')}
          {preview.pricing && preview.preview ? (
            <span className="ml-2 text-xs font-normal text-emerald-300">updating...</span>
          ) : null}
        </p>
      ) : null}

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

      <div className="grid gap-3 border-t border-slate-800 pt-3">
        <Button
          size="sm"
          variant="ghost"
          className="w-fit"
          aria-expanded={detailsOpen}
          aria-controls={`${id}-details`}
          onClick={() => setDetailsOpen((open) => !open)}
        >
          Detailed Analysis
          <Chevron open={detailsOpen} />
        </Button>
        {detailsOpen ? <DetailedAnalysis id={`${id}-details`} game={game} /> : null}
      </div>

      {undecided ? (
        <div className="grid gap-3 border-t border-slate-800 pt-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-sm font-semibold text-slate-200">Expert Context (Optional)</h4>
            <div className="flex items-center gap-2">
              {hasDraft && !contextOpen ? <Badge tone="blue">Context added</Badge> : null}
              <Button
                size="sm"
                variant="outline"
                aria-expanded={contextOpen}
                aria-controls={`${id}-context`}
                onClick={() => setContextOpen((open) => !open)}
              >
                {contextOpen ? 'Hide' : 'Add Context'}
              </Button>
            </div>
          </div>
          {contextOpen ? (
            <ExpertContext
              id={`${id}-context`}
              matchup={matchup}
              draft={draft}
              onDraftChange={onDraftChange}
            />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** The edge of the line that will publish: red when negative, never a claimed edge on an off-market or stale price. */
function MaxEdge({ line }: { line: PublishLineView | null }) {
  if (!line) return <dd className="font-semibold text-slate-300">—</dd>;
  if (line.offMarket || line.stale)
    return (
      <dd className="font-semibold text-amber-300">{line.offMarket ? 'Off-market price' : 'Stale price'}</dd>
    );
  return (
    <dd className={cn('font-semibold tabular-nums', EDGE_TONE_CLASSES[edgeTone(line.edge)])}>
      {signedPercent(line.edge)}
      {line.noStake === 'no-edge' ? (
        <span className="block text-xs font-normal text-slate-400">No edge: published without a stake</span>
      ) : null}
    </dd>
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

function ExpertContext({
  id,
  matchup,
  draft,
  onDraftChange,
}: {
  id: string;
  matchup: string;
  draft: GameDraft;
  onDraftChange: (patch: Partial<GameDraft>) => void;
}) {
  const toggle = (factor: ContextualFactor, on: boolean) => {
    const next = on ? [...draft.factors, factor] : draft.factors.filter((f) => f !== factor);
    onDraftChange({ factors: FACTOR_ORDER.filter((f) => next.includes(f)) });
  };
  return (
    <div id={id} className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className={cn(labelClass, 'mb-1')}>Contextual factors for {matchup}</legend>
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
          {FACTOR_ORDER.map((factor) => (
            <label key={factor} className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-200">
              <input
                type="checkbox"
                className="size-4 accent-emerald-500"
                checked={draft.factors.includes(factor)}
                onChange={(event) => toggle(factor, event.target.checked)}
              />
              {FACTOR_LABELS[factor]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-1">
        <label htmlFor={`${id}-notes`} className={labelClass}>
          Brief insight
        </label>
        <textarea
          id={`${id}-notes`}
          className={textareaClass}
          maxLength={EXPERT_NOTE_MAX}
          value={draft.notes}
          aria-describedby={`${id}-notes-count`}
          placeholder="What the numbers may be missing"
          onChange={(event) => onDraftChange({ notes: event.target.value.slice(0, EXPERT_NOTE_MAX) })}
        />
        <p id={`${id}-notes-count`} className="text-right text-xs text-slate-400 tabular-nums">
          {draft.notes.length}/{EXPERT_NOTE_MAX}
        </p>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-injury`} className={labelClass}>
          Injury adjustment (points)
        </label>
        <input
          id={`${id}-injury`}
          type="number"
          step={0.5}
          min={-21}
          max={21}
          inputMode="decimal"
          className={cn(inputClass, 'max-w-40')}
          value={draft.injury}
          aria-describedby={`${id}-injury-help`}
          onChange={(event) => onDraftChange({ injury: event.target.value })}
        />
        <p id={`${id}-injury-help`} className="text-xs text-slate-400">
          {INJURY_HELP}
        </p>
      </div>
      <Button
        size="sm"
        variant="ghost"
        className="w-fit"
        onClick={() => onDraftChange({ factors: [], notes: '', injury: '' })}
      >
        Clear All
      </Button>
    </div>
  );
}
