import { describe, expect, it } from 'vitest';
import type { Game, SportsbookLine } from '../api/games';
import {
  OFF_MARKET_LABEL,
  edgeTone,
  leadBook,
  linesByMarket,
  pickLine,
  showsTier,
  signedPoint,
} from './pick-line';
import { aBook, aMarketLine } from '../curation/game-fixture';
import { favouriteText, pickDetails, POSTED_LINE_LABEL } from './pick-details';
import { leanRecord } from '../pricing/lean-record';

function book(overrides: Partial<SportsbookLine> = {}): SportsbookLine {
  return {
    key: 'draftkings',
    name: 'DraftKings',
    side: 'away',
    team: 'South Carolina',
    spread: 3.5,
    price: -110,
    betString: 'South Carolina +3.5 (-110)',
    coverProbability: 0.54,
    pushProbability: 0.01,
    fairPrice: -118,
    edge: 3.14,
    evPer100: 3.14,
    units: 1,
    recommendation: 'BET',
    fetchedAt: '2026-11-20T12:00:00Z',
    stale: false,
    offMarket: false,
    bettable: true,
    simulated: false,
    ...overrides,
  };
}

type LineGame = Parameters<typeof pickLine>[0] & Pick<Game, 'recommendationTier'>;

function game(overrides: Partial<LineGame> = {}): LineGame {
  return {
    bestSportsbooks: [book()],
    // Clemson (home) −2.5 fair: South Carolina +2.5.
    fairLine: {
      spread: -2.5,
      total: 51.5,
      homeWinProbability: 0.57,
      method: 'shin',
      books: 7,
      sharpBooks: ['Pinnacle'],
      excludedBooks: [],
    },
    units: 1,
    recommendation: 'BET',
    recommendationTier: 'BUY',
    ...overrides,
  };
}

describe('pickLine', () => {
  it('leads with the bet, price, book, fair line, edge and units', () => {
    expect(pickLine(game())?.text).toBe(
      'Spread: South Carolina +3.5 −110 · DraftKings · fair +2.5 · +3.1% · 1u',
    );
  });

  it('tells the fair line from the side bet (a home favourite)', () => {
    const line = pickLine(
      game({ bestSportsbooks: [book({ side: 'home', team: 'Clemson', spread: -2, price: 105 })] }),
    );
    expect(line?.text).toBe('Spread: Clemson −2 +105 · DraftKings · fair −2.5 · +3.1% · 1u');
  });

  it('uses the caller book label and drops fair without a fair line and units without a recommendation', () => {
    const line = pickLine(
      game({ fairLine: null, recommendation: null, units: 0 }),
      (b) => `${b.name} (demo)`,
    );
    expect(line?.text).toBe('Spread: South Carolina +3.5 −110 · DraftKings (demo) · +3.1%');
    expect(line?.units).toBeNull();
  });

  it('shows an off-market lead with the label, no edge and no units', () => {
    const line = pickLine(game({ bestSportsbooks: [book({ offMarket: true, edge: 48.8 })] }));
    expect(line?.offMarket).toBe(true);
    expect(line?.units).toBeNull();
    expect(line?.edge).toBeNull();
    expect(line?.text).toBe(
      `Spread: South Carolina +3.5 −110 · DraftKings · fair +2.5 · ${OFF_MARKET_LABEL}`,
    );
  });

  it('leads with the first on-market fresh book, passing over off-market and stale ones', () => {
    const off = book({ key: 'bovada', name: 'Bovada', offMarket: true, edge: 40 });
    const stale = book({ key: 'espn', name: 'ESPN Bet', stale: true, edge: 9 });
    const good = book({ key: 'fanduel', name: 'FanDuel', edge: 2 });
    expect(leadBook([off, stale, good])?.key).toBe('fanduel');
    expect(pickLine(game({ bestSportsbooks: [off, stale, good] }))?.bookName).toBe('FanDuel');
    expect(pickLine(game({ bestSportsbooks: [stale] }))?.text).toBe(
      'Spread: South Carolina +3.5 −110 · ESPN Bet · fair +2.5 · stale price',
    );
  });

  it('names the market of a total or moneyline lead (issue 21 §2)', () => {
    const base = { ...book(), market: 'total' as const, team: null, line: 44.5 };
    const { spread: _spread, ...rest } = base;
    const total = { ...rest, side: 'over' as const, price: -105, betString: 'Over 44.5 (-105)', edge: 3.4 };
    expect(pickLine(game({ leadBet: total }))?.text).toBe(
      'Total: Over 44.5 −105 · DraftKings · fair 51.5 · +3.4% · 1u',
    );
    const moneyline = {
      ...rest,
      market: 'moneyline' as const,
      side: 'home' as const,
      team: 'Dallas Cowboys',
      line: null,
      price: 135,
      fairPrice: 122,
      betString: 'Cowboys ML (+135)',
    };
    const line = pickLine(game({ leadBet: moneyline }));
    expect(line?.market).toBe('moneyline');
    expect(line?.bet).toBe('Moneyline: Dallas Cowboys');
    expect(line?.text).toBe('Moneyline: Dallas Cowboys +135 · DraftKings · fair +122 · +3.1% · 1u');
    // Without a leadBet (an analysis made before issue 21) the spread book leads, named as a spread.
    expect(pickLine(game({ leadBet: null }))?.bet).toBe('Spread: South Carolina +3.5');
  });

  it('is null without a sportsbook line', () => {
    expect(pickLine(game({ bestSportsbooks: [] }))).toBeNull();
  });

  it('gives a negative edge a negative tone and a true minus', () => {
    const line = pickLine(game({ bestSportsbooks: [book({ edge: -1.26 })] }));
    expect(line?.edge).toBe('−1.3%');
    expect(line?.edgeTone).toBe('negative');
    expect(edgeTone(0.04)).toBe('neutral');
    expect(edgeTone(0.6)).toBe('positive');
  });
});

describe('showsTier', () => {
  it('hides the tier when the lead price is off-market or there is no tier', () => {
    expect(showsTier(game())).toBe(true);
    expect(showsTier(game({ bestSportsbooks: [book({ offMarket: true })] }))).toBe(false);
    expect(showsTier(game({ recommendationTier: null }))).toBe(false);
  });
});

describe('signedPoint and favouriteText', () => {
  it('print points as a board does', () => {
    expect(signedPoint(-3)).toBe('−3');
    expect(signedPoint(7.5)).toBe('+7.5');
    expect(signedPoint(0)).toBe('PK');
    expect(favouriteText(-2.5, 'Clemson', 'South Carolina')).toBe('Clemson −2.5');
    expect(favouriteText(4, 'Clemson', 'South Carolina')).toBe('South Carolina −4');
    expect(favouriteText(0, 'Clemson', 'South Carolina')).toBe("Pick 'em");
  });
});

describe('pickDetails', () => {
  const base = {
    homeTeam: 'Clemson',
    awayTeam: 'South Carolina',
    vegasSpread: -3,
    vegasSource: 'DraftKings',
    fairLine: game().fairLine,
    ratingsSpread: -4.5,
    ratingsTotal: 49,
    ratingsLean: {
      side: 'home' as const,
      team: 'Clemson',
      shortName: 'Clemson',
      points: 3.5,
      record: leanRecord('CFB', 3.5),
    },
    ratingsAsOf: '2024-11-24T01:00:00Z',
    ratingsOutOfDate: false,
    pricingBasis: { kind: 'market' as const, ratingsWeight: 0 },
    totalProjections: { modelTotal: 51.5, awayExpectedScore: 24, homeExpectedScore: 27.5, marketTotal: 52 },
  };

  it('names each line and its method', () => {
    const details = pickDetails(base);
    expect(details.lines).toEqual([
      { label: POSTED_LINE_LABEL, value: 'Clemson −3 · total 52', method: 'Source: DraftKings' },
      {
        label: 'Fair line (market, no-vig)',
        value: 'Clemson −2.5 · total 51.5',
        method: 'No-vig consensus of 7 books, Shin method; Pinnacle weighted up as sharp',
      },
      {
        label: 'BetLens ratings',
        value: 'Clemson −4.5 · total 49',
        method: 'Walk-forward team ratings (ridge + Elo), never shrunk toward the market',
      },
    ]);
    expect(details.lean).toBe('BetLens ratings lean Clemson by 3.5');
    const record = leanRecord('CFB', 3.5)!;
    expect(details.leanRecord).toBe(
      `BetLens ratings' record when they differ from the close by 3+ points (college ${record.fromSeason}–${record.toSeason}): ${(100 * record.winRate).toFixed(1)}% ± ${(100 * record.winRateSe).toFixed(1)} ATS, n = ${record.bets}; −110 breaks even at 52.4%`,
    );
    expect(details.pricedAgainst).toBe('Priced against the fair line (market, no-vig)');
    expect(details.ratingsFreshness).toBe('BetLens ratings as of Nov 23, 2024');
  });

  it('says when the ratings are out of date (and then there is no lean to show)', () => {
    const details = pickDetails({ ...base, ratingsLean: null, ratingsOutOfDate: true });
    expect(details.lean).toBeNull();
    expect(details.ratingsFreshness).toBe('BetLens ratings out of date since Nov 23, 2024: no ratings lean');
  });

  it('leaves out the lines a game does not have', () => {
    const details = pickDetails({
      ...base,
      vegasSpread: null,
      fairLine: null,
      ratingsSpread: null,
      ratingsTotal: null,
      ratingsLean: null,
      pricingBasis: null,
      totalProjections: { ...base.totalProjections, marketTotal: null },
    });
    expect(details).toEqual({
      lines: [],
      lean: null,
      leanRecord: null,
      ratingsFreshness: null,
      pricedAgainst: null,
    });
  });
});

describe('linesByMarket', () => {
  it('lists every book market by market, spreads first, leaving out a market no book quotes', () => {
    const over = aMarketLine({ market: 'total', side: 'over', team: null, line: 47.5, key: 'fanduel' });
    const under = aMarketLine({ market: 'total', side: 'under', team: null, line: 48, key: 'caesars' });
    const groups = linesByMarket({
      bestSportsbooks: [aBook({ spread: -3.5 }), aBook({ key: 'betmgm', spread: -3 })],
      marketLines: [over, under],
    });
    expect(groups.map((g) => [g.market, g.label, g.lines.length])).toEqual([
      ['spread', 'Spread', 2],
      ['total', 'Total', 2],
    ]);
    expect(groups[0]!.lines[1]).toMatchObject({ market: 'spread', key: 'betmgm', line: -3 });
    expect(groups[1]!.lines).toEqual([over, under]);
  });

  it('is empty for a game no book prices', () => {
    expect(linesByMarket({ bestSportsbooks: [], marketLines: [] })).toEqual([]);
  });
});
