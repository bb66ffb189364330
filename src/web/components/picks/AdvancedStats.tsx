/**
 * Advanced team statistics of an approved pick (spec section 2): each team's offense against the
 * other's defense, with the league's labels (NFL: Y/P, Pass NY/A, Rush Y/A, Sc%, TO%; CFB: Pass
 * Yds/G, Rush Y/P, TOT Y/P, TOT TO), and the optional matchup text (shared advancedStatBlocks).
 */
import type { Game } from '@shared/api/games';
import { advancedStatBlocks } from '@shared/display/advanced-stat-blocks';

export function AdvancedStats({
  game,
  titleAs: Title = 'p',
  showSource = true,
}: {
  game: Game;
  /** 'h4' where the block sits in a heading outline (the admin card's details). */
  titleAs?: 'p' | 'h4';
  /** The "source, season" line under the blocks. */
  showSource?: boolean;
}) {
  const stats = game.totalProjections.advancedStats;
  if (!stats) return null;
  const blocks = advancedStatBlocks(game);
  if (blocks.length === 0) return null;

  return (
    <div className="grid gap-2">
      <Title className="font-semibold text-slate-200">Advanced Stats ({game.sport})</Title>
      <div className="grid grid-cols-2 gap-2">
        {blocks.map((b) => (
          <div key={b.title} className="rounded-lg border border-slate-800 p-3">
            <p className="mb-1 text-xs font-semibold tracking-wide break-words text-slate-400 uppercase">
              {b.title}
            </p>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
              {b.rows.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-slate-400">{row.label}</dt>
                  <dd className="text-right font-medium text-slate-100 tabular-nums">{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      {game.aiSummary.advancedStatsInsight ? (
        <p className="text-slate-300">{game.aiSummary.advancedStatsInsight}</p>
      ) : null}
      {showSource ? (
        <p className="text-xs text-slate-400">
          {stats.source}, {stats.season} season
        </p>
      ) : null}
    </div>
  );
}
