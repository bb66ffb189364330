import { describe, expect, it } from 'vitest';
import { gameSchema } from '../api/games';
import { writeSummary } from '../explain/write-summary';
import { priceGame } from './price-game';
import { DEFAULT_STALE_PRICE_MINUTES } from './pricing-options';
import { toGamePayload } from './to-game-payload';
import type { BookQuote } from './types';

const now = new Date('2025-09-07T17:00:00Z');

function book(key: string, homePoint: number, minutesOld: number, simulated = false): BookQuote {
  return {
    key,
    title: key === 'draftkings' ? 'DraftKings' : 'FanDuel',
    simulated,
    fetchedAt: new Date(now.getTime() - minutesOld * 60_000),
    spreads: { home: { point: homePoint, price: -110 }, away: { point: -homePoint, price: -110 } },
    totals: { over: { point: 44.5, price: -110 }, under: { point: 44.5, price: -110 } },
  };
}

const priced = priceGame({
  league: 'nfl',
  homeTeam: { id: 'KC', name: 'Kansas City Chiefs', shortName: 'Chiefs' },
  awayTeam: { id: 'BUF', name: 'Buffalo Bills', shortName: 'Bills' },
  kickoff: new Date('2025-09-07T20:25:00Z'),
  neutralSite: false,
  prediction: { expectedHomeScore: 26.2, expectedAwayScore: 21.1, residualSigma: 14, totalSigma: 13.6 },
  injuryAdjustment: 0.5,
  books: [book('draftkings', -3.5, 4), book('fanduel', -3, DEFAULT_STALE_PRICE_MINUTES + 20, true)],
  now,
});

const advancedStats = {
  season: 2025,
  source: 'nflverse',
  awayTeamOffense: { totalYardsPerPlay: 5.8 },
  awayTeamDefense: { totalYardsPerPlay: 5.1 },
  homeTeamOffense: { totalYardsPerPlay: 6.2 },
  homeTeamDefense: { totalYardsPerPlay: 5.4 },
};

describe('toGamePayload', () => {
  it('assembles a Game that parses with gameSchema', () => {
    const payload = toGamePayload(priced, {
      id: 'nfl-2025-KC-BUF',
      analysisVersion: 3,
      analyzedAt: now,
      aiSummary: writeSummary(priced, { advancedStats }),
      explanationSource: 'template',
      advancedStats,
      contextualFactors: ['injury'],
      contextualNotes: 'WR1 limited in practice',
    });
    const parsed = gameSchema.parse(payload);
    expect(parsed).toEqual(payload);
    expect(parsed).toMatchObject({
      id: 'nfl-2025-KC-BUF',
      sport: 'NFL',
      league: 'nfl',
      homeTeam: 'Kansas City Chiefs',
      awayTeamId: 'BUF',
      commenceTime: '2025-09-07T20:25:00.000Z',
      modelSpread: priced.modelSpread,
      vegasSpread: -3.5,
      vegasSource: 'DraftKings',
      curationStatus: 'pending',
      injuryAdjustment: 0.5,
      analyzedAt: now.toISOString(),
      pricesFetchedAt: new Date(now.getTime() - 4 * 60_000).toISOString(),
      result: null,
      flags: { stalePrices: true },
    });
    expect(parsed.bestSportsbooks.map((b) => b.name)).toEqual(['DraftKings', 'FanDuel (demo)']);
    expect(parsed.bestSportsbooks[1]).toMatchObject({ stale: true, simulated: true, edge: 0, units: 0 });
    expect(parsed.totalProjections.advancedStats).toEqual(advancedStats);
    expect(Object.keys(parsed.bestSportsbooks[0]!)).not.toContain('priceEdge');
  });

  it('parses for an unpriced game with a result and no stats', () => {
    const unpriced = priceGame({
      league: 'cfb',
      homeTeam: { id: 'ohio-state', name: 'Ohio State', shortName: 'Ohio State' },
      awayTeam: { id: 'youngstown-state', name: 'Youngstown State', shortName: 'Youngstown State' },
      kickoff: new Date('2025-09-06T16:00:00Z'),
      neutralSite: false,
      prediction: null,
      books: [],
      now,
    });
    const payload = toGamePayload(unpriced, {
      id: 'cfb-1',
      analysisVersion: 1,
      analyzedAt: '2025-09-05T12:00:00.000Z',
      aiSummary: writeSummary(unpriced),
      explanationSource: 'template',
      curationStatus: 'rejected',
      result: { homeScore: 70, awayScore: 0 },
    });
    const parsed = gameSchema.parse(payload);
    expect(parsed).toMatchObject({
      sport: 'CFB',
      modelSpread: null,
      wong: null,
      bestSportsbooks: [],
      pricesFetchedAt: null,
      result: { homeScore: 70, awayScore: 0 },
    });
    expect(parsed.totalProjections.advancedStats).toBeUndefined();
    expect(parsed.aiSummary.bestBet).toBe('No recommendation available');
    expect(parsed.aiSummary.advancedStatsInsight).toBe('');
  });
});
