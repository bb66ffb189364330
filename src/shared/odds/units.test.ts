import { describe, expect, it } from 'vitest';
import { recommendStake, stakeShareToUnits } from './units';

describe('units (1 unit = 1% of bankroll, 0.5–3 scale)', () => {
  it('rounds the stake share to half units within 0.5–3', () => {
    expect(stakeShareToUnits(0)).toBe(0);
    expect(stakeShareToUnits(0.001)).toBe(0.5);
    expect(stakeShareToUnits(0.01375)).toBe(1.5);
    expect(stakeShareToUnits(0.019)).toBe(2);
    expect(stakeShareToUnits(0.5)).toBe(3);
    expect(() => stakeShareToUnits(-0.01)).toThrow(RangeError);
  });

  it('maps cover probability at -110 to units with ¼ Kelly and a 3% cap', () => {
    // ¼ Kelly shares: 53% → 0.325%, 55% → 1.375%, 57% → 2.425%, 58% → 2.95%
    expect(recommendStake({ win: 0.53 }, -110).units).toBe(0.5);
    expect(recommendStake({ win: 0.55 }, -110).units).toBe(1.5);
    expect(recommendStake({ win: 0.57 }, -110).units).toBe(2.5);
    expect(recommendStake({ win: 0.58 }, -110).units).toBe(3);
    expect(recommendStake({ win: 0.5 }, -110).units).toBe(0);
  });

  it('flags large edges for verification instead of staking more', () => {
    const r = recommendStake({ win: 0.6 }, -110); // EV = 0.6·0.90909 − 0.4 = +14.5%
    expect(r.edgePercent).toBeCloseTo(14.545, 3);
    expect(r.needsVerification).toBe(true);
    expect(r.units).toBe(3);
    expect(recommendStake({ win: 0.55 }, -110).needsVerification).toBe(false);
  });

  it("checks against the operator's verify level (EDGE_VERIFY_PERCENT), not only the default", () => {
    // 57% at −110: EV = 0.57·0.90909 − 0.43 = +8.8%, past the default 8% but not a configured 10%.
    expect(recommendStake({ win: 0.57 }, -110).needsVerification).toBe(true);
    expect(recommendStake({ win: 0.57 }, -110, { verifyEdgeAbove: 10 }).needsVerification).toBe(false);
    expect(recommendStake({ win: 0.55 }, -110, { verifyEdgeAbove: 4 }).needsVerification).toBe(true);
  });
});
