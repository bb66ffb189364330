import { describe, expect, it } from 'vitest';
import { atsConfidence } from './ats-badge';
import { edgeCategory } from './edge-display';
import { isWongSpread } from '../model/wong-teaser';
import {
  atsConfidenceFloors,
  bankrollRange,
  edgeCategoryFloors,
  lowestTenthWhere,
  percentText,
  ratingSpread,
  singleBetBreakEven,
  wongBreakEven,
  wongSpreadRanges,
} from './education-figures';

describe('education figures', () => {
  it('gives the 52.4% break-even at -110 and the 72.4% two-leg teaser break-even', () => {
    expect(percentText(singleBetBreakEven())).toBe('52.4%');
    expect(singleBetBreakEven()).toBeCloseTo(110 / 210, 12);
    expect(percentText(wongBreakEven())).toBe('72.4%');
    expect(wongBreakEven()).toBeCloseTo(Math.sqrt(110 / 210), 12);
    expect(percentText(singleBetBreakEven(-120))).toBe('54.5%');
  });

  it('reads the ATS floors off the badge rule (70 high, 55 medium)', () => {
    const floors = atsConfidenceFloors();
    expect(floors).toEqual({ high: 70, medium: 55 });
    expect(atsConfidence(floors.high - 0.1).level).toBe('medium');
    expect(atsConfidence(floors.medium - 0.1).level).toBe('low');
  });

  it('reads the edge floors off the pricing thresholds (5 strong, 1.5 marginal)', () => {
    const floors = edgeCategoryFloors();
    expect(floors).toEqual({ strong: 5, marginal: 1.5 });
    expect(edgeCategory(floors.strong - 0.1).label).toBe('MARGINAL VALUE');
    expect(edgeCategory(floors.marginal - 0.1).label).toBe('NO EDGE');
  });

  it('finds the Wong windows from isWongSpread', () => {
    const ranges = wongSpreadRanges();
    expect(ranges).toEqual({ favourite: { from: -8.5, to: -7.5 }, underdog: { from: 1.5, to: 2.5 } });
    expect(isWongSpread(-9)).toBe(false);
    expect(isWongSpread(3)).toBe(false);
  });

  it('gives bankroll stakes of 1% to 3%', () => {
    expect(bankrollRange()).toEqual({ unitPercent: 1, maxPercent: 3 });
  });

  it('prices a rating spread with home field in the product sign', () => {
    expect(ratingSpread(3, 1.5, 2.5)).toBe(-4);
    expect(ratingSpread(0, 5, 2.5)).toBe(2.5);
    expect(ratingSpread(0, 2.5, 2.5)).toBe(0);
    expect(Object.is(ratingSpread(0, 2.5, 2.5), -0)).toBe(false);
    expect(() => ratingSpread(Number.NaN, 0, 2.5)).toThrow(RangeError);
  });

  it('probes on a tenth grid and reports when a rule never holds', () => {
    expect(lowestTenthWhere(0, 1, (v) => v >= 0.3)).toBe(0.3);
    expect(lowestTenthWhere(0, 1, () => false)).toBeNull();
    expect(() => lowestTenthWhere(2, 1, () => true)).toThrow(RangeError);
    expect(() => percentText(Number.NaN)).toThrow(RangeError);
  });
});
