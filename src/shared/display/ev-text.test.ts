import { describe, expect, it } from 'vitest';
import { evPer100Text } from './ev-text';

describe('expected value text', () => {
  it("reads '+$x per $100 bet' / '-$x per $100 bet' with one decimal", () => {
    expect(evPer100Text(6.909)).toBe('+$6.9 per $100 bet');
    expect(evPer100Text(-4.545)).toBe('-$4.5 per $100 bet');
    expect(evPer100Text(12)).toBe('+$12.0 per $100 bet');
    expect(evPer100Text(0)).toBe('+$0.0 per $100 bet');
    expect(evPer100Text(-0.04)).toBe('+$0.0 per $100 bet');
  });

  it('rejects non-finite values', () => {
    expect(() => evPer100Text(Number.NaN)).toThrow(RangeError);
  });
});
