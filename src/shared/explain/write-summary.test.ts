import { describe, expect, it } from 'vitest';
import { aiSummarySchema } from '../api/games';
import { priceGame } from '../pricing/price-game';
import { DEFAULT_STALE_PRICE_MINUTES } from '../pricing/pricing-options';
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
    // The brand's bookmaker key ('DraftKings' → draftkings), so the test books are bettable ones;
    // `key` keeps the call sites readable.
    key: title.toLowerCase().replace(/[^a-z0-9]/g, '') || key,
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
    books: [
      book('b', 'FanDuel', -3.5, 110, -130),
      book('a', 'DraftKings', -3.5),
      book('c', 'BetMGM', -3.5),
      book('d', 'Caesars', -3.5),
      book('e', 'BetRivers', -3.5),
    ],
    now,
    ...overrides,
  };
}

describe('writeSummary', () => {
  it('hand-worked BUY: states the bet, edge vs the fair line, EV, cover vs break-even and stake', () => {
    // See price-game.test.ts: +110 at −3.5 against four −110 books → fair cover 49.1%, +3.1%, 0.5 units.
    const summary = writeSummary(priceGame(input()), { gameId: 'g-1' });
    expect(aiSummarySchema.parse(summary)).toEqual(summary);
    expect(summary.bestBet).toMatch(/^Good bet/);
    for (const piece of [
      'Chiefs -3.5 (+110)',
      'FanDuel',
      '3.1%',
      '+$3.1 per $100 bet',
      '49.1%',
      '47.6%',
      '0.5 units',
      'against the market fair line',
    ]) {
      expect(summary.bestBet).toContain(piece);
    }
    expect(summary.keyInsight).toMatch(/fair line \(market, no-vig\)(:| is) Chiefs -3\.4/i);
    expect(summary.keyInsight).toContain('Bills 20.6, Chiefs 23.9');
    expect(summary.keyInsight).toContain('BetLens ratings Chiefs -3.5, close to the market');
    expect(summary.keyInsight).toContain("against the market's fair price at that number");
    expect(summary.keyInsight).not.toMatch(/\bmodel\b/i);
    expect(summary.riskFactors).toBe(DEFAULT_RISK_TEXT);

    // Ratings that miss a completed week say so, in place of a lean or "close to the market".
    const stale = writeSummary(
      priceGame(input({ ratingsFreshness: { ratingsAsOf: '2025-02-09T23:30:00.000Z', outOfDate: true } })),
      { gameId: 'g-1' },
    );
    expect(stale.keyInsight).toContain(
      'BetLens ratings out of date since Feb 9, 2025: no ratings lean (BetLens ratings Chiefs -3.5).',
    );
    expect(stale.keyInsight).not.toContain('close to the market');
    expect(summary.advancedStatsInsight).toBe('');
  });

  it("says 'No recommendation available' without a fresh price", () => {
    const stale = writeSummary(
      priceGame(
        input({ books: [book('a', 'DraftKings', -3.5, -110, -110, DEFAULT_STALE_PRICE_MINUTES + 15)] }),
      ),
    );
    expect(stale.bestBet).toBe('No recommendation available');
    expect(stale.riskFactors).toContain('No sportsbook price is current');
    expect(stale.riskFactors).toContain('90 minutes');
    const ratingsOnly = writeSummary(priceGame(input({ books: [] })));
    expect(ratingsOnly.bestBet).toBe('No recommendation available');
    expect(ratingsOnly.keyInsight).toContain('BetLens ratings make it Chiefs -3.5');
    expect(ratingsOnly.keyInsight).toContain('no edge is measured');
    // Without ratings the market is still priced (its fair line is what edges are measured against).
    expect(writeSummary(priceGame(input({ prediction: null }))).bestBet).toMatch(/^Good bet/);
  });

  it('explains a pass when the best edge is below the bet threshold', () => {
    const summary = writeSummary(priceGame(input({ books: [book('a', 'DraftKings', -3.5)] })));
    expect(summary.bestBet).toContain('Chiefs -3.5 (-110) at DraftKings');
    expect(summary.bestBet).toContain('-4.5%');
    expect(summary.bestBet).toContain('1.5%');
  });

  it('lists the specific risks: off-market price, key numbers, neutral site, expert context, factors', () => {
    const priced = priceGame(
      input({
        prediction: { expectedHomeScore: 21, expectedAwayScore: 20, residualSigma: 14 },
        books: [
          book('a', 'DraftKings', -8),
          book('b', 'FanDuel', -8),
          book('c', 'BetMGM', -8),
          book('d', 'Caesars', -4.5),
        ],
        neutralSite: true,
        injuryAdjustment: 1,
        dataQuality: 0.6,
      }),
    );
    const risks = writeSummary(priced, { contextualFactors: ['weather', 'travel'] }).riskFactors;
    expect(priced.flags.offMarket).toBe(true);
    expect(risks).toContain(
      'Caesars shows Chiefs -4.5 (-110), far from the fair line. Off-market price: verify before betting',
    );
    // The ratings' 7-point gap to the market is a lean shown beside the edge, not a risk to the price.
    expect(risks).not.toContain('points away from the market');
    expect(risks).toContain('Neutral site');
    expect(risks).toContain(
      'Expert context: a 1-point injury adjustment against Chiefs (the favourite). It is our editors',
    );
    expect(risks).not.toContain('limited data');
    expect(risks).toContain('weather and travel');
    expect(writeSummary(priced).bestBet).not.toContain('Caesars');
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
