import { describe, expect, it } from 'vitest';
import {
  commonStakingRule,
  DEFAULT_STAKING_RULE,
  isStakingRule,
  publishedPickUnits,
  stakeGame,
  STAKING_RULE_INFO,
  STAKING_RULES,
  stakingExampleText,
  unitsForRule,
  type StakingRule,
} from './staking';
import { recommendStake } from './units';

/** A staked price as the analysis leaves it: ¼-Kelly units from the same cover probability. */
function line(coverProbability: number, price: number) {
  return { coverProbability, price, units: recommendStake({ win: coverProbability }, price).units };
}

const units = (rule: StakingRule, c: number, price: number) => unitsForRule(rule, line(c, price));

describe('staking rules', () => {
  it('names four rules, quarter Kelly the default, each with a label and a description', () => {
    expect(STAKING_RULES).toEqual(['quarter-kelly', 'half-kelly', 'eighth-kelly', 'flat']);
    expect(DEFAULT_STAKING_RULE).toBe('quarter-kelly');
    expect(STAKING_RULES.map((r) => STAKING_RULE_INFO[r].label)).toEqual([
      '¼ Kelly',
      '½ Kelly',
      '⅛ Kelly',
      'Flat',
    ]);
    for (const r of STAKING_RULES) expect(STAKING_RULE_INFO[r].description.length).toBeGreaterThan(20);
    expect(isStakingRule('half-kelly')).toBe(true);
    expect(isStakingRule('full-kelly')).toBe(false);
    expect(isStakingRule(0.25)).toBe(false);
  });

  it('56% at -110: f* = (0.90909·0.56 − 0.44)/0.90909 = 0.076 → ⅛ 0.95% → 1u, ¼ 1.9% → 2u, ½ 3.8% capped → 3u, flat 1u', () => {
    expect(units('eighth-kelly', 0.56, -110)).toBe(1);
    expect(units('quarter-kelly', 0.56, -110)).toBe(2);
    expect(units('half-kelly', 0.56, -110)).toBe(3);
    expect(units('flat', 0.56, -110)).toBe(1);
  });

  it('54% at -110: f* = 0.034 → ⅛ 0.425% → the 0.5u floor, ¼ 0.85% → 1u, ½ 1.7% → 1.5u', () => {
    expect(units('eighth-kelly', 0.54, -110)).toBe(0.5);
    expect(units('quarter-kelly', 0.54, -110)).toBe(1);
    expect(units('half-kelly', 0.54, -110)).toBe(1.5);
    expect(units('flat', 0.54, -110)).toBe(1);
  });

  it('45% at +150: f* = (1.5·0.45 − 0.55)/1.5 = 0.08333 → ⅛ 1.04% → 1u, ¼ 2.08% → 2u, ½ 4.17% capped → 3u', () => {
    expect(units('eighth-kelly', 0.45, 150)).toBe(1);
    expect(units('quarter-kelly', 0.45, 150)).toBe(2);
    expect(units('half-kelly', 0.45, 150)).toBe(3);
  });

  it('keeps the cap: ½ Kelly never above 3 units, nor above a lower cap', () => {
    expect(units('half-kelly', 0.7, -110)).toBe(3);
    expect(unitsForRule('half-kelly', line(0.56, -110), 2)).toBe(2);
    expect(unitsForRule('flat', line(0.56, -110), 0.5)).toBe(0.5);
  });

  it('never stakes a price the analysis did not stake (stale, off-market, not bettable, below the bet edge)', () => {
    for (const rule of STAKING_RULES) {
      expect(unitsForRule(rule, { coverProbability: 0.56, price: -110, units: 0 })).toBe(0);
    }
  });

  it('the default returns the analysis units unchanged', () => {
    // Deliberately not what ¼ Kelly of 56% would give: the analysis priced the unrounded line.
    expect(unitsForRule('quarter-kelly', { coverProbability: 0.56, price: -110, units: 1.5 })).toBe(1.5);
  });
});

describe('stakeGame', () => {
  const lead = { ...line(0.56, -110), key: 'draftkings' };
  const other = { ...line(0.54, -110), key: 'fanduel' };
  const offMarket = { coverProbability: 0.7, price: -110, units: 0, key: 'bovada' };
  const game = { id: 'g1', units: 2, bestSportsbooks: [lead, other, offMarket] };

  it('restakes every price and the game (its lead: the first staked spread) under the rule', () => {
    const half = stakeGame(game, 'half-kelly');
    expect(half.units).toBe(3);
    expect(half.bestSportsbooks.map((b) => [b.key, b.units])).toEqual([
      ['draftkings', 3],
      ['fanduel', 1.5],
      ['bovada', 0],
    ]);
    expect(half.id).toBe('g1');
    expect(stakeGame(game, 'eighth-kelly').units).toBe(1);
    expect(stakeGame(game, 'flat').bestSportsbooks.map((b) => b.units)).toEqual([1, 1, 0]);
  });

  it('uses the lead price across markets when the analysis names it, and restakes the other markets', () => {
    const total = { ...line(0.45, 150), market: 'moneyline' };
    const withMarkets = { ...game, marketLines: [total], leadBet: total };
    const half = stakeGame(withMarkets, 'half-kelly');
    expect(half.leadBet.units).toBe(3);
    expect(half.marketLines[0]?.units).toBe(3);
    const eighth = stakeGame(withMarkets, 'eighth-kelly');
    expect(eighth.units).toBe(1);
    expect(eighth.leadBet.units).toBe(1);
  });

  it('leaves a game without a recommendation at 0 units, and the default game untouched', () => {
    expect(stakeGame({ ...game, units: 0 }, 'half-kelly').units).toBe(0);
    expect(stakeGame(game, 'quarter-kelly')).toBe(game);
    expect(game.bestSportsbooks[0]?.units).toBe(2); // not mutated by the calls above
  });
});

describe('texts (one number, possibly several licences)', () => {
  it("takes the licences' rule when they agree, otherwise the default", () => {
    expect(commonStakingRule(['flat'])).toBe('flat');
    expect(commonStakingRule(['half-kelly', 'half-kelly'])).toBe('half-kelly');
    expect(commonStakingRule(['flat', 'half-kelly'])).toBe(DEFAULT_STAKING_RULE);
    expect(commonStakingRule(['flat', 'quarter-kelly'])).toBe(DEFAULT_STAKING_RULE);
    expect(commonStakingRule([])).toBe(DEFAULT_STAKING_RULE);
  });

  it("sizes a published pick by its frozen game under the rule; the default keeps the pick's units", () => {
    const game = { units: 2, bestSportsbooks: [line(0.56, -110)] };
    expect(publishedPickUnits({ units: 2, game }, 'flat')).toBe(1);
    expect(publishedPickUnits({ units: 2, game }, 'half-kelly')).toBe(3);
    expect(publishedPickUnits({ units: 2, game }, 'quarter-kelly')).toBe(2);
    expect(publishedPickUnits({ units: 0, game }, 'flat')).toBe(0);
  });
});

describe('the worked example', () => {
  it('56% at −110 (+6.9% edge): ⅛ 1 unit, ¼ 2 units, ½ 3 units, flat 1 unit', () => {
    expect(STAKING_RULES.map(stakingExampleText)).toEqual([
      'A pick that covers 56% at −110 (+6.9% edge): 2 units.',
      'A pick that covers 56% at −110 (+6.9% edge): 3 units.',
      'A pick that covers 56% at −110 (+6.9% edge): 1 unit.',
      'A pick that covers 56% at −110 (+6.9% edge): 1 unit.',
    ]);
  });
});
