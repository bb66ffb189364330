import { liveQuoteKey, type LiveQuote, type LiveQuotes } from '@shared/pricing/judge-freshness';
import { latestQuotesByGame, type QuotesSource } from './latest-quotes';

/**
 * Each game's quotes as they stand now, in the form the read-time freshness judgement takes
 * (judge-freshness.ts): one entry per book, market and side, with the book's current as-of.
 */
export async function liveQuotesByGame(
  source: QuotesSource,
  gameIds: readonly string[],
  now: Date,
): Promise<Map<string, LiveQuotes>> {
  const byGame = await latestQuotesByGame(source, gameIds, now);
  const out = new Map<string, LiveQuotes>();
  for (const [gameId, books] of byGame) {
    const live = new Map<string, LiveQuote>();
    for (const book of books) {
      const asOf = book.fetchedAt;
      const put = (
        market: 'spread' | 'total' | 'moneyline',
        side: string,
        point: number | null,
        price: number,
      ) => live.set(liveQuoteKey(book.key, market, side), { point, price, asOf });
      if (book.spreads) {
        put('spread', 'home', book.spreads.home.point, book.spreads.home.price);
        put('spread', 'away', book.spreads.away.point, book.spreads.away.price);
      }
      if (book.totals) {
        put('total', 'over', book.totals.over.point, book.totals.over.price);
        put('total', 'under', book.totals.under.point, book.totals.under.price);
      }
      if (book.h2h) {
        put('moneyline', 'home', null, book.h2h.home.price);
        put('moneyline', 'away', null, book.h2h.away.price);
      }
    }
    out.set(gameId, live);
  }
  return out;
}
