import { describe, expect, it } from 'vitest';
import { niceStep, seriesGeometry } from './bets-chart';

const BOX = { width: 210, height: 120, padLeft: 10, padRight: 0, padTop: 10, padBottom: 10 };

describe('niceStep', () => {
  it('rounds to 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(4)).toBe(1);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(15)).toBe(5);
    expect(niceStep(0.3)).toBe(0.1);
    expect(niceStep(0)).toBe(1);
  });
});

describe('seriesGeometry', () => {
  it('places time left to right and values over a range that includes 0', () => {
    const g = seriesGeometry(
      [
        { at: '2026-11-01T00:00:00.000Z', value: 2 },
        { at: '2026-11-03T00:00:00.000Z', value: -1 },
        { at: '2026-11-05T00:00:00.000Z', value: 3 },
      ],
      BOX,
    )!;
    // Span −1..3 → step 1, range −1..3: 100 px for 4 units, 25 px each; y(3) = 10, y(−1) = 110.
    expect(g.yTicks.map((t) => t.value)).toEqual([-1, 0, 1, 2, 3]);
    expect(g.zeroY).toBe(85);
    expect(g.dots.map((d) => [d.x, d.y])).toEqual([
      [10, 35],
      [110, 110],
      [210, 10],
    ]);
    expect(g.path).toBe('M 10 85 V 35 H 110 V 110 H 210 V 10');
    expect([g.xStart, g.xEnd]).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-05T00:00:00.000Z']);
  });

  it('centres a lone point and has nothing to draw without points', () => {
    const g = seriesGeometry([{ at: '2026-11-01T00:00:00.000Z', value: 1.5 }], BOX)!;
    expect(g.dots[0]!.x).toBe(110);
    expect(g.yTicks[0]!.value).toBe(0);
    expect(seriesGeometry([], BOX)).toBeNull();
  });
});
