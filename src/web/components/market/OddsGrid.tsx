/**
 * Every book's spread, total and moneyline for one game, with the market fair line on top and the
 * best fresh offer on each side marked. Prices are shown in the chosen format; all numbers come from
 * the server's market payload and the shared formatters.
 */
import type { ReactNode } from 'react';
import type { GameMarket, MarketBook } from '@shared/api/game-market';
import type { GridSide } from '@shared/market/market-grid';
import { formatPrice, type OddsFormat } from '@shared/odds/odds-format';
import { formatPoint, plainNumber } from '@shared/pricing/format-bet';
import { FAIR_LINE_LABEL } from '@shared/display/market-lines';
import { TableScroller } from '../ui/table-scroller';
import { bookLabel } from '@shared/display/book-label';
import { PlaceBetButton } from '../bets/PlaceBetButton';
import { draftFromBook } from '../bets/bet-draft';
import { cn } from '../../lib/cn';
import { PriceAge } from './PriceAge';

function Offer({
  line,
  price,
  format,
  best,
  fair,
}: {
  line?: string;
  price: number;
  format: OddsFormat;
  best: boolean;
  fair?: string | null;
}) {
  return (
    <div
      data-best={best || undefined}
      className={cn(
        'grid rounded-lg px-1.5 py-1 tabular-nums sm:px-2',
        best ? 'bg-emerald-500/15 text-emerald-200 ring-1 ring-emerald-400/60' : 'text-slate-100',
      )}
    >
      <span className="font-semibold whitespace-nowrap">
        {line ? <span className="mr-1">{line}</span> : null}
        <span data-price>{formatPrice(price, format)}</span>
        {best ? <span className="sr-only"> (best price)</span> : null}
      </span>
      {fair ? <span className="text-xs whitespace-nowrap text-slate-400">fair {fair}</span> : null}
    </div>
  );
}

function Cell({ children }: { children: ReactNode }) {
  return (
    <td className="px-1 py-2 align-top sm:px-3">
      <div className="grid gap-1">{children}</div>
    </td>
  );
}

const NONE = <span className="px-2 text-slate-500">—</span>;

export function OddsGrid({
  market,
  books,
  format,
}: {
  market: GameMarket;
  books: readonly MarketBook[];
  format: OddsFormat;
}) {
  const isBest = (side: GridSide, key: string) => market.best[side].includes(key);
  const fair = market.fairLine;
  const fairMl = market.fairMoneyline;
  // A fair spread or total is a number, not a price: at the fair number each side is even money.
  const fairSpread = fair?.spread ?? null;
  return (
    <TableScroller label="Odds by sportsbook">
      <table className="w-full border-collapse text-left text-xs sm:text-sm">
        <caption className="sr-only">
          Spread, total and moneyline at every sportsbook, away team first; the best price on each side is
          marked.
        </caption>
        <thead className="bg-slate-900 text-xs tracking-wider text-slate-400 uppercase">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Book
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Spread
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Total
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              <abbr title="Moneyline" className="no-underline sm:hidden">
                ML
              </abbr>
              <span className="hidden sm:inline">Moneyline</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          <tr className="bg-sky-500/5" data-row="fair">
            <th scope="row" className="px-2 py-2 align-top font-semibold text-sky-200 sm:px-3">
              <abbr title={FAIR_LINE_LABEL} className="no-underline">
                Fair
              </abbr>
              <span className="block text-xs font-normal text-slate-400">no-vig</span>
            </th>
            <Cell>
              {fairSpread !== null ? (
                <>
                  <span className="px-2 font-semibold text-sky-100">{formatPoint(-fairSpread)}</span>
                  <span className="px-2 font-semibold text-sky-100">{formatPoint(fairSpread)}</span>
                </>
              ) : (
                NONE
              )}
            </Cell>
            <Cell>
              {fair?.total != null ? (
                <span className="px-2 font-semibold text-sky-100">{plainNumber(fair.total)}</span>
              ) : (
                NONE
              )}
            </Cell>
            <Cell>
              {fairMl ? (
                <>
                  <span className="px-2 font-semibold text-sky-100">{formatPrice(fairMl.away, format)}</span>
                  <span className="px-2 font-semibold text-sky-100">{formatPrice(fairMl.home, format)}</span>
                </>
              ) : (
                NONE
              )}
            </Cell>
          </tr>
          {books.map((b) => {
            const fairAt = (side: 'home' | 'away') =>
              b.spreadFairPrice?.side === side ? formatPrice(b.spreadFairPrice.price, format) : null;
            return (
              <tr key={b.key} data-book={b.key} className={b.stale ? 'bg-amber-950/30' : undefined}>
                <th scope="row" className="px-2 py-2 align-top font-semibold break-words text-white sm:px-3">
                  {bookLabel(b)}
                  {b.stale ? <span className="block text-xs font-normal text-amber-300">stale</span> : null}
                  <PriceAge asOf={b.fetchedAt} stale={b.stale} className="block font-normal" />
                  <PlaceBetButton
                    draft={draftFromBook(market, b)}
                    label={`I placed this at ${bookLabel(b)}`}
                    look="row"
                  />
                </th>
                <Cell>
                  {b.spread ? (
                    <>
                      <Offer
                        line={formatPoint(b.spread.away.point)}
                        price={b.spread.away.price}
                        format={format}
                        best={isBest('spreadAway', b.key)}
                        fair={fairAt('away')}
                      />
                      <Offer
                        line={formatPoint(b.spread.home.point)}
                        price={b.spread.home.price}
                        format={format}
                        best={isBest('spreadHome', b.key)}
                        fair={fairAt('home')}
                      />
                    </>
                  ) : (
                    NONE
                  )}
                </Cell>
                <Cell>
                  {b.total ? (
                    <>
                      <Offer
                        line={`O ${plainNumber(b.total.over.point)}`}
                        price={b.total.over.price}
                        format={format}
                        best={isBest('over', b.key)}
                      />
                      <Offer
                        line={`U ${plainNumber(b.total.under.point)}`}
                        price={b.total.under.price}
                        format={format}
                        best={isBest('under', b.key)}
                      />
                    </>
                  ) : (
                    NONE
                  )}
                </Cell>
                <Cell>
                  {b.moneyline ? (
                    <>
                      <Offer price={b.moneyline.away.price} format={format} best={isBest('mlAway', b.key)} />
                      <Offer price={b.moneyline.home.price} format={format} best={isBest('mlHome', b.key)} />
                    </>
                  ) : (
                    NONE
                  )}
                </Cell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
