import { describe, expect, it } from 'vitest';
import type { PmfTable } from './centred-pmf';
import { DEFAULT_PRICING_SETTINGS as S } from './pricing-options';
import { bookDisplayName, isStale, OFF_MARKET_LABEL, rateBookLine, sideOutcomes } from './rate-book-line';
import type { BookQuote } from './types';

/** A toy margin distribution whose bets can be priced by hand. */
function table(masses: Record<number, number>): PmfTable {
  const keys = Object.keys(masses).map(Number);
  const min = Math.min(...keys);
  const max = Math.max(...keys);
  const probs = Array.from({ length: max - min + 1 }, (_, i) => masses[min + i] ?? 0);
  const cumulative = new Float64Array(probs.length + 1);
  probs.forEach((p, i) => (cumulative[i + 1] = cumulative[i]! + p));
  return { pmf: { min, probs }, cumulative };
}

// Home wins by 4 with 55%, ties with 45%.
const TOY = table({ 0: 0.45, 4: 0.55 });
const now = new Date('2025-09-07T17:00:00Z');
const home = { id: 'KC', name: 'Kansas City Chiefs', shortName: 'Chiefs' };
const away = { id: 'BUF', name: 'Buffalo Bills', shortName: 'Bills' };
const ctx = { homeTeam: home, awayTeam: away, now, settings: S, fairHomeLine: -3.5, offMarketPoints: 2 };

function quote(homePoint: number, homePrice: number, awayPrice: number, minutesOld = 5): BookQuote {
  return {
    key: 'draftkings',
    title: 'DraftKings',
    simulated: false,
    fetchedAt: new Date(now.getTime() - minutesOld * 60_000),
    spreads: { home: { point: homePoint, price: homePrice }, away: { point: -homePoint, price: awayPrice } },
  };
}

describe('rating one book line', () => {
  it('hand-worked: home −3.5 at −110 wins 55% → EV 0.55·0.90909 − 0.45 = +5.0%, 1.5 units', () => {
    // Kelly f* = 0.05/0.90909 = 0.055; ¼ → 1.375% of bankroll → 1.5 units.
    const line = rateBookLine(TOY, quote(-3.5, -110, -110), ctx)!;
    expect(line).toMatchObject({
      side: 'home',
      team: 'Kansas City Chiefs',
      spread: -3.5,
      homeLine: -3.5,
      price: -110,
      betString: 'Chiefs -3.5 (-110)',
      winProbability: 0.55,
      pushProbability: 0,
      coverProbability: 0.55,
      breakEven: 0.5238,
      edge: 5,
      evPer100: 5,
      units: 1.5,
      recommendation: 'STRONG_BET',
      stale: false,
      offMarket: false,
      offMarketReason: null,
      insight: 'Covers 55.0% vs 52.4% break-even',
    });
    // The fair price of a 55% side: −100·0.55/0.45 = −122.
    expect(line.fairPrice).toBe(-122);
  });

  it('takes the side with the higher EV: the away side at +4 never loses (45% win, 55% push)', () => {
    // Home −4: wins never (M > 4 has no mass), pushes 55%. Away +4: wins 45%, pushes 55%, loses 0:
    // EV = 0.45·0.90909 = +40.9%. Above the 8% verify level: an off-market price, never staked.
    const line = rateBookLine(TOY, quote(-4, -110, -110), ctx)!;
    expect(line.side).toBe('away');
    expect(line.betString).toBe('Bills +4 (-110)');
    expect(line.homeLine).toBe(-4);
    expect(line.pushProbability).toBe(0.55);
    expect(line.coverProbability).toBe(1);
    expect(line.edge).toBe(40.9);
    expect(line).toMatchObject({
      units: 0,
      offMarket: true,
      offMarketReason: 'edge',
      recommendation: 'OFF_MARKET',
      insight: OFF_MARKET_LABEL,
    });
  });

  it('calls a line more than the documented distance from the fair line off-market', () => {
    // Fair −3.5, book −6 (2.5 points away, over the 2 allowed): whatever its edge, not a bet.
    const far = rateBookLine(TOY, quote(-6, -110, -110), ctx)!;
    expect(far).toMatchObject({
      offMarket: true,
      offMarketReason: 'distance',
      units: 0,
      recommendation: 'OFF_MARKET',
    });
    const near = rateBookLine(TOY, quote(-5.5, -110, -110), ctx)!;
    expect(near.offMarketReason).not.toBe('distance');
    // Without a fair line (ratings-only pricing) only the edge can make a price off-market.
    expect(rateBookLine(TOY, quote(-6, -110, -110), { ...ctx, fairHomeLine: null })!.offMarketReason).toBe(
      'edge',
    );
  });

  it('lists a stale quote with no edge and no stake', () => {
    const line = rateBookLine(TOY, quote(-3.5, -110, -110, S.staleAfterMinutes + 1), ctx)!;
    expect(line).toMatchObject({
      stale: true,
      edge: 0,
      evPer100: 0,
      units: 0,
      priceEdge: 5,
      recommendation: 'STALE',
      offMarket: false,
    });
    expect(line.ageMinutes).toBe(S.staleAfterMinutes + 1);
    expect(isStale(new Date(now.getTime() - 30 * 60_000), now, 30)).toBe(false);
  });

  it('prices each side at its own point and skips non-prices', () => {
    expect(rateBookLine(TOY, { ...quote(-3.5, -50, -110) }, ctx)?.side).toBe('away');
    expect(rateBookLine(TOY, quote(-3.5, -50, 50), ctx)).toBeNull();
    expect(rateBookLine(TOY, { key: 'x', title: 'X', simulated: false, fetchedAt: now }, ctx)).toBeNull();
    expect(sideOutcomes(TOY, 'away', 3.5)).toEqual({ win: 0.45, push: 0, loss: 0.55 });
  });

  it("marks simulated books '(demo)' once", () => {
    expect(bookDisplayName({ title: 'DraftKings', simulated: true })).toBe('DraftKings (demo)');
    expect(bookDisplayName({ title: 'DraftKings (demo)', simulated: true })).toBe('DraftKings (demo)');
    expect(bookDisplayName({ title: 'DraftKings', simulated: false })).toBe('DraftKings');
  });
});
