import { startFakeServer, type FakeReply, type FakeRequest } from './fake-server';

/**
 * A fake of The Odds API v4 that follows the documented contract (api-contracts.md section a):
 * `apiKey` checked on every call (401 MISSING_KEY / INVALID_KEY / DEACTIVATED_KEY), 422
 * MISSING_REGION without regions or bookmakers, the second-precision `Z` form for commence times,
 * prices in decimal unless oddsFormat=american, quota headers on every answer with the documented
 * costs, and 401 OUT_OF_USAGE_CREDITS (x-requests-last: 0) once credits run out while the free
 * endpoints keep working.
 *
 * Error codes other than the ones the contract names (INVALID_REGION, INVALID_MARKET, ...) are this
 * fake's own wording for "a 422 for a bad value".
 */

export const FAKE_ODDS_API_KEY = 'fake-odds-key-0123456789abcdef';

export const FAKE_ODDS_SPORTS = {
  nfl: 'americanfootball_nfl',
  ncaaf: 'americanfootball_ncaaf',
} as const;

const SPORT_TITLES: Record<string, string> = {
  americanfootball_nfl: 'NFL',
  americanfootball_ncaaf: 'NCAAF',
};

const REGIONS = new Set(['us', 'us2', 'uk', 'eu', 'au']);
const FEATURED = new Set(['h2h', 'spreads', 'totals', 'outrights']);
const COMMENCE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

export interface FakeOutcome {
  name: string;
  /** American odds; converted when decimal is asked for. */
  price: number;
  point?: number;
  description?: string;
}

export interface FakeMarket {
  key: string;
  last_update?: string;
  outcomes: FakeOutcome[];
}

export interface FakeBookmaker {
  key: string;
  title: string;
  last_update: string;
  markets: FakeMarket[];
  /** Fake-only: the region that lists this book (default 'us'); not sent on the wire. */
  region?: string;
}

export interface FakeOddsEvent {
  id: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  /** Featured markets and props alike; each endpoint serves the markets it is asked for. */
  bookmakers: FakeBookmaker[];
}

export interface FakeScoreEvent {
  id: string;
  commence_time: string;
  completed: boolean;
  home_team: string;
  away_team: string;
  scores: { name: string; score: string }[] | null;
  last_update: string | null;
}

export interface OddsApiFailure {
  /** 429, 500, 503... */
  status?: number;
  /** Default for 429: EXCEEDED_FREQ_LIMIT. */
  errorCode?: string;
  message?: string;
  retryAfter?: string;
  /** Plain text instead of the API's JSON (a proxy page). */
  text?: string;
  /** Wait first; without `status` the normal answer follows (to trigger client timeouts). */
  delayMs?: number;
  drop?: boolean;
  /** Only requests to this exact path; default any. */
  path?: string;
}

export interface FakeOddsQuota {
  remaining: number;
  used: number;
  last: number;
}

export interface FakeOddsApiOptions {
  apiKey?: string;
  /** Credits available at start; default 500 (the free plan). */
  credits?: number;
}

export interface FakeOddsApi {
  url: string;
  apiKey: string;
  requests: FakeRequest[];
  /** Adds or replaces events of a sport (by id). */
  seedEvents(sport: string, ...events: FakeOddsEvent[]): void;
  seedScores(sport: string, ...scores: FakeScoreEvent[]): void;
  quota(): FakeOddsQuota;
  setCredits(remaining: number): void;
  /** Paid endpoints answer 401 OUT_OF_USAGE_CREDITS from now on; free ones keep working. */
  exhaustQuota(): void;
  /** The key answers 401 DEACTIVATED_KEY from now on. */
  deactivateKey(): void;
  failNext(count: number, failure: OddsApiFailure): void;
  close(): Promise<void>;
}

type Query = Record<string, string>;

function errorReply(
  status: number,
  errorCode: string,
  message: string,
  headers: Record<string, string> = {},
) {
  return {
    status,
    headers,
    json: {
      message,
      error_code: errorCode,
      details_url: `https://the-odds-api.com/liveapi/guides/v4/api-error-codes.html#${errorCode.toLowerCase().replace(/_/g, '-')}`,
    },
  } satisfies FakeReply;
}

function americanToDecimal(price: number): number {
  const decimal = price > 0 ? 1 + price / 100 : 1 + 100 / Math.abs(price);
  return Math.round(decimal * 100) / 100;
}

function toUnix(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export async function startFakeOddsApi(options: FakeOddsApiOptions = {}): Promise<FakeOddsApi> {
  const apiKey = options.apiKey ?? FAKE_ODDS_API_KEY;
  const events = new Map<string, Map<string, FakeOddsEvent>>();
  const scores = new Map<string, Map<string, FakeScoreEvent>>();
  const quota: FakeOddsQuota = { remaining: options.credits ?? 500, used: 0, last: 0 };
  let deactivated = false;

  const quotaHeaders = (): Record<string, string> => ({
    'x-requests-remaining': String(quota.remaining),
    'x-requests-used': String(quota.used),
    'x-requests-last': String(quota.last),
  });

  const charge = (cost: number) => {
    quota.remaining -= cost;
    quota.used += cost;
    quota.last = cost;
  };

  const outOfCredits = (): FakeReply => {
    quota.last = 0;
    return errorReply(
      401,
      'OUT_OF_USAGE_CREDITS',
      'Usage quota has been reached. See usage plans at https://the-odds-api.com',
      quotaHeaders(),
    );
  };

  const checkKey = (query: Query): FakeReply | undefined => {
    const key = query.apiKey;
    if (key === undefined || key === '') {
      return errorReply(401, 'MISSING_KEY', 'API key is missing. Add the apiKey query parameter.');
    }
    if (key !== apiKey) {
      return errorReply(401, 'INVALID_KEY', 'API key is not valid. See https://the-odds-api.com');
    }
    if (deactivated) return errorReply(401, 'DEACTIVATED_KEY', 'API key has been deactivated.');
    return undefined;
  };

  const checkSport = (sport: string | undefined): FakeReply | undefined =>
    sport !== undefined && SPORT_TITLES[sport] !== undefined
      ? undefined
      : errorReply(422, 'INVALID_SPORT', `Unknown sport ${sport ?? ''}`);

  /** Credits one region costs: a region, or each group of 10 bookmakers. */
  const readSource = (
    query: Query,
  ):
    | { ok: true; regionCount: number; books: (b: FakeBookmaker) => boolean }
    | { ok: false; reply: FakeReply } => {
    const bookmakers = list(query.bookmakers);
    if (bookmakers.length > 0) {
      return {
        ok: true,
        regionCount: Math.ceil(bookmakers.length / 10),
        books: (b) => bookmakers.includes(b.key),
      };
    }
    const regions = list(query.regions);
    if (regions.length === 0) {
      return { ok: false, reply: errorReply(422, 'MISSING_REGION', 'Missing regions or bookmakers key') };
    }
    const unknown = regions.find((r) => !REGIONS.has(r));
    if (unknown) return { ok: false, reply: errorReply(422, 'INVALID_REGION', `Invalid region ${unknown}`) };
    return { ok: true, regionCount: regions.length, books: (b) => regions.includes(b.region ?? 'us') };
  };

  const checkFormats = (query: Query): FakeReply | undefined => {
    if (query.oddsFormat !== undefined && !['american', 'decimal'].includes(query.oddsFormat)) {
      return errorReply(422, 'INVALID_ODDS_FORMAT', `Invalid oddsFormat ${query.oddsFormat}`);
    }
    if (query.dateFormat !== undefined && !['iso', 'unix'].includes(query.dateFormat)) {
      return errorReply(422, 'INVALID_DATE_FORMAT', `Invalid dateFormat ${query.dateFormat}`);
    }
    return undefined;
  };

  /** An event as the wire shows it, with only the asked-for books and markets. */
  const present = (
    sport: string,
    event: FakeOddsEvent,
    query: Query,
    markets: readonly string[],
    books: (b: FakeBookmaker) => boolean,
  ): Record<string, unknown> => {
    const american = query.oddsFormat === 'american';
    const unix = query.dateFormat === 'unix';
    const time = (iso: string) => (unix ? toUnix(iso) : iso);
    return {
      id: event.id,
      sport_key: sport,
      sport_title: SPORT_TITLES[sport],
      commence_time: time(event.commence_time),
      home_team: event.home_team,
      away_team: event.away_team,
      bookmakers: event.bookmakers
        .filter(books)
        .map((book) => ({
          key: book.key,
          title: book.title,
          last_update: time(book.last_update),
          markets: book.markets
            .filter((m) => markets.includes(m.key))
            .map((m) => ({
              key: m.key,
              last_update: time(m.last_update ?? book.last_update),
              outcomes: m.outcomes.map((o) => ({
                ...o,
                price: american ? o.price : americanToDecimal(o.price),
              })),
            })),
        }))
        .filter((book) => book.markets.length > 0),
    };
  };

  const sportEvents = (sport: string) => [...(events.get(sport)?.values() ?? [])];

  const listSports = (request: FakeRequest): FakeReply => {
    const keyError = checkKey(request.query);
    if (keyError) return keyError;
    quota.last = 0;
    return {
      headers: quotaHeaders(),
      json: Object.entries(SPORT_TITLES).map(([key, title]) => ({
        key,
        group: 'American Football',
        title,
        description: `US ${title === 'NFL' ? 'Football' : 'College Football'}`,
        active: true,
        has_outrights: false,
      })),
    };
  };

  const listEvents = (request: FakeRequest): FakeReply => {
    const { query } = request;
    const sport = request.params.sport;
    const failure = checkKey(query) ?? checkSport(sport);
    if (failure) return failure;
    quota.last = 0;
    return {
      headers: quotaHeaders(),
      json: sportEvents(sport!).map((e) => ({
        id: e.id,
        sport_key: sport,
        sport_title: SPORT_TITLES[sport!],
        commence_time: e.commence_time,
        home_team: e.home_team,
        away_team: e.away_team,
      })),
    };
  };

  const odds = (request: FakeRequest): FakeReply => {
    const { query } = request;
    const sport = request.params.sport;
    const failure = checkKey(query) ?? checkSport(sport) ?? checkFormats(query);
    if (failure) return failure;
    const source = readSource(query);
    if (!source.ok) return source.reply;
    const markets = query.markets === undefined ? ['h2h'] : list(query.markets);
    const badMarket = markets.find((m) => !FEATURED.has(m));
    if (badMarket) {
      return errorReply(
        422,
        'INVALID_MARKET',
        `Markets not supported by this endpoint: ${badMarket}. Use the event odds endpoint.`,
      );
    }
    for (const name of ['commenceTimeFrom', 'commenceTimeTo'] as const) {
      const value = query[name];
      if (value !== undefined && !COMMENCE_TIME.test(value)) {
        const code = name === 'commenceTimeFrom' ? 'INVALID_COMMENCE_TIME_FROM' : 'INVALID_COMMENCE_TIME_TO';
        return errorReply(422, code, `Invalid ${name}, expected format YYYY-MM-DDTHH:MM:SSZ`);
      }
    }
    const cost = markets.length * source.regionCount;
    if (quota.remaining < cost) return outOfCredits();
    charge(cost);
    const from = query.commenceTimeFrom ? Date.parse(query.commenceTimeFrom) : -Infinity;
    const to = query.commenceTimeTo ? Date.parse(query.commenceTimeTo) : Infinity;
    const ids = list(query.eventIds);
    const selected = sportEvents(sport!).filter((e) => {
      const time = Date.parse(e.commence_time);
      return time >= from && time <= to && (ids.length === 0 || ids.includes(e.id));
    });
    return {
      headers: quotaHeaders(),
      json: selected.map((e) => present(sport!, e, query, markets, source.books)),
    };
  };

  const eventOdds = (request: FakeRequest): FakeReply => {
    const { query } = request;
    const sport = request.params.sport;
    const failure = checkKey(query) ?? checkSport(sport) ?? checkFormats(query);
    if (failure) return failure;
    const source = readSource(query);
    if (!source.ok) return source.reply;
    const event = events.get(sport!)?.get(request.params.eventId ?? '');
    if (!event) {
      quota.last = 0;
      return { status: 404, headers: quotaHeaders(), json: { message: 'Event not found' } };
    }
    const markets = query.markets === undefined ? ['h2h'] : list(query.markets);
    const shown = present(sport!, event, query, markets, source.books);
    // Charged for the unique markets actually returned, not the ones asked for.
    const returned = new Set(
      (shown.bookmakers as { markets: { key: string }[] }[]).flatMap((b) => b.markets.map((m) => m.key)),
    );
    const cost = returned.size * source.regionCount;
    if (quota.remaining <= 0 || quota.remaining < cost) return outOfCredits();
    charge(cost);
    return { headers: quotaHeaders(), json: shown };
  };

  const scoresRoute = (request: FakeRequest): FakeReply => {
    const { query } = request;
    const sport = request.params.sport;
    const failure = checkKey(query) ?? checkSport(sport) ?? checkFormats(query);
    if (failure) return failure;
    const daysFrom = query.daysFrom;
    if (daysFrom !== undefined && !/^[123]$/.test(daysFrom)) {
      return errorReply(422, 'INVALID_DAYS_FROM', 'daysFrom must be an integer from 1 to 3');
    }
    const cost = daysFrom === undefined ? 1 : 2;
    if (quota.remaining < cost) return outOfCredits();
    charge(cost);
    const unix = query.dateFormat === 'unix';
    const time = (iso: string | null) => (iso === null ? null : unix ? toUnix(iso) : iso);
    // Completed games are only included when daysFrom asks for them.
    const selected = [...(scores.get(sport!)?.values() ?? [])].filter(
      (s) => daysFrom !== undefined || !s.completed,
    );
    return {
      headers: quotaHeaders(),
      json: selected.map((s) => ({
        id: s.id,
        sport_key: sport,
        sport_title: SPORT_TITLES[sport!],
        commence_time: time(s.commence_time),
        completed: s.completed,
        home_team: s.home_team,
        away_team: s.away_team,
        scores: s.scores,
        last_update: time(s.last_update),
      })),
    };
  };

  const server = await startFakeServer({
    routes: [
      { method: 'GET', path: '/v4/sports', handler: listSports },
      { method: 'GET', path: '/v4/sports/:sport/events', handler: listEvents },
      { method: 'GET', path: '/v4/sports/:sport/odds', handler: odds },
      { method: 'GET', path: '/v4/sports/:sport/scores', handler: scoresRoute },
      { method: 'GET', path: '/v4/sports/:sport/events/:eventId/odds', handler: eventOdds },
    ],
  });

  return {
    url: server.url,
    apiKey,
    requests: server.requests,
    seedEvents(sport, ...seeded) {
      const bySport = events.get(sport) ?? new Map<string, FakeOddsEvent>();
      for (const event of seeded) bySport.set(event.id, event);
      events.set(sport, bySport);
    },
    seedScores(sport, ...seeded) {
      const bySport = scores.get(sport) ?? new Map<string, FakeScoreEvent>();
      for (const score of seeded) bySport.set(score.id, score);
      scores.set(sport, bySport);
    },
    quota: () => ({ ...quota }),
    setCredits(remaining) {
      quota.remaining = remaining;
    },
    exhaustQuota() {
      quota.used += quota.remaining;
      quota.remaining = 0;
    },
    deactivateKey() {
      deactivated = true;
    },
    failNext(count, failure) {
      const headers: Record<string, string> = {};
      if (failure.retryAfter !== undefined) headers['retry-after'] = failure.retryAfter;
      let reply: FakeReply | undefined;
      if (failure.status !== undefined) {
        const errorCode =
          failure.errorCode ?? (failure.status === 429 ? 'EXCEEDED_FREQ_LIMIT' : 'INTERNAL_ERROR');
        reply =
          failure.text !== undefined
            ? { status: failure.status, text: failure.text, headers }
            : errorReply(
                failure.status,
                errorCode,
                failure.message ??
                  (failure.status === 429
                    ? 'Your requests are being rate limited. Space out requests over several seconds.'
                    : 'Something went wrong.'),
                headers,
              );
      }
      server.failNext(count, {
        ...(failure.path !== undefined && { path: failure.path }),
        ...(reply && { reply }),
        ...(failure.drop && { drop: true }),
        ...(failure.delayMs !== undefined && { delayMs: failure.delayMs }),
      });
    },
    close: () => server.close(),
  };
}

/** Builders for the usual featured markets, so tests state only the numbers that matter. */
export const fakeMarkets = {
  spreads(
    home: string,
    homePoint: number,
    away: string,
    prices: [number, number] = [-110, -110],
  ): FakeMarket {
    return {
      key: 'spreads',
      outcomes: [
        { name: away, price: prices[1], point: -homePoint },
        { name: home, price: prices[0], point: homePoint },
      ],
    };
  },
  totals(points: number, prices: [number, number] = [-110, -110]): FakeMarket {
    return {
      key: 'totals',
      outcomes: [
        { name: 'Over', price: prices[0], point: points },
        { name: 'Under', price: prices[1], point: points },
      ],
    };
  },
  h2h(home: string, homePrice: number, away: string, awayPrice: number): FakeMarket {
    return {
      key: 'h2h',
      outcomes: [
        { name: away, price: awayPrice },
        { name: home, price: homePrice },
      ],
    };
  },
};
