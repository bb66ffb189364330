/**
 * What a best-bets card adds from the teams' records. On the card (from the small breakpoint up): the
 * ATS badge, one line per team. In the details: the full badge with each team's record in
 * this game's situation, and the advanced team statistics one more tap away. Each is omitted, never
 * empty, when there is nothing to show.
 */
import type { Game } from '@shared/api/games';
import { advancedStatBlocks } from '@shared/display/advanced-stat-blocks';
import { AtsBadge } from './AtsBadge';
import { AdvancedStats } from './AdvancedStats';

export function PickFacts({ game, where }: { game: Game; where: 'card' | 'details' }) {
  // A phone shows the pick first (three per screen): there the badge waits in the details.
  if (where === 'card')
    return (
      <div className="hidden sm:block">
        <AtsBadge game={game} compact />
      </div>
    );
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
