import type { SlateBook, SlateGame } from '@shared/api/slate';
import { bestPrices } from '@shared/market/best-prices';
import { isBettableBook } from '@shared/odds/bettable-books';
import { bookDisplayName, isStale } from '@shared/pricing/rate-book-line';
import type { League } from '@shared/league';
import type { ServiceContext } from '../context';
import { latestQuotesByGame } from '../analysis/latest-quotes';
import { listAnalyzedGames } from '../analysis/list-games';

/**
 * The slate (GET /api/games): every analysed game kicking off in the window, soonest first, with its
 * best price per market and side at a bettable book (the user's books when given), priced against the
 * stored market fair line. A rejected game is shown to users nowhere, so it is left out here too.
 */
export async function listSlate(
  ctx: ServiceContext,
  window: { leagues: readonly League[]; from: Date; to: Date },
  /** The user's books (only bettable ones matter); null: every bettable book. */
  onlyBooks: readonly string[] | null,
): Promise<{ games: SlateGame[]; extra: { books: SlateBook[] } }> {
  const games = (await listAnalyzedGames(ctx, window)).filter((g) => g.curationStatus !== 'rejected');
  const now = ctx.now();
  const quotes = await latestQuotesByGame(
    ctx,
    games.map((g) => g.id),
    now,
  );
  const { staleAfterMinutes, bettableBooks } = ctx.config.pricing;
  const books = new Map<string, string>();
  for (const list of quotes.values())
    for (const q of list)
      if (isBettableBook(q.key, bettableBooks) && !isStale(q.fetchedAt, now, staleAfterMinutes))
        books.set(q.key, bookDisplayName(q));
  const slate = games.map((g) => ({
    id: g.id,
    sport: g.sport,
    league: g.league,
    awayTeam: g.awayTeam,
    homeTeam: g.homeTeam,
    awayTeamId: g.awayTeamId,
    homeTeamId: g.homeTeamId,
    commenceTime: g.commenceTime,
    isNeutralSite: g.isNeutralSite,
    fairLine: g.fairLine,
    ratingsSpread: g.ratingsSpread,
    ratingsTotal: g.ratingsTotal,
    ratingsLean: g.ratingsLean,
    ratingsAsOf: g.ratingsAsOf,
    ratingsOutOfDate: g.ratingsOutOfDate,
    curationStatus: g.curationStatus,
    result: g.result,
    replayOf: g.replayOf,
    bestPrices: bestPrices({
      league: g.league,
      fairLine: g.fairLine,
      quotes: quotes.get(g.id) ?? [],
      pricedSpreads: g.bestSportsbooks,
      pricedLines: g.marketLines,
      now,
      settings: ctx.config.pricing,
      onlyBooks,
    }),
  }));
  return {
    games: slate,
    extra: {
      books: [...books]
        .map(([key, name]) => ({ key, name }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key)),
    },
  };
}
