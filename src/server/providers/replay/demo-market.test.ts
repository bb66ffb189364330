import { describe, expect, it } from 'vitest';
import { impliedProbability } from '@shared/odds/american-odds';
import type { BookOdds } from '../ports';
import { latentOffsets, loadDemoBookFit } from './demo-book-fit';
import { DEMO_BOOKS, generateDemoBooks, realProviderBooks, type MarketAnchor } from './demo-market';
import { impliedThreeBookDeviations, lowerMedian, subsetDeviations, summariseDeviations } from './dispersion';
import { closeKind } from './dispersion';
import { DRIFT_WINDOW_MS, lineAt } from './line-drift';

const fit = loadDemoBookFit();
const HOUR = 3_600_000;
const KICKOFF = Date.UTC(2026, 10, 29, 18);

function anchor(i: number, closeHomeLine: number, extra: Partial<MarketAnchor> = {}): MarketAnchor {
  return {
    gameKey: `test:${i}`,
    league: i % 2 === 0 ? 'nfl' : 'cfb',
    kickoff: KICKOFF,
    closeHomeLine,
    closeTotal: 40 + (i % 31),
    ...extra,
  };
}

const spreadOf = (b: BookOdds) => b.markets.spreads!.home.point;
const LOW_HOLD = new Set(DEMO_BOOKS.filter((b) => b.ladder === 'lowHold').map((b) => b.key));
/** The retail books: the ones that scatter around the market like the 2024 college books. */
const retail = (books: BookOdds[]) => books.filter((b) => !LOW_HOLD.has(b.key));
const totalOf = (b: BookOdds) => b.markets.totals!.over.point;
const overround = (a: number, b: number) => impliedProbability(a) + impliedProbability(b) - 1;
const GAMES = 1000;

/** Three-book shares the fitted model implies for a kind of number. */
function implied(latent: typeof fit.spread.latent, kind: string) {
  let on = 0;
  let half = 0;
  for (const [d, p] of impliedThreeBookDeviations(latentOffsets(latent[kind]!))) {
    if (d === 0) on += p;
    else if (Math.abs(d) === 0.5) half += p;
  }
  return { on, half, more: 1 - on - half };
}

describe('generated demo books', { timeout: 30_000 }, () => {
  it('are the five demo books, labelled and simulated, and the same for the same game and moment', () => {
    const a = generateDemoBooks(anchor(1, -6.5), KICKOFF - 30 * HOUR, fit);
    expect(a.map((b) => b.title)).toEqual(DEMO_BOOKS.map((b) => b.title));
    expect(a.every((b) => b.simulated && b.title.endsWith('(demo)'))).toBe(true);
    expect(generateDemoBooks(anchor(1, -6.5), KICKOFF - 30 * HOUR, fit)).toEqual(a);
    // Another game draws other offsets: over many games the books are not copies of each other.
    const lines = Array.from({ length: 50 }, (_, i) =>
      generateDemoBooks(anchor(i, -6.5), KICKOFF, fit).map(spreadOf).join(),
    );
    expect(new Set(lines).size).toBeGreaterThan(5);
  });

  it('put their consensus on the real close at kickoff, and on the market drift all week', () => {
    for (let i = 0; i < 400; i++) {
      const close = -14 + (i % 57) / 2;
      const game = anchor(i, close);
      const atClose = generateDemoBooks(game, KICKOFF, fit);
      expect(lowerMedian(atClose.map(spreadOf))).toBe(close === 0 ? 0 : close);
      expect(lowerMedian(atClose.map(totalOf))).toBe(game.closeTotal);
      const open = lowerMedian(generateDemoBooks(game, KICKOFF - DRIFT_WINDOW_MS, fit).map(spreadOf));
      for (const hours of [150, 100, 50, 10]) {
        const t = KICKOFF - hours * HOUR;
        expect(lowerMedian(generateDemoBooks(game, t, fit).map(spreadOf))).toBe(
          lineAt(open, close, KICKOFF, t),
        );
      }
    }
  });

  it('scatter the retail books around the consensus as the fitted model says, for each kind of closing number', () => {
    for (const [kind, close] of [
      ['half', -6.5],
      ['integer', -4],
      ['key', -3],
    ] as const) {
      const deviations = Array.from({ length: GAMES }, (_, i) =>
        subsetDeviations(retail(generateDemoBooks(anchor(i, close), KICKOFF, fit)).map(spreadOf)),
      ).flat();
      const got = summariseDeviations(deviations);
      const want = implied(fit.spread.latent, kind);
      expect(closeKind(close)).toBe(kind);
      expect(Math.abs(got.onConsensus - want.on)).toBeLessThan(0.025);
      expect(Math.abs(got.halfPoint - want.half)).toBeLessThan(0.025);
      expect(Math.abs(got.pointOrMore - want.more)).toBeLessThan(0.02);
    }
  });

  it('over a slate mixed like the real college closes, reproduce the observed 2024 dispersion within 3 points', () => {
    const kinds = fit.spread.observedByClose;
    const closes: number[] = [
      ...Array<number>(Math.round((GAMES * kinds.half.lines) / fit.spread.observed.lines)).fill(-6.5),
      ...Array<number>(Math.round((GAMES * kinds.integer.lines) / fit.spread.observed.lines)).fill(-4),
      ...Array<number>(Math.round((GAMES * kinds.key.lines) / fit.spread.observed.lines)).fill(-7),
    ];
    const books = closes.map((c, i) => retail(generateDemoBooks(anchor(i, c), KICKOFF, fit)));
    const spreads = summariseDeviations(books.flatMap((b) => subsetDeviations(b.map(spreadOf))));
    expect(Math.abs(spreads.onConsensus - fit.spread.observed.onConsensus)).toBeLessThan(0.03);
    expect(Math.abs(spreads.halfPoint - fit.spread.observed.halfPoint)).toBeLessThan(0.03);
    expect(Math.abs(spreads.pointOrMore - fit.spread.observed.pointOrMore)).toBeLessThan(0.03);
    const totals = summariseDeviations(books.flatMap((b) => subsetDeviations(b.map(totalOf))));
    expect(Math.abs(totals.onConsensus - fit.total.observed.onConsensus)).toBeLessThan(0.03);
    expect(Math.abs(totals.pointOrMore - fit.total.observed.pointOrMore)).toBeLessThan(0.03);
  });

  it('open where the fitted market moves say: as often unchanged and toward the favourite as real lines', () => {
    const moves = Array.from({ length: GAMES }, (_, i) => {
      const close = -(1 + (i % 20));
      const open = lowerMedian(
        generateDemoBooks(anchor(i, close), KICKOFF - DRIFT_WINDOW_MS, fit).map(spreadOf),
      );
      return open - close; // a home favourite: positive = the line grew toward the favourite by the close
    });
    const share = (test: (m: number) => boolean) => moves.filter(test).length / moves.length;
    expect(Math.abs(share((m) => m === 0) - fit.opener.spread.move.unchanged)).toBeLessThan(0.03);
    expect(Math.abs(share((m) => m > 0) - fit.opener.spread.move.towardFavourite)).toBeLessThan(0.04);
  });

  it('quote valid American odds with a real book’s hold, and juice the side a book hangs a better number on', () => {
    let better = 0;
    let betterCents = 0;
    for (let i = 0; i < 600; i++) {
      const game = anchor(i, -3 - (i % 12), { spreadPrices: { home: -110, away: -110 } });
      for (const b of generateDemoBooks(game, KICKOFF, fit)) {
        const { spreads, totals, h2h } = b.markets;
        for (const price of [spreads!.home.price, spreads!.away.price, totals!.over.price, h2h!.home.price]) {
          expect(Number.isInteger(price)).toBe(true);
          expect(price <= -100 || price >= 100).toBe(true);
        }
        const [lo, hi] = LOW_HOLD.has(b.key) ? [0.01, 0.026] : [0.035, 0.049];
        expect(overround(spreads!.home.price, spreads!.away.price)).toBeGreaterThan(lo);
        expect(overround(spreads!.home.price, spreads!.away.price)).toBeLessThan(hi);
        expect(overround(totals!.over.price, totals!.under.price)).toBeLessThan(hi);
        expect(overround(h2h!.home.price, h2h!.away.price)).toBeGreaterThan(lo);
        expect(overround(h2h!.home.price, h2h!.away.price)).toBeLessThan(0.06);
        // A higher home line than the market's is a better number for the home side.
        if (!LOW_HOLD.has(b.key) && spreads!.home.point > game.closeHomeLine) {
          better++;
          betterCents += spreads!.home.price < 0 ? -spreads!.home.price - 110 : 90 - spreads!.home.price;
        }
      }
    }
    expect(better).toBeGreaterThan(100);
    // Charged for (juiceShare of the number's value): on average above the −110 of a book on the
    // market's number, by more than the price noise alone moves it.
    expect(betterCents / better).toBeGreaterThan(2);
  });
});

describe('real college books', () => {
  const providers = [
    {
      provider: 'Bovada',
      spread: -6.5,
      spreadOpen: -4.5,
      total: 51,
      totalOpen: 53,
      homeMoneyline: -245,
      awayMoneyline: 205,
    },
    {
      provider: 'ESPN Bet',
      spread: -5.5,
      spreadOpen: -6.5,
      total: 49.5,
      totalOpen: 52.5,
      homeMoneyline: -230,
      awayMoneyline: 195,
    },
    { provider: 'DraftKings', spread: -6.5, total: 50.5, homeMoneyline: -218, awayMoneyline: 180 },
  ];
  const game = anchor(7, -6.17, { league: 'cfb', closeTotal: 50.33 });

  it('keep their real numbers and moneylines at kickoff and their real openers a week out, with generated prices', () => {
    const close = realProviderBooks(game, providers, KICKOFF, fit);
    expect(close.map((b) => b.title)).toEqual(['Bovada (demo)', 'ESPN Bet (demo)', 'DraftKings (demo)']);
    expect(close.map(spreadOf)).toEqual([-6.5, -5.5, -6.5]);
    expect(close.map(totalOf)).toEqual([51, 49.5, 50.5]);
    expect(close.map((b) => b.markets.h2h!.home.price)).toEqual([-245, -230, -218]);
    expect(close.every((b) => b.simulated)).toBe(true);
    // ESPN Bet hangs −5.5 against a −6.5 market: the home side pays for it.
    expect(close[1]!.markets.spreads!.home.price).toBeLessThan(-110);
    const open = realProviderBooks(game, providers, KICKOFF - DRIFT_WINDOW_MS, fit);
    expect(open.map(spreadOf).slice(0, 2)).toEqual([-4.5, -6.5]);
    expect(open.map(totalOf).slice(0, 2)).toEqual([53, 52.5]);
  });

  it('are the same on every refresh at the same moment', () => {
    const t = KICKOFF - 40 * HOUR;
    expect(realProviderBooks(game, providers, t, fit)).toEqual(realProviderBooks(game, providers, t, fit));
  });
});
