import { describe, expect, it } from 'vitest';
import { priceGame } from '../pricing/price-game';
import type { BookQuote } from '../pricing/types';
import { acceptExplanation, buildExplainPrompt, parseExplainReply } from './explain-prompt';
import { writeSummary } from './write-summary';

const now = new Date('2025-09-07T17:00:00Z');

function book(key: string, title: string, homePoint: number, homePrice = -110, awayPrice = -110): BookQuote {
  return {
    // The brand's bookmaker key ('DraftKings' → draftkings), so the test books are bettable ones;
    // `key` keeps the call sites readable.
    key: title.toLowerCase().replace(/[^a-z0-9]/g, '') || key,
    title,
    simulated: false,
    fetchedAt: new Date(now.getTime() - 5 * 60_000),
    spreads: { home: { point: homePoint, price: homePrice }, away: { point: -homePoint, price: awayPrice } },
    totals: { over: { point: 44.5, price: -110 }, under: { point: 44.5, price: -110 } },
  };
}

const priced = priceGame({
  league: 'nfl',
  homeTeam: { id: 'KC', name: 'Kansas City Chiefs', shortName: 'Chiefs' },
  awayTeam: { id: 'BUF', name: 'Buffalo Bills', shortName: 'Bills' },
  kickoff: new Date('2025-09-07T20:25:00Z'),
  neutralSite: false,
  prediction: { expectedHomeScore: 24, expectedAwayScore: 20.5, residualSigma: 14, totalSigma: 13.6 },
  books: [
    book('b', 'FanDuel', -3.5, 110, -130),
    book('a', 'DraftKings', -3.5),
    book('c', 'BetMGM', -3.5),
    book('d', 'Caesars', -3.5),
    book('e', 'BetRivers', -3.5),
  ],
  now,
});
const unpriced = priceGame({
  league: 'nfl',
  homeTeam: { id: 'KC', name: 'Kansas City Chiefs', shortName: 'Chiefs' },
  awayTeam: { id: 'BUF', name: 'Buffalo Bills', shortName: 'Bills' },
  kickoff: new Date('2025-09-07T20:25:00Z'),
  neutralSite: false,
  prediction: null,
  books: [],
  now,
});

const reply = (summary: Record<string, string>) => JSON.stringify(summary);
const good = {
  bestBet: 'Good bet: Chiefs -3.5 (+110) at FanDuel, a 3.1% edge (+$3.1 per $100 bet); stake 0.5 units.',
  riskFactors: 'Standard betting risks apply',
  keyInsight:
    'The fair line (market, no-vig) is Chiefs -3.4; BetLens ratings agree at Chiefs -3.5. The value is the +110 price (49.1% vs 47.6%).',
  advancedStatsInsight: '',
};

describe('buildExplainPrompt', () => {
  it('asks for exactly the four keys, no promises, only the given numbers', () => {
    const { system, prompt } = buildExplainPrompt(priced, { season: 2025, week: 1 });
    for (const key of ['"bestBet"', '"riskFactors"', '"keyInsight"', '"advancedStatsInsight"'])
      expect(system).toContain(key);
    expect(system).toMatch(/exactly four string keys/);
    expect(system).toMatch(/Use ONLY the numbers/);
    expect(system).toMatch(/Never promise/);
    expect(system).toContain('No recommendation available');
    expect(system).toContain('Standard betting risks apply');
    expect(system).toContain("Never call the market's line the model's or our own");
    for (const fact of [
      'Fair line (market, no-vig): Chiefs -3.4 (No-vig consensus of 5 books, Shin method)',
      'BetLens ratings: Chiefs -3.5, total 44.5',
      'Line books are priced against: Chiefs -3.4: Priced against the fair line (market, no-vig)',
      'Projected score: Bills 20.6, Chiefs 23.9',
      'Most common posted line: Chiefs -3.5 (BetMGM)',
      'Best price: Chiefs -3.5 (+110) at FanDuel: edge vs fair price +3.1% (+$3.1 per $100 bet), covers 49.1% vs 47.6% break-even',
      'Recommendation: GOOD BET (tier BUY), stake 0.5 units',
      'Week: 1',
      'advancedStatsInsight must be ""',
    ]) {
      expect(prompt).toContain(fact);
    }
  });

  it('states no recommendation for an unpriced game', () => {
    expect(buildExplainPrompt(unpriced).prompt).toContain('Recommendation: No recommendation available');
  });

  it('gives facts whose numbers all pass the check (an answer copying them is publishable)', () => {
    const { prompt } = buildExplainPrompt(priced, { season: 2025, week: 1 });
    const facts = prompt.split('\n').filter((l) => l.startsWith('- ') && !l.startsWith('- Game'));
    const asSummary = { ...good, keyInsight: facts.join(' ') };
    expect(acceptExplanation(reply(asSummary), priced, { season: 2025, week: 1 })).toMatchObject({
      ok: true,
    });
  });
});

describe('parseExplainReply', () => {
  it('reads plain JSON, fenced JSON and JSON with chatter around it', () => {
    expect(parseExplainReply(reply(good))).toEqual(good);
    expect(parseExplainReply('```json\n' + reply(good) + '\n```')).toEqual(good);
    expect(parseExplainReply('Here you go:\n' + reply(good) + '\nThanks')).toEqual(good);
  });

  it('drops extra keys, trims, and defaults an empty risk text', () => {
    const parsed = parseExplainReply(
      reply({ ...good, riskFactors: '  ', extra: 'x', bestBet: ` ${good.bestBet} ` }),
    );
    expect(parsed).toEqual({ ...good, riskFactors: 'Standard betting risks apply' });
  });

  it('returns null for anything unusable', () => {
    expect(parseExplainReply('no json')).toBeNull();
    expect(parseExplainReply('{"bestBet": "x", ')).toBeNull();
    expect(parseExplainReply(reply({ bestBet: 'x', riskFactors: 'y', keyInsight: 'z' }))).toBeNull();
    expect(parseExplainReply(reply({ ...good, bestBet: '' }))).toBeNull();
    expect(parseExplainReply('[1, 2]')).toBeNull();
  });
});

describe('acceptExplanation', () => {
  it('publishes a reply that uses only the analysis numbers', () => {
    expect(acceptExplanation(reply(good), priced)).toEqual({ ok: true, summary: good });
  });

  it('rejects invented numbers, promises and unparseable replies', () => {
    // (9 would pass here: the kickoff is in month 9. Dates given as input are allowed.)
    expect(acceptExplanation(reply({ ...good, keyInsight: 'Chiefs are 13-6 ATS at home.' }), priced)).toEqual(
      {
        ok: false,
        reason: 'unsupportedNumbers',
        unsupported: ['13', '-6'],
      },
    );
    expect(acceptExplanation(reply({ ...good, bestBet: 'Chiefs -3.5 is a lock.' }), priced)).toMatchObject({
      ok: false,
      reason: 'promisesWins',
    });
    expect(acceptExplanation('sorry', priced)).toEqual({ ok: false, reason: 'unparseable' });
  });

  it('enforces what the analysis fixes: no recommendation text, empty stats insight', () => {
    const result = acceptExplanation(
      reply({
        ...good,
        bestBet: 'Take the Chiefs.',
        keyInsight: 'No line yet.',
        advancedStatsInsight: 'Strong offense.',
      }),
      unpriced,
    );
    expect(result).toMatchObject({
      ok: true,
      summary: { bestBet: 'No recommendation available', advancedStatsInsight: '' },
    });
  });

  it("accepts the deterministic writer's own text", () => {
    expect(acceptExplanation(reply(writeSummary(priced)), priced)).toMatchObject({ ok: true });
    expect(acceptExplanation(reply(writeSummary(unpriced)), unpriced)).toMatchObject({ ok: true });
  });
});
