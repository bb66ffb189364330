import { describe, expect, it } from 'vitest';
import { aiSummarySchema } from '../api/games';
import { priceGame } from '../pricing/price-game';
import type { BookQuote, PriceGameInput } from '../pricing/types';
import { DEFAULT_RISK_TEXT } from './explain-context';
import { fnv1a, phrasePicker } from './pick-phrase';
import { article, writeSummary } from './write-summary';

const now = new Date('2025-09-07T17:00:00Z');
const chiefs = { id: 'KC', name: 'Kansas City Chiefs', shortName: 'Chiefs' };
const bills = { id: 'BUF', name: 'Buffalo Bills', shortName: 'Bills' };

function book(
  key: string,
  title: string,
  homePoint: number,
  homePrice = -110,
  awayPrice = -110,
  minutesOld = 5,
): BookQuote {
  return {
    key,
    title,
    simulated: false,
    fetchedAt: new Date(now.getTime() - minutesOld * 60_000),
    spreads: { home: { point: homePoint, price: homePrice }, away: { point: -homePoint, price: awayPrice } },
  };
}

function input(overrides: Partial<PriceGameInput> = {}): PriceGameInput {
  return {
    league: 'nfl',
    homeTeam: chiefs,
    awayTeam: bills,
    kickoff: new Date('2025-09-07T20:25:00Z'),
    neutralSite: false,
    prediction: { expectedHomeScore: 24, expectedAwayScore: 20.5, residualSigma: 14 },
    books: [book('b', 'FanDuel', -3.5, 105, -125), book('a', 'DraftKings', -3.5)],
    now,
    ...overrides,
  };
}

describe('writeSummary', () => {
  it('hand-worked LEAN: states the bet, edge, EV, cover vs break-even and stake from the analysis', () => {
    // See price-game.test.ts: home −3.5 at +105 with a 50% cover → +2.5% edge, 0.5 units.
    const summary = writeSummary(priceGame(input()), { gameId: 'g-1' });
    expect(aiSummarySchema.parse(summary)).toEqual(summary);
    expect(summary.bestBet).toMatch(/^Lean/);
    for (const piece of [
      'Chiefs -3.5 (+105)',
      'FanDuel',
      '2.5%',
      '+$2.5 per $100 bet',
      '50.0%',
      '48.8%',
      '0.5 units',
    ]) {
      expect(summary.bestBet).toContain(piece);
    }
    expect(summary.keyInsight).toContain('Chiefs -3.5');
    expect(summary.keyInsight).toContain('Bills 20.5, Chiefs 24.0');
    expect(summary.keyInsight).toContain('within half a point');
    expect(summary.riskFactors).toBe(DEFAULT_RISK_TEXT);
    expect(summary.advancedStatsInsight).toBe('');
  });

  it("says 'No recommendation available' without a model line or without a fresh price", () => {
    expect(writeSummary(priceGame(input({ prediction: null }))).bestBet).toBe('No recommendation available');
    const stale = writeSummary(priceGame(input({ books: [book('a', 'DraftKings', -3.5, -110, -110, 45)] })));
    expect(stale.bestBet).toBe('No recommendation available');
    expect(stale.riskFactors).toContain('No sportsbook price is current');
    expect(stale.riskFactors).toContain('30 minutes');
    expect(writeSummary(priceGame(input({ books: [] }))).bestBet).toBe('No recommendation available');
  });

  it('explains a pass when the best edge is below the bet threshold', () => {
    const summary = writeSummary(priceGame(input({ books: [book('a', 'DraftKings', -3.5)] })));
    expect(summary.bestBet).toContain('Chiefs -3.5 (-110) at DraftKings');
    expect(summary.bestBet).toContain('-4.5%');
    expect(summary.bestBet).toContain('1.5%');
  });

  it('lists the specific risks: verify edge, disagreement, key numbers, neutral site, injury, thin data, factors', () => {
    const priced = priceGame(
      input({
        prediction: { expectedHomeScore: 21, expectedAwayScore: 20, residualSigma: 14 },
        books: [book('a', 'DraftKings', -8), book('b', 'FanDuel', -8), book('c', 'BetMGM', -8)],
        neutralSite: true,
        injuryAdjustment: 1,
        dataQuality: 0.6,
      }),
    );
    const risks = writeSummary(priced, { contextualFactors: ['weather', 'travel'] }).riskFactors;
    expect(priced.flags.verifyEdge).toBe(true);
    expect(risks).toContain('above the 8% check level');
    expect(risks).toContain(`${priced.marketGap!.toFixed(1)}`);
    expect(risks).toMatch(/3 and 7/);
    expect(risks).toContain('Neutral site');
    expect(risks).toContain('1-point injury adjustment against Chiefs (the favourite)');
    expect(risks).toContain('limited data');
    expect(risks).toContain('weather and travel');
    expect(writeSummary(priced).bestBet).toContain('held to 1 unit');
  });

  it('describes the stats matchup only when stats are given', () => {
    const stats = {
      season: 2025,
      source: 'nflverse',
      awayTeamOffense: { totalYardsPerPlay: 5.91, turnoverPercentage: 9.8 },
      awayTeamDefense: { totalYardsPerPlay: 5.2 },
      homeTeamOffense: { totalYardsPerPlay: 6.03 },
      homeTeamDefense: { totalYardsPerPlay: 5.44, turnoverPercentage: 12.1 },
    };
    const text = writeSummary(priceGame(input()), { advancedStats: stats }).advancedStatsInsight;
    expect(text).toContain('5.9 yards per play against 5.4 allowed');
    expect(text).toContain('9.8% turnover rate on drives against 12.1% allowed');
    expect(text).toContain('6.0 yards per play against 5.2 allowed');
    // Chiefs: +0.83 relative to a 5.2 defence beats Bills' +0.47 against 5.44.
    expect(text).toContain('the Chiefs offense has the better matchup');
    expect(text).toContain('(nflverse, 2025 season.)');
  });

  it('is deterministic per game and varies its wording across games', () => {
    const priced = priceGame(input());
    expect(writeSummary(priced, { gameId: 'x' })).toEqual(writeSummary(priced, { gameId: 'x' }));
    const wordings = new Set(
      Array.from({ length: 30 }, (_, i) => writeSummary(priced, { gameId: `g${i}` }).bestBet),
    );
    expect(wordings.size).toBeGreaterThan(1);
  });
});

describe('articles before numbers', () => {
  it('reads the number aloud: an 8.9%, an 11-point, an 18, an 80; a 1.5, a 7, a 110', () => {
    for (const t of ['8.9%', '11', '11.5', '18%', '80.2%', '8', '+8.1%']) expect(article(t)).toBe('an');
    for (const t of ['1.5', '7', '110', '1.8', '-4.5%', '52.4%', '28']) expect(article(t)).toBe('a');
  });
});

describe('phrase picking', () => {
  it('hashes with FNV-1a and picks stably', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    const pick = phrasePicker('seed');
    expect(pick('slot', ['x', 'y', 'z'])).toBe(pick('slot', ['x', 'y', 'z']));
    expect(pick('slot', ['only'])).toBe('only');
  });
});
