/**
 * Measures the default demo's sportsbooks (the offline replay, no ODDS_API_KEY) against the fit they
 * were generated from, and the edges the product prices from them.
 *
 *   npm run measure:demo                                   # picks window from now
 *   npm run measure:demo -- --now 2026-11-25T20:00:00Z     # another moment
 *
 * 1. Books: every game of the picks window (now to 8 days ahead, the replay's alignment of that day),
 *    as served now and at kickoff (their closing numbers): dispersion around the consensus, the
 *    consensus against the real close, opener moves, prices and holds, next to demo-book-fit.json.
 * 2. Edges: the product's own refresh job on an in-memory database (history import, odds ingest,
 *    analysis through src/shared/pricing's priceGame), then each game's best edge: median positive
 *    edge, share above 4%, max, and buy-tier picks above EDGE_VERIFY_PERCENT (issue 11's targets).
 */
import type { Game } from '@shared/api/games';
import { impliedProbability } from '@shared/odds/american-odds';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import type { BookOdds, OddsEvent } from '../src/server/providers/ports';
import {
  latentOffsets,
  loadDemoBookFit,
  type DemoBookFit,
} from '../src/server/providers/replay/demo-book-fit';
import {
  closeKind,
  impliedThreeBookDeviations,
  lowerMedian,
  subsetDeviations,
  summariseDeviations,
  type DispersionSummary,
} from '../src/server/providers/replay/dispersion';

import { DEMO_BOOKS } from '../src/server/providers/replay/book-lines';
import { DRIFT_WINDOW_MS, toHalfPoint } from '../src/server/providers/replay/line-drift';
import { createReplayProvider, type ReplayMarket } from '../src/server/providers/replay/replay-provider';
import { listAnalyzedGames } from '../src/server/services/analysis/list-games';
import { RatingsStore } from '../src/server/services/analysis/rated-league';
import { LEAGUES } from '@shared/league';
import { refreshGames } from '../src/server/services/analysis/refresh';
import { createServiceContext } from '../src/server/services/context';
import { importHistory } from '../src/server/services/ingest/import-history';

const DAY_MS = 86_400_000;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const row = (
  label: string,
  d: DispersionSummary | { on: number; half: number; more: number; lines?: number },
) =>
  'onConsensus' in d
    ? `  ${label.padEnd(44)} on ${pct(d.onConsensus).padStart(6)}  ½ off ${pct(d.halfPoint).padStart(6)}  ≥1 off ${pct(d.pointOrMore).padStart(6)}  (${d.lines} lines)`
    : `  ${label.padEnd(44)} on ${pct(d.on).padStart(6)}  ½ off ${pct(d.half).padStart(6)}  ≥1 off ${pct(d.more).padStart(6)}`;

interface Measured {
  event: OddsEvent;
  market: ReplayMarket;
}

const spreadOf = (b: BookOdds) => b.markets.spreads?.home.point;
const LOW_HOLD = new Set(DEMO_BOOKS.filter((b) => b.ladder === 'lowHold').map((b) => b.key));
const totalOf = (b: BookOdds) => b.markets.totals?.over.point;

/** Dispersion over every three-book subset of each game's books. */
function dispersion(games: readonly BookOdds[][], line: (b: BookOdds) => number | undefined) {
  const deviations = games.flatMap((books) => {
    const lines = books.flatMap((b) => (line(b) === undefined ? [] : [line(b)!]));
    return lines.length >= 3 ? subsetDeviations(lines) : [];
  });
  return deviations.length > 0 ? summariseDeviations(deviations) : null;
}

/** What the fitted model implies for three books, weighted by the kinds of number in this slate. */
function impliedFor(latent: DemoBookFit['spread']['latent'], kinds: readonly string[]) {
  const out = { on: 0, half: 0, more: 0 };
  for (const kind of kinds) {
    for (const [d, p] of impliedThreeBookDeviations(latentOffsets(latent[kind]!))) {
      const w = p / kinds.length;
      if (d === 0) out.on += w;
      else if (Math.abs(d) === 0.5) out.half += w;
      else out.more += w;
    }
  }
  return out;
}

function printBooks(measured: readonly Measured[], fit: DemoBookFit): void {
  const generated = measured.filter((m) => m.market.realProviders === 0);
  const real = measured.filter((m) => m.market.realProviders > 0);
  const closing = (ms: readonly Measured[]) => ms.map((m) => m.market.booksAt(m.market.anchor.kickoff));
  const served = (ms: readonly Measured[]) => ms.map((m) => m.event.books);
  // The low-hold book hangs the market's number by construction; the retail books are the fitted ones.
  const retail = (games: BookOdds[][]) => games.map((books) => books.filter((b) => !LOW_HOLD.has(b.key)));
  console.log(
    `\nBooks: ${measured.length} games in the window, ${generated.length} with generated books ` +
      `(${generated.length > 0 ? generated[0]!.event.books.length : 0} each), ${real.length} with real college providers`,
  );

  console.log('\nSpreads: each book against the median of every three-book subset');
  console.log(row('fit: real college books 2024 (observed)', fit.spread.observed));
  const kinds = generated.map((m) => closeKind(toHalfPoint(m.market.anchor.closeHomeLine)));
  console.log(row('fit: model, for this slate’s closing numbers', impliedFor(fit.spread.latent, kinds)));
  for (const [label, books] of [
    ['generated retail books at kickoff', retail(closing(generated))],
    ['generated retail books as served now', retail(served(generated))],
    ['real college providers at kickoff', closing(real)],
  ] as const) {
    const d = dispersion(books, spreadOf);
    if (d) console.log(row(label, d));
  }
  console.log('\nTotals');
  console.log(row('fit: real college books 2024 (observed)', fit.total.observed));
  for (const [label, books] of [
    ['generated retail books at kickoff', retail(closing(generated))],
    ['generated retail books as served now', retail(served(generated))],
  ] as const) {
    const d = dispersion(books, totalOf);
    if (d) console.log(row(label, d));
  }

  // The consensus at kickoff against the real closing line, and the opener's move to it.
  const onClose = generated.filter((m) => {
    const books = m.market.booksAt(m.market.anchor.kickoff);
    return lowerMedian(books.map((b) => spreadOf(b)!)) === toHalfPoint(m.market.anchor.closeHomeLine);
  }).length;
  console.log(
    `\nConsensus (median book) at kickoff = the real closing line: ${onClose} of ${generated.length} generated games`,
  );
  const moves = generated.map((m) => {
    const consensus = (t: number) => lowerMedian(m.market.booksAt(t).map((b) => spreadOf(b)!));
    const open = consensus(m.market.anchor.kickoff - DRIFT_WINDOW_MS);
    const close = consensus(m.market.anchor.kickoff);
    return close < 0 ? open - close : close - open;
  });
  if (moves.length > 0) {
    const f = fit.opener.spread.move;
    console.log(
      `Opener → close (toward the favourite): generated unchanged ${pct(moves.filter((x) => x === 0).length / moves.length)}, ` +
        `toward ${pct(moves.filter((x) => x > 0).length / moves.length)}, mean |move| ${(moves.reduce((s, x) => s + Math.abs(x), 0) / moves.length).toFixed(2)}; ` +
        `fit unchanged ${pct(f.unchanged)}, toward ${pct(f.towardFavourite)}, mean |move| ${f.meanAbs.toFixed(2)}`,
    );
  }

  // Prices: the overround of each spread pair, by kind of book, and how often a side is juiced past −115.
  const pairs = served(measured)
    .flat()
    .flatMap((b) => (b.markets.spreads ? [{ book: b, s: b.markets.spreads }] : []));
  const overround = (filter: (b: BookOdds) => boolean) => {
    const o = pairs
      .filter((p) => filter(p.book))
      .map((p) => impliedProbability(p.s.home.price) + impliedProbability(p.s.away.price) - 1);
    return o.length > 0
      ? `${pct(lowerMedian(o))} median (${pct(Math.min(...o))}–${pct(Math.max(...o))}, ${o.length} quotes)`
      : 'none';
  };
  console.log(
    `\nSpread overround, retail books: ${overround((b) => !LOW_HOLD.has(b.key))}; fit ${pct(fit.prices.retail.medianOverround)}`,
  );
  console.log(
    `Spread overround, low-hold book: ${overround((b) => LOW_HOLD.has(b.key))}; fit ${pct(fit.prices.lowHold.medianOverround)}`,
  );
  const flat = pairs.filter((p) => p.s.home.price === -110 && p.s.away.price === -110).length;
  const juiced = pairs.filter((p) => Math.min(p.s.home.price, p.s.away.price) <= -120).length;
  console.log(
    `Quotes at −110/−110: ${pct(flat / pairs.length)}; a side at −120 or more: ${pct(juiced / pairs.length)} (${pairs.length} quotes now)`,
  );
}

function printEdges(games: readonly Game[], verifyAbove: number): void {
  const priced = games.filter((g) => g.modelSpread !== null && g.bestSportsbooks.some((b) => !b.stale));
  console.log(
    `\nEdges (the product's analysis, EDGE_VERIFY_PERCENT ${verifyAbove}): ${priced.length} priced games`,
  );
  for (const league of [...LEAGUES, 'all'] as const) {
    const edges = priced.filter((g) => league === 'all' || g.league === league).map((g) => g.maxEdge);
    if (edges.length === 0) continue;
    const positive = edges.filter((e) => e > 0).sort((a, b) => a - b);
    const median = positive.length > 0 ? positive[Math.floor((positive.length - 1) / 2)]! : null;
    console.log(
      `  ${league.padEnd(4)} ${String(edges.length).padStart(3)} games: best edge > 0 in ${pct(positive.length / edges.length)}, ` +
        `median positive edge ${median === null ? 'n/a' : `${median.toFixed(1)}%`}, above 4% ${pct(edges.filter((e) => e > 4).length / edges.length)}, ` +
        `max ${Math.max(...edges).toFixed(1)}%`,
    );
  }
  const tiers = new Map<string, number>();
  for (const g of priced)
    tiers.set(g.recommendationTier ?? 'none', (tiers.get(g.recommendationTier ?? 'none') ?? 0) + 1);
  console.log(`  tiers: ${[...tiers.entries()].map(([t, n]) => `${t} ${n}`).join(', ')}`);
  const buyAbove = priced.filter(
    (g) =>
      (g.recommendationTier === 'BUY' || g.recommendationTier === 'STRONG_BUY') && g.maxEdge > verifyAbove,
  );
  console.log(`  buy-tier picks above ${verifyAbove}%: ${buyAbove.length}`);
  const bases = new Map<string, number>();
  for (const g of priced)
    bases.set(g.pricingBasis?.kind ?? 'none', (bases.get(g.pricingBasis?.kind ?? 'none') ?? 0) + 1);
  console.log(`  priced against: ${[...bases.entries()].map(([b, n]) => `${b} ${n}`).join(', ')}`);
  const rated = priced.filter((g) => g.ratingsSpread !== null && g.vegasSpread !== null);
  const apart = rated.filter((g) => Math.abs(g.ratingsSpread! - g.vegasSpread!) >= 0.5).length;
  console.log(
    `  BetLens ratings ≥ 0.5 points from the posted line: ${apart} of ${rated.length} rated games (${pct(apart / Math.max(1, rated.length))}); off-market prices: ${priced.reduce((n, g) => n + g.bestSportsbooks.filter((b) => b.offMarket).length, 0)}`,
  );
  for (const g of buyAbove)
    console.log(
      `    ${g.awayTeam} @ ${g.homeTeam}: ${g.maxEdge}% ${g.bestSportsbooks[0]?.betString} at ${g.bestSportsbooks[0]?.name}`,
    );
}

async function main(argv: readonly string[]): Promise<void> {
  const at = argv.indexOf('--now');
  const now = at >= 0 && argv[at + 1] ? new Date(argv[at + 1]!) : new Date();
  if (Number.isNaN(now.getTime())) throw new RangeError(`--now is not a date: ${argv[at + 1]}`);
  const window = { from: now, to: new Date(now.getTime() + 8 * DAY_MS) };
  const fit = loadDemoBookFit();
  const odds = createReplayProvider({ now: () => now, fit });
  console.log(
    `Picks window ${window.from.toISOString()} → ${window.to.toISOString()}; fit of ${fit.source.fittedOn}`,
  );

  const measured: Measured[] = [];
  for (const league of LEAGUES) {
    for (const event of (await odds.fetchOdds(league, window)).events)
      measured.push({ event, market: odds.marketOf(event) });
  }
  printBooks(measured, fit);

  const config = loadConfig();
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    const ctx = {
      ...createServiceContext({ db: database.db, config, now: () => now }),
      ratings: new RatingsStore(),
    };
    await importHistory(ctx);
    await refreshGames({ ...ctx, odds }, { params: {} }, async () => {});
    printEdges(await listAnalyzedGames(ctx, { leagues: LEAGUES, ...window }), config.pricing.verifyEdgeAbove);
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2));
