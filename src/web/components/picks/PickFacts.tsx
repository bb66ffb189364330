/**
 * What a best-bets card adds from the teams' records: the ATS badge, and the advanced team statistics
 * one tap away (a phone shows the pick first). Each is omitted, never empty, when there is nothing
 * to show. One element, so the card layout stays its own.
 */
import type { Game } from '@shared/api/games';
import { advancedStatBlocks } from '@shared/display/advanced-stat-blocks';
import { AtsBadge } from './AtsBadge';
import { AdvancedStats } from './AdvancedStats';

export function PickFacts({ game }: { game: Game }) {
  const stats = game.totalProjections.advancedStats;
  const hasStats = stats !== undefined && advancedStatBlocks(game).length > 0;
  return (
    <>
      <AtsBadge game={game} />
      {hasStats ? (
        <details className="group text-sm">
          <summary className="cursor-pointer font-semibold text-slate-200 marker:text-slate-500">
            Advanced Team Statistics ({stats.season})
          </summary>
          <div className="mt-2">
            <AdvancedStats game={game} />
          </div>
        </details>
      ) : null}
    </>
  );
}
