import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './json-depth';

describe('exceedsJsonDepth', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(exceedsJsonDepth('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(exceedsJsonDepth('{"a":[{"b":1}]}', 2)).toBe(true);
    expect(exceedsJsonDepth('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(exceedsJsonDepth('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(exceedsJsonDepth('[[],[],[[]]]', 3)).toBe(false);
  });

  it('stops at the limit on a very deep body', () => {
    expect(exceedsJsonDepth('['.repeat(7350) + ']'.repeat(7350), 32)).toBe(true);
    expect(exceedsJsonDepth('['.repeat(32) + ']'.repeat(32), 32)).toBe(false);
  });
});
