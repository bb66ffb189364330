import type { ServiceContext } from '../context';
import { latestQuotes } from '../analysis/latest-quotes';
import { notifyLineMove } from '../sms/notify-subscribers';
import { textable } from '@shared/curation/publish-guards';
import { namedBetString } from '@shared/display/pick-line';
import { isStale } from '@shared/pricing/rate-book-line';

/**
 * After each refresh: when the book a live pick was published at now offers the picked side at
 * a line at least LINE_MOVE_ALERT_POINTS away from the published one, opted-in subscribers get a
 * text. Texts are de-duplicated per pick and line, so a line sitting still texts nobody twice.
 * Off-market and no-edge picks are never texted (publish-guards.ts, textable).
 */
export async function alertLineMoves(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const live = await ctx.repos.picks.liveOnApprovedGames(now);
  let queued = 0;
  for (const pick of live) {
    if (!textable(pick)) continue;
    const found = (await latestQuotes(ctx.db, pick.gameId, now)).find((q) => q.key === pick.bookKey);
    // A stale price is no news: a text names only a price the book offers now.
    const quote =
      found && !isStale(found.fetchedAt, now, ctx.config.pricing.staleAfterMinutes) ? found : undefined;
    // A spread's or a total's number can move; a moneyline has none (it is never line-alerted).
    const current =
      pick.market === 'total'
        ? quote?.totals?.[pick.side === 'under' ? 'under' : 'over'].point
        : pick.market === 'moneyline'
          ? undefined
          : quote?.spreads?.[pick.side === 'home' ? 'home' : 'away'].point;
    if (current === undefined || pick.line === null) continue;
    if (Math.abs(current - pick.line) < ctx.config.lineMoveAlertPoints) continue;
    const result = await notifyLineMove(ctx, {
      gameId: pick.gameId,
      pickId: pick.id,
      betString: namedBetString(pick.market, pick.betString),
      market: pick.market === 'total' ? 'total' : 'spread',
      fromLine: pick.line,
      toLine: current,
      book: pick.bookTitle,
    });
    queued += result.queued;
  }
  return queued;
}
