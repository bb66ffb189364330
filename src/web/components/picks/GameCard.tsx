/**
 * The best-bets / weekly-picks game card, phone first (docs/website.md, "Pick cards"): a compact
 * head (kickoff, sport, matchup, ONE tier badge), the lead line a bettor can act on
 * ('South Carolina +3.5 −110 · DraftKings · fair +2.5 · +3.1% · 1u'), warnings, then 'Details'
 * opens the named lines (posted, fair line with its method, BetLens ratings, the ratings lean, what
 * the pick is priced against), the written analysis and every sportsbook.
 */
import type { Game } from '@shared/api/games';
import { GameFlags } from './GameFlags';
import { AnalysisSection, NamedLines, PickHead, PickLeadLine } from './PickParts';
import { DetailsToggle } from './DetailsToggle';
import { PickBetButton } from '../bets/PlaceBetButton';
import { PickFacts } from './PickFacts';
import {
  AllSportsbooks,
  LineMovement,
  PickCardShell,
  PickDetailsPanel,
  usePickDetails,
} from './PickCardShell';

export function GameCard({ game }: { game: Game }) {
  const details = usePickDetails(game.league);
  return (
    <PickCardShell details={details}>
      <PickHead game={game} titleId={details.titleId} />
      <PickLeadLine game={game} />
      <GameFlags flags={game.flags} books={game.bestSportsbooks} />
      <PickFacts game={game} where="card" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DetailsToggle open={details.open} controls={details.detailsId} onToggle={details.toggle} />
        <PickBetButton game={game} />
      </div>
      <PickDetailsPanel details={details}>
        <NamedLines game={game} />
        <PickFacts game={game} where="details" />
        <LineMovement game={game} />
        <AnalysisSection game={game}>
          {game.aiSummary.bestBet ? <p className="text-slate-200">{game.aiSummary.bestBet}</p> : null}
          <p className="leading-relaxed text-slate-300">{game.aiSummary.keyInsight || game.insight}</p>
        </AnalysisSection>
        <AllSportsbooks game={game} />
      </PickDetailsPanel>
    </PickCardShell>
  );
}
