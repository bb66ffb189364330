import { describe, expect, it } from 'vitest';
import { conjugateGradient } from './conjugate-gradient';

describe('conjugateGradient', () => {
  it('solves a small symmetric positive definite system', () => {
    // [[4, 1], [1, 3]] x = [1, 2]  →  x = [1/11, 7/11]
    const m = [
      [4, 1],
      [1, 3],
    ];
    const multiply = (v: Float64Array, out: Float64Array) => {
      out[0] = m[0]![0]! * v[0]! + m[0]![1]! * v[1]!;
      out[1] = m[1]![0]! * v[0]! + m[1]![1]! * v[1]!;
    };
    const r = conjugateGradient(
      multiply,
      Float64Array.from([1, 2]),
      Float64Array.from([4, 3]),
      new Float64Array(2),
    );
    expect(r.x[0]).toBeCloseTo(1 / 11, 10);
    expect(r.x[1]).toBeCloseTo(7 / 11, 10);
    expect(r.iterations).toBeLessThanOrEqual(2);
  });

  it('refuses an indefinite system', () => {
    const multiply = (v: Float64Array, out: Float64Array) => {
      out[0] = -v[0]!;
    };
    expect(() =>
      conjugateGradient(multiply, Float64Array.from([1]), Float64Array.from([1]), new Float64Array(1)),
    ).toThrow(RangeError);
  });
});
