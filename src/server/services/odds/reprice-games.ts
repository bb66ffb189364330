import type { BookQuote } from '@shared/pricing';
import { isStale } from '@shared/pricing/rate-book-line';
import { analyzeAndStore, keptPrediction, type AnalysisDeps } from '../analysis/analyze-game';
import { latestQuotes } from '../analysis/latest-quotes';
import { adjustmentsOf, curationsFor } from '../curation/curation-state';
import { yieldToEventLoop } from '../jobs/yield-to-event-loop';

/**
 * Every poll prices again, at once, the games whose quotes changed (docs/pricing.md, "How fresh a
 * price is"). A game's quotes changed when a book's number or price moved, a book came or went, or
 * a book's price crossed the stale limit since the analysis (the fair line is built from fresh
 * books only, so that changes it too). The new version keeps the ratings' prediction of the last
 * analysis (they only move with results) and the built-in writer's text (whose numbers are the
 * new prices'): pricing 100 games takes well under a second.
 */

interface StoredQuote {
  key: string;
  fetchedAt: string;
  spreads?: BookQuote['spreads'];
  totals?: BookQuote['totals'];
  h2h?: BookQuote['h2h'];
}

function signature(
  quotes: readonly (Pick<BookQuote, 'key' | 'spreads' | 'totals' | 'h2h'> & { fetchedAt: Date | string })[],
  at: Date,
  staleAfterMinutes: number,
): string {
  return quotes
    .map((q) => {
      const fresh = !isStale(new Date(q.fetchedAt), at, staleAfterMinutes);
      const s = q.spreads;
      const t = q.totals;
      const h = q.h2h;
      return [
        q.key,
        fresh ? 'fresh' : 'stale',
        s ? `${s.home.point}/${s.home.price}/${s.away.point}/${s.away.price}` : '-',
        t ? `${t.over.point}/${t.over.price}/${t.under.price}` : '-',
        h ? `${h.home.price}/${h.away.price}` : '-',
      ].join(':');
    })
    .sort()
    .join('|');
}

function storedQuotes(inputs: Record<string, unknown>): StoredQuote[] | null {
  const quotes = inputs.quotes;
  if (!Array.isArray(quotes)) return null;
  const valid = quotes.filter(
    (q): q is StoredQuote =>
      typeof q === 'object' &&
      q !== null &&
      typeof (q as { key?: unknown }).key === 'string' &&
      typeof (q as { fetchedAt?: unknown }).fetchedAt === 'string',
  );
  return valid.length === quotes.length ? valid : null;
}

/** Prices again the given games whose quotes changed since their latest analysis; returns how many. */
export async function repriceChangedGames(
  deps: AnalysisDeps,
  gameIds: readonly string[],
  signal?: AbortSignal,
): Promise<number> {
  if (gameIds.length === 0) return 0;
  const now = deps.now();
  const staleAfter = deps.config.pricing.staleAfterMinutes;
  const rows = await deps.repos.games.byIds(gameIds);
  const scheduled = rows.filter((g) => g.status === 'scheduled' && g.kickoff > now);
  const curations = await curationsFor(
    deps.db,
    scheduled.map((g) => g.id),
  );
  const batch = { ...deps, ratings: deps.ratings.batch() };
  let repriced = 0;
  for (const game of scheduled) {
    await yieldToEventLoop(signal);
    const latest = await deps.repos.analyses.latestInputsForGame(game.id);
    const quotes = await latestQuotes(deps, game.id, now);
    const stored = latest ? storedQuotes(latest.inputs) : null;
    if (
      latest &&
      stored &&
      signature(stored, latest.createdAt, staleAfter) === signature(quotes, now, staleAfter)
    )
      continue;
    const prediction = latest ? keptPrediction(latest.inputs) : undefined;
    await analyzeAndStore(batch, game, adjustmentsOf(curations.get(game.id)), {
      // A game never analysed yet gets its full analysis (ratings and the writer's text).
      ...(prediction ? { prediction, priceOnly: true } : {}),
    });
    repriced++;
  }
  return repriced;
}
