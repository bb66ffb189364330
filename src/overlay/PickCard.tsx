/**
 * One pick in the overlay, laid out like the site's cards (docs/website.md, "Pick cards"): 'away @
 * home', kickoff and ONE tier badge; the lead line a bettor can act on ('South Carolina +3.5 −110 ·
 * DraftKings · fair +2.5 · +3.1% · 1u', shared pickLine), its price told with its age once the
 * server's clock is known ('DraftKings −110 · 40 s ago', odds-clock.tsx); a lead judged stale
 * (priceStaleSince) says 'price stale since 14:05 ET: check the book' instead of a tier, edge and
 * units; a curated pick shows its published bet beside the live price; off-market and stale
 * warnings; and a 'Detailed Analysis' toggle. The details name each number (posted line, fair line with its method,
 * BetLens ratings, the ratings lean, what the pick is priced against), then the total projection,
 * the analysis, the admin's expert insight, advanced team statistics and the alternative book.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import type { Game, SportsbookLine } from '@shared/api/games';
import {
  explanationCredit,
  explanationLabel,
  recommendationTierStyle,
  type Tone,
} from '@shared/display/labels';
import { CURATED_LABEL, isCurated } from '@shared/curation/visible-picks';
import {
  OFF_MARKET_LABEL,
  pickLine,
  showsTier,
  signedPercent,
  edgeTone,
  type EdgeTone,
} from '@shared/display/pick-line';
import { expertContext, pickDetails } from '@shared/display/pick-details';
import { kickoffText } from '@shared/calendar/eastern-time';
import { bookLabel } from '@shared/display/book-label';
import { FACTOR_LABELS } from '@shared/display/factor-labels';
import { advancedStatBlocks } from '@shared/display/advanced-stat-blocks';
import { ageText, publishedVsLiveText, staleSinceText } from '@shared/display/price-age';
import { ChevronDownIcon } from './icons';
import { AtsBadge } from './AtsBadge';
import { overlayMyBooks, useOverlayEnv } from './overlay-env';
import { MY_BOOKS_LABEL, myBooksLine } from '@shared/market/best-at-books';
import {
  aiSummaryParts,
  bestAndAlternative,
  hasRecommendation,
  leadLineText,
  leadPriceText,
  NO_RECOMMENDATION_TEXT,
  oneDecimal,
} from './pick-card-format';
import { useOddsClock } from './odds-clock';

const LABEL_TONE: Record<Tone, string> = {
  'strong-green': 'blo-tone-strong',
  green: 'blo-tone-green',
  yellow: 'blo-tone-yellow',
  blue: 'blo-tone-blue',
  neutral: 'blo-tone-neutral',
};

const EDGE_CLASS: Record<EdgeTone, string> = {
  positive: 'blo-edge-positive',
  neutral: 'blo-edge-neutral',
  negative: 'blo-edge-negative',
};

export interface PickCardProps {
  game: Game;
  /** Shown instead of the kickoff (a typed matchup that is not on the schedule has none). */
  whenText?: string;
}

export function PickCard({ game, whenText }: PickCardProps) {
  const env = useOverlayEnv();
  const { transport } = env;
  const titleId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const viewed = useRef(false);
  const { alternative } = bestAndAlternative(game);
  const recommended = hasRecommendation(game);
  const line = recommended ? pickLine(game, bookLabel) : null;
  const myBooks = line ? myBooksLine(game, overlayMyBooks(env), bookLabel) : null;
  const { serverNow } = useOddsClock();
  // A lead price judged stale is never an edge: no tier, no edge, no units; the stale line instead.
  const staleSince = game.priceStaleSince ?? null;
  const tier =
    showsTier(game) && staleSince === null ? recommendationTierStyle(game.recommendationTier) : null;
  const published = isCurated(game.curationStatus) ? (game.publishedBet ?? null) : null;
  const livePrice = game.livePrice ?? null;
  const offBooks = game.bestSportsbooks.filter((b) => b.offMarket).map(bookLabel);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !viewed.current) {
      viewed.current = true;
      transport.track('pick_viewed', { league: game.league, game_id: game.id });
    }
  };

  return (
    <article className="blo-card" aria-labelledby={titleId} data-pick-card="">
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
        {isCurated(game.curationStatus) ? (
          <span className="blo-badge blo-tone-blue">{CURATED_LABEL}</span>
        ) : null}
        {tier ? (
          <span className={`blo-badge ${LABEL_TONE[tier.tone]}`} data-tier-badge="">
            {tier.pulse ? <span aria-hidden="true" className="blo-pulse" /> : null}
            {tier.text}
          </span>
        ) : null}
      </div>

      {line ? (
        <p className="blo-lead" data-pick-line={leadLineText(line, staleSince)}>
          <strong className="blo-lead-bet">
            {serverNow === null ? `${line.bet} ${line.price}` : line.bet}
          </strong>
          <LeadPart className={serverNow === null ? undefined : 'blo-lead-price'}>
            {leadPriceText(line, serverNow)}
          </LeadPart>
          {line.fair ? <LeadPart className="blo-lead-fair">{line.fair}</LeadPart> : null}
          {staleSince !== null ? (
            <LeadPart className="blo-lead-warning" data-price-stale-since={staleSince}>
              {staleSinceText(staleSince)}
            </LeadPart>
          ) : line.offMarket ? (
            <LeadPart className="blo-lead-warning">{OFF_MARKET_LABEL}</LeadPart>
          ) : line.stale ? (
            <LeadPart className="blo-lead-warning">stale price</LeadPart>
          ) : (
            <>
              {line.edge ? <LeadPart className={EDGE_CLASS[line.edgeTone]}>{line.edge}</LeadPart> : null}
              {line.units ? <LeadPart className="blo-lead-units">{line.units}</LeadPart> : null}
            </>
          )}
        </p>
      ) : (
        <p className="blo-value-sub">{NO_RECOMMENDATION_TEXT}</p>
      )}

      {published ? (
        <p className="blo-published" data-published-vs-live={publishedVsLiveText(published, livePrice)}>
          {publishedVsLiveText(published, livePrice)}
          {livePrice && serverNow ? (
            <span className="blo-price-age"> · {ageText(livePrice.fetchedAt, serverNow)}</span>
          ) : null}
        </p>
      ) : null}

      {myBooks ? (
        <p className="blo-my-books" data-my-books-line={myBooks.text}>
          {myBooks.detail ? (
            <>
              <strong>{MY_BOOKS_LABEL}:</strong> {myBooks.detail}
            </>
          ) : (
            myBooks.text
          )}
        </p>
      ) : null}

      <AtsBadge game={game} />

      {game.flags.offMarket || game.flags.verifyEdge ? (
        <p className="blo-warning">
          {OFF_MARKET_LABEL}
          {offBooks.length > 0 ? ` (${offBooks.join(', ')})` : ''}
        </p>
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
        {open ? <PickDetails game={game} alternative={alternative} serverNow={serverNow} /> : null}
      </div>
    </article>
  );
}

function LeadPart({
  className,
  children,
  ...data
}: {
  className?: string | undefined;
  children: ReactNode;
  'data-price-stale-since'?: string;
}) {
  return (
    <>
      <span aria-hidden="true" className="blo-lead-dot">
        {' · '}
      </span>
      <span className={className} {...data}>
        {children}
      </span>
    </>
  );
}

/** Posted, fair (method one tap away) and ratings lines, the ratings lean and the pricing basis. */
function NamedLines({ game }: { game: Game }) {
  const details = pickDetails(game);
  const context = expertContext(game);
  if (details.lines.length === 0 && !details.lean && !details.pricedAgainst && !context) return null;
  return (
    <section className="blo-section">
      <h5 className="blo-section-title">Lines</h5>
      <dl className="blo-lines">
        {details.lines.map((named) => (
          <div key={named.label} className="blo-line">
            <dt>{named.label}</dt>
            <dd className="blo-line-value">{named.value}</dd>
            {named.method ? (
              <dd>
                <details className="blo-method">
                  <summary>How it is made</summary>
                  <p>{named.method}</p>
                </details>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      {details.lean ? (
        <p className="blo-lean">
          {details.lean} (an opinion, not an edge)
          {details.leanRecord ? <span className="blo-small"> {details.leanRecord}</span> : null}
        </p>
      ) : null}
      {details.ratingsFreshness ? <p className="blo-small">{details.ratingsFreshness}</p> : null}
      {context ? <p className="blo-small">{context}</p> : null}
      {details.pricedAgainst ? <p className="blo-small">{details.pricedAgainst}</p> : null}
    </section>
  );
}

function Projection({ game }: { game: Game }) {
  const total = oneDecimal(game.totalProjections.modelTotal);
  const awayScore = oneDecimal(game.totalProjections.awayExpectedScore);
  const homeScore = oneDecimal(game.totalProjections.homeExpectedScore);
  if (total === null && awayScore === null && homeScore === null) return null;
  return (
    <section className="blo-section">
      <h5 className="blo-section-title">Total Score Projection</h5>
      <p className="blo-projection">
        <span>
          Total <strong>{total ?? '—'}</strong>
        </span>
        <span>
          {game.awayTeam} <strong>{awayScore ?? '—'}</strong>
        </span>
        <span>
          {game.homeTeam} <strong>{homeScore ?? '—'}</strong>
        </span>
      </p>
    </section>
  );
}

function PickDetails({
  game,
  alternative,
  serverNow,
}: {
  game: Game;
  alternative: SportsbookLine | undefined;
  serverNow: Date | null;
}) {
  const ai = aiSummaryParts(game.aiSummary, game.insight);
  const factors = game.contextualFactors.map((factor) => FACTOR_LABELS[factor]);
  const notes = game.contextualNotes?.trim() ?? '';

  return (
    <>
      <NamedLines game={game} />
      <Projection game={game} />
      <section className="blo-section">
        <h5 className="blo-section-title">{explanationLabel(game.explanationSource)}</h5>
        {explanationCredit(game.explanationSource) ? (
          <p className="blo-value-sub">{explanationCredit(game.explanationSource)}</p>
        ) : null}
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
            {serverNow ? (
              <span className="blo-value-sub blo-price-age">{ageText(alternative.fetchedAt, serverNow)}</span>
            ) : null}
            {alternative.offMarket ? (
              <span className="blo-lead-warning">{OFF_MARKET_LABEL}</span>
            ) : (
              <span className={EDGE_CLASS[edgeTone(alternative.edge)]}>
                {signedPercent(alternative.edge)} edge
              </span>
            )}
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
