import { describe, expect, it } from 'vitest';
import { aBook, aGame } from './game-fixture';
import { bulkSkipReason, guardGame, publishVerdict, textable } from './publish-guards';

const guards = { verifyEdgeAbove: 8 };

describe('the publish guards', () => {
  it("turn the issue's +16.3% price (an injury adjustment past the 8% guard) off-market, with no stake", () => {
    const hot = aBook({
      team: 'James Madison',
      betString: 'James Madison -2.5 (-118)',
      edge: 16.3,
      units: 2,
    });
    const game = aGame({ bestSportsbooks: [hot], maxEdge: 16.3, units: 2 });
    const guarded = guardGame(game, guards);
    expect(guarded.bestSportsbooks[0]).toMatchObject({
      offMarket: true,
      units: 0,
      recommendation: 'OFF_MARKET',
    });
    expect(guarded).toMatchObject({ units: 0, maxEdge: 0, recommendation: null, recommendationTier: null });
    expect(guarded.flags).toMatchObject({ offMarket: true, verifyEdge: true });
    // Without the admin's reason it cannot publish; with it, at no stake.
    expect(publishVerdict(game, guards)).toMatchObject({ ok: false, reason: 'off-market' });
    expect(publishVerdict(game, guards, { confirmOffMarket: true })).toMatchObject({
      ok: true,
      offMarket: true,
      noStake: 'off-market',
      book: { units: 0, edge: 16.3 },
    });
  });

  it('publish the next on-market price when the hottest one is past the guard; its tier and units follow', () => {
    const game = aGame({
      bestSportsbooks: [
        aBook({ key: 'hot', edge: 9.1, units: 3 }),
        aBook({ key: 'ok', edge: 3.4, units: 1 }),
      ],
      maxEdge: 9.1,
      units: 3,
    });
    const guarded = guardGame(game, guards);
    expect(guarded).toMatchObject({ maxEdge: 3.4, units: 1, recommendationTier: 'BUY' });
    const verdict = publishVerdict(game, guards);
    expect(verdict).toMatchObject({
      ok: true,
      offMarket: false,
      noStake: null,
      book: { key: 'ok', units: 1 },
    });
    expect(bulkSkipReason(verdict)).toBeNull();
    // An on-market price exists, so there is no off-market one to confirm instead.
    expect(publishVerdict(game, guards, { confirmOffMarket: true })).toMatchObject({
      ok: false,
      reason: 'nothing-to-confirm',
      book: { key: 'ok' },
    });
  });

  it('allow no stake on an edge ≤ 0: a single approval publishes it at 0 units, a bulk one skips it', () => {
    for (const edge of [0, -2.4]) {
      const game = aGame({ bestSportsbooks: [aBook({ edge, units: 1.5 })], units: 1.5 });
      expect(guardGame(game, guards).bestSportsbooks[0]!.units).toBe(0);
      const verdict = publishVerdict(game, guards);
      expect(verdict).toMatchObject({ ok: true, noStake: 'no-edge', book: { units: 0 } });
      expect(bulkSkipReason(verdict)).toMatch(
        /^no edge: its best current price .* is (0\.0|\u22122\.4)% against/,
      );
    }
  });

  it('hold at the level itself and leave an untouched game as it is (applied twice: no change)', () => {
    const atLevel = aGame({ bestSportsbooks: [aBook({ edge: 8, units: 3 })] });
    expect(guardGame(atLevel, guards)).toBe(atLevel);
    const once = guardGame(aGame({ bestSportsbooks: [aBook({ edge: 8.1 })] }), guards);
    expect(guardGame(once, guards)).toBe(once);
    // A lower configured level guards more.
    expect(publishVerdict(atLevel, { verifyEdgeAbove: 6 })).toMatchObject({
      ok: false,
      reason: 'off-market',
    });
  });

  it('refuse what cannot be published: unpriced, stale only, nothing off-market to confirm', () => {
    expect(publishVerdict(aGame({ modelSpread: null }), guards)).toEqual({ ok: false, reason: 'unpriced' });
    const stale = aGame({ bestSportsbooks: [aBook({ stale: true })] });
    expect(publishVerdict(stale, guards)).toEqual({ ok: false, reason: 'no-line' });
    expect(publishVerdict(stale, guards, { confirmOffMarket: true })).toEqual({
      ok: false,
      reason: 'nothing-to-confirm',
    });
  });

  it('text only picks with an edge that are not off-market', () => {
    expect(textable({ offMarket: false, edge: 2.1 })).toBe(true);
    expect(textable({ offMarket: true, edge: 2.1 })).toBe(false);
    expect(textable({ offMarket: false, edge: 0 })).toBe(false);
    expect(textable({ offMarket: false, edge: -1 })).toBe(false);
  });
});
