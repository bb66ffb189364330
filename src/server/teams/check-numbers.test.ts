import { describe, expect, it } from 'vitest';
import { allTeams } from './catalogue';
import type { Team } from './types';
import { priceGame } from '@shared/pricing/price-game';
import type { BookQuote, PriceGameInput } from '@shared/pricing/types';
import { numbersIn, unsupportedNumbers } from '@shared/explain/check-numbers';
import type { ContextualFactor, ExplainContext } from '@shared/explain/explain-context';
import { writeSummary } from '@shared/explain/write-summary';

describe('numbersIn', () => {
  it('finds integers, decimals, signs, percentages, American odds and dollars', () => {
    const found = numbersIn(
      'Chiefs -3.5 (-110) at +105: 55.2% vs 52.4%, +$4.10 per $100, 1,250 fans, 7 and .5',
    );
    expect(found.map((n) => n.raw)).toEqual([
      '-3.5',
      '-110',
      '+105',
      '55.2%',
      '52.4%',
      '+$4.10',
      '$100',
      '1,250',
      '7',
      '.5',
    ]);
    expect(found[0]).toMatchObject({ value: -3.5, decimals: 1, percent: false, money: false });
    expect(found[3]).toMatchObject({ value: 55.2, percent: true });
    expect(found[5]).toMatchObject({ value: 4.1, decimals: 2, money: true });
    expect(found[7]!.value).toBe(1250);
    expect(numbersIn('−6.5 and –2')).toEqual([
      expect.objectContaining({ value: -6.5 }),
      expect.objectContaining({ value: -2 }),
    ]);
    expect(numbersIn('no numbers here')).toEqual([]);
  });
});

const now = new Date('2025-10-12T16:00:00Z');
const nfl = allTeams('nfl');
const niners = nfl.find((t) => t.id === 'SF')!;
const seahawks = nfl.find((t) => t.id === 'SEA')!;

function quote(key: string, title: string, homePoint: number, minutesOld = 3): BookQuote {
  return {
    key,
    title,
    simulated: false,
    fetchedAt: new Date(now.getTime() - minutesOld * 60_000),
    spreads: { home: { point: homePoint, price: -110 }, away: { point: -homePoint, price: -110 } },
    totals: { over: { point: 45.5, price: -110 }, under: { point: 45.5, price: -110 } },
  };
}

const priced = priceGame({
  league: 'nfl',
  homeTeam: niners,
  awayTeam: seahawks,
  kickoff: new Date('2025-10-12T20:05:00Z'),
  neutralSite: false,
  prediction: { expectedHomeScore: 25.4, expectedAwayScore: 21.2, residualSigma: 14, totalSigma: 13.6 },
  books: [quote('bet365', 'Bet365', -3), quote('draftkings', 'DraftKings', -3.5)],
  now,
});

describe('unsupportedNumbers', () => {
  it("accepts the analysis's numbers in the formats it supports", () => {
    const best = priced.books[0]!;
    const text = [
      `${best.betString} at ${best.name}`,
      `edge ${best.edge.toFixed(1)}%, +$${best.evPer100.toFixed(2)} per $100`,
      `covers ${(best.coverProbability * 100).toFixed(1)}%, about ${Math.round(best.coverProbability * 100)}%`,
      `model ${Math.abs(priced.modelSpread!).toFixed(1)}, projected ${priced.homeExpectedScore!.toFixed(1)}`,
      'Week 6 of the 2025 season, October 12',
    ].join('. ');
    expect(unsupportedNumbers(text, priced, { week: 6 })).toEqual([]);
  });

  it('rejects an invented number, a wrong rounding and an unsupported whole number', () => {
    expect(unsupportedNumbers('The 49ers are 11-2 at home this year.', priced)).toContain('11');
    // Tunables that are not in play here (the Wong total cap, the stale age) are not numbers to quote.
    expect(
      unsupportedNumbers('Totals under 49 suit teasers; prices go stale after 30 minutes.', priced),
    ).toEqual(['49', '30']);
    expect(unsupportedNumbers('Edge 12.7%.', priced)).toEqual(['12.7%']);
    // The ratings total 46.6 may be written 46.6 but not 47.
    expect(priced.ratingsTotal).toBe(46.6);
    expect(unsupportedNumbers('Ratings total 46.6.', priced)).toEqual([]);
    expect(unsupportedNumbers('Ratings total 47.', priced)).toEqual(['47']);
    expect(
      unsupportedNumbers(
        { bestBet: 'x', riskFactors: 'y', keyInsight: 'Week 6', advancedStatsInsight: '' },
        priced,
      ),
    ).toEqual(['6']);
  });

  it('does not read team or book names as numbers', () => {
    expect(unsupportedNumbers('San Francisco 49ers at Bet365; bet365 has the 49ers', priced)).toEqual([]);
  });

  it('allows numbers from the context: notes, stats (and their percentages), season and week', () => {
    const context: ExplainContext = {
      contextualNotes: 'LT out 4 weeks',
      week: 6,
      advancedStats: {
        season: 2025,
        source: 'cfbd',
        awayTeamOffense: { successRate: 0.4567 },
        awayTeamDefense: {},
        homeTeamOffense: {},
        homeTeamDefense: {},
      },
    };
    expect(
      unsupportedNumbers('Out 4 weeks; success rate 45.7% (0.46); week 6, 2025', priced, context),
    ).toEqual([]);
  });
});

/** Small deterministic PRNG for the generated analyses. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BOOKS = [
  ['draftkings', 'DraftKings'],
  ['fanduel', 'FanDuel'],
  ['betmgm', 'BetMGM'],
  ['bet365', 'Bet365'],
  ['williamhill_us', 'Caesars'],
  ['betrivers', 'BetRivers'],
  ['pointsbetus', 'PointsBet (US)'],
  ['espnbet', 'ESPN BET'],
  ['fanatics', 'Fanatics'],
  ['bovada', 'Bovada'],
] as const;
const PRICES = [-130, -125, -120, -115, -112, -110, -108, -105, 100, 102, 105, 110, 120];
const FACTORS: ContextualFactor[] = ['weather', 'schedule', 'travel', 'injury', 'motivation', 'primetime'];

function generated(seed: number): { input: PriceGameInput; context: ExplainContext } {
  const r = mulberry32(seed);
  const pickFrom = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const league = r() < 0.5 ? ('nfl' as const) : ('cfb' as const);
  const teams = allTeams(league);
  const home: Team = pickFrom(teams);
  let away: Team = pickFrom(teams);
  while (away.id === home.id) away = pickFrom(teams);
  const expectedHomeScore = 10 + r() * 30;
  const expectedAwayScore = 7 + r() * 30;
  const fairLine = expectedAwayScore - expectedHomeScore;
  const marketLine = Math.round((fairLine + (r() - 0.5) * 10) * 2) / 2;
  const marketTotal =
    Math.round(expectedHomeScore + expectedAwayScore + (r() - 0.5) * 10) + (r() < 0.7 ? 0.5 : 0);
  const books: BookQuote[] = [];
  const count = Math.floor(r() * 11);
  for (let i = 0; i < count; i++) {
    const [key, title] = BOOKS[i]!;
    const point = marketLine + pickFrom([-0.5, 0, 0, 0, 0.5]);
    books.push({
      key,
      title,
      simulated: r() < 0.2,
      fetchedAt: new Date(now.getTime() - (r() < 0.15 ? 31 + r() * 200 : r() * 29) * 60_000),
      ...(r() < 0.95
        ? {
            spreads: {
              home: { point, price: pickFrom(PRICES) },
              away: { point: -point, price: pickFrom(PRICES) },
            },
          }
        : {}),
      ...(r() < 0.8
        ? {
            totals: {
              over: { point: marketTotal, price: pickFrom(PRICES) },
              under: { point: marketTotal, price: pickFrom(PRICES) },
            },
          }
        : {}),
    });
  }
  const stat = () => (r() < 0.8 ? Number((r() * 8).toFixed(Math.floor(r() * 4))) : undefined);
  const block = () => ({
    totalYardsPerPlay: stat(),
    passNetYardsPerAttempt: stat(),
    rushYardsPerAttempt: stat(),
    successRate: r() < 0.5 ? r() : undefined,
    ppaPerPlay: r() < 0.3 ? r() - 0.3 : undefined,
    turnoverPercentage: stat(),
    scoringPercentage: r() < 0.5 ? r() * 60 : undefined,
    passingYardsPerGame: r() < 0.3 ? 150 + r() * 200 : undefined,
  });
  const input: PriceGameInput = {
    league,
    homeTeam: home,
    awayTeam: away,
    kickoff: new Date(now.getTime() + r() * 7 * 86_400_000),
    neutralSite: r() < 0.15,
    prediction:
      r() < 0.92
        ? {
            expectedHomeScore,
            expectedAwayScore,
            residualSigma: league === 'nfl' ? 13 + r() * 3 : 15 + r() * 4,
            totalSigma: r() < 0.7 ? 13 + r() * 4 : null,
          }
        : null,
    injuryAdjustment: r() < 0.2 ? pickFrom([-2, -1, -0.5, 0.5, 1, 1.5, 3]) : null,
    books,
    now,
    dataQuality: r() < 0.7 ? 1 : r(),
  };
  const context: ExplainContext = {
    gameId: `g${seed}`,
    advancedStats:
      r() < 0.6
        ? {
            season: 2025,
            source: pickFrom(['nflverse', 'cfbd', 'pfr 2025']),
            awayTeamOffense: block(),
            awayTeamDefense: block(),
            homeTeamOffense: block(),
            homeTeamDefense: block(),
          }
        : null,
    contextualNotes:
      r() < 0.3
        ? `Starter listed at ${Math.floor(r() * 90)}% after ${Math.floor(r() * 5)} missed practices`
        : null,
    contextualFactors: FACTORS.filter(() => r() < 0.15),
    season: 2025,
    week: 1 + Math.floor(r() * 15),
  };
  return { input, context };
}

describe('the deterministic writer always passes the number check', () => {
  it('over 600 generated analyses (NFL and college, stale, verify, no model, injuries, stats, notes)', () => {
    const seen = {
      noModel: 0,
      stale: 0,
      verify: 0,
      recommendation: 0,
      wong: 0,
      stats: 0,
      injury: 0,
      lean: 0,
    };
    for (let seed = 1; seed <= 600; seed++) {
      const { input, context } = generated(seed);
      const analysis = priceGame(input);
      const summary = writeSummary(analysis, context);
      const unsupported = unsupportedNumbers(summary, analysis, context);
      if (unsupported.length > 0) {
        throw new Error(`seed ${seed}: ${unsupported.join(', ')}\n${JSON.stringify(summary, null, 2)}`);
      }
      seen.noModel += analysis.modelSpread === null ? 1 : 0;
      seen.stale += analysis.flags.stalePrices ? 1 : 0;
      seen.verify += analysis.flags.verifyEdge ? 1 : 0;
      seen.recommendation += analysis.recommendation ? 1 : 0;
      seen.wong += analysis.wong?.side ? 1 : 0;
      seen.stats += summary.advancedStatsInsight ? 1 : 0;
      seen.injury += analysis.injuryAdjustment ? 1 : 0;
      seen.lean += analysis.totalLean ? 1 : 0;
    }
    // The generator really exercised every branch.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(5);
  }, 60_000);

  it('and an invented number in that output fails it', () => {
    let caught = 0;
    for (let seed = 1; seed <= 50; seed++) {
      const { input, context } = generated(seed);
      const analysis = priceGame(input);
      const summary = writeSummary(analysis, context);
      const trend = { ...summary, keyInsight: `${summary.keyInsight} They have covered 8 of their last 11.` };
      if (unsupportedNumbers(trend, analysis, context).length > 0) caught++;
      const invented = {
        ...summary,
        riskFactors: `${summary.riskFactors} Their quarterback has thrown for 2,318.5 yards.`,
      };
      expect(unsupportedNumbers(invented, analysis, context)).toEqual(['2,318.5']);
    }
    // Small whole numbers can coincide with a number of the analysis; a made-up trend still fails almost always.
    expect(caught).toBeGreaterThanOrEqual(45);
  });
});
