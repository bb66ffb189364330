import { describe, expect, it } from 'vitest';
import { aBook, aGame, aMarketLine } from '../curation/game-fixture';
import type { Game } from '../api/games';
import { DEFAULT_PRICING_SETTINGS } from './pricing-options';
import {
  firstStaleAt,
  judgeFreshness,
  liveBestFor,
  liveQuoteKey,
  nextStaleAt,
  type LiveQuote,
} from './judge-freshness';

const ANALYSED = '2025-09-01T12:00:00.000Z';
const settings = { ...DEFAULT_PRICING_SETTINGS, staleAfterMinutes: 90 };
const at = (minutes: number) => new Date(Date.parse(ANALYSED) + minutes * 60_000);

/** DraftKings Bills −3.5 −110 leads at +5.2%; FanDuel Bills −3 −115 at +2.1%. */
function twoBookGame(overrides: Partial<Game> = {}): Game {
  const dk = aBook({ fetchedAt: ANALYSED });
  const fd = aBook({
    key: 'fanduel',
    name: 'FanDuel',
    spread: -3,
    price: -115,
    betString: 'Buffalo Bills -3 (-115)',
    edge: 2.1,
    units: 1,
    recommendation: 'BET',
    fetchedAt: ANALYSED,
  });
  return aGame({
    bestSportsbooks: [dk, fd],
    leadBet: aMarketLine({ fetchedAt: ANALYSED }),
    maxEdge: 5.2,
    units: 2,
    recommendation: 'STRONG_BET',
    recommendationTier: 'STRONG_BUY',
    ...overrides,
  });
}

function live(entries: Record<string, Omit<LiveQuote, 'asOf'> & { asOf: Date }>): Map<string, LiveQuote> {
  return new Map(Object.entries(entries));
}

describe('judgeFreshness: freshness judged when a price is read', () => {
  it('keeps a live lead and ages each price from its latest confirmation', () => {
    const quotes = live({
      [liveQuoteKey('draftkings', 'spread', 'home')]: { point: -3.5, price: -110, asOf: at(80) },
      [liveQuoteKey('fanduel', 'spread', 'home')]: { point: -3, price: -115, asOf: at(80) },
    });
    const judged = judgeFreshness(twoBookGame(), { now: at(100), settings, live: quotes });
    expect(judged.leadBet?.key).toBe('draftkings');
    expect(judged.recommendationTier).toBe('STRONG_BUY');
    expect(judged.units).toBe(2);
    expect(judged.priceStaleSince).toBeNull();
    expect(judged.bestSportsbooks[0]!.fetchedAt).toBe(at(80).toISOString());
  });

  it('a price older than the stale limit is no edge: no tier, no units, and says since when', () => {
    const judged = judgeFreshness(twoBookGame(), { now: at(91), settings });
    expect(judged.bestSportsbooks.every((l) => l.stale && l.units === 0 && l.edge === 0)).toBe(true);
    expect(judged.leadBet).toBeNull();
    expect(judged.maxEdge).toBe(0);
    expect(judged.units).toBe(0);
    expect(judged.recommendationTier).toBeNull();
    expect(judged.priceStaleSince).toBe(at(90).toISOString());
    expect(judged.flags.stalePrices).toBe(true);
  });

  it('a book that moved its price loses the edge at once, and the next live price leads', () => {
    const quotes = live({
      [liveQuoteKey('draftkings', 'spread', 'home')]: { point: -4, price: -110, asOf: at(10) },
      [liveQuoteKey('fanduel', 'spread', 'home')]: { point: -3, price: -115, asOf: at(10) },
    });
    const judged = judgeFreshness(twoBookGame(), { now: at(11), settings, live: quotes });
    expect(judged.leadBet?.key).toBe('fanduel');
    expect(judged.maxEdge).toBe(2.1);
    expect(judged.recommendationTier).toBe('LEAN');
    expect(judged.units).toBe(1);
    // A live price took the lead's place: the card is not stale.
    expect(judged.priceStaleSince).toBeNull();
  });

  it('a book that no longer quotes the side is no edge', () => {
    const judged = judgeFreshness(twoBookGame(), { now: at(5), settings, live: new Map() });
    expect(judged.leadBet).toBeNull();
    expect(judged.units).toBe(0);
  });

  it('a published pick keeps its bet as the headline and loses only its tier and units', () => {
    const judged = judgeFreshness(twoBookGame(), { now: at(5), settings, live: new Map(), keepLead: true });
    expect(judged.leadBet?.key).toBe('draftkings');
    expect(judged.leadBet?.stale).toBe(true);
    expect(judged.priceStaleSince).toBe(at(5).toISOString());
    expect(judged.units).toBe(0);
    expect(judged.recommendationTier).toBeNull();
  });

  it('a game that has kicked off has no live edge', () => {
    const game = twoBookGame({ commenceTime: at(30).toISOString() });
    const judged = judgeFreshness(game, { now: at(31), settings });
    expect(judged.leadBet).toBeNull();
    expect(judged.units).toBe(0);
    expect(judged.priceStaleSince).toBe(at(30).toISOString());
  });

  it('never marks a live price stale before the limit (90 minutes to the second)', () => {
    const judged = judgeFreshness(twoBookGame(), { now: at(90), settings });
    expect(judged.leadBet?.key).toBe('draftkings');
    expect(nextStaleAt(twoBookGame(), 90)?.toISOString()).toBe(at(90).toISOString());
  });
});

describe('liveBestFor and firstStaleAt', () => {
  it('finds the best live price of the published bet, even a negative edge', () => {
    const game = twoBookGame({
      bestSportsbooks: [
        aBook({ key: 'fanduel', name: 'FanDuel', edge: -2.3, fetchedAt: ANALYSED }),
        aBook({ key: 'betmgm', name: 'BetMGM', edge: -4, fetchedAt: ANALYSED }),
        aBook({ key: 'pinnacle', name: 'Pinnacle', edge: 3, bettable: false, fetchedAt: ANALYSED }),
      ],
    });
    expect(liveBestFor(game, { market: 'spread', side: 'home' })?.name).toBe('FanDuel');
    expect(liveBestFor(game, { market: 'spread', side: 'away' })).toBeNull();
  });

  it('the first stale moment over games and slate rows', () => {
    const slateRow = { bestPrices: [{ fetchedAt: at(-30).toISOString() }] };
    expect(firstStaleAt([twoBookGame(), slateRow], 90)?.toISOString()).toBe(at(60).toISOString());
    expect(firstStaleAt([], 90)).toBeNull();
  });
});
