import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_SETTINGS } from '../pricing/pricing-options';
import {
  EDGE_CATEGORY_FLOORS,
  edgeBadgeText,
  edgeBar,
  edgeCategory,
  edgeCategoryRangeText,
  formatEdgePercentage,
  unitsText,
} from './edge-display';

describe('edge category', () => {
  it("reads its floors from the pricing's tier thresholds", () => {
    expect(EDGE_CATEGORY_FLOORS.strong).toBe(DEFAULT_PRICING_SETTINGS.strongEdge);
    expect(EDGE_CATEGORY_FLOORS.marginal).toBe(DEFAULT_PRICING_SETTINGS.minEdgeForBet);
  });

  it('labels edges by those floors (5% and 1.5% today)', () => {
    expect(edgeCategory(5)).toEqual({ label: 'STRONG VALUE' });
    expect(edgeCategory(12.3)).toEqual({ label: 'STRONG VALUE' });
    expect(edgeCategory(4.99)).toEqual({ label: 'MARGINAL VALUE' });
    expect(edgeCategory(1.5)).toEqual({ label: 'MARGINAL VALUE' });
    expect(edgeCategory(1.49).label).toBe('NO EDGE');
    expect(edgeCategory(1).label).toBe('NO EDGE');
    expect(edgeCategory(0.01).label).toBe('NO EDGE');
    expect(edgeCategory(-0.01)).toEqual({ label: 'OVERPRICED' });
    expect(edgeCategory(-8)).toEqual({ label: 'OVERPRICED' });
  });

  it('treats exactly 0 and a missing edge as NO EDGE', () => {
    expect(edgeCategory(0)).toEqual({ label: 'NO EDGE' });
    expect(edgeCategory(-0).label).toBe('NO EDGE');
    expect(edgeCategory(Number.NaN).label).toBe('NO EDGE');
  });

  it('carries no risk level', () => {
    expect(Object.keys(edgeCategory(9))).toEqual(['label']);
  });

  it('states each range with the same thresholds', () => {
    expect(edgeCategoryRangeText('STRONG VALUE')).toBe('Edge of 5% or more against the fair price');
    expect(edgeCategoryRangeText('MARGINAL VALUE')).toBe('Edge of 1.5% to under 5% against the fair price');
    expect(edgeCategoryRangeText('NO EDGE')).toBe('Edge under 1.5%: too thin to recommend');
    expect(edgeCategoryRangeText('OVERPRICED')).toMatch(/worse than fair/);
  });
});

describe('edge bar', () => {
  it('sizes each tier', () => {
    expect(edgeBar(5)).toEqual({ label: 'Strong Value', width: 50 });
    expect(edgeBar(8.2).width).toBeCloseTo(82, 10);
    expect(edgeBar(14)).toEqual({ label: 'Strong Value', width: 100 });
    expect(edgeBar(1.5).label).toBe('Marginal Value');
    expect(edgeBar(1.5).width).toBeCloseTo(18, 10);
    expect(edgeBar(4).width).toBeCloseTo(48, 10);
    expect(edgeBar(0.5).label).toBe('Slight Edge');
    expect(edgeBar(0.5).width).toBeCloseTo(6, 10);
    expect(edgeBar(1.4).width).toBeLessThan(edgeBar(1.5).width);
    expect(edgeBar(0.49)).toEqual({ label: 'No Edge', width: 5 });
    expect(edgeBar(-3)).toEqual({ label: 'No Edge', width: 5 });
  });
});

describe('edge strings', () => {
  it("formats edge_percentage like '+5.2%'", () => {
    expect(formatEdgePercentage(5.23)).toBe('+5.2%');
    expect(formatEdgePercentage(-1.26)).toBe('-1.3%');
    expect(formatEdgePercentage(0)).toBe('+0.0%');
    expect(formatEdgePercentage(-0.04)).toBe('+0.0%');
  });

  it("builds the badge '{edge}% Edge • {units} Unit(s)'", () => {
    expect(edgeBadgeText(5.23, 2)).toBe('5.2% Edge • 2 Units');
    expect(edgeBadgeText(3.06, 1)).toBe('3.1% Edge • 1 Unit');
    expect(edgeBadgeText(4, 1.5)).toBe('4.0% Edge • 1.5 Units');
    expect(edgeBadgeText(3.4)).toBe('3.4% Edge • 1 Unit');
    expect(edgeBadgeText(3.4, null)).toBe('3.4% Edge • 1 Unit');
    expect(unitsText(0.5)).toBe('0.5 Units');
  });
});
