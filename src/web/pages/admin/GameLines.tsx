import type { AdminGame } from '@shared/api/admin-games';
import type { PublishLineView } from '@shared/curation/pick-preview';
import { RATINGS_LINE_LABEL } from '@shared/display/market-lines';
import { POSTED_LINE_LABEL, pickDetails } from '@shared/display/pick-details';
import { edgeTone, signedPercent } from '@shared/display/pick-line';
import { vegasLine } from '@shared/display/spread-text';
import { EDGE_TONE_CLASSES } from '../../components/picks/PickParts';
import { cn } from '../../lib/cn';

/**
 * The card's lines: the books' posted line, the market's fair line and our ratings', and the line
 * that will publish (its edge and book). `shown` is that line, or null when nothing publishes;
 * `refused` says the preview refused the approval as set.
 */
export function GameLines({
  game,
  shown,
  refused,
}: {
  game: AdminGame;
  shown: PublishLineView | null;
  refused: boolean;
}) {
  const vegas = vegasLine(game.vegasSpread, game.homeTeam, game.awayTeam);
  const details = pickDetails(game);
  const freshness = details.ratingsFreshness;
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      <div className="grid gap-0.5">
        <dt className="text-slate-400">Vegas Line</dt>
        <dd className="font-semibold text-slate-100">
          {vegas.away !== null && vegas.home !== null ? (
            <span className="grid">
              <span>{vegas.away}</span>
              <span>{vegas.home}</span>
            </span>
          ) : (
            vegas.text
          )}
          {game.vegasSource ? (
            <span className="block text-xs font-normal text-slate-400">Source: {game.vegasSource}</span>
          ) : null}
        </dd>
      </div>
      {/* The posted line above is the books'; these are the market's fair line and our ratings'. */}
      {details.lines
        .filter((line) => line.label !== POSTED_LINE_LABEL)
        .map((line) => (
          <div key={line.label} className="grid gap-0.5">
            <dt className="text-slate-400">{line.label}</dt>
            <dd className="font-semibold break-words text-slate-100">
              {line.value}
              {line.method ? (
                <span className="block text-xs font-normal text-slate-400">{line.method}</span>
              ) : null}
              {line.label === RATINGS_LINE_LABEL && freshness ? (
                <span
                  className={cn(
                    'block text-xs font-normal',
                    game.ratingsOutOfDate ? 'text-amber-300' : 'text-slate-400',
                  )}
                >
                  {freshness}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      <div className="grid gap-0.5">
        <dt className="text-slate-400">Max Edge</dt>
        <MaxEdge line={shown} />
      </div>
      <div className="grid gap-0.5">
        <dt className="text-slate-400">Best Book</dt>
        <dd className="font-semibold break-words text-slate-100">
          {shown ? (
            <>
              {shown.bet}
              <span className="block text-xs font-normal text-slate-400">
                {shown.book}
                {shown.offMarket ? ' · off-market price' : shown.stale ? ' · stale price' : ''}
              </span>
            </>
          ) : refused ? (
            'Nothing publishes as set'
          ) : (
            'No sportsbook line'
          )}
        </dd>
      </div>
    </dl>
  );
}

/** The edge of the line that will publish: red when negative, never a claimed edge on an off-market or stale price. */
function MaxEdge({ line }: { line: PublishLineView | null }) {
  if (!line) return <dd className="font-semibold text-slate-300">—</dd>;
  if (line.offMarket || line.stale)
    return (
      <dd className="font-semibold text-amber-300">{line.offMarket ? 'Off-market price' : 'Stale price'}</dd>
    );
  return (
    <dd className={cn('font-semibold tabular-nums', EDGE_TONE_CLASSES[edgeTone(line.edge)])}>
      {signedPercent(line.edge)}
      {line.noStake === 'no-edge' ? (
        <span className="block text-xs font-normal text-slate-400">No edge: published without a stake</span>
      ) : null}
    </dd>
  );
}
