import { marketConsensus } from '@shared/pricing/price-game';
import { latestQuotes } from '../analysis/latest-quotes';
import type { ServiceContext } from '../context';

/**
 * The closing line of a game the live feed has just graded: the consensus (median) of the real books'
 * last quotes at kickoff. The ratings learn from past closing lines (docs/model.md, "market-implied
 * ratings"), so a live game must carry one once it is final, as the imported history does. A book's
 * last quote counts if it was fetched within a day of kickoff.
 */
export const CLOSING_WINDOW_MINUTES = 24 * 60;

export async function closingLineAtKickoff(
  ctx: ServiceContext,
  game: { readonly id: string; readonly kickoff: Date },
): Promise<{ closingHomeLine: number | null; closingTotal: number | null }> {
  const books = (await latestQuotes(ctx, game.id, game.kickoff)).filter((b) => !b.simulated);
  const consensus = marketConsensus(books, game.kickoff, CLOSING_WINDOW_MINUTES);
  return { closingHomeLine: consensus.homeLine, closingTotal: consensus.total };
}
