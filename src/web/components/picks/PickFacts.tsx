/**
 * What a best-bets card adds from the teams' records: the ATS badge and the advanced team statistics
 * (each omitted when there is nothing to show). One element, so the card layout stays its own.
 */
import type { Game } from '@shared/api/games';
import { AtsBadge } from './AtsBadge';
import { AdvancedStats } from './AdvancedStats';

export function PickFacts({ game }: { game: Game }) {
  return (
    <>
      <AtsBadge game={game} />
      <AdvancedStats game={game} />
    </>
  );
}
