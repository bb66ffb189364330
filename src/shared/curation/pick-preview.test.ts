import { describe, expect, it } from 'vitest';
import { spreadAsMarketLine } from '../display/pick-line';
import { aBook, aGame } from './game-fixture';
import { bulkApprovalPlan, pickPreview, publishLineView, samePick } from './pick-preview';
import { publishVerdict } from './publish-guards';

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
    expect(pickPreview('g1', spreadAsMarketLine(book), false).text).toBe(
      'Will publish: Spread: South Carolina +3.5 \u2212110 at DraftKings, 8.4%, 1u',
    );
    expect(
      pickPreview('g1', spreadAsMarketLine(aBook({ spread: -2.5, price: 105, units: 1.5 })), false).text,
    ).toBe('Will publish: Spread: Buffalo Bills \u22122.5 +105 at DraftKings, 5.2%, 1.5u');
    // A price worse than the fair price still previews honestly, its minus typographic like the price's.
    expect(
      pickPreview('g1', spreadAsMarketLine(aBook({ edge: -3.72, units: 0 })), false, 'no-edge').text,
    ).toBe(
      'Will publish: Spread: Buffalo Bills \u22123.5 \u2212110 at DraftKings, \u22123.7%, no stake: no edge at this price',
    );
    expect(pickPreview('g1', spreadAsMarketLine(aBook({ units: 0 })), true).text).toMatch(
      /off-market price, confirmed, no stake$/,
    );
  });

  it('is the same pick only with the same side, book, line and price', () => {
    const a = pickPreview('g1', spreadAsMarketLine(aBook()), false);
    expect(samePick(a, { ...a })).toBe(true);
    expect(samePick(a, { ...a, side: 'away' })).toBe(false);
    expect(samePick(a, { ...a, bookKey: 'fanduel' })).toBe(false);
    expect(samePick(a, { ...a, line: -3 })).toBe(false);
    expect(samePick(a, { ...a, price: -115 })).toBe(false);
    expect(samePick(a, { ...a, market: 'total' })).toBe(false);
    // A client built before issue 21 sends no market: a spread.
    const { market: _market, ...old } = a;
    expect(samePick(a, old)).toBe(true);
  });
});

describe('a total or moneyline lead publishes as itself (issue 21 §2)', () => {
  const guards = { verifyEdgeAbove: 8 };
  const { spread: _spread, ...rest } = aBook({ edge: -1.2, units: 0 });
  const total = {
    ...rest,
    market: 'total' as const,
    side: 'over' as const,
    team: null,
    line: 44.5,
    price: -105,
    edge: 3.4,
    units: 1,
    betString: 'Over 44.5 (-105)',
  };

  it('the verdict and preview freeze the total, named with its market', () => {
    const game = aGame({
      bestSportsbooks: [aBook({ edge: -1.2, units: 0 })],
      marketLines: [total],
      leadBet: total,
      maxEdge: 3.4,
    });
    const verdict = publishVerdict(game, guards);
    expect(verdict.ok && verdict.book).toMatchObject({ market: 'total', side: 'over', line: 44.5 });
    if (!verdict.ok) throw new Error('expected a publishable total');
    expect(pickPreview('g1', verdict.book, false).text).toBe(
      'Will publish: Total: Over 44.5 \u2212105 at DraftKings, 3.4%, 1u',
    );
    expect(publishLineView(game, guards, undefined)?.bet).toBe('Total: Over 44.5 \u2212105');
  });

  it('a moneyline past the verify level is guarded off-market and the spread leads again', () => {
    const moneyline = {
      ...total,
      market: 'moneyline' as const,
      side: 'home' as const,
      team: 'Buffalo Bills',
      line: null,
      price: 240,
      edge: 12,
    };
    const game = aGame({ marketLines: [moneyline], leadBet: moneyline, maxEdge: 12 });
    const verdict = publishVerdict(game, guards);
    expect(verdict.ok && verdict.book.market).toBe('spread');
    const preview = verdict.ok ? pickPreview('g1', verdict.book, false) : null;
    expect(preview?.text).toMatch(/^Will publish: Spread: Buffalo Bills \u22123\.5 /);
  });
});

describe('the Approve All plan', () => {
  const now = new Date('2025-09-06T12:00:00Z');
  it('previews each pending game it will publish and says why the others are skipped', () => {
    const plan = bulkApprovalPlan(
      [
        aGame({ id: 'ok', curationStatus: 'pending' }),
        aGame({ id: 'done', curationStatus: 'approved' }),
        aGame({ id: 'started', curationStatus: 'pending', commenceTime: '2025-09-06T11:00:00Z' }),
        aGame({ id: 'stale', curationStatus: 'pending', bestSportsbooks: [aBook({ stale: true })] }),
        aGame({ id: 'unpriced', curationStatus: 'pending', modelSpread: null }),
        aGame({
          id: 'negative',
          curationStatus: 'pending',
          bestSportsbooks: [aBook({ edge: -0.4, units: 0, betString: 'Bills -3.5 (-118)' })],
        }),
        aGame({
          id: 'hot',
          curationStatus: 'pending',
          bestSportsbooks: [aBook({ edge: 16.3, units: 2, betString: 'James Madison -2.5 (-118)' })],
        }),
      ],
      now,
      { verifyEdgeAbove: 8 },
    );
    expect(plan.publish.map((p) => [p.gameId, p.text])).toEqual([
      ['ok', 'Will publish: Spread: Buffalo Bills \u22123.5 \u2212110 at DraftKings, 5.2%, 2u'],
    ]);
    expect(plan.skipped.map((s) => [s.gameId, s.reason])).toEqual([
      ['started', 'already kicked off'],
      ['stale', 'no current sportsbook line'],
      ['unpriced', 'no priced line yet'],
      [
        'negative',
        'no edge: its best current price (Bills -3.5 (-118) at DraftKings) is \u22120.4% against the fair line',
      ],
      ['hot', 'its only current price is off-market (approve it on its own card, with the reason)'],
    ]);
  });
});

describe("the admin card's Best Book", () => {
  const guards = { verifyEdgeAbove: 8 };
  it('is the book that will publish: the preview, else the guarded best price, never a stale or hot one', () => {
    const game = aGame({
      bestSportsbooks: [
        aBook({ key: 'stale', name: 'Stale Book', stale: true, edge: 9 }),
        aBook({ key: 'hot', name: 'Hot Book', edge: 12 }),
        aBook({ key: 'fanduel', name: 'FanDuel', edge: 2.1, units: 0.5 }),
      ],
    });
    expect(publishLineView(game, guards, undefined)).toMatchObject({
      book: 'FanDuel',
      edge: 2.1,
      units: 0.5,
    });
    const verdict = publishVerdict(game, guards);
    expect(verdict.ok && verdict.book.key).toBe('fanduel');
    const preview = pickPreview(
      'g1',
      spreadAsMarketLine(aBook({ name: 'BetMGM', key: 'betmgm', edge: 1.7, units: 0.5 })),
      false,
    );
    expect(publishLineView(game, guards, preview)).toMatchObject({ book: 'BetMGM', edge: 1.7 });
    // Nothing publishable: the price that blocks it, labelled.
    const offOnly = aGame({ bestSportsbooks: [aBook({ edge: 11, name: 'Hot Book' })] });
    expect(publishLineView(offOnly, guards, undefined)).toMatchObject({
      book: 'Hot Book',
      offMarket: true,
      units: 0,
      noStake: 'off-market',
    });
    expect(publishLineView(aGame({ bestSportsbooks: [] }), guards, undefined)).toBeNull();
  });
});
