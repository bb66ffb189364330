import { describe, expect, it } from 'vitest';
import { aBook } from './game-fixture';
import { pickPreview, samePick } from './pick-preview';

describe('the approval preview', () => {
  it("reads as the issue's example: team, line, price with a typographic minus, book, edge, units", () => {
    const book = aBook({
      team: 'South Carolina',
      side: 'away',
      spread: 3.5,
      price: -110,
      name: 'DraftKings',
      edge: 8.43,
      units: 1,
    });
    expect(pickPreview('g1', book, false).text).toBe(
      'Will publish: South Carolina +3.5 \u2212110 at DraftKings, 8.4%, 1u',
    );
    expect(pickPreview('g1', aBook({ spread: -2.5, price: 105, units: 1.5 }), false).text).toBe(
      'Will publish: Buffalo Bills \u22122.5 +105 at DraftKings, 5.2%, 1.5u',
    );
    expect(pickPreview('g1', aBook({ units: 0 }), true).text).toMatch(
      /off-market price, confirmed, no stake$/,
    );
  });

  it('is the same pick only with the same side, book, line and price', () => {
    const a = pickPreview('g1', aBook(), false);
    expect(samePick(a, { ...a })).toBe(true);
    expect(samePick(a, { ...a, side: 'away' })).toBe(false);
    expect(samePick(a, { ...a, bookKey: 'fanduel' })).toBe(false);
    expect(samePick(a, { ...a, line: -3 })).toBe(false);
    expect(samePick(a, { ...a, price: -115 })).toBe(false);
  });
});
