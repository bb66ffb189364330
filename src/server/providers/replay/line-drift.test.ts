import { describe, expect, it } from 'vitest';
import { lineAt, toHalfPoint } from './line-drift';

const HOUR = 3_600_000;

describe('a replayed line drifting from its opener to its close', () => {
  it('holds the opener until a week before kickoff, then moves linearly on half points to the close', () => {
    expect(lineAt(-3, -6, 1000 * HOUR, 1000 * HOUR - 200 * HOUR)).toBe(-3);
    expect(lineAt(-3, -6, 1000 * HOUR, 1000 * HOUR - 168 * HOUR)).toBe(-3);
    expect(lineAt(-3, -6, 1000 * HOUR, 1000 * HOUR - 84 * HOUR)).toBe(-4.5);
    expect(lineAt(-3, -6, 1000 * HOUR, 1000 * HOUR - HOUR)).toBe(-6);
    expect(lineAt(-3, -6, 1000 * HOUR, 1000 * HOUR)).toBe(-6);
  });

  it('rounds to the half points books post, never to −0', () => {
    expect(toHalfPoint(-4.26)).toBe(-4.5);
    expect(toHalfPoint(6.74)).toBe(6.5);
    expect(Object.is(toHalfPoint(-0.1), 0)).toBe(true);
  });
});
