import { describe, expect, it } from 'vitest';
import {
  formatCommenceTime,
  isAmericanPrice,
  parseScore,
  quotaFromHeaders,
  sportKeyFor,
  toBookMarkets,
  toOddsEvents,
  toPlayerProps,
  toScoreEvent,
} from './odds-api-mapping';
import { oddsEventSchema, type OddsBookmakerWire, type OddsEventWire } from './odds-api-schemas';

const HOME = 'Alabama Crimson Tide';
const AWAY = 'Western Kentucky Hilltoppers';

function book(markets: OddsBookmakerWire['markets']): OddsBookmakerWire {
  return { key: 'draftkings', title: 'DraftKings', last_update: new Date('2025-08-30T12:00:00Z'), markets };
}

function event(overrides: Partial<OddsEventWire> = {}): OddsEventWire {
  return {
    id: 'ev1',
    sport_key: 'americanfootball_ncaaf',
    commence_time: new Date('2025-08-30T16:00:00Z'),
    home_team: HOME,
    away_team: AWAY,
    bookmakers: [],
    ...overrides,
  };
}

describe('sportKeyFor and formatCommenceTime', () => {
  it('maps leagues to the API sport keys', () => {
    expect(sportKeyFor('nfl')).toBe('americanfootball_nfl');
    expect(sportKeyFor('cfb')).toBe('americanfootball_ncaaf');
  });

  it('drops milliseconds to the exact second-precision Z form', () => {
    expect(formatCommenceTime(new Date('2025-09-04T00:00:00.999Z'))).toBe('2025-09-04T00:00:00Z');
    expect(formatCommenceTime(new Date('2025-09-04T05:06:07Z'))).toBe('2025-09-04T05:06:07Z');
    expect(() => formatCommenceTime(new Date('nope'))).toThrow(RangeError);
  });
});

describe('quotaFromHeaders', () => {
  it('reads the three headers as numbers', () => {
    const headers = new Headers({
      'x-requests-remaining': '487',
      'x-requests-used': '13',
      'x-requests-last': '3',
    });
    expect(quotaFromHeaders(headers)).toEqual({ remaining: 487, used: 13, last: 3 });
  });

  it('null when none is present; null fields for missing or unreadable ones', () => {
    expect(quotaFromHeaders(new Headers())).toBeNull();
    expect(quotaFromHeaders(new Headers({ 'x-requests-remaining': 'lots', 'x-requests-last': '0' }))).toEqual(
      {
        remaining: null,
        used: null,
        last: 0,
      },
    );
  });
});

describe('toBookMarkets', () => {
  it('matches spread and moneyline sides by name whatever the order, keeping signs', () => {
    const { value, issues } = toBookMarkets(
      book([
        {
          key: 'spreads',
          outcomes: [
            { name: HOME, price: -112, point: -28.5 },
            { name: AWAY, price: -108, point: 28.5 },
          ],
        },
        {
          key: 'h2h',
          outcomes: [
            { name: AWAY, price: 2500 },
            { name: HOME, price: -10000 },
          ],
        },
      ]),
      HOME,
      AWAY,
    );
    expect(issues).toEqual([]);
    expect(value).toEqual({
      spreads: { home: { point: -28.5, price: -112 }, away: { point: 28.5, price: -108 } },
      h2h: { home: { price: -10000 }, away: { price: 2500 } },
    });
  });

  it('accepts a case difference in a name, but not a different name', () => {
    const caseOnly = toBookMarkets(
      book([
        {
          key: 'h2h',
          outcomes: [
            { name: HOME.toUpperCase(), price: -200 },
            { name: AWAY, price: 170 },
          ],
        },
      ]),
      HOME,
      AWAY,
    );
    expect(caseOnly.value.h2h).toEqual({ home: { price: -200 }, away: { price: 170 } });

    const shortName = toBookMarkets(
      book([
        {
          key: 'h2h',
          outcomes: [
            { name: 'Alabama', price: -200 },
            { name: AWAY, price: 170 },
          ],
        },
      ]),
      HOME,
      AWAY,
    );
    expect(shortName.value).toEqual({});
    expect(shortName.issues).toHaveLength(1);
  });

  it('needs a point on spreads and totals and a real American price everywhere', () => {
    const { value, issues } = toBookMarkets(
      book([
        {
          key: 'spreads',
          outcomes: [
            { name: HOME, price: -110 },
            { name: AWAY, price: -110, point: 3 },
          ],
        },
        {
          key: 'totals',
          outcomes: [
            { name: 'Over', price: 1.91, point: 55.5 },
            { name: 'Under', price: -110, point: 55.5 },
          ],
        },
      ]),
      HOME,
      AWAY,
    );
    expect(value).toEqual({});
    expect(issues).toHaveLength(2);
  });

  it('ignores markets outside the port', () => {
    const { value, issues } = toBookMarkets(book([{ key: 'outrights', outcomes: [] }]), HOME, AWAY);
    expect(value).toEqual({});
    expect(issues).toEqual([]);
  });

  it('isAmericanPrice', () => {
    expect([-110, 100, -100, 250].every(isAmericanPrice)).toBe(true);
    expect([0, 1.91, -99, Number.NaN].some(isAmericanPrice)).toBe(false);
  });
});

describe('toOddsEvents', () => {
  const window = { from: new Date('2025-08-30T00:00:00Z'), to: new Date('2025-08-31T00:00:00Z') };

  it('keeps [from, to), drops books with nothing usable, tolerates missing bookmakers', () => {
    const events = [
      event({
        id: 'in',
        bookmakers: [book([]), { ...book([{ key: 'totals', outcomes: [] }]), key: 'fanduel' }],
      }),
      event({ id: 'no-books', bookmakers: undefined }),
      event({ id: 'at-to', commence_time: window.to }),
      event({ id: 'at-from', commence_time: window.from }),
    ];
    const { value, issues } = toOddsEvents(events, 'cfb', window);
    expect(value.map((e) => [e.externalId, e.books.length])).toEqual([
      ['in', 0],
      ['no-books', 0],
      ['at-from', 0],
    ]);
    expect(value[0]?.league).toBe('cfb');
    expect(issues).toEqual(['event in: fanduel totals: no priced Over and Under with a point']);
  });

  it('the schema turns timestamps into Dates and rejects unreadable ones', () => {
    const wire = {
      id: 'x',
      sport_key: 'americanfootball_nfl',
      commence_time: '2025-09-05T00:20:00Z',
      home_team: 'A',
      away_team: 'B',
      extra_field: true,
    };
    expect(oddsEventSchema.parse(wire).commence_time).toEqual(new Date('2025-09-05T00:20:00Z'));
    expect(oddsEventSchema.safeParse({ ...wire, commence_time: 'soon' }).success).toBe(false);
  });
});

describe('scores', () => {
  it('parseScore takes whole non-negative numbers only', () => {
    expect(parseScore('24')).toBe(24);
    expect(parseScore(' 0 ')).toBe(0);
    expect(parseScore('')).toBeNull();
    expect(parseScore('24.5')).toBeNull();
    expect(parseScore('-3')).toBeNull();
  });

  it('toScoreEvent matches by name and reports a missing team', () => {
    const { value, issues } = toScoreEvent(
      {
        id: 's1',
        sport_key: 'americanfootball_ncaaf',
        commence_time: new Date('2025-08-30T16:00:00Z'),
        completed: false,
        home_team: HOME,
        away_team: AWAY,
        scores: [{ name: HOME, score: '14' }],
        last_update: new Date('2025-08-30T17:00:00Z'),
      },
      'cfb',
    );
    expect(value).toMatchObject({ homeScore: 14, awayScore: null, completed: false });
    expect(issues).toEqual([`event s1: no score for "${AWAY}"`]);
  });
});

describe('toPlayerProps', () => {
  it('one outcome per player and side; skips outcomes without a player', () => {
    const { value, issues } = toPlayerProps(
      event({
        bookmakers: [
          book([
            {
              key: 'player_receptions',
              outcomes: [
                { name: 'Over', description: 'Ryan Williams', price: 120, point: 4.5 },
                { name: 'Over', description: null, price: -110, point: 4.5 },
              ],
            },
          ]),
        ],
      }),
    );
    expect(value).toEqual([
      {
        book: 'draftkings',
        market: 'player_receptions',
        player: 'Ryan Williams',
        side: 'Over',
        point: 4.5,
        price: 120,
      },
    ]);
    expect(issues).toHaveLength(1);
  });
});
