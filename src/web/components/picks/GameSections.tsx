/** The College Football and NFL sections of priced game cards, each with its 'games analyzed' count. */
import type { Game } from '@shared/api/games';
import { MODEL_PICKS_LABEL, splitByReview } from '@shared/curation/visible-picks';
import { GameCard } from './GameCard';
import { SportSection, pluralize } from './picks-ui';
import { groupBySport } from './group-by-sport';

/**
 * A list as the server's curation rule serves it: the approved picks, then the unreviewed model
 * picks under their own heading ('Model picks, not yet reviewed'), so no page passes one off as the other.
 */
export function ReviewedGameSections({ games }: { games: readonly Game[] }) {
  const { curated, model } = splitByReview(games);
  return (
    <div className="grid gap-6 sm:gap-10">
      {curated.length > 0 ? <GameSections games={curated} /> : null}
      {model.length > 0 ? (
        <section aria-labelledby="model-picks-title" className="grid gap-3 sm:gap-6">
          <div className="grid gap-1">
            <h2 id="model-picks-title" className="text-lg font-bold text-white sm:text-xl">
              {MODEL_PICKS_LABEL}
            </h2>
            <p className="text-xs text-slate-400 sm:text-sm">
              Priced by the model; an expert has not reviewed these games yet.
            </p>
          </div>
          <GameSections games={model} idPrefix="model-" level={3} />
        </section>
      ) : null}
    </div>
  );
}

export function GameSections({
  games,
  idPrefix = '',
  level = 2,
}: {
  games: readonly Game[];
  /** Keeps the section ids unique when a page shows two lists. */
  idPrefix?: string;
  level?: 2 | 3;
}) {
  const { cfb, nfl } = groupBySport(games);
  return (
    <div className="grid gap-6 sm:gap-10">
      {cfb.length > 0 ? (
        <SportSection
          id={`${idPrefix}cfb-section`}
          level={level}
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
          id={`${idPrefix}nfl-section`}
          level={level}
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
