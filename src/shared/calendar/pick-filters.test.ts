import { describe, expect, it } from 'vitest';
import {
  bestBetsRuleText,
  countRule,
  isBestBet,
  isQualityPick,
  qualityPicks,
  weeklyPicksRuleText,
} from './pick-filters';

describe('weekly picks quality filter', () => {
  const good = { recommendationTier: 'STRONG_BUY', confidenceLevel: 'HIGH', maxEdge: 3 };

  it('needs STRONG_BUY or BUY, HIGH or VERY_HIGH, and an edge of at least 3', () => {
    expect(isQualityPick(good)).toBe(true);
    expect(isQualityPick({ ...good, recommendationTier: 'BUY', confidenceLevel: 'VERY_HIGH' })).toBe(true);
    expect(isQualityPick({ ...good, recommendationTier: 'LEAN' })).toBe(false);
    expect(isQualityPick({ ...good, confidenceLevel: 'MEDIUM' })).toBe(false);
    expect(isQualityPick({ ...good, maxEdge: 2.99 })).toBe(false);
    expect(isQualityPick({ ...good, maxEdge: null })).toBe(false);
    expect(isQualityPick({ ...good, maxEdge: Number.NaN })).toBe(false);
    expect(isQualityPick({})).toBe(false);
  });

  it('filters lists, keeping the caller’s objects', () => {
    const games = [
      { id: 'a', ...good },
      { id: 'b', ...good, confidenceLevel: 'MEDIUM' },
    ];
    expect(qualityPicks(games).map((g) => g.id)).toEqual(['a']);
  });
});

describe('best bets filter', () => {
  it('keeps games with maxEdge ≥ 3', () => {
    expect(isBestBet({ maxEdge: 3 })).toBe(true);
    expect(isBestBet({ maxEdge: 2.9 })).toBe(false);
    expect(isBestBet({})).toBe(false);
  });
});

describe('the rule with its counts', () => {
  it('counts the games meeting a rule among those analysed, and says so', () => {
    const games = [{ maxEdge: 3.2 }, { maxEdge: 2.9 }, { maxEdge: 5 }, { maxEdge: null }];
    const counts = countRule(games, isBestBet);
    expect(counts).toEqual({ analysed: 4, qualifying: 2 });
    expect(bestBetsRuleText(counts)).toBe(
      '2 of 4 games analysed have a price 3% or more better than the fair line',
    );
    expect(bestBetsRuleText({ analysed: 1, qualifying: 1 })).toBe(
      '1 of 1 game analysed has a price 3% or more better than the fair line',
    );
    expect(weeklyPicksRuleText({ analysed: 75, qualifying: 0 })).toBe(
      '0 of 75 games analysed pass every check: a Strong Buy or Buy tier, high confidence and a price 3% or more better than the fair line',
    );
  });
});
