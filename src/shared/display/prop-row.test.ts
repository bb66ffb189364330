import { describe, expect, it } from 'vitest';
import type { PlayerProp } from '../api/props';
import { propFields, propSideText, propWhoText } from './prop-row';

const prop = (overrides: Partial<PlayerProp> = {}): PlayerProp => ({
  id: 'p1',
  fullText: 'Patrick Mahomes (KC) over 274.5 passing yards',
  player: 'Patrick Mahomes',
  team: 'KC',
  position: 'QB',
  propType: 'Passing Yards',
  line: 274.5,
  notes: null,
  propInsight: null,
  source: 'admin',
  commenceTime: null,
  side: 'over',
  ...overrides,
});

describe('prop rows', () => {
  it('lists market, side and line', () => {
    expect(propFields(prop())).toEqual([
      { label: 'Market', value: 'Passing Yards' },
      { label: 'Over/Under', value: 'Over' },
      { label: 'Line', value: '274.5' },
    ]);
  });

  it('reads a book market as both sides and leaves out what the prop lacks', () => {
    expect(propSideText(null)).toBe('Over / Under');
    expect(propSideText('under')).toBe('Under');
    expect(propFields(prop({ propType: null, line: null }))).toEqual([]);
    expect(propFields(prop({ side: null, line: 6 }))).toEqual([
      { label: 'Market', value: 'Passing Yards' },
      { label: 'Over/Under', value: 'Over / Under' },
      { label: 'Line', value: '6' },
    ]);
  });

  it('joins team and position', () => {
    expect(propWhoText(prop())).toBe('KC · QB');
    expect(propWhoText(prop({ position: null }))).toBe('KC');
  });
});
