import { describe, expect, it } from 'vitest';
import { splitAt } from '../pricing/centred-pmf';
import { closingLineValue } from './closing-line-value';
import { marginTable, totalTable } from './fair-outcomes';

/** A close at home −3.5 (the home side expected to win by 3.5), total 44.5, home 60% on the moneyline. */
const close = {
  spread: -3.5,
  total: 44.5,
  expectedHomeMargin: 3.5,
  expectedTotal: 45.5,
  homeWinProbability: 0.6,
};

describe('closingLineValue', () => {
  it('home −3 −110 against a −3.5 close: wins half the time, pushes on 3', () => {
    const p3 = splitAt(marginTable('nfl', 3.5), 3).equal;
    // Centred on 3.5: P(M ≥ 4) = ½; −3 pushes on 3 and loses below: ½ − P(M = 3).
    const clv = 100 * (0.5 * (100 / 110) - (0.5 - p3));
    const value = closingLineValue('nfl', { market: 'spread', side: 'home', line: -3, price: -110 }, close)!;
    expect(value.clv).toBe(Math.round(clv * 100) / 100);
    expect(value.clv).toBeCloseTo(4.01, 2);
    // Fair at −3: 0.5 / (1 − P(M = 3)) = 0.5468 → −121.
    expect(value.fairPrice).toBe(-121);
    expect(value.fairLine).toBe(-3.5);
  });

  it('away +3.5 −110 at the closing number is the vig: −4.55', () => {
    const value = closingLineValue('nfl', { market: 'spread', side: 'away', line: 3.5, price: -110 }, close)!;
    expect(value.clv).toBe(-4.55);
    expect(value.fairPrice).toBe(100);
  });

  it('moneylines against the fair win probability', () => {
    // 0.6 × 100/140 − 0.4 = +0.02857; 0.4 × 1.3 − 0.6 = −0.08.
    expect(
      closingLineValue('nfl', { market: 'moneyline', side: 'home', line: null, price: -140 }, close),
    ).toEqual({
      fairLine: null,
      fairPrice: -150,
      clv: 2.86,
    });
    expect(
      closingLineValue('nfl', { market: 'moneyline', side: 'away', line: null, price: 130 }, close)!.clv,
    ).toBe(-8);
  });

  it('totals at their own number: over 44.5 against a 45.5 close also cashes a 45', () => {
    const p45 = splitAt(totalTable('nfl', 45.5), 45).equal;
    const value = closingLineValue('nfl', { market: 'total', side: 'over', line: 44.5, price: -110 }, close)!;
    expect(value.clv).toBeCloseTo(100 * ((0.5 + p45) * (100 / 110) - (0.5 - p45)), 1);
    expect(value.fairLine).toBe(44.5);
  });

  it('no fair total, no CLV for a total bet', () => {
    expect(
      closingLineValue(
        'nfl',
        { market: 'total', side: 'over', line: 44.5, price: -110 },
        { ...close, total: null, expectedTotal: null },
      ),
    ).toBeNull();
  });
});
