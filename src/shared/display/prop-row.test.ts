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
  game: null,
  side: 'over',
  price: null,
  book: null,
  fairPrice: null,
  edge: null,
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

  it('adds the book prop’s price, book, fair price and edge, with the edge’s sign as its tone', () => {
    const book = prop({
      source: 'odds-api',
      side: 'under',
      price: 120,
      book: 'FanDuel',
      fairPrice: 110.19,
      edge: 4.667,
    });
    expect(propFields(book)).toEqual([
      { label: 'Market', value: 'Passing Yards' },
      { label: 'Over/Under', value: 'Under' },
      { label: 'Line', value: '274.5' },
      { label: 'Price', value: '+120' },
      { label: 'Book', value: 'FanDuel' },
      { label: 'Fair price', value: '+110' },
      { label: 'Edge', value: '+4.7%', tone: 'positive' },
    ]);
    const negative = propFields(prop({ price: -105, book: 'DraftKings', fairPrice: 101.37, edge: -3.046 }));
    expect(negative.slice(3)).toEqual([
      { label: 'Price', value: '\u2212105' },
      { label: 'Book', value: 'DraftKings' },
      { label: 'Fair price', value: '+101' },
      { label: 'Edge', value: '\u22123.0%', tone: 'negative' },
    ]);
  });

  it('a Yes/No market has no line: its side is Yes or No; no fair price, no fair or edge field', () => {
    expect(propSideText('yes')).toBe('Yes');
    const yes = prop({ propType: 'Anytime TD', line: null, side: 'yes', price: 120, book: 'DraftKings' });
    expect(propFields(yes)).toEqual([
      { label: 'Market', value: 'Anytime TD' },
      { label: 'Yes/No', value: 'Yes' },
      { label: 'Price', value: '+120' },
      { label: 'Book', value: 'DraftKings' },
    ]);
  });

  it('joins team and position', () => {
    expect(propWhoText(prop())).toBe('KC · QB');
    expect(propWhoText(prop({ position: null }))).toBe('KC');
  });
});
