import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CfbdAuthError, CfbdQuotaExhaustedError } from '../../src/server/providers/cfbd/cfbd-errors';
import { createCfbdProvider, type CfbdProviderOptions } from '../../src/server/providers/cfbd/cfbd-provider';
import type { StatsProvider } from '../../src/server/providers/ports';
import { FAKE_CFBD_QUOTA_MESSAGE, startFakeCfbd, type FakeCfbd } from '../fakes/fake-cfbd';
import { adapterHarness, rejection } from '../helpers/adapter-harness';

const { sleeps, logged, logger, retries } = adapterHarness();
let cfbd: FakeCfbd;

beforeEach(async () => {
  cfbd = await startFakeCfbd();
});

afterEach(async () => {
  await cfbd.close();
});

function provider(overrides: Partial<CfbdProviderOptions> = {}): StatsProvider {
  return createCfbdProvider({
    apiKey: cfbd.apiKey,
    baseUrl: cfbd.url,
    logger,
    ...retries,
    ...overrides,
  });
}

function seedWeekOne() {
  cfbd.seedGames(
    {
      id: 401628374,
      season: 2024,
      week: 1,
      startDate: '2024-08-31T16:00:00.000Z',
      completed: true,
      venue: 'Bryant-Denny Stadium',
      homeTeam: 'Alabama',
      homeConference: 'SEC',
      homePoints: 63,
      awayTeam: 'Western Kentucky',
      awayConference: 'Conference USA',
      awayPoints: 0,
    },
    {
      id: 401628400,
      season: 2024,
      week: 1,
      neutralSite: true,
      homeTeam: 'Miami (OH)',
      awayTeam: 'Cincinnati',
    },
    {
      id: 401628999,
      season: 2024,
      week: 1,
      homeTeam: 'Montana State',
      homeClassification: 'fcs',
      awayTeam: 'Idaho',
      awayClassification: 'fcs',
    },
    { id: 401629100, season: 2024, week: 2, homeTeam: 'Ohio State', awayTeam: 'Western Michigan' },
  );
}

describe('StatsProvider (CFBD) against the fake CFBD', () => {
  it('sends the bearer key, Accept JSON and the documented query', async () => {
    seedWeekOne();
    await provider().fetchGames(2024, { week: 1 });
    const [request] = cfbd.requests;
    expect(request?.path).toBe('/games');
    expect(request?.headers.authorization).toBe(`Bearer ${cfbd.apiKey}`);
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.query).toEqual({ year: '2024', week: '1', seasonType: 'regular', classification: 'fbs' });
  });

  it('maps games with CFBD school names and nullable fields', async () => {
    seedWeekOne();
    const games = await provider().fetchGames(2024, { week: 1 });
    expect(games).toEqual([
      {
        id: 401628374,
        season: 2024,
        week: 1,
        seasonType: 'regular',
        startDate: new Date('2024-08-31T16:00:00.000Z'),
        neutralSite: false,
        conferenceGame: false,
        homeTeam: 'Alabama',
        awayTeam: 'Western Kentucky',
        homeClassification: 'fbs',
        awayClassification: 'fbs',
        homeConference: 'SEC',
        awayConference: 'Conference USA',
        homePoints: 63,
        awayPoints: 0,
        completed: true,
        venue: 'Bryant-Denny Stadium',
      },
      expect.objectContaining({
        id: 401628400,
        homeTeam: 'Miami (OH)',
        neutralSite: true,
        homePoints: null,
        awayPoints: null,
        venue: null,
        homeConference: null,
      }),
    ]);
  });

  it('postseason and "both" are passed through', async () => {
    await provider().fetchGames(2024, { seasonType: 'postseason' });
    await provider().fetchLines(2024, { seasonType: 'both' });
    expect(cfbd.requests.map((r) => r.query.seasonType)).toEqual(['postseason', 'both']);
    expect(cfbd.requests[0]?.query.week).toBeUndefined();
  });

  it('flattens lines to one row per provider, keeping the home-spread sign and nulls', async () => {
    cfbd.seedLines(
      {
        id: 401644735,
        season: 2024,
        week: 12,
        homeTeam: 'Central Michigan',
        awayTeam: 'Ball State',
        lines: [
          {
            provider: 'Bovada',
            spread: -6.5,
            formattedSpread: 'Central Michigan -6.5',
            spreadOpen: -6.5,
            overUnder: 51,
            overUnderOpen: 53,
            homeMoneyline: -245,
            awayMoneyline: 205,
          },
          {
            provider: 'ESPN Bet',
            spread: -7,
            formattedSpread: 'Central Michigan -7',
            spreadOpen: null,
            overUnder: 51.5,
            overUnderOpen: null,
            homeMoneyline: null,
            awayMoneyline: null,
          },
        ],
      },
      { id: 401644736, season: 2024, week: 12, homeTeam: 'Toledo', awayTeam: 'Akron', lines: [] },
    );
    const lines = await provider().fetchLines(2024, { week: 12 });
    expect(cfbd.requests[0]?.query).toEqual({ year: '2024', week: '12', seasonType: 'regular' });
    expect(lines).toEqual([
      {
        gameId: 401644735,
        provider: 'Bovada',
        spread: -6.5,
        spreadOpen: -6.5,
        overUnder: 51,
        overUnderOpen: 53,
        homeMoneyline: -245,
        awayMoneyline: 205,
      },
      {
        gameId: 401644735,
        provider: 'ESPN Bet',
        spread: -7,
        spreadOpen: null,
        overUnder: 51.5,
        overUnderOpen: null,
        homeMoneyline: null,
        awayMoneyline: null,
      },
    ]);
  });

  it('SP+: offense and defense ratings, nationalAverages skipped', async () => {
    cfbd.seedSpRatings({
      year: 2024,
      team: 'Ohio State',
      conference: 'Big Ten',
      rating: 31.2,
      ranking: 1,
      offense: { rating: 42.0, ranking: 5, success: 0.5 },
      defense: { rating: 10.8, ranking: 1, havoc: { total: 0.18 } },
      specialTeams: { rating: 0.1 },
    });
    const ratings = await provider().fetchSpRatings(2024);
    expect(cfbd.requests[0]?.query).toEqual({ year: '2024' });
    expect(ratings).toEqual([{ season: 2024, team: 'Ohio State', rating: 31.2, offense: 42, defense: 10.8 }]);
  });

  it('FPI: fpi as the rating, efficiencies as offense/defense', async () => {
    cfbd.seedFpiRatings(
      {
        year: 2024,
        team: 'Texas',
        conference: 'SEC',
        fpi: 21.4,
        resumeRanks: { fpi: 3, strengthOfRecord: 4, remainingStrengthOfSchedule: null },
        efficiencies: { specialTeams: 61.0, defense: 88.9, offense: 80.2, overall: 88.0 },
      },
      { year: 2024, team: 'Kent State', conference: 'Mid-American', fpi: null, efficiencies: null },
    );
    expect(await provider().fetchFpiRatings(2024)).toEqual([
      { season: 2024, team: 'Texas', rating: 21.4, offense: 80.2, defense: 88.9 },
      { season: 2024, team: 'Kent State', rating: null, offense: null, defense: null },
    ]);
  });

  it('advanced season stats: ppa, success rate, explosiveness, points per opportunity, plays', async () => {
    cfbd.seedAdvancedStats({
      season: 2024,
      team: 'Georgia',
      conference: 'SEC',
      offense: {
        ppa: 0.28,
        successRate: 0.47,
        explosiveness: 1.22,
        pointsPerOpportunity: 4.6,
        plays: 912,
        totalOpportunies: 70,
        passingPlays: { ppa: 0.4, successRate: 0.5 },
      },
      defense: { ppa: 0.09, successRate: 0.37, explosiveness: 1.18, pointsPerOpportunity: null, plays: 850 },
    });
    expect(await provider().fetchAdvancedStats(2024)).toEqual([
      {
        season: 2024,
        team: 'Georgia',
        offense: { ppa: 0.28, successRate: 0.47, explosiveness: 1.22, pointsPerOpportunity: 4.6, plays: 912 },
        defense: {
          ppa: 0.09,
          successRate: 0.37,
          explosiveness: 1.18,
          pointsPerOpportunity: null,
          plays: 850,
        },
      },
    ]);
    expect(cfbd.requests[0]?.path).toBe('/stats/season/advanced');
  });

  it('logs X-CallLimit-Remaining and reports it', async () => {
    const seen: number[] = [];
    await provider({ onCallsRemaining: (n) => seen.push(n) }).fetchSpRatings(2024);
    expect(seen).toEqual([999]);
    expect(logged.find((l) => l.msg === 'cfbd calls remaining')?.obj).toMatchObject({ callsRemaining: 999 });
  });

  it('warns when few calls are left', async () => {
    const low = await startFakeCfbd({ calls: 10 });
    try {
      await provider({ baseUrl: low.url, apiKey: low.apiKey }).fetchSpRatings(2024);
      expect(logged.find((l) => l.level === 'warn')?.msg).toBe('cfbd monthly calls running low');
    } finally {
      await low.close();
    }
  });

  it('monthly quota exceeded: CfbdQuotaExhaustedError at once, no retry', async () => {
    cfbd.exhaustQuota();
    const error = await rejection<CfbdQuotaExhaustedError>(provider().fetchGames(2024));
    expect(error).toBeInstanceOf(CfbdQuotaExhaustedError);
    expect(error).toMatchObject({ service: 'cfbd', status: 429, retryable: false, attempts: 1 });
    expect(error.message).toContain(FAKE_CFBD_QUOTA_MESSAGE);
    expect(cfbd.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('the quota 429 is final even when it carries Retry-After', async () => {
    cfbd.failNext(1, { status: 429, message: FAKE_CFBD_QUOTA_MESSAGE, retryAfter: '5' });
    await expect(provider().fetchGames(2024)).rejects.toBeInstanceOf(CfbdQuotaExhaustedError);
    expect(cfbd.requests).toHaveLength(1);
  });

  it('another 429 with Retry-After: waits as told, then succeeds', async () => {
    cfbd.failNext(1, { status: 429, message: 'Too Many Requests', retryAfter: '3' });
    await provider().fetchGames(2024);
    expect(sleeps).toEqual([3_000]);
    expect(cfbd.requests).toHaveLength(2);
  });

  it('another 429 without Retry-After: not retried', async () => {
    cfbd.failNext(1, { status: 429, message: 'Too Many Requests' });
    const error = await rejection(provider().fetchGames(2024));
    expect(error).not.toBeInstanceOf(CfbdQuotaExhaustedError);
    expect(error).toMatchObject({ status: 429, retryable: false, attempts: 1 });
    expect(sleeps).toEqual([]);
  });

  it('401: CfbdAuthError, not retried', async () => {
    const error = await rejection<CfbdAuthError>(provider({ apiKey: 'not-the-key-5555' }).fetchGames(2024));
    expect(error).toBeInstanceOf(CfbdAuthError);
    expect(error).toMatchObject({ status: 401, retryable: false, attempts: 1 });
    expect(error.message).toContain('CFBD_API_KEY');
    expect(cfbd.requests).toHaveLength(1);
  });

  it('500: retried with backoff, then succeeds', async () => {
    cfbd.failNext(2, { status: 500 });
    await provider().fetchGames(2024);
    expect(sleeps).toEqual([250, 500]);
  });

  it('too slow: a timeout UpstreamError after maxAttempts', async () => {
    cfbd.failNext(5, { delayMs: 1_000 });
    const error = await rejection(provider({ timeoutMs: 100, maxAttempts: 2 }).fetchGames(2024));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true, attempts: 2 });
    expect(cfbd.requests).toHaveLength(2);
  });

  it('a body in the wrong shape is an invalid response', async () => {
    cfbd.seedGames({ id: 1, season: 2024, week: 1, homeTeam: 'A', awayTeam: 'B', startDate: 'TBD' });
    const error = await rejection(provider().fetchGames(2024));
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toContain('startDate');
  });

  it('rejects impossible seasons and weeks without calling CFBD', async () => {
    await expect(provider().fetchGames(24)).rejects.toBeInstanceOf(RangeError);
    await expect(provider().fetchLines(2024, { week: 1.5 })).rejects.toBeInstanceOf(RangeError);
    expect(cfbd.requests).toHaveLength(0);
  });

  it('never puts the key in errors or logs, even when CFBD echoes it', async () => {
    const key = cfbd.apiKey;
    cfbd.failNext(3, { status: 502, message: `bad gateway for Bearer ${key}` });
    const outage = await rejection(provider().fetchGames(2024));
    cfbd.failNext(1, { status: 401, message: `key ${key} is not valid` });
    const auth = await rejection(provider().fetchGames(2024));
    const everything = JSON.stringify({
      messages: [outage.message, auth.message],
      logs: [outage.toLog(), auth.toLog()],
      logged,
    });
    expect(logged.length).toBeGreaterThan(2);
    expect(everything).not.toContain(key);
  });

  it('refuses to start without a key', () => {
    expect(() => provider({ apiKey: '' })).toThrow(/CFBD_API_KEY/);
  });
});

describe('the fake CFBD keeps to the contract', () => {
  it('filters games by classification (either team) and counts calls down', async () => {
    seedWeekOne();
    const res = await fetch(`${cfbd.url}/games?year=2024&week=1&classification=fcs`, {
      headers: { authorization: `Bearer ${cfbd.apiKey}` },
    });
    expect(((await res.json()) as { id: number }[]).map((g) => g.id)).toEqual([401628999]);
    expect(res.headers.get('x-calllimit-remaining')).toBe('999');
  });

  it('401 without the bearer key; 400 for SP+ without year or team', async () => {
    expect((await fetch(`${cfbd.url}/games?year=2024`)).status).toBe(401);
    const res = await fetch(`${cfbd.url}/ratings/sp`, {
      headers: { authorization: `Bearer ${cfbd.apiKey}` },
    });
    expect(res.status).toBe(400);
  });
});
