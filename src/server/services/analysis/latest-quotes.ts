import type { BookQuote } from '@shared/pricing';
import type { Queryable, Repositories } from '../../repositories';
import { createQuotesRepository, type SnapshotRow } from '../../repositories/quotes-repository';

/** A context (its quotes repository), or a bare database for the callers that still hold only `db`. */
export type QuotesSource = { repos: Pick<Repositories, 'quotes'> } | Queryable;

function quotesOf(source: QuotesSource): Repositories['quotes'] {
  return 'repos' in source ? source.repos.quotes : createQuotesRepository(source);
}

/** Each book's most recent price for each market side, as of `at`, folded into one quote per book. */
export async function latestQuotes(source: QuotesSource, gameId: string, at: Date): Promise<BookQuote[]> {
  return foldQuotes(await quotesOf(source).latestForGame(gameId, at));
}

/** latestQuotes for many games in one query (the slate), keyed by game id; a game without quotes is absent. */
export async function latestQuotesByGame(
  source: QuotesSource,
  gameIds: readonly string[],
  at: Date,
): Promise<Map<string, BookQuote[]>> {
  const byGame = await quotesOf(source).latestForGames(gameIds, at);
  return new Map([...byGame].map(([id, list]) => [id, foldQuotes(list)]));
}

/**
 * How current a stored price is: when we fetched it, or the source's own last update when that is
 * older. A feed keeps listing a book whose prices it stopped refreshing (The Odds API's bookmaker
 * `last_update` hours old): fetching that price again just now does not make it a current price, so
 * it must read as stale (no edge, out of the fair line).
 */
function priceAsOf(r: Pick<SnapshotRow, 'fetchedAt' | 'sourceUpdatedAt'>): Date {
  return r.sourceUpdatedAt && r.sourceUpdatedAt < r.fetchedAt ? r.sourceUpdatedAt : r.fetchedAt;
}

function foldQuotes(rows: readonly SnapshotRow[]): BookQuote[] {
  const books = new Map<
    string,
    {
      key: string;
      title: string;
      simulated: boolean;
      fetchedAt: Date;
      sides: Map<string, { point: number | null; price: number }>;
    }
  >();
  for (const r of rows) {
    const asOf = priceAsOf(r);
    const book = books.get(r.bookKey) ?? {
      key: r.bookKey,
      title: r.bookTitle,
      simulated: r.simulated,
      fetchedAt: asOf,
      sides: new Map(),
    };
    // A book is as fresh as its oldest side: a half-updated market is not a current price.
    if (asOf < book.fetchedAt) book.fetchedAt = asOf;
    book.sides.set(`${r.market}:${r.side}`, { point: r.point, price: r.price });
    books.set(r.bookKey, book);
  }
  return [...books.values()].map((b) => {
    const s = (k: string) => b.sides.get(k);
    const sh = s('spreads:home');
    const sa = s('spreads:away');
    const to = s('totals:over');
    const tu = s('totals:under');
    const hh = s('h2h:home');
    const ha = s('h2h:away');
    return {
      key: b.key,
      title: b.title,
      simulated: b.simulated,
      fetchedAt: b.fetchedAt,
      ...(sh && sa && sh.point !== null && sa.point !== null
        ? {
            spreads: {
              home: { point: sh.point, price: sh.price },
              away: { point: sa.point, price: sa.price },
            },
          }
        : {}),
      ...(to && tu && to.point !== null && tu.point !== null
        ? {
            totals: {
              over: { point: to.point, price: to.price },
              under: { point: tu.point, price: tu.price },
            },
          }
        : {}),
      ...(hh && ha ? { h2h: { home: { price: hh.price }, away: { price: ha.price } } } : {}),
    };
  });
}
