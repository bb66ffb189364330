/**
 * An approved (published) pick on /football-bets, laid out like every pick (docs/website.md, "Pick
 * cards"): the compact head with ONE tier badge, the lead line, warnings, then 'Details' opens the
 * named lines, the written analysis with its risk, the admin's Key Game Notes, the advanced
 * statistics and every sportsbook. The published time closes the card.
 */
import type { ApprovedGame } from '@shared/api/football-bets';
import { DEFAULT_RISK_TEXT } from '@shared/explain/explain-context';
import { GameFlags } from './GameFlags';
import { AdvancedStats } from './AdvancedStats';
import { AtsBadge } from './AtsBadge';
import { AnalysisSection, DetailSection, NamedLines, PickHead, PickLeadLine } from './PickParts';
import { DetailsToggle } from './DetailsToggle';
import { PickBetButton } from '../bets/PlaceBetButton';
import { stampText } from '@shared/calendar/eastern-time';
import {
  AllSportsbooks,
  LineMovement,
  PickCardShell,
  PickDetailsPanel,
  usePickDetails,
} from './PickCardShell';

export function ApprovedGameCard({ game }: { game: ApprovedGame }) {
  const details = usePickDetails(game.league);
  return (
    <PickCardShell details={details}>
      <PickHead
        game={game}
        titleId={details.titleId}
        titleAs="h4"
        extra={game.isNeutralSite ? 'Neutral site' : undefined}
      />
      <PickLeadLine game={game} />
      <GameFlags flags={game.flags} books={game.bestSportsbooks} />
      <AtsBadge game={game} compact />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DetailsToggle
          open={details.open}
          controls={details.detailsId}
          label="Detailed Analysis"
          openLabel="Detailed Analysis"
          onToggle={details.toggle}
        />
        <PickBetButton game={game} />
        <p className="text-xs text-slate-400">Published {stampText(game.publishedAt)}</p>
      </div>
      <PickDetailsPanel details={details}>
        <NamedLines game={game} />
        <LineMovement game={game} />
        <AnalysisSection game={game}>
          <p className="text-slate-100">{game.aiSummary.bestBet || game.insight}</p>
          {game.aiSummary.keyInsight ? (
            <p className="leading-relaxed text-slate-300">{game.aiSummary.keyInsight}</p>
          ) : null}
        </AnalysisSection>
        <DetailSection title="Risk">
          <p className="text-slate-300">{game.aiSummary.riskFactors || DEFAULT_RISK_TEXT}</p>
        </DetailSection>
        {game.contextualNotes ? (
          <DetailSection title="Key Game Notes">
            <p className="whitespace-pre-line text-slate-300">{game.contextualNotes}</p>
          </DetailSection>
        ) : null}
        <AdvancedStats game={game} />
        <AllSportsbooks game={game} />
      </PickDetailsPanel>
    </PickCardShell>
  );
}
