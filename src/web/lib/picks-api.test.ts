import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../client/api';
import { fetchBestBetsGames, fetchBettingTrends } from './picks-api';
import { saveLicense } from '../../client/storage';
import { stubFetch } from '../test/stub-fetch';
import { VALID_KEY } from '../test/fixtures';

const RANGE = { sport: 'all', startDate: '2026-11-24', endDate: '2026-12-02' } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the picks calls' failures (spec section 8)", () => {
  it("a rejected games call is 'Failed to fetch games', with the HTTP error as its cause", async () => {
    saveLicense(
      {
        email: 'fan@example.test',
        subscriptionType: 'all-access',
        expiryDate: new Date(Date.now() + 86_400_000).toISOString(),
        isActive: true,
        daysRemaining: 1,
      },
      VALID_KEY,
    );
    stubFetch({ 'GET /api/best-bets': { status: 503, text: 'down' } });
    const error = await fetchBestBetsGames(RANGE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Failed to fetch games');
    expect((error as Error).cause).toBeInstanceOf(ApiError);
    expect(((error as Error).cause as ApiError).status).toBe(503);
  });

  it("without a key the games call is not made: 'License key is required'", async () => {
    const api = stubFetch({});
    await expect(fetchBestBetsGames(RANGE)).rejects.toThrow('License key is required');
    expect(api.requests).toHaveLength(0);
  });

  it("a rejected trends call is 'Failed to fetch betting trends'", async () => {
    stubFetch({ 'GET /api/betting-trends': { status: 500, text: 'boom' } });
    await expect(fetchBettingTrends()).rejects.toThrow('Failed to fetch betting trends');
  });
});
