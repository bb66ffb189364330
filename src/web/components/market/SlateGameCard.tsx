/**
 * One game of the slate (the Games page): the market fair line, the BetLens ratings lean and how
 * current the ratings are, then the best price at a bettable book per market and side, each number
 * named for what it is. Phone first: every price is a short two-line row, nothing scrolls sideways.
 */
import { Link } from 'wouter';
import type { BestPriceView, SlateGame } from '@shared/api/slate';
import { MARKET_LABELS } from '@shared/bets/bet-rules';
import { EDGE_LABEL, FAIR_LINE_LABEL, ratingsLeanText } from '@shared/display/market-lines';
import { edgeTone } from '@shared/display/pick-line';
import { bestPriceRow, fairLineText, pricesIn, type SlateMarketFilter } from '@shared/market/slate-view';
import { ratingsFreshnessText } from '@shared/ratings/ratings-freshness';
import { gameOddsPath } from '@shared/routes';
import { kickoffText } from '@shared/calendar/eastern-time';
import { Badge } from '../picks/picks-ui';
import { PriceAgeAfter } from './PriceAge';
import { PlaceBetButton } from '../bets/PlaceBetButton';
import type { BetDraft } from '../bets/bet-draft';
import { textLinkClass } from '../ui/text-link';
import { cn } from '../../lib/cn';

const EDGE_TONES = {
  positive: 'text-emerald-300',
  neutral: 'text-slate-300',
  negative: 'text-slate-400',
} as const;

function draftOf(game: SlateGame, price: BestPriceView): BetDraft {
  return {
    game: {
      id: game.id,
      awayTeam: game.awayTeam,
      homeTeam: game.homeTeam,
      commenceTime: game.commenceTime,
      sport: game.sport,
    },
    book: price.book,
    market: price.market,
    side: price.side,
    line: price.line,
    price: price.price,
    stake: null,
    offers: Object.fromEntries(
      game.bestPrices
        .filter((p) => p.bookKey === price.bookKey)
        .map((p) => [`${p.market}:${p.side}`, { line: p.line, price: p.price }]),
    ),
  };
}

export function SlateGameCard({
  game,
  market,
  atMyBooks = false,
}: {
  game: SlateGame;
  market: SlateMarketFilter;
  /** The prices are the user's books' only ("my books"). */
  atMyBooks?: boolean;
}) {
  const titleId = `slate-${game.id}`;
  const fair = fairLineText(game);
  const freshness = ratingsFreshnessText({ ratingsAsOf: game.ratingsAsOf, outOfDate: game.ratingsOutOfDate });
  const prices = pricesIn(game, market);
  // A played game takes no new bet (the server refuses one after kickoff with a clear message).
  const played = game.result !== null;
  return (
    <article
      aria-labelledby={titleId}
      className="grid min-w-0 gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-5"
    >
      <header className="grid gap-1">
        <h3 id={titleId} className="text-base font-bold break-words text-white sm:text-lg">
          {game.awayTeam} @ {game.homeTeam}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-400">
          <time dateTime={game.commenceTime}>{kickoffText(game.commenceTime)}</time>
          <Badge tone="neutral">{game.sport}</Badge>
        </p>
      </header>

      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-400">{FAIR_LINE_LABEL}:</dt>
          <dd className="font-semibold text-slate-100">{fair ?? 'none yet (no current spread)'}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-400">BetLens ratings lean:</dt>
          <dd className="text-slate-200">
            {game.ratingsLean
              ? `${ratingsLeanText(game.ratingsLean)} (an opinion, not an edge)`
              : game.ratingsOutOfDate
                ? 'none (ratings out of date)'
                : 'none (the ratings agree with the market)'}
          </dd>
        </div>
      </dl>
      {freshness ? <p className="-mt-2 text-xs text-slate-400">{freshness}</p> : null}

      {prices.length === 0 ? (
        <p className="text-sm text-slate-400">
          {atMyBooks ? 'No current price at your books.' : 'No current price at a book you can bet.'}
        </p>
      ) : (
        <section aria-label={`Best prices, ${game.awayTeam} @ ${game.homeTeam}`} className="grid gap-2">
          <h4 className="text-sm font-semibold text-slate-300">Best price at a bettable book</h4>
          <ul className="grid gap-2">
            {prices.map((p) => {
              const row = bestPriceRow(p, game);
              return (
                <li
                  key={`${p.market}:${p.side}`}
                  className="grid gap-0.5 rounded-xl border border-slate-800 bg-slate-950/60 px-3 py-2"
                >
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold break-words text-white">
                      <span className="text-xs font-medium text-slate-400 uppercase">
                        {MARKET_LABELS[p.market]}
                      </span>{' '}
                      {row.selection}
                    </span>
                    <span className="text-sm text-slate-200">
                      Book price <span className="font-semibold text-white">{row.price}</span> at {row.book}
                      <PriceAgeAfter asOf={p.fetchedAt} />
                    </span>
                  </p>
                  <div className="flex flex-wrap items-center justify-between gap-x-3 text-xs text-slate-400">
                    <span>
                      {row.fairPrice === null
                        ? 'No market fair price for this number'
                        : `Market fair price ${row.fairPrice}`}
                      {row.edge === null ? null : (
                        <>
                          {' · '}
                          {EDGE_LABEL}{' '}
                          <span className={cn('font-semibold', EDGE_TONES[edgeTone(row.edgeValue ?? 0)])}>
                            {row.edge}
                          </span>
                        </>
                      )}
                    </span>
                    {played ? null : (
                      <PlaceBetButton
                        draft={draftOf(game, p)}
                        look="row"
                        label={`I placed this: ${row.selection} ${row.price} at ${row.book}`}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <Link href={gameOddsPath(game.id)} className={cn(textLinkClass, 'justify-self-start text-sm')}>
        Odds screen: every book
        <span className="sr-only">
          , {game.awayTeam} @ {game.homeTeam}
        </span>
      </Link>
    </article>
  );
}
