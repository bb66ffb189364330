import { describe, expect, it } from 'vitest';
import { rankingMovement } from './ranking-movement';

describe('rankingMovement', () => {
  it('words moves up, down, none and new entries', () => {
    expect(rankingMovement(2)).toEqual({
      text: '▲ 2',
      label: 'up 2 places since last week',
      direction: 'up',
    });
    expect(rankingMovement(-1)).toEqual({
      text: '▼ 1',
      label: 'down 1 place since last week',
      direction: 'down',
    });
    expect(rankingMovement(0).direction).toBe('same');
    expect(rankingMovement(null).text).toBe('New');
  });
});
