import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeBetResponseSchema, gamesResponseSchema, type Game } from '@shared/api/games';
import { footballBetsResponseSchema } from '@shared/api/football-bets';
import { stakeGame, STAKING_RULES, type StakingRule } from '@shared/odds/staking';
import { listAnalyzedGames } from '../../src/server/services/analysis/list-games';
import { LicenseLookups } from '../../src/server/services/licensing/license-lookups';
import { dateWindow } from '../../src/server/routes/games';
import { testDatabaseKinds } from '../helpers/databases';
import { ANALYSED_AT, openAnalysedApp, type AnalysedApp } from '../helpers/analysed-database';
import { signIn, TestClock } from '../helpers/test-app';
import { aLicense, anAdminKey } from '../helpers/factories';

/** Every price's units of a list of games, in order: what a staking rule changes. */
const unitsOf = (games: readonly Game[]) =>
  games.map((g) => [g.units, ...g.bestSportsbooks.map((b) => b.units)]);
const total = (games: readonly Game[]) =>
  unitsOf(games)
    .flat()
    .reduce((a, b) => a + b, 0);

describe.each(testDatabaseKinds())('staking rule API on $name', (kind) => {
  let t: AnalysedApp;
  const clock = new TestClock(ANALYSED_AT);
  /** One licence on three devices: the website (cookie) and two overlays (key + device id). */
  let mine: { key: string; cookie: string };
  let other: { key: string; cookie: string };
  /** Each list as the default (¼ Kelly) shows it, read before any rule was set. */
  const defaults = new Map<string, Game[]>();

  const LISTS = [
    '/api/bookmarklet/games?sport=all',
    '/api/best-bets?sport=all',
    '/api/weekly-picks?sport=all',
    '/api/football-bets?sport=all',
  ];
  const viaKey = (key: string, device = 'staking-overlay-device-a') => ({
    'x-license-key': key,
    'x-device-id': device,
  });

  async function list(url: string, headers: Record<string, string>): Promise<Game[]> {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return url.startsWith('/api/football-bets')
      ? footballBetsResponseSchema.parse(res.json()).games
      : gamesResponseSchema.parse(res.json()).games;
  }
  const getRule = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/staking', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ rule: string }>().rule;
  };
  const putRule = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/settings/staking', headers, payload: payload as object });

  beforeAll(async () => {
    // As main.ts runs them: the embedded database's only writer remembers look-ups (the rule too),
    // PostgreSQL reads every time. Both must show a change on the very next request.
    t = await openAnalysedApp(kind, {
      clock,
      ...(kind.name === 'pglite'
        ? { deps: { licenseLookups: new LicenseLookups(() => clock.now().getTime()) } }
        : {}),
    });
    // The admin publishes the best-priced games of each league, so every list has staked picks.
    const admin = (await anAdminKey(t.ctx, 'staking admin')).key;
    const window = dateWindow(clock.now());
    const all = await listAnalyzedGames(t.ctx, { leagues: ['nfl', 'cfb'], from: window.from, to: window.to });
    const best = all
      .filter((g) => g.units > 0 && !g.flags.offMarket)
      .sort((a, b) => b.maxEdge - a.maxEdge)
      .slice(0, 4);
    if (best.length < 2) throw new Error('fewer than two staked games in the analysed week');
    for (const game of best) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/approve-game',
        payload: { gameId: game.id },
        headers: { 'x-license-key': admin },
      });
      if (res.statusCode !== 200) throw new Error(`approving ${game.id} failed: ${res.body}`);
    }
    const a = await aLicense(t.ctx, { plan: 'all-access', maxDevices: 3 });
    const b = await aLicense(t.ctx, { plan: 'all-access' });
    mine = { key: a.key, cookie: await signIn(t, a.key) };
    other = { key: b.key, cookie: await signIn(t, b.key) };
    for (const url of LISTS) defaults.set(url, await list(url, viaKey(mine.key)));
  }, 240_000);
  afterAll(() => t.close());

  it('is quarter Kelly until set, on every device, and the lists carry staked picks', async () => {
    expect(await getRule({ cookie: mine.cookie })).toBe('quarter-kelly');
    expect(await getRule(viaKey(mine.key))).toBe('quarter-kelly');
    for (const url of LISTS) {
      const games = defaults.get(url)!;
      expect(games.length, url).toBeGreaterThan(0);
      expect(games.some((g) => g.units > 0)).toBe(true);
      // The website's cookie sees what the overlay's key sees.
      expect(await list(url, { cookie: mine.cookie })).toEqual(games);
    }
  });

  it.each(['half-kelly', 'eighth-kelly', 'flat'] as const)(
    '%s: every list shows its units, on every device of the licence',
    async (rule: StakingRule) => {
      const put = await putRule({ cookie: mine.cookie }, { rule });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toEqual({ rule });
      expect(await getRule(viaKey(mine.key, 'staking-overlay-device-b'))).toBe(rule);
      for (const url of LISTS) {
        const before = defaults.get(url)!;
        const expected = before.map((g) => stakeGame(g, rule));
        for (const headers of [
          { cookie: mine.cookie },
          viaKey(mine.key),
          viaKey(mine.key, 'staking-overlay-device-b'),
        ]) {
          expect(await list(url, headers), `${url} ${rule}`).toEqual(expected);
        }
        const after = await list(url, viaKey(mine.key));
        // Only the units move: the same games, prices, edges and recommendations.
        const strip = (games: Game[]): unknown =>
          JSON.parse(JSON.stringify(games), (k, v: unknown) => (k === 'units' ? 0 : v));
        expect(strip(after)).toEqual(strip(before));
        // A price not staked by default stays unstaked; every stake stays on the 0.5–3 scale.
        const pairs = unitsOf(before)
          .flat()
          .map((u, i) => [u, unitsOf(after).flat()[i]!] as const);
        for (const [d, r] of pairs) {
          if (d === 0) expect(r).toBe(0);
          else {
            expect(r).toBeGreaterThanOrEqual(0.5);
            expect(r).toBeLessThanOrEqual(3);
          }
        }
        if (rule === 'flat') for (const [d, r] of pairs) expect(r).toBe(d === 0 ? 0 : 1);
        if (rule === 'half-kelly') {
          for (const [d, r] of pairs) expect(r).toBeGreaterThanOrEqual(d);
          expect(total(after)).toBeGreaterThan(total(before));
        }
        if (rule === 'eighth-kelly') {
          for (const [d, r] of pairs) expect(r).toBeLessThanOrEqual(d);
          expect(total(after)).toBeLessThan(total(before));
        }
      }
      // Another licence still sees the default.
      expect(await getRule({ cookie: other.cookie })).toBe('quarter-kelly');
      for (const url of LISTS) expect(await list(url, viaKey(other.key))).toEqual(defaults.get(url));
    },
  );

  it('refuses a bad rule with a 400 naming the field, and changes nothing', async () => {
    expect((await putRule(viaKey(mine.key), { rule: 'half-kelly' })).statusCode).toBe(200);
    for (const payload of [
      { rule: 'full-kelly' },
      { rule: 0.25 },
      { rule: null },
      {},
      { rule: 'flat', fraction: 1 },
    ]) {
      const res = await putRule({ cookie: mine.cookie }, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json<{ code: string; message: string; field?: string }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      if ('fraction' in payload) expect(body.message).toMatch(/fraction/);
      else {
        expect(body.field).toBe('rule');
        expect(body.message).toMatch(
          /^rule: rule must be one of 'quarter-kelly', 'half-kelly', 'eighth-kelly', 'flat'/,
        );
      }
    }
    expect(await getRule(viaKey(mine.key))).toBe('half-kelly');
  });

  it('refuses a cookie PUT from another site and an unlicensed caller', async () => {
    const res = await putRule(
      { cookie: mine.cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { rule: 'flat' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect(await getRule({ cookie: mine.cookie })).toBe('half-kelly');
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/staking' })).statusCode).toBe(401);
    expect((await putRule({}, { rule: 'flat' })).statusCode).toBe(401);
    expect(await getRule({ cookie: mine.cookie })).toBe('half-kelly');
  });

  it('goes back to the default units when set back to quarter Kelly', async () => {
    expect((await putRule({ cookie: mine.cookie }, { rule: 'quarter-kelly' })).statusCode).toBe(200);
    for (const url of LISTS) expect(await list(url, viaKey(mine.key))).toEqual(defaults.get(url));
  });

  it('prices a typed matchup (POST /api/analyze-bet) with the units of the licence rule', async () => {
    const game = defaults.get('/api/best-bets?sport=all')!.find((g) => g.units > 0)!;
    const analyze = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analyze-bet',
        headers: viaKey(mine.key),
        payload: {
          awayTeam: game.awayTeam,
          homeTeam: game.homeTeam,
          sport: game.league === 'nfl' ? 'nfl' : 'college',
          isNeutralSite: game.isNeutralSite,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return analyzeBetResponseSchema.parse(res.json()).analysis;
    };
    expect(await getRule(viaKey(mine.key))).toBe('quarter-kelly');
    const before = await analyze();
    expect(before.units).toBeGreaterThan(0);
    expect((await putRule(viaKey(mine.key), { rule: 'flat' })).statusCode).toBe(200);
    const flat = await analyze();
    expect(flat).toEqual(stakeGame(before, 'flat'));
    expect(flat.units).toBe(1);
    expect((await putRule(viaKey(mine.key), { rule: 'quarter-kelly' })).statusCode).toBe(200);
    expect(await analyze()).toEqual(before);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(Object.keys(doc.paths['/api/settings/staking']!).sort()).toEqual(['get', 'put']);
    expect(JSON.stringify(doc.paths['/api/settings/staking']!.put!.requestBody)).toContain('eighth-kelly');
    expect(STAKING_RULES).toHaveLength(4);
  });
});
