import { describe, expect, it } from 'vitest';
import { resolvePricingOptions } from '../pricing/pricing-options';
import { kellyStake, KELLY_DEFAULTS } from './kelly';
import {
  DEFAULT_KELLY_FRACTION,
  isAllowedKellyFraction,
  KELLY_FRACTION_LIMITS,
  MAX_STAKE_SHARE,
  MAX_UNITS,
  MIN_UNITS,
} from './stake-limits';
import { STAKING_RULE_INFO, STAKING_RULES } from './staking';
import { stakeShareToUnits } from './units';

const accepts = {
  kelly: (fraction: number) => {
    try {
      kellyStake({ win: 0.55 }, -110, { fraction });
      return true;
    } catch {
      return false;
    }
  },
  pricing: (kellyFraction: number) => {
    try {
      resolvePricingOptions({ kellyFraction });
      return true;
    } catch {
      return false;
    }
  },
};

describe('stake limits: one home, every side agrees', () => {
  it('the Kelly engine and the pricing settings accept exactly the same fractions', () => {
    for (const fraction of [0.1, 0.124, 0.125, 0.2, 0.25, 0.3, 0.5, 0.51, 1]) {
      const allowed = isAllowedKellyFraction(fraction);
      expect({ fraction, kelly: accepts.kelly(fraction) }).toEqual({ fraction, kelly: allowed });
      expect({ fraction, pricing: accepts.pricing(fraction) }).toEqual({ fraction, pricing: allowed });
    }
    // ⅛ Kelly is a user's staking rule, so the pricing must allow it too.
    expect(accepts.pricing(KELLY_FRACTION_LIMITS.min)).toBe(true);
  });

  it('every staking rule stakes an allowed fraction', () => {
    for (const rule of STAKING_RULES) {
      const share = STAKING_RULE_INFO[rule].kellyShare;
      if (share !== null) expect(isAllowedKellyFraction(share)).toBe(true);
    }
  });

  it('the defaults are the one cap and the one fraction', () => {
    expect(KELLY_DEFAULTS).toEqual({ fraction: DEFAULT_KELLY_FRACTION, cap: MAX_STAKE_SHARE });
    const d = resolvePricingOptions();
    expect(d.kellyFraction).toBe(DEFAULT_KELLY_FRACTION);
    expect(d.maxUnits).toBe(MAX_UNITS);
    expect(stakeShareToUnits(1)).toBe(MAX_UNITS);
    expect(stakeShareToUnits(0.0001)).toBe(MIN_UNITS);
    expect(() => resolvePricingOptions({ maxUnits: MAX_UNITS + 1 })).toThrow(RangeError);
  });

  it('the staking rules state the unit limits they obey', () => {
    expect(STAKING_RULE_INFO['quarter-kelly'].description).toContain(`${MIN_UNITS} to ${MAX_UNITS} units`);
    expect(STAKING_RULE_INFO['half-kelly'].description).toContain(`at most ${MAX_UNITS} units`);
  });
});
