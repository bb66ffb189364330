import { describe, expect, it } from 'vitest';
import { edgeBadgeText, edgeBar, edgeCategory, formatEdgePercentage, unitsText } from './edge-display';

describe('edge category', () => {
  it('follows the spec thresholds', () => {
    expect(edgeCategory(5)).toEqual({ label: 'STRONG VALUE', risk: 'low' });
    expect(edgeCategory(12.3)).toEqual({ label: 'STRONG VALUE', risk: 'low' });
    expect(edgeCategory(4.99)).toEqual({ label: 'MARGINAL VALUE', risk: 'medium' });
    expect(edgeCategory(1)).toEqual({ label: 'MARGINAL VALUE', risk: 'medium' });
    expect(edgeCategory(0.99).label).toBe('NO EDGE');
    expect(edgeCategory(0.01).label).toBe('NO EDGE');
    expect(edgeCategory(-0.01)).toEqual({ label: 'OVERPRICED', risk: 'high' });
    expect(edgeCategory(-8)).toEqual({ label: 'OVERPRICED', risk: 'high' });
  });

  it('treats exactly 0 and a missing edge as NO EDGE', () => {
    expect(edgeCategory(0)).toEqual({ label: 'NO EDGE', risk: 'high' });
    expect(edgeCategory(-0).label).toBe('NO EDGE');
    expect(edgeCategory(Number.NaN).label).toBe('NO EDGE');
  });
});

describe('edge bar', () => {
  it('sizes each tier as the spec says', () => {
    expect(edgeBar(5)).toEqual({ label: 'Strong Value', width: 50 });
    expect(edgeBar(8.2).width).toBeCloseTo(82, 10);
    expect(edgeBar(14)).toEqual({ label: 'Strong Value', width: 100 });
    expect(edgeBar(1)).toEqual({ label: 'Marginal Value', width: 12 });
    expect(edgeBar(4).width).toBeCloseTo(48, 10);
    expect(edgeBar(0.5)).toEqual({ label: 'Slight Edge', width: 15 });
    expect(edgeBar(0.9).width).toBeCloseTo(27, 10);
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
