import { describe, expect, it } from 'vitest';
import { chartGeometry, openAndCurrent, openCurrentText, type BookSeries } from './line-movement';

const series: BookSeries[] = [
  {
    key: 'dk',
    name: 'DraftKings',
    points: [
      { at: '2026-11-20T12:00:00Z', point: -3 },
      { at: '2026-11-22T12:00:00Z', point: -3.5 },
    ],
  },
  {
    key: 'fd',
    name: 'FanDuel',
    points: [
      { at: '2026-11-20T13:00:00Z', point: -2.5 },
      { at: '2026-11-22T13:00:00Z', point: -3.5 },
    ],
  },
  { key: 'mgm', name: 'BetMGM', points: [{ at: '2026-11-21T12:00:00Z', point: -3 }] },
];

describe('openAndCurrent', () => {
  it('takes the lower median of each book’s first and latest number', () => {
    expect(openAndCurrent(series)).toEqual({
      open: -3,
      current: -3.5,
      openedAt: '2026-11-20T12:00:00Z',
      currentAt: '2026-11-22T13:00:00Z',
      move: -0.5,
    });
  });

  it('is null before any book posts a spread', () => {
    expect(openAndCurrent([])).toBeNull();
    expect(openAndCurrent([{ key: 'x', name: 'X', points: [] }])).toBeNull();
  });

  it('reads from the favourite’s side', () => {
    expect(openCurrentText({ open: -3, current: 1.5 }, 'Chiefs', 'Bills')).toEqual({
      open: 'Chiefs -3',
      current: 'Bills -1.5',
    });
  });
});

describe('chartGeometry', () => {
  const box = { width: 300, height: 120, padLeft: 30, padRight: 10, padTop: 10, padBottom: 20 };

  it('puts the earliest snapshot on the left, the latest on the right, higher lines above', () => {
    const g = chartGeometry(series, box)!;
    expect(g.xStart).toBe('2026-11-20T12:00:00.000Z');
    expect(g.xEnd).toBe('2026-11-22T13:00:00.000Z');
    const dk = g.lines.find((l) => l.key === 'dk')!;
    expect(dk.dots[0]!.x).toBe(30);
    const fd = g.lines.find((l) => l.key === 'fd')!;
    expect(fd.dots[1]!.x).toBe(290);
    // -2.5 is a higher number than -3.5: drawn nearer the top.
    expect(fd.dots[0]!.y).toBeLessThan(fd.dots[1]!.y);
    // A step: level at the open until the next snapshot, then down to it (1 h of 49 h in ≈ 5.3 px).
    expect(fd.path).toBe('M 35.3 32.5 L 290 32.5 L 290 77.5');
    expect(g.yTicks.map((t) => t.point)).toEqual([-4, -3.5, -3, -2.5, -2]);
  });

  it('draws a lone snapshot as a level line to its dot', () => {
    const g = chartGeometry([series[2]!], box)!;
    expect(g.lines[0]!.path).toBe(`M 30 ${g.lines[0]!.dots[0]!.y} L 290 ${g.lines[0]!.dots[0]!.y}`);
  });

  it('is null without snapshots', () => {
    expect(chartGeometry([], box)).toBeNull();
  });
});
