import { describe, expect, it } from 'vitest';
import { splitAtLine } from '../model/key-weighted-normal';
import { totalParams, totalPmf } from '../model/total-distribution';
import { fairFirstProbability } from './fair-line';
import { writeSummary } from '../explain/write-summary';
import { priceGame } from './price-game';
import type { BookQuote, PriceGameInput } from './types';

/**
 * Issue 21 §2: totals and moneylines are priced by the one edge rule, and the game's lead price (its
 * maxEdge, tier, units and confidence) may be any of the three markets.
 */

const now = new Date('2025-09-07T17:00:00Z');
const chiefs = { id: 'KC', name: 'Kansas City Chiefs', shortName: 'Chiefs' };
const bills = { id: 'BUF', name: 'Buffalo Bills', shortName: 'Bills' };
const TEST_BOOKS = ['a', 'b', 'c', 'd', 'e'];

interface QuoteParts {
  spread?: [number, number, number];
  total?: [number, number, number];
  h2h?: [number, number];
  minutesOld?: number;
}

function quote(key: string, parts: QuoteParts): BookQuote {
  const [homePoint, homePrice, awayPrice] = parts.spread ?? [-3, -110, -110];
  return {
    key,
    title: key.toUpperCase(),
    simulated: false,
    fetchedAt: new Date(now.getTime() - (parts.minutesOld ?? 5) * 60_000),
    spreads: { home: { point: homePoint, price: homePrice }, away: { point: -homePoint, price: awayPrice } },
    ...(parts.total
      ? {
          totals: {
            over: { point: parts.total[0], price: parts.total[1] },
            under: { point: parts.total[0], price: parts.total[2] },
          },
        }
      : {}),
    ...(parts.h2h ? { h2h: { home: { price: parts.h2h[0] }, away: { price: parts.h2h[1] } } } : {}),
  };
}

function overOnly(key: string, total: number, overPrice: number): BookQuote {
  const q = quote(key, {});
  return {
    ...q,
    totals: { over: { point: total, price: overPrice }, under: { point: total, price: Number.NaN } },
  };
}

function price(books: BookQuote[]) {
  const input: PriceGameInput = {
    league: 'nfl',
    homeTeam: chiefs,
    awayTeam: bills,
    kickoff: new Date('2025-09-07T20:25:00Z'),
    neutralSite: false,
    prediction: { expectedHomeScore: 24, expectedAwayScore: 20.5, residualSigma: 14 },
    books,
    now,
  };
  return priceGame(input, { bettableBooks: TEST_BOOKS });
}

/** 100·EV of an over at −price-free +100 (even money) from the model's own total distribution. */
function evenMoneyOverEdge(expectedTotal: number, line: number): number {
  const p = splitAtLine(totalPmf(totalParams('NFL'), expectedTotal), line);
  return 100 * (p.above - p.below);
}

describe('priceGame: totals by the edge rule, with the totals’ own key numbers', () => {
  const market = (fairTotal: number) => [
    quote('a', { total: [fairTotal, -110, -110] }),
    quote('b', { total: [fairTotal, -110, -110] }),
    quote('c', { total: [fairTotal, -110, -110] }),
    quote('e', { total: [fairTotal, -110, -110] }),
    // Half a point under the market, the over at even money. Its under is not offered, so the book
    // stays out of the fair total (a two-way market is needed to de-vig) and the fair total is the
    // market's number exactly.
    overOnly('d', fairTotal - 0.5, 100),
  ];

  it('Over 43.5 +100 against a fair 44 (an NFL key total) is the game’s lead price, a BUY', () => {
    const priced = price(market(44));
    const fair = priced.fairLine!.expectedTotal!;
    expect(fair).toBeCloseTo(44, 6);
    const over = priced.marketLines.find((l) => l.key === 'd' && l.market === 'total')!;
    expect(over).toMatchObject({
      side: 'over',
      line: 43.5,
      price: 100,
      team: null,
      betString: 'Over 43.5 (+100)',
    });
    // Against the fitted total distribution read independently (the model folder's totalPmf).
    expect(over.edge).toBeCloseTo(evenMoneyOverEdge(fair, 43.5), 0);
    expect(over.edge).toBeGreaterThanOrEqual(3);
    expect(priced.lead).toMatchObject({ market: 'total', key: 'd', side: 'over', line: 43.5 });
    expect(priced.maxEdge).toBe(over.edge);
    expect(priced.recommendationTier).toBe('BUY');
    expect(priced.units).toBe(over.units);
    expect(priced.units).toBeGreaterThan(0);
    // The spreads are all −3 at −110: none is positive, and they are still listed as before.
    expect(priced.books.every((b) => b.market === 'spread' && b.edge < 0)).toBe(true);
  });

  it('the written summary of a total lead says it wins, never that it covers', () => {
    const { bestBet } = writeSummary(price(market(44)), { gameId: 'g-total' });
    expect(bestBet).toContain('Over 43.5 (+100)');
    expect(bestBet).toMatch(/wins|to win|win chance/);
    expect(bestBet).not.toMatch(/cover/);
  });

  it('the same half point is worth much less off a key total: Over 41.5 +100 against a fair 42', () => {
    const onKey = price(market(44)).lead!;
    const offKey = price(market(42)).marketLines.find((l) => l.key === 'd' && l.market === 'total')!;
    // P(total = 44) ≈ 3.9%, P(total = 42) ≈ 1.7% on the fitted NFL totals.
    expect(onKey.edge - offKey.edge).toBeGreaterThan(1.5);
    expect(offKey.edge).toBeCloseTo(evenMoneyOverEdge(price(market(42)).fairLine!.expectedTotal!, 41.5), 0);
  });

  it('a total further than OFF_MARKET_TOTAL_POINTS from the fair total is off-market, never the lead', () => {
    const priced = price([...market(44).slice(0, 4), quote('d', { total: [39.5, -110, -110] })]);
    const far = priced.marketLines.find((l) => l.key === 'd' && l.market === 'total')!;
    expect(far).toMatchObject({ offMarket: true, recommendation: 'OFF_MARKET', units: 0 });
    expect(priced.lead?.key === 'd' && priced.lead.market === 'total').toBe(false);
  });
});

describe('priceGame: moneylines against the no-vig win probability', () => {
  const books = () => [
    quote('a', { h2h: [-150, 130] }),
    quote('b', { h2h: [-150, 130] }),
    quote('c', { h2h: [-150, 130] }),
    quote('e', { h2h: [-150, 130] }),
    quote('d', { h2h: [-165, 155] }),
  ];

  it('Bills +155 where the market is −150/+130 is priced outright and leads', () => {
    const priced = price(books());
    const home = priced.fairLine!.homeWinProbability!;
    // The consensus is the books' weighted Shin no-vig (fair-line.ts): between the four books'
    // −150/+130 and the low-hold book's −165/+155.
    expect(home).toBeGreaterThan(fairFirstProbability(-150, 130));
    expect(home).toBeLessThan(fairFirstProbability(-165, 155));
    const ml = priced.marketLines.find((l) => l.key === 'd' && l.market === 'moneyline')!;
    expect(ml).toMatchObject({
      side: 'away',
      team: 'Buffalo Bills',
      line: null,
      price: 155,
      betString: 'Bills ML (+155)',
      pushProbability: 0,
    });
    // 100·EV = 100·(P(away)·2.55 − 1).
    expect(ml.edge).toBeCloseTo(100 * ((1 - home) * 2.55 - 1), 0);
    expect(ml.edge).toBeGreaterThan(3);
    expect(priced.lead).toMatchObject({ market: 'moneyline', key: 'd', side: 'away' });
    expect(priced.maxEdge).toBe(ml.edge);
    expect(priced.recommendation).not.toBeNull();
  });

  it('a moneyline at a book a user cannot bet informs nothing it may not: listed PASS, never the lead', () => {
    const priced = price([...books().slice(0, 4), quote('pinnacle', { h2h: [-165, 155] })]);
    const ml = priced.marketLines.find((l) => l.key === 'pinnacle' && l.market === 'moneyline')!;
    expect(ml).toMatchObject({ bettable: false, recommendation: 'PASS', units: 0 });
    expect(priced.lead?.key).not.toBe('pinnacle');
  });

  it('a stale moneyline has edge 0 and is never the lead', () => {
    const priced = price([...books().slice(0, 4), quote('d', { h2h: [-165, 155], minutesOld: 300 })]);
    const ml = priced.marketLines.find((l) => l.key === 'd' && l.market === 'moneyline')!;
    expect(ml).toMatchObject({ stale: true, edge: 0, units: 0 });
    expect(priced.lead?.key).not.toBe('d');
  });
});

describe('priceGame: ranking across the three markets', () => {
  it('the highest edge of the three markets’ best prices leads; maxEdge, tier, units and agreement are its', () => {
    const priced = price([
      quote('a', { spread: [-3, -110, -110], total: [44, -110, -110], h2h: [-150, 130] }),
      quote('b', { spread: [-3, -110, -110], total: [44, -110, -110], h2h: [-150, 130] }),
      quote('c', { spread: [-3, -110, -110], total: [44, -110, -110], h2h: [-150, 130] }),
      // A half point off 3 at −110 (a real spread edge), an over at −105 on the half point onto 44,
      // and a moneyline at +150.
      quote('d', { spread: [-2.5, -110, -110], total: [43.5, -105, -115], h2h: [-170, 150] }),
      quote('e', { spread: [-3, -110, -110], total: [44, -110, -110], h2h: [-165, 150] }),
    ]);
    const bestOf = (m: string) =>
      [...priced.books, ...priced.marketLines].filter((l) => l.market === m && !l.stale && !l.offMarket)[0]!;
    const spread = bestOf('spread');
    const total = bestOf('total');
    const moneyline = bestOf('moneyline');
    const edges = [spread.edge, total.edge, moneyline.edge];
    expect(priced.maxEdge).toBe(Math.max(...edges));
    const lead = [spread, total, moneyline].find((l) => l.edge === priced.maxEdge)!;
    expect(priced.lead).toMatchObject({ market: lead.market, key: lead.key, side: lead.side });
    expect(priced.units).toBe(priced.recommendation ? lead.units : 0);
    // d and e both offer the +150 away moneyline: two agreeing books when the moneyline leads.
    if (lead.market === 'moneyline') expect(priced.agreeingBooks).toBe(2);
  });

  it('a tie between markets goes to the spread', () => {
    const priced = price([
      quote('a', { spread: [-3.5, -110, -110], total: [44.5, -110, -110] }),
      quote('b', { spread: [-3.5, -110, -110], total: [44.5, -110, -110] }),
    ]);
    expect(priced.marketLines.filter((l) => l.market === 'total').every((l) => l.edge === -4.5)).toBe(true);
    // Every price is −4.5% in both markets: the spread leads, as before issue 21.
    expect(priced.lead).toMatchObject({ market: 'spread', edge: -4.5 });
    expect(priced.maxEdge).toBe(-4.5);
  });
});
