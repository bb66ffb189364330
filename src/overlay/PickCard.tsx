/**
 * One pick in the overlay (visitor spec section 2, "Pick card"): 'away @ home', kickoff, model
 * spread, best bet (first sportsbook), total score projection, the edge badge (STRONG_BET pulses)
 * and a 'Detailed Analysis' toggle. The details hold the AI analysis, the admin's expert insight,
 * advanced team statistics and the alternative (second) sportsbook.
 */
import { useId, useRef, useState } from 'react';
import type { Game, SportsbookLine } from '@shared/api/games';
import { modelSpreadText } from '@shared/display/spread-text';
import { edgeCategory, formatEdgePercentage, type EdgeCategoryLabel } from '@shared/display/edge-display';
import { confidenceStyle, type Tone } from '@shared/display/labels';
import { kickoffText } from '../web/components/picks/picks-format';
import { bookLabel } from '../web/components/picks/book-label';
import { FACTOR_LABELS } from '../web/pages/admin/admin-copy';
import { advancedStatBlocks } from '@shared/display/advanced-stat-blocks';
import { CURATED_LABEL, explanationLabels, isCurated } from '@shared/curation/visible-picks';
import { ChevronDownIcon } from './icons';
import { useOverlayEnv } from './overlay-env';
import {
  aiSummaryParts,
  bestAndAlternative,
  hasRecommendation,
  NO_RECOMMENDATION_TEXT,
  oneDecimal,
} from './pick-card-format';

const EDGE_TONE: Record<EdgeCategoryLabel, string> = {
  'STRONG VALUE': 'blo-tone-strong',
  'MARGINAL VALUE': 'blo-tone-yellow',
  'NO EDGE': 'blo-tone-neutral',
  OVERPRICED: 'blo-tone-red',
};

const LABEL_TONE: Record<Tone, string> = {
  'strong-green': 'blo-tone-strong',
  green: 'blo-tone-green',
  yellow: 'blo-tone-yellow',
  blue: 'blo-tone-blue',
  neutral: 'blo-tone-neutral',
};

export interface PickCardProps {
  game: Game;
  /** Shown instead of the kickoff (a typed matchup that is not on the schedule has none). */
  whenText?: string;
}

export function PickCard({ game, whenText }: PickCardProps) {
  const { transport } = useOverlayEnv();
  const titleId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const viewed = useRef(false);
  const { best, alternative } = bestAndAlternative(game);
  const recommended = hasRecommendation(game);
  // No sportsbook line (a typed matchup off the schedule): no edge to claim, not a 0% one.
  const edge = Number.isFinite(game.maxEdge) && game.bestSportsbooks.length > 0 ? game.maxEdge : null;
  const category = edge === null ? null : edgeCategory(edge);
  const recommendation = confidenceStyle(game.recommendation);
  const total = oneDecimal(game.totalProjections.modelTotal);
  const awayScore = oneDecimal(game.totalProjections.awayExpectedScore);
  const homeScore = oneDecimal(game.totalProjections.homeExpectedScore);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !viewed.current) {
      viewed.current = true;
      transport.track('pick_viewed', { league: game.league, game_id: game.id });
    }
  };

  return (
    <article className="blo-card" aria-labelledby={titleId}>
      <div className="blo-card-head">
        <div>
          <h4 id={titleId} className="blo-card-title">
            {game.awayTeam} @ {game.homeTeam}
          </h4>
          {whenText === undefined ? (
            <time className="blo-card-date" dateTime={game.commenceTime}>
              {kickoffText(game.commenceTime)}
            </time>
          ) : (
            <p className="blo-card-date">{whenText}</p>
          )}
        </div>
      </div>

      <div className="blo-badges">
        {isCurated(game.curationStatus) ? (
          <span className="blo-badge blo-tone-blue">{CURATED_LABEL}</span>
        ) : null}
        {category !== null && edge !== null ? (
          <span className={`blo-badge ${EDGE_TONE[category.label]}`}>
            {formatEdgePercentage(edge)} edge • {category.label}
          </span>
        ) : null}
        {game.recommendation ? (
          <span className={`blo-badge ${LABEL_TONE[recommendation.tone]}`}>
            {recommendation.pulse ? <span aria-hidden="true" className="blo-pulse" /> : null}
            {recommendation.text}
          </span>
        ) : null}
      </div>

      <dl className="blo-blocks">
        <div className="blo-block">
          <dt className="blo-label">Model Spread</dt>
          <dd className="blo-value">{modelSpreadText(game.modelSpread, game.homeTeam, game.awayTeam)}</dd>
        </div>
        <div className="blo-block">
          <dt className="blo-label">Best Bet</dt>
          {best && recommended ? (
            <dd className="blo-value">
              {best.betString}
              <span className="blo-value-sub">{bookLabel(best)}</span>
              <span className="blo-edge-text">{formatEdgePercentage(best.edge)} edge</span>
            </dd>
          ) : (
            <dd className="blo-value-sub">{NO_RECOMMENDATION_TEXT}</dd>
          )}
        </div>
        <div className="blo-block blo-block-wide">
          <dt className="blo-label">Total Score Projection</dt>
          <dd className="blo-projection">
            <span>
              Total <strong>{total ?? '—'}</strong>
            </span>
            <span>
              {game.awayTeam} <strong>{awayScore ?? '—'}</strong>
            </span>
            <span>
              {game.homeTeam} <strong>{homeScore ?? '—'}</strong>
            </span>
          </dd>
        </div>
      </dl>

      {game.flags.verifyEdge ? (
        <p className="blo-warning">This edge is unusually large; check injuries and news before betting.</p>
      ) : null}
      {game.flags.stalePrices ? (
        <p className="blo-warning">Some prices are out of date; no edge is claimed from them.</p>
      ) : null}

      <div>
        <button
          type="button"
          className="blo-details-toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={toggle}
        >
          {open ? 'Hide Details' : 'Detailed Analysis'}
          <span className="blo-chevron">
            <ChevronDownIcon />
          </span>
        </button>
      </div>

      <div id={detailsId} className="blo-details" hidden={!open}>
        {open ? <PickDetails game={game} alternative={alternative} /> : null}
      </div>
    </article>
  );
}

function PickDetails({ game, alternative }: { game: Game; alternative: SportsbookLine | undefined }) {
  const ai = aiSummaryParts(game.aiSummary, game.insight);
  const factors = game.contextualFactors.map((factor) => FACTOR_LABELS[factor]);
  const notes = game.contextualNotes?.trim() ?? '';
  const explanation = explanationLabels(game.explanationSource);

  return (
    <>
      <section className="blo-section">
        <h5 className="blo-section-title">{explanation.title}</h5>
        {explanation.poweredBy ? <p className="blo-value-sub">{explanation.poweredBy}</p> : null}
        <dl className="blo-dl">
          {ai.bestBet ? (
            <div>
              <dt>Best Bet</dt>
              <dd>{ai.bestBet}</dd>
            </div>
          ) : null}
          {ai.risk ? (
            <div>
              <dt>Risk</dt>
              <dd>{ai.risk}</dd>
            </div>
          ) : null}
          {ai.insight ? (
            <div>
              <dt>Insight</dt>
              <dd>{ai.insight}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      {factors.length > 0 || notes ? (
        <section className="blo-section">
          <h5 className="blo-section-title">Expert Insight</h5>
          {factors.length > 0 ? (
            <ul className="blo-chips" aria-label="Key factors">
              {factors.map((label) => (
                <li key={label} className="blo-badge blo-tone-blue">
                  {label}
                </li>
              ))}
            </ul>
          ) : null}
          {notes ? <p className="blo-text">{notes}</p> : null}
        </section>
      ) : null}

      <AdvancedTeamStats game={game} />

      {alternative ? (
        <section className="blo-section">
          <h5 className="blo-section-title">Alternative Options</h5>
          <p className="blo-value">
            {alternative.betString}
            <span className="blo-value-sub">{bookLabel(alternative)}</span>
            <span className="blo-edge-text">{formatEdgePercentage(alternative.edge)} edge</span>
          </p>
        </section>
      ) : null}
    </>
  );
}

/** Same blocks and labels as the site's AdvancedStats (shared advancedStatBlocks), in the overlay's styles. */
function AdvancedTeamStats({ game }: { game: Game }) {
  const stats = game.totalProjections.advancedStats;
  if (!stats) return null;
  const blocks = advancedStatBlocks(game);
  if (blocks.length === 0) return null;

  return (
    <section className="blo-section">
      <h5 className="blo-section-title">Advanced Team Statistics ({game.sport})</h5>
      <div className="blo-stats">
        {blocks.map((b) => (
          <div key={b.title} className="blo-stat-block">
            <p className="blo-stat-title">{b.title}</p>
            <dl className="blo-stat-rows">
              {b.rows.map((row) => (
                <div key={row.label} className="blo-contents">
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      {game.aiSummary.advancedStatsInsight ? (
        <p className="blo-text">{game.aiSummary.advancedStatsInsight}</p>
      ) : null}
      <p className="blo-small">
        {stats.source}, {stats.season} season
      </p>
    </section>
  );
}
