import { marketFairLine, type FairLine } from '@shared/pricing/fair-line';
import { toSportCode } from '@shared/league';
import { isStale } from '@shared/pricing/rate-book-line';
import type { League } from '@shared/league';
import type { ServiceContext } from '../context';
import { latestQuotes } from '../analysis/latest-quotes';
import { CLOSING_WINDOW_MINUTES } from '../ingest/record-closing-line';

export interface ClosingFairLine {
  readonly fair: FairLine;
  /** The newest quote it was made from. */
  readonly at: Date;
}

/**
 * The market fair line at the close: the product's own fair line (Shin no-vig per book, key-number
 * aware, sharp books weighted up) of each book's last stored quote before kickoff, books quoting
 * within the closing window only (the one the recorded closing line uses). The offline replay's demo
 * books count: the demo's bets were made at them. Null without a spread to make a fair line from.
 */
export async function closingFairLine(
  ctx: ServiceContext,
  game: { readonly id: string; readonly league: string; readonly kickoff: Date },
): Promise<ClosingFairLine | null> {
  const quotes = (await latestQuotes(ctx.db, game.id, game.kickoff)).filter(
    (q) => !isStale(q.fetchedAt, game.kickoff, CLOSING_WINDOW_MINUTES),
  );
  const fair = marketFairLine(toSportCode(game.league as League), quotes);
  if (!fair) return null;
  const at = new Date(Math.max(...quotes.map((q) => q.fetchedAt.getTime())));
  return { fair, at };
}
