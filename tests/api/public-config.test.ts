import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTeams } from '../../src/server/teams';
import { publicConfigSchema } from '@shared/api/public-config';
import type { Database } from '../../src/server/db/open-database';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKinds } from '../helpers/databases';

describe('GET /api/public-config', () => {
  let database: Database;
  let t: TestApp;
  const testimonials = [{ quote: 'Sharper Saturdays.', name: 'Jo P.', detail: 'College bettor' }];
  const sportsbooks = [
    {
      name: 'Alpha Book',
      url: 'https://alpha-book.com/r/1',
      bonus: 'Bet $5, get $50',
      bonusAsOf: '2026-11-01',
    },
  ];

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    t = await makeTestApp(database, {
      env: {
        PUBLIC_ORIGIN: 'https://picks.example.com',
        PRICE_ALL_ACCESS_MONTHLY: '$19.99',
        TESTIMONIALS_JSON: JSON.stringify(testimonials),
        SPORTSBOOKS_JSON: JSON.stringify(sportsbooks),
        AFFILIATE_COMMISSION_PERCENT: '25',
        EDGE_VERIFY_PERCENT: '12.5',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('answers what the operator configured, cacheable, with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.statusCode).toBe(200);
    const body = publicConfigSchema.parse(res.json());
    expect(body.publicOrigin).toBe('https://picks.example.com');
    expect(body.marketplace.plans.allAccessMonthly.price).toBe('$19.99');
    expect(body.testimonials).toEqual(testimonials);
    expect(body.sportsbooks).toEqual(sportsbooks);
    expect(body.marketplace.affiliate).toEqual({ commissionRate: 0.25, cookieDays: 30 });
    // Counted from the teams catalogue, not written on the page.
    expect(body.coverage).toEqual({ fbsTeams: allTeams('cfb').length, nflTeams: 32 });
    expect(body.coverage.fbsTeams).toBe(136);
    // The verify level the pricing uses, so Betting 101 states the operator's number, not the default 8%.
    expect(body.pricing).toEqual({ verifyEdgeAbove: 12.5 });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/public-config',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a malformed testimonials setting at start-up, naming it', async () => {
    const { loadConfig, ConfigError } = await import('../../src/server/config');
    expect(() => loadConfig({ NODE_ENV: 'test', TESTIMONIALS_JSON: '[{"quote":""}]' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', TESTIMONIALS_JSON: 'not json' })).toThrow(
      /TESTIMONIALS_JSON/,
    );
  });
});
