import { describe, expect, it } from 'vitest';
import { aBook, aGame } from '@shared/curation/game-fixture';
import { draftFromPick } from './bet-draft';

describe("draftFromPick: 'I placed this' carries the card's lead price in its own market", () => {
  const { spread: _spread, ...rest } = aBook();

  it('a total lead pre-fills total, over, its number and price', () => {
    const leadBet = {
      ...rest,
      market: 'total' as const,
      side: 'over' as const,
      team: null,
      line: 44.5,
      price: -105,
    };
    expect(draftFromPick(aGame({ leadBet }))).toMatchObject({
      market: 'total',
      side: 'over',
      line: 44.5,
      price: -105,
      book: 'DraftKings',
      offers: { 'total:over': { line: 44.5, price: -105 } },
    });
  });

  it('a moneyline lead pre-fills moneyline, the team side, no number and its price', () => {
    const leadBet = {
      ...rest,
      market: 'moneyline' as const,
      side: 'away' as const,
      team: 'Kansas City Chiefs',
      line: null,
      price: 135,
    };
    expect(draftFromPick(aGame({ leadBet }))).toMatchObject({
      market: 'moneyline',
      side: 'away',
      line: null,
      price: 135,
      offers: { 'moneyline:away': { line: null, price: 135 } },
    });
  });

  it('an analysis without a leadBet (before issue 21) pre-fills its spread book', () => {
    const book = aBook();
    expect(draftFromPick(aGame({ leadBet: null }))).toMatchObject({
      market: 'spread',
      side: book.side,
      line: book.spread,
      price: book.price,
    });
  });
});
