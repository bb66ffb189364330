/**
 * What the two pick cards (GameCard on best bets and weekly picks, ApprovedGameCard on the
 * published list) share: the article that names itself by its title, the details disclosure that
 * records pick_viewed the first time it opens, and the market links and sportsbook list inside it.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Game } from '@shared/api/games';
import { linesByMarket } from '@shared/display/pick-line';
import { gameOddsPath } from '@shared/routes';
import { usePickViewed } from '../../lib/use-pick-viewed';
import { OpenCurrentLine } from '../market/OpenCurrentLine';
import { textLinkClass } from '../ui/text-link';
import { DetailSection, SportsbookList } from './PickParts';

export interface PickDetails {
  readonly titleId: string;
  readonly detailsId: string;
  readonly open: boolean;
  readonly toggle: () => void;
}

export function usePickDetails(league: string): PickDetails {
  const titleId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const viewed = usePickViewed(league);
  return {
    titleId,
    detailsId,
    open,
    toggle: () => {
      if (!open) viewed();
      setOpen(!open);
    },
  };
}

export function PickCardShell({ details, children }: { details: PickDetails; children: ReactNode }) {
  return (
    <article
      aria-labelledby={details.titleId}
      data-pick-card
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-800 bg-slate-900/70 p-3 sm:gap-3 sm:p-4"
    >
      {children}
    </article>
  );
}

/** The open details' frame; nothing while they are closed. */
export function PickDetailsPanel({ details, children }: { details: PickDetails; children: ReactNode }) {
  if (!details.open) return null;
  return (
    <div id={details.detailsId} className="grid gap-3 border-t border-slate-800 pt-3 text-sm">
      {children}
    </div>
  );
}

/** The opening and current line, and the link to the game's odds and line movement. */
export function LineMovement({ game }: { game: Game }) {
  return (
    <>
      <OpenCurrentLine gameId={game.id} homeTeam={game.homeTeam} awayTeam={game.awayTeam} />
      <Link href={gameOddsPath(game.id)} className={`${textLinkClass} self-start text-sm`}>
        Odds &amp; line movement
      </Link>
    </>
  );
}

/** Every book's price, market by market: a total or moneyline pick shows the prices it was chosen from. */
export function AllSportsbooks({ game }: { game: Game }) {
  const groups = linesByMarket(game);
  if (groups.length === 0) return null;
  return (
    <DetailSection title="All Sportsbooks">
      {groups.map(({ market, label, lines }) => (
        <div key={market} className="grid gap-1.5">
          <p className="text-xs font-semibold text-slate-300">{label}</p>
          <SportsbookList label={`All sportsbooks: ${label.toLowerCase()}`} lines={lines} />
        </div>
      ))}
    </DetailSection>
  );
}
