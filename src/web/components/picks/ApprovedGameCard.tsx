/**
 * An approved (published) pick on /football-bets, laid out like every pick (docs/website.md, "Pick
 * cards"): the compact head with ONE tier badge, the lead line, warnings, then 'Details' opens the
 * named lines, the written analysis with its risk, the admin's Key Game Notes, the advanced
 * statistics and every sportsbook. The published time closes the card.
 */
import { useId, useState } from 'react';
import { usePickViewed } from '../../lib/use-pick-viewed';
import type { ApprovedGame } from '@shared/api/football-bets';
import { DEFAULT_RISK_TEXT } from '@shared/explain/explain-context';
import { GameFlags } from './GameFlags';
import { Link } from 'wouter';
import { gameOddsPath } from '@shared/routes';
import { OpenCurrentLine } from '../market/OpenCurrentLine';
import { textLinkClass } from '../ui/text-link';
import { AdvancedStats } from './AdvancedStats';
import { AtsBadge } from './AtsBadge';
import {
  AnalysisSection,
  DetailSection,
  NamedLines,
  PickHead,
  PickLeadLine,
  SportsbookList,
} from './PickParts';
import { DetailsToggle } from './DetailsToggle';
import { stampText } from './picks-format';

export function ApprovedGameCard({ game }: { game: ApprovedGame }) {
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
      <PickHead
        game={game}
        titleId={titleId}
        titleAs="h4"
        extra={game.isNeutralSite ? 'Neutral site' : undefined}
      />
      <PickLeadLine game={game} />
      <GameFlags flags={game.flags} books={game.bestSportsbooks} />
      <AtsBadge game={game} compact />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DetailsToggle
          open={open}
          controls={detailsId}
          label="Detailed Analysis"
          openLabel="Detailed Analysis"
          onToggle={() => {
            if (!open) viewed();
            setOpen(!open);
          }}
        />
        <p className="text-xs text-slate-400">Published {stampText(game.publishedAt)}</p>
      </div>
      {open ? (
        <div id={detailsId} className="grid gap-3 border-t border-slate-800 pt-3 text-sm">
          <NamedLines game={game} />
          <OpenCurrentLine gameId={game.id} homeTeam={game.homeTeam} awayTeam={game.awayTeam} />
          <Link href={gameOddsPath(game.id)} className={`${textLinkClass} self-start text-sm`}>
            Odds &amp; line movement
          </Link>
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
