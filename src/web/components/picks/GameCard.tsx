/**
 * The best-bets / weekly-picks game card (spec section 2): kickoff, sport, 'away @ home', model
 * spread, best sportsbook and its line, the AI analysis, tier and confidence badges and the
 * '{edge}% Edge • {units} Unit(s)' badge. STRONG_BUY gets a pulsing icon. With more than one book,
 * 'All Sportsbooks' (reading 'Hide Details' while open) lists every book.
 */
import { useId, useState } from 'react';
import { usePickViewed } from '../../lib/use-pick-viewed';
import type { Game, SportsbookLine } from '@shared/api/games';
import { modelSpreadText } from '@shared/display/spread-text';
import { edgeBadgeText, formatEdgePercentage } from '@shared/display/edge-display';
import {
  confidenceLevelStyle,
  confidenceStyle,
  enumLabel,
  recommendationTierStyle,
} from '@shared/display/labels';
import { formatAmericanOdds } from '@shared/odds/american-odds';
import { signedOneDecimal } from '@shared/display/number-format';
import { CURATED_LABEL, explanationLabels, isCurated } from '@shared/curation/visible-picks';
import { Button } from '../ui/button';
import { Badge } from './picks-ui';
import { GameFlags } from './GameFlags';
import { bookLabel } from './book-label';
import { kickoffText } from './picks-format';

export function GameCard({ game }: { game: Game }) {
  const titleId = useId();
  const listId = useId();
  const [showBooks, setShowBooks] = useState(false);
  const viewed = usePickViewed(game.league);
  const tier = recommendationTierStyle(game.recommendationTier);
  const confidence = confidenceStyle(game.recommendation);
  const level = confidenceLevelStyle(game.confidenceLevel);
  const best = game.bestSportsbooks[0];
  const explanation = explanationLabels(game.explanationSource);

  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-400">
          <time dateTime={game.commenceTime}>{kickoffText(game.commenceTime)}</time>
          <span aria-hidden="true">•</span>
          <span>{game.sport}</span>
        </p>
        <h3 id={titleId} className="text-lg font-bold break-words text-white">
          {game.awayTeam} @ {game.homeTeam}
        </h3>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {isCurated(game.curationStatus) ? <Badge tone="blue">{CURATED_LABEL}</Badge> : null}
        {game.recommendationTier ? (
          <Badge tone={tier.tone}>
            {tier.pulse ? (
              <span aria-hidden="true" className="relative flex size-2">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-300 opacity-75 motion-reduce:animate-none" />
                <span className="relative inline-flex size-2 rounded-full bg-emerald-300" />
              </span>
            ) : null}
            {tier.text}
          </Badge>
        ) : null}
        {game.recommendation ? <Badge tone={confidence.tone}>{confidence.text}</Badge> : null}
        <Badge tone={level.tone}>{level.text} CONFIDENCE</Badge>
        <Badge tone="green">{edgeBadgeText(game.maxEdge, game.units)}</Badge>
      </div>

      <GameFlags flags={game.flags} />

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="grid gap-0.5 rounded-xl bg-slate-950/60 p-3">
          <dt className="text-slate-400">Model Spread</dt>
          <dd className="font-semibold text-white">
            {modelSpreadText(game.modelSpread, game.homeTeam, game.awayTeam)}
          </dd>
        </div>
        <div className="grid gap-0.5 rounded-xl bg-slate-950/60 p-3">
          <dt className="text-slate-400">Best Sportsbook</dt>
          <dd className="font-semibold break-words text-white">
            {best ? (
              <>
                {bookLabel(best)}: {best.betString}
                {best.stale ? <span className="ml-2 text-xs font-medium text-amber-300">(stale)</span> : null}
              </>
            ) : (
              'No sportsbook line'
            )}
          </dd>
        </div>
      </dl>

      <div className="grid gap-1 text-sm">
        <p className="font-semibold text-slate-200">
          {explanation.title}
          {explanation.poweredBy ? (
            <span className="ml-2 text-xs font-normal text-slate-400">{explanation.poweredBy}</span>
          ) : null}
        </p>
        {game.aiSummary.bestBet ? <p className="text-slate-200">{game.aiSummary.bestBet}</p> : null}
        <p className="leading-relaxed text-slate-300">{game.aiSummary.keyInsight || game.insight}</p>
      </div>

      {game.bestSportsbooks.length > 1 ? (
        <div className="grid gap-3">
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            aria-expanded={showBooks}
            aria-controls={listId}
            onClick={() => {
              if (!showBooks) viewed();
              setShowBooks(!showBooks);
            }}
          >
            {showBooks ? 'Hide Details' : 'All Sportsbooks'}
          </Button>
          {showBooks ? <SportsbookList id={listId} books={game.bestSportsbooks} /> : null}
        </div>
      ) : null}
    </article>
  );
}

function SportsbookList({ id, books }: { id: string; books: readonly SportsbookLine[] }) {
  return (
    <ul id={id} aria-label="All sportsbooks" className="grid gap-2">
      {books.map((book) => (
        <li
          key={book.key}
          className="grid gap-1 rounded-xl border border-slate-800 bg-slate-950/60 p-3 text-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-white">{bookLabel(book)}</span>
            <span className="font-semibold text-emerald-300">{formatEdgePercentage(book.edge)} edge</span>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-300">
            <span>
              {book.team} {signedOneDecimal(book.spread)} ({formatAmericanOdds(book.price)})
            </span>
            <span>{enumLabel(book.recommendation)}</span>
            {book.stale ? <Badge tone="amber">Stale price</Badge> : null}
          </div>
          {book.insight ? <p className="text-slate-400">{book.insight}</p> : null}
        </li>
      ))}
    </ul>
  );
}
