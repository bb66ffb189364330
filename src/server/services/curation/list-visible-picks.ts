import {
  visiblePicks,
  type CurationEntry,
  type PickSurface,
  type PublishedVersion,
  type VisiblePick,
} from '@shared/curation/visible-picks';
import type { League } from '@shared/league';
import type { ServiceContext } from '../context';
import { listCuratedAnalyses } from '../analysis/list-games';
import { liveQuotesByGame } from '../analysis/live-quotes';
import { judgeFreshness, liveBestFor } from '@shared/pricing/judge-freshness';
import { resolvePricingOptions } from '@shared/pricing/pricing-options';
import { PRICED_MARKETS, type PricedMarketName } from '@shared/api/games';

const pricedMarket = (market: string): PricedMarketName =>
  (PRICED_MARKETS as readonly string[]).includes(market) ? (market as PricedMarketName) : 'spread';

interface Window {
  leagues: readonly League[];
  from: Date;
  to: Date;
}

/** Each game kicking off in the window: its latest analysis (with its decision) and its latest published version. */
export async function listCurationEntries(ctx: ServiceContext, window: Window): Promise<CurationEntry[]> {
  const analysed = await listCuratedAnalyses(ctx, window);
  const decided = analysed.filter(({ curation }) => curation && curation.status !== 'pending');
  const published = new Map<string, PublishedVersion>();
  if (decided.length > 0) {
    const rows = await ctx.repos.picks.latestForGames(decided.map(({ game }) => game.id));
    const now = ctx.now();
    const live = await liveQuotesByGame(
      ctx.db,
      rows.map((r) => r.gameId),
      now,
    );
    const settings = resolvePricingOptions(ctx.config.pricing);
    const latest = new Map(analysed.map(({ game }) => [game.id, game]));
    for (const row of rows) {
      const { gameId, game: frozen, publishedAt, side, price } = row;
      const market = pricedMarket(row.market);
      const current = latest.get(gameId);
      // The published bet stays the record and the headline; its price is judged like any other,
      // and the live best price of the same bet is shown beside it.
      const judged = judgeFreshness(frozen, {
        now,
        settings,
        live: live.get(gameId) ?? new Map(),
        keepLead: true,
      });
      const bet = { market, side: side as 'home' | 'away' | 'over' | 'under' };
      published.set(gameId, {
        version: row.version,
        market: row.market,
        betString: row.betString,
        bookTitle: row.bookTitle,
        units: row.units,
        edge: row.edge,
        offMarket: row.offMarket,
        offMarketReason: row.offMarketReason,
        payload: {
          ...judged,
          publishedBet: {
            ...bet,
            betString: row.betString,
            book: row.bookTitle,
            price,
            edge: row.edge,
            units: row.units,
            publishedAt: publishedAt.toISOString(),
          },
          livePrice: current ? liveBestFor(current, bet) : null,
        },
        publishedAt: publishedAt.toISOString(),
      });
    }
  }
  return analysed.map(({ game }) => ({ latest: game, published: published.get(game.id) ?? null }));
}

/** What one surface lists for the window (the shared rule in @shared/curation/visible-picks). */
export async function listVisiblePicks(
  ctx: ServiceContext,
  window: Window,
  surface: PickSurface,
): Promise<VisiblePick[]> {
  if (window.leagues.length === 0) return [];
  return visiblePicks(await listCurationEntries(ctx, window), surface);
}
