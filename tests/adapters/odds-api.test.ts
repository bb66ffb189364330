import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OddsApiAuthError, QuotaExhaustedError } from '../../src/server/providers/odds-api/odds-api-errors';
import {
  createOddsApiProvider,
  type OddsApiProviderOptions,
} from '../../src/server/providers/odds-api/odds-api-provider';
import type { OddsProvider, QuotaInfo } from '../../src/server/providers/ports';
import {
  FAKE_ODDS_SPORTS,
  fakeMarkets,
  startFakeOddsApi,
  type FakeOddsApi,
  type FakeOddsEvent,
} from '../fakes/fake-odds-api';
import { adapterHarness, rejection } from '../helpers/adapter-harness';

const NFL = FAKE_ODDS_SPORTS.nfl;
const WINDOW = { from: new Date('2025-09-04T00:00:00.250Z'), to: new Date('2025-09-09T00:00:00Z') };
const PHI = 'Philadelphia Eagles';
const DAL = 'Dallas Cowboys';

const { sleeps, logged, logger, retries } = adapterHarness();
let odds: FakeOddsApi;

beforeEach(async () => {
  odds = await startFakeOddsApi();
});

afterEach(async () => {
  await odds.close();
});

function provider(overrides: Partial<OddsApiProviderOptions> = {}): OddsProvider {
  return createOddsApiProvider({
    apiKey: odds.apiKey,
    baseUrl: odds.url,
    logger,
    ...retries,
    ...overrides,
  });
}

function eaglesCowboys(overrides: Partial<FakeOddsEvent> = {}): FakeOddsEvent {
  return {
    id: 'e912304de2b2ce35b473ce2ecd3d1502',
    commence_time: '2025-09-05T00:20:00Z',
    home_team: PHI,
    away_team: DAL,
    bookmakers: [
      {
        key: 'draftkings',
        title: 'DraftKings',
        last_update: '2025-09-04T23:55:12Z',
        markets: [
          // Away team listed first on purpose: sides are matched by name, not order.
          {
            key: 'h2h',
            outcomes: [
              { name: DAL, price: 270 },
              { name: PHI, price: -340 },
            ],
          },
          {
            key: 'spreads',
            outcomes: [
              { name: DAL, price: -105, point: 7.5 },
              { name: PHI, price: -115, point: -7.5 },
            ],
          },
          {
            key: 'totals',
            outcomes: [
              { name: 'Under', price: -108, point: 47.5 },
              { name: 'Over', price: -112, point: 47.5 },
            ],
          },
        ],
      },
      {
        key: 'fanduel',
        title: 'FanDuel',
        last_update: '2025-09-04T23:50:00Z',
        markets: [fakeMarkets.spreads(PHI, -7, DAL, [-110, -110])],
      },
    ],
    ...overrides,
  };
}

describe('OddsProvider.fetchOdds against the fake Odds API', () => {
  it('sends the documented request: sport key, markets, american odds, second-precision window', async () => {
    odds.seedEvents(NFL, eaglesCowboys());
    await provider().fetchOdds('nfl', WINDOW);
    const [request] = odds.requests;
    expect(request?.path).toBe('/v4/sports/americanfootball_nfl/odds');
    expect(request?.query).toEqual({
      apiKey: odds.apiKey,
      regions: 'us',
      markets: 'spreads,totals,h2h',
      oddsFormat: 'american',
      dateFormat: 'iso',
      commenceTimeFrom: '2025-09-04T00:00:00Z',
      commenceTimeTo: '2025-09-09T00:00:00Z',
    });
  });

  it('uses the college sport key for cfb', async () => {
    await provider().fetchOdds('cfb', WINDOW);
    expect(odds.requests[0]?.path).toBe('/v4/sports/americanfootball_ncaaf/odds');
  });

  it('maps names, signs, prices and dates, matching sides by team name', async () => {
    odds.seedEvents(NFL, eaglesCowboys());
    const { events } = await provider().fetchOdds('nfl', WINDOW);
    expect(events).toEqual([
      {
        externalId: 'e912304de2b2ce35b473ce2ecd3d1502',
        league: 'nfl',
        commenceTime: new Date('2025-09-05T00:20:00Z'),
        homeTeam: PHI,
        awayTeam: DAL,
        books: [
          {
            key: 'draftkings',
            title: 'DraftKings',
            lastUpdate: new Date('2025-09-04T23:55:12Z'),
            simulated: false,
            markets: {
              spreads: { home: { point: -7.5, price: -115 }, away: { point: 7.5, price: -105 } },
              totals: { over: { point: 47.5, price: -112 }, under: { point: 47.5, price: -108 } },
              h2h: { home: { price: -340 }, away: { price: 270 } },
            },
          },
          {
            key: 'fanduel',
            title: 'FanDuel',
            lastUpdate: new Date('2025-09-04T23:50:00Z'),
            simulated: false,
            markets: { spreads: { home: { point: -7, price: -110 }, away: { point: 7, price: -110 } } },
          },
        ],
      },
    ]);
  });

  it('tolerates events without bookmakers and books without some markets', async () => {
    odds.seedEvents(
      NFL,
      eaglesCowboys(),
      {
        id: 'no-prices-yet',
        commence_time: '2025-09-07T17:00:00Z',
        home_team: 'Kansas City Chiefs',
        away_team: 'Los Angeles Chargers',
        bookmakers: [],
      },
      {
        id: 'h2h-only',
        commence_time: '2025-09-07T20:25:00Z',
        home_team: 'Green Bay Packers',
        away_team: 'Detroit Lions',
        bookmakers: [
          {
            key: 'betmgm',
            title: 'BetMGM',
            last_update: '2025-09-07T19:00:00Z',
            markets: [fakeMarkets.h2h('Green Bay Packers', -150, 'Detroit Lions', 130)],
          },
        ],
      },
    );
    const { events } = await provider().fetchOdds('nfl', WINDOW);
    expect(events.map((e) => e.externalId)).toEqual([
      'e912304de2b2ce35b473ce2ecd3d1502',
      'no-prices-yet',
      'h2h-only',
    ]);
    expect(events[1]?.books).toEqual([]);
    expect(events[2]?.books[0]?.markets).toEqual({ h2h: { home: { price: -150 }, away: { price: 130 } } });
    expect(logged.filter((l) => l.level === 'warn')).toHaveLength(0);
  });

  it('drops a market whose outcome names do not match the teams, and says so in the log', async () => {
    odds.seedEvents(
      NFL,
      eaglesCowboys({
        bookmakers: [
          {
            key: 'bovada',
            title: 'Bovada',
            last_update: '2025-09-04T23:55:12Z',
            markets: [
              fakeMarkets.spreads('Philadelphia', -7.5, 'Dallas'),
              fakeMarkets.totals(47.5, [-110, -110]),
            ],
          },
        ],
      }),
    );
    const { events } = await provider().fetchOdds('nfl', WINDOW);
    expect(events[0]?.books[0]?.markets).toEqual({
      totals: { over: { point: 47.5, price: -110 }, under: { point: 47.5, price: -110 } },
    });
    const warning = logged.find((l) => l.level === 'warn');
    expect(JSON.stringify(warning)).toContain('bovada spreads');
  });

  it('keeps events inside the window and the window half-open', async () => {
    odds.seedEvents(
      NFL,
      eaglesCowboys({ id: 'before', commence_time: '2025-09-03T23:59:59Z' }),
      eaglesCowboys({ id: 'inside', commence_time: '2025-09-08T17:00:00Z' }),
      eaglesCowboys({ id: 'at-end', commence_time: '2025-09-09T00:00:00Z' }),
    );
    const { events } = await provider().fetchOdds('nfl', WINDOW);
    expect(events.map((e) => e.externalId)).toEqual(['inside']);
  });

  it('returns and logs the quota; an odds call costs markets × regions', async () => {
    const seen: QuotaInfo[] = [];
    const result = await provider({ regions: 'us,us2', onQuota: (q) => seen.push(q) }).fetchOdds(
      'nfl',
      WINDOW,
    );
    expect(result.quota).toEqual({ remaining: 494, used: 6, last: 6 });
    expect(seen).toEqual([{ remaining: 494, used: 6, last: 6 }]);
    expect(odds.requests[0]?.query.regions).toBe('us,us2');
    const line = logged.find((l) => l.msg === 'odds-api usage credits');
    expect(line?.obj).toMatchObject({ remaining: 494, used: 6, last: 6, status: 200 });
  });

  it('sends bookmakers instead of regions when configured (10 books count as one region)', async () => {
    odds.seedEvents(NFL, eaglesCowboys());
    const { events, quota } = await provider({ bookmakers: ['fanduel'] }).fetchOdds('nfl', WINDOW);
    expect(odds.requests[0]?.query.bookmakers).toBe('fanduel');
    expect(odds.requests[0]?.query.regions).toBeUndefined();
    expect(events[0]?.books.map((b) => b.key)).toEqual(['fanduel']);
    expect(quota?.last).toBe(3);
  });

  it('warns when credits run low', async () => {
    odds.setCredits(50);
    await provider().fetchOdds('nfl', WINDOW);
    expect(logged.find((l) => l.msg === 'odds-api usage credits running low')?.obj).toMatchObject({
      remaining: 47,
    });
  });

  it('quota exhausted: QuotaExhaustedError at once, no retry, while the free sports list still answers', async () => {
    odds.exhaustQuota();
    const error = await rejection<QuotaExhaustedError>(provider().fetchOdds('nfl', WINDOW));
    expect(error).toBeInstanceOf(QuotaExhaustedError);
    expect(error).toMatchObject({
      service: 'odds-api',
      status: 401,
      retryable: false,
      attempts: 1,
      errorCode: 'OUT_OF_USAGE_CREDITS',
      quota: { remaining: 0, used: 500, last: 0 },
    });
    expect(odds.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(logged.some((l) => l.level === 'warn' && l.msg === 'odds-api usage credits exhausted')).toBe(true);

    const sports = await fetch(`${odds.url}/v4/sports?apiKey=${odds.apiKey}`);
    expect(sports.status).toBe(200);
    expect(sports.headers.get('x-requests-last')).toBe('0');
  });

  it('also stops scores and props once the quota is gone', async () => {
    odds.seedEvents(NFL, eaglesCowboys());
    odds.exhaustQuota();
    await expect(provider().fetchScores('nfl', 1)).rejects.toBeInstanceOf(QuotaExhaustedError);
    await expect(
      provider().fetchPlayerProps('nfl', 'e912304de2b2ce35b473ce2ecd3d1502', ['h2h']),
    ).rejects.toBeInstanceOf(QuotaExhaustedError);
  });

  it('invalid key: OddsApiAuthError, not retried, key not in the message', async () => {
    const error = await rejection<OddsApiAuthError>(
      provider({ apiKey: 'wrong-key-123456' }).fetchOdds('nfl', WINDOW),
    );
    expect(error).toBeInstanceOf(OddsApiAuthError);
    expect(error).not.toBeInstanceOf(QuotaExhaustedError);
    expect(error).toMatchObject({ status: 401, errorCode: 'INVALID_KEY', retryable: false, attempts: 1 });
    expect(error.message).not.toContain('wrong-key-123456');
    expect(odds.requests).toHaveLength(1);
    expect(logged.some((l) => l.level === 'error')).toBe(true);
  });

  it('deactivated key: OddsApiAuthError DEACTIVATED_KEY', async () => {
    odds.deactivateKey();
    const error = await rejection<OddsApiAuthError>(provider().fetchOdds('nfl', WINDOW));
    expect(error).toMatchObject({ errorCode: 'DEACTIVATED_KEY', retryable: false });
  });

  it('422 (bad region): not retried', async () => {
    const error = await rejection(provider({ regions: ['mars'] }).fetchOdds('nfl', WINDOW));
    expect(error).toMatchObject({ status: 422, retryable: false, attempts: 1 });
    expect(error.message).toContain('INVALID_REGION');
    expect(odds.requests).toHaveLength(1);
  });

  it('refuses to start without a key, or without regions and bookmakers', () => {
    expect(() => provider({ apiKey: ' ' })).toThrow(/ODDS_API_KEY/);
    expect(() => provider({ regions: [] })).toThrow(/region/);
  });

  it('429 EXCEEDED_FREQ_LIMIT: waits as Retry-After says, then succeeds', async () => {
    odds.seedEvents(NFL, eaglesCowboys());
    odds.failNext(1, { status: 429, retryAfter: '2' });
    const { events } = await provider().fetchOdds('nfl', WINDOW);
    expect(events).toHaveLength(1);
    expect(sleeps).toEqual([2_000]);
    expect(odds.requests).toHaveLength(2);
  });

  it('429 asking for longer than the client waits: not tried again here, the wait kept for the poller', async () => {
    odds.failNext(1, { status: 429, retryAfter: '120' });
    const error = await rejection(provider().fetchOdds('nfl', WINDOW));
    expect(error).toMatchObject({ status: 429, retryAfterMs: 120_000, attempts: 1 });
    expect(sleeps).toEqual([]);
    expect(odds.requests).toHaveLength(1);
  });

  it('429 without Retry-After: jittered backoff; gives up after maxAttempts', async () => {
    odds.failNext(10, { status: 429 });
    const error = await rejection(provider().fetchOdds('nfl', WINDOW));
    expect(error).toMatchObject({ status: 429, retryable: true, attempts: 3 });
    expect(sleeps).toEqual([250, 500]);
  });

  it('5xx: retried with backoff, then succeeds', async () => {
    odds.failNext(1, { status: 503 });
    await provider().fetchOdds('nfl', WINDOW);
    expect(sleeps).toEqual([250]);
  });

  it('too slow: a timeout UpstreamError after maxAttempts', async () => {
    odds.failNext(5, { delayMs: 1_000 });
    const error = await rejection(provider({ timeoutMs: 100, maxAttempts: 2 }).fetchOdds('nfl', WINDOW));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true, attempts: 2 });
  });

  it('a body in the wrong shape is an invalid response', async () => {
    const event = eaglesCowboys();
    odds.seedEvents(NFL, { ...event, bookmakers: [{ ...event.bookmakers[0]!, last_update: 'yesterday' }] });
    const error = await rejection(provider().fetchOdds('nfl', WINDOW));
    expect(error.kind).toBe('invalid_response');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('bookmakers.0.last_update');
  });

  it('never puts the API key in errors or logs, even when the server echoes it', async () => {
    const key = odds.apiKey;
    odds.failNext(3, { status: 503, message: `backend rejected apiKey=${key} (${key})` });
    const outage = await rejection(provider().fetchOdds('nfl', WINDOW));
    // The 401 path builds its own error from the body the client returned: redacted there too.
    odds.failNext(1, {
      status: 401,
      errorCode: 'OUT_OF_USAGE_CREDITS',
      message: `no credits left for ${key}`,
    });
    const quota = await rejection<QuotaExhaustedError>(provider().fetchOdds('nfl', WINDOW));
    expect(quota).toBeInstanceOf(QuotaExhaustedError);
    const everything = JSON.stringify({
      messages: [outage.message, quota.message],
      logs: [outage.toLog(), quota.toLog(), quota.bodyText],
      logged,
    });
    expect(logged.length).toBeGreaterThan(3);
    expect(everything).not.toContain(key);
    expect(everything).toContain('apiKey=REDACTED');
  });
});

describe('OddsProvider.fetchScores', () => {
  it('parses string scores by team name; null before kick-off', async () => {
    odds.seedScores(
      NFL,
      {
        id: 'final',
        commence_time: '2025-09-05T00:20:00Z',
        completed: true,
        home_team: PHI,
        away_team: DAL,
        // Away first on purpose.
        scores: [
          { name: DAL, score: '20' },
          { name: PHI, score: '24' },
        ],
        last_update: '2025-09-05T03:41:07Z',
      },
      {
        id: 'later',
        commence_time: '2025-09-08T00:20:00Z',
        completed: false,
        home_team: 'Chicago Bears',
        away_team: 'Minnesota Vikings',
        scores: null,
        last_update: null,
      },
    );
    const scores = await provider().fetchScores('nfl', 3);
    expect(odds.requests[0]?.path).toBe('/v4/sports/americanfootball_nfl/scores');
    expect(odds.requests[0]?.query).toMatchObject({ daysFrom: '3', dateFormat: 'iso' });
    expect(scores).toEqual([
      {
        externalId: 'final',
        league: 'nfl',
        commenceTime: new Date('2025-09-05T00:20:00Z'),
        homeTeam: PHI,
        awayTeam: DAL,
        completed: true,
        homeScore: 24,
        awayScore: 20,
        lastUpdate: new Date('2025-09-05T03:41:07Z'),
      },
      {
        externalId: 'later',
        league: 'nfl',
        commenceTime: new Date('2025-09-08T00:20:00Z'),
        homeTeam: 'Chicago Bears',
        awayTeam: 'Minnesota Vikings',
        completed: false,
        homeScore: null,
        awayScore: null,
        lastUpdate: null,
      },
    ]);
    // Scores with daysFrom cost 2.
    expect(odds.quota().last).toBe(2);
  });

  it('rejects daysFrom outside 1–3 without calling the API', async () => {
    await expect(provider().fetchScores('nfl', 0)).rejects.toBeInstanceOf(RangeError);
    await expect(provider().fetchScores('nfl', 4)).rejects.toBeInstanceOf(RangeError);
    await expect(provider().fetchScores('nfl', 1.5)).rejects.toBeInstanceOf(RangeError);
    expect(odds.requests).toHaveLength(0);
  });
});

describe('OddsProvider.fetchPlayerProps', () => {
  const EVENT = 'e912304de2b2ce35b473ce2ecd3d1502';

  beforeEach(() => {
    odds.seedEvents(
      NFL,
      eaglesCowboys({
        bookmakers: [
          {
            key: 'draftkings',
            title: 'DraftKings',
            last_update: '2025-09-04T23:50:00Z',
            markets: [
              fakeMarkets.spreads(PHI, -7.5, DAL),
              {
                key: 'player_pass_yds',
                outcomes: [
                  { name: 'Over', description: 'Jalen Hurts', price: -115, point: 219.5 },
                  { name: 'Under', description: 'Jalen Hurts', price: -105, point: 219.5 },
                ],
              },
              {
                key: 'player_anytime_td',
                outcomes: [{ name: 'Yes', description: 'Saquon Barkley', price: -190 }],
              },
            ],
          },
        ],
      }),
    );
  });

  it('reads the player from description and the side from name', async () => {
    const props = await provider().fetchPlayerProps('nfl', EVENT, [
      'player_pass_yds',
      'player_anytime_td',
      'player_rush_yds',
    ]);
    const [request] = odds.requests;
    expect(request?.path).toBe(`/v4/sports/americanfootball_nfl/events/${EVENT}/odds`);
    expect(request?.query).toMatchObject({
      regions: 'us',
      markets: 'player_pass_yds,player_anytime_td,player_rush_yds',
      oddsFormat: 'american',
    });
    expect(props).toEqual([
      {
        book: 'draftkings',
        market: 'player_pass_yds',
        player: 'Jalen Hurts',
        side: 'Over',
        point: 219.5,
        price: -115,
      },
      {
        book: 'draftkings',
        market: 'player_pass_yds',
        player: 'Jalen Hurts',
        side: 'Under',
        point: 219.5,
        price: -105,
      },
      {
        book: 'draftkings',
        market: 'player_anytime_td',
        player: 'Saquon Barkley',
        side: 'Yes',
        point: null,
        price: -190,
      },
    ]);
    // Charged for the two markets returned, not the three asked for.
    expect(odds.quota().last).toBe(2);
  });

  it('unknown event (404): an empty list, not an error', async () => {
    expect(await provider().fetchPlayerProps('nfl', 'no-such-event', ['player_pass_yds'])).toEqual([]);
    expect(odds.requests).toHaveLength(1);
  });

  it('a 404 that is not the API (wrong base URL) is an invalid response', async () => {
    odds.failNext(1, { status: 404, text: '<html>Not Found</html>' });
    const error = await rejection(provider().fetchPlayerProps('nfl', EVENT, ['player_pass_yds']));
    expect(error).toMatchObject({ kind: 'invalid_response', status: 404 });
  });

  it('no markets: no call, no credits spent', async () => {
    expect(await provider().fetchPlayerProps('nfl', EVENT, [])).toEqual([]);
    expect(odds.requests).toHaveLength(0);
  });
});

describe('the fake Odds API keeps to the contract', () => {
  it('401 MISSING_KEY without apiKey; 422 MISSING_REGION without regions or bookmakers', async () => {
    const noKey = await fetch(`${odds.url}/v4/sports/${NFL}/odds?regions=us`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ error_code: 'MISSING_KEY' });

    const noRegion = await fetch(`${odds.url}/v4/sports/${NFL}/odds?apiKey=${odds.apiKey}`);
    expect(noRegion.status).toBe(422);
    expect(await noRegion.json()).toMatchObject({
      error_code: 'MISSING_REGION',
      message: 'Missing regions or bookmakers key',
    });
  });

  it('422 for a millisecond commence time; decimal prices unless american is asked for', async () => {
    const bad = await fetch(
      `${odds.url}/v4/sports/${NFL}/odds?apiKey=${odds.apiKey}&regions=us&commenceTimeFrom=2025-09-04T00:00:00.000Z`,
    );
    expect(bad.status).toBe(422);

    odds.seedEvents(NFL, eaglesCowboys());
    const decimal = await fetch(`${odds.url}/v4/sports/${NFL}/odds?apiKey=${odds.apiKey}&regions=us`);
    const body = (await decimal.json()) as {
      bookmakers: { markets: { outcomes: { price: number }[] }[] }[];
    }[];
    expect(body[0]?.bookmakers[0]?.markets[0]?.outcomes[0]?.price).toBe(3.7);
    // Default market is h2h only: one credit.
    expect(decimal.headers.get('x-requests-last')).toBe('1');
  });

  it('player-prop markets are refused on the featured odds endpoint', async () => {
    const res = await fetch(
      `${odds.url}/v4/sports/${NFL}/odds?apiKey=${odds.apiKey}&regions=us&markets=player_pass_yds`,
    );
    expect(res.status).toBe(422);
  });
});
