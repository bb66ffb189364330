/**
 * The best-bets / weekly-picks game card, phone first (docs/website.md, "Pick cards"): a compact
 * head (kickoff, sport, matchup, ONE tier badge), the lead line a bettor can act on
 * ('South Carolina +3.5 −110 · DraftKings · fair +2.5 · +3.1% · 1u'), warnings, then 'Details'
 * opens the named lines (posted, fair line with its method, BetLens ratings, the ratings lean, what
 * the pick is priced against), the written analysis and every sportsbook.
 */
import { useId, useState } from 'react';
import { usePickViewed } from '../../lib/use-pick-viewed';
import type { Game } from '@shared/api/games';
import { GameFlags } from './GameFlags';
import { Link } from 'wouter';
import { gameOddsPath } from '@shared/routes';
import { OpenCurrentLine } from '../market/OpenCurrentLine';
import { textLinkClass } from '../ui/text-link';
import {
  AnalysisSection,
  DetailSection,
  NamedLines,
  PickHead,
  PickLeadLine,
  SportsbookList,
} from './PickParts';
import { DetailsToggle } from './DetailsToggle';
import { PickFacts } from './PickFacts';

export function GameCard({ game }: { game: Game }) {
  const titleId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const viewed = usePickViewed(game.league);

  return (
    <article
      aria-labelledby={titleId}
      data-pick-card
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-800 bg-slate-900/70 p-3 sm:gap-3 sm:p-4"
    >
      <PickHead game={game} titleId={titleId} />
      <PickLeadLine game={game} />
      <GameFlags flags={game.flags} books={game.bestSportsbooks} />
      <PickFacts game={game} where="card" />
      <DetailsToggle
        open={open}
        controls={detailsId}
        onToggle={() => {
          if (!open) viewed();
          setOpen(!open);
        }}
      />
      {open ? (
        <div id={detailsId} className="grid gap-3 border-t border-slate-800 pt-3 text-sm">
          <NamedLines game={game} />
          <PickFacts game={game} where="details" />
          <OpenCurrentLine gameId={game.id} homeTeam={game.homeTeam} awayTeam={game.awayTeam} />
          <Link href={gameOddsPath(game.id)} className={`${textLinkClass} self-start text-sm`}>
            Odds &amp; line movement
          </Link>
          <AnalysisSection game={game}>
            {game.aiSummary.bestBet ? <p className="text-slate-200">{game.aiSummary.bestBet}</p> : null}
            <p className="leading-relaxed text-slate-300">{game.aiSummary.keyInsight || game.insight}</p>
          </AnalysisSection>
          {game.bestSportsbooks.length > 0 ? (
            <DetailSection title="All Sportsbooks">
              <SportsbookList books={game.bestSportsbooks} />
            </DetailSection>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
