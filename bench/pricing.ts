/**
 * Pricing speed: 100 games × 10 books through priceGame (the product's hot pure path), timed over
 * repeated batches after one warm-up batch. Prints the median and worst batch.
 */
import { priceGame, type BookQuote, type PriceGameInput } from '@shared/pricing';

const now = new Date('2026-11-22T15:00:00Z');

function makeGames(seed: number): PriceGameInput[] {
  let s = seed;
  const rand = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: 100 }, (_, g) => {
    const league = g % 2 === 0 ? 'nfl' : 'cfb';
    const margin = (rand() - 0.5) * 28;
    const total = 38 + rand() * 20;
    const books: BookQuote[] = Array.from({ length: 10 }, (_, b) => {
      const line = Math.round((-margin + (rand() - 0.5) * 3) * 2) / 2;
      const tot = Math.round((total + (rand() - 0.5) * 3) * 2) / 2;
      return {
        key: `book${b}`,
        title: `Book ${b}`,
        simulated: true,
        fetchedAt: new Date(now.getTime() - 5 * 60_000),
        spreads: { home: { point: line, price: -110 + (b % 3) * 5 }, away: { point: -line, price: -110 } },
        totals: { over: { point: tot, price: -110 }, under: { point: tot, price: -110 } },
      };
    });
    return {
      league,
      homeTeam: { id: `h${g}`, name: `Home ${g}`, shortName: `H${g}` },
      awayTeam: { id: `a${g}`, name: `Away ${g}`, shortName: `A${g}` },
      kickoff: new Date(now.getTime() + 86_400_000),
      neutralSite: false,
      prediction: {
        expectedHomeScore: total / 2 + margin / 2,
        expectedAwayScore: total / 2 - margin / 2,
        residualSigma: league === 'nfl' ? 13.6 : 16,
        totalSigma: 13.8,
      },
      books,
      now,
    } satisfies PriceGameInput;
  });
}

export function benchPricing(batches = 15): { medianMs: number; worstMs: number; firstMs: number } {
  const times: number[] = [];
  for (let i = 0; i <= batches; i++) {
    const games = makeGames(i + 1);
    const t0 = performance.now();
    for (const game of games) priceGame(game);
    times.push(performance.now() - t0);
  }
  const [firstMs, ...rest] = times;
  const sorted = [...rest].sort((a, b) => a - b);
  return { firstMs: firstMs!, medianMs: sorted[Math.floor(sorted.length / 2)]!, worstMs: sorted.at(-1)! };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const r = benchPricing();
  console.log(
    `priceGame, 100 games × 10 books: median ${r.medianMs.toFixed(1)} ms, worst ${r.worstMs.toFixed(1)} ms, first (cold) ${r.firstMs.toFixed(1)} ms`,
  );
}
