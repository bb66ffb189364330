/** The College Football and NFL sections of priced game cards, each with its 'games analyzed' count. */
import type { Game } from '@shared/api/games';
import { GameCard } from './GameCard';
import { SportSection, pluralize } from './picks-ui';
import { groupBySport } from './group-by-sport';

export function GameSections({ games }: { games: readonly Game[] }) {
  const { cfb, nfl } = groupBySport(games);
  return (
    <div className="grid gap-6 sm:gap-10">
      {cfb.length > 0 ? (
        <SportSection
          id="cfb-section"
          title="College Football"
          countText={pluralize(cfb.length, 'game analyzed', 'games analyzed')}
        >
          {cfb.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </SportSection>
      ) : null}
      {nfl.length > 0 ? (
        <SportSection
          id="nfl-section"
          title="NFL"
          countText={pluralize(nfl.length, 'game analyzed', 'games analyzed')}
        >
          {nfl.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </SportSection>
      ) : null}
    </div>
  );
}
