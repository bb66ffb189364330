import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slateResponseSchema, type SlateResponse } from '@shared/api/slate';
import { isBettableBook } from '@shared/odds/bettable-books';
import { listAnalyzedGames } from '../../src/server/services/analysis/list-games';
import { dateWindow } from '../../src/server/routes/games';
import { testDatabaseKinds } from '../helpers/databases';
import { ANALYSED_AT, openAnalysedApp, type AnalysedApp } from '../helpers/analysed-database';
import { TestClock } from '../helpers/test-app';
import { aLicense } from '../helpers/factories';

const device = { 'x-device-id': 'games-slate-test-device-01' };

describe.each(testDatabaseKinds())('slate API (GET /api/games) on $name', (kind) => {
  let t: AnalysedApp;
  const clock = new TestClock(ANALYSED_AT);
  let allAccess: string;
  let cfbOnly: string;

  beforeAll(async () => {
    t = await openAnalysedApp(kind, { clock });
    allAccess = (await aLicense(t.ctx, { plan: 'all-access' })).key;
    cfbOnly = (await aLicense(t.ctx, { plan: 'cfb' })).key;
  }, 240_000);
  afterAll(() => t.close());

  const slate = (query: string, key?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/games${query}`,
      headers: key ? { 'x-license-key': key, ...device } : {},
    });
  const ok = async (query: string, key = allAccess): Promise<SlateResponse> => {
    const res = await slate(query, key);
    expect(res.statusCode, res.body).toBe(200);
    return slateResponseSchema.parse(res.json());
  };

  it('lists every analysed game of the window, soonest first, with its fair line, lean and ratings date', async () => {
    const body = await ok('?sport=all');
    const window = dateWindow(clock.now());
    const analysed = await listAnalyzedGames(t.ctx, {
      leagues: ['nfl', 'cfb'],
      from: window.from,
      to: window.to,
    });
    expect(analysed.length).toBeGreaterThan(20);
    expect(body.totalGames).toBe(body.games.length);
    expect(body.games.map((g) => g.id)).toEqual(analysed.map((g) => g.id));
    expect(body.dateRange).toEqual({ startDate: window.startDate, endDate: window.endDate });
    const byId = new Map(analysed.map((g) => [g.id, g]));
    for (const g of body.games) {
      const stored = byId.get(g.id)!;
      expect(g.fairLine).toEqual(stored.fairLine);
      expect(g.ratingsLean).toEqual(stored.ratingsLean);
      expect(g.ratingsAsOf).toBe(stored.ratingsAsOf);
    }
    expect(body.games.some((g) => g.ratingsLean !== null)).toBe(true);
    expect(body.games.some((g) => g.ratingsAsOf !== null)).toBe(true);
  });

  it('gives each game one best price per market and side, only at bettable books, priced against the fair line', async () => {
    const body = await ok('?sport=all');
    const bettable = t.ctx.config.pricing.bettableBooks;
    const markets = new Set<string>();
    for (const g of body.games) {
      const sides = g.bestPrices.map((p) => `${p.market}:${p.side}`);
      expect(new Set(sides).size).toBe(sides.length);
      for (const p of g.bestPrices) {
        markets.add(p.market);
        expect(isBettableBook(p.bookKey, bettable)).toBe(true);
        expect(p.line === null).toBe(p.market === 'moneyline');
        if (p.market === 'total') expect(['over', 'under']).toContain(p.side);
        else expect(['home', 'away']).toContain(p.side);
        if (g.fairLine?.spread != null && p.market !== 'total') expect(p.edge).not.toBeNull();
        if (p.edge !== null) expect(p.edge).toBeLessThanOrEqual(t.ctx.config.pricing.verifyEdgeAbove);
      }
    }
    expect(markets).toEqual(new Set(['spread', 'total', 'moneyline']));
    // The books "my books" can choose from: every bettable book with a fresh price, by name.
    expect(body.books.length).toBeGreaterThan(1);
    expect(body.books.every((b) => isBettableBook(b.key, bettable))).toBe(true);
    expect(body.books.map((b) => b.name)).toEqual(
      [...body.books.map((b) => b.name)].sort((a, b) => a.localeCompare(b)),
    );
    const keys = new Set(body.books.map((b) => b.key));
    for (const p of body.games.flatMap((g) => g.bestPrices)) expect(keys.has(p.bookKey)).toBe(true);
  });

  it('agrees with the stored analysis: the best edge in the lead price’s market is the game’s maxEdge', async () => {
    const body = await ok('?sport=all');
    const window = dateWindow(clock.now());
    const analysed = await listAnalyzedGames(t.ctx, {
      leagues: ['nfl', 'cfb'],
      from: window.from,
      to: window.to,
    });
    const byId = new Map(analysed.map((g) => [g.id, g]));
    let checked = 0;
    for (const g of body.games) {
      const stored = byId.get(g.id)!;
      // Issue 21: the lead may be a total or a moneyline; its stored edge is the slate's in that market.
      const lead = stored.leadBet;
      if (!lead) continue;
      const edges = g.bestPrices.filter((p) => p.market === lead.market).map((p) => p.edge ?? -Infinity);
      expect(Math.max(...edges)).toBe(stored.maxEdge);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('chooses among the user’s books when they are named, and rejects a malformed list', async () => {
    const all = await ok('?sport=nfl');
    const some = all.games.flatMap((g) => g.bestPrices.map((p) => p.bookKey));
    const chosen = [...new Set(some)][0]!;
    const mine = await ok(`?sport=nfl&books=${chosen}`);
    expect(mine.games.map((g) => g.id)).toEqual(all.games.map((g) => g.id));
    expect(mine.books).toEqual(all.books);
    expect(mine.games.flatMap((g) => g.bestPrices).every((p) => p.bookKey === chosen)).toBe(true);
    // A book a user cannot bet is never chosen, named or not.
    const withPinnacle = await ok(`?sport=nfl&books=pinnacle,${chosen.toUpperCase()}`);
    expect(withPinnacle.games.flatMap((g) => g.bestPrices)).toEqual(mine.games.flatMap((g) => g.bestPrices));
    const none = await ok('?sport=nfl&books=nosuchbook');
    expect(none.games.every((g) => g.bestPrices.length === 0)).toBe(true);
    const bad = await slate('?books=draft kings', allAccess);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('books');
  });

  it('enforces the plan: a college licence sees only college games and is refused NFL; no key is 401', async () => {
    const college = await ok('?sport=all', cfbOnly);
    expect(college.games.length).toBeGreaterThan(0);
    expect(college.games.every((g) => g.league === 'cfb')).toBe(true);
    const nfl = await slate('?sport=nfl', cfbOnly);
    expect(nfl.statusCode).toBe(403);
    expect(nfl.json()).toMatchObject({ code: 'PLAN_FORBIDDEN' });
    expect((await slate('?sport=all')).statusCode).toBe(401);
  });

  it('rejects bad dates and unknown parameters with a clear message', async () => {
    const bad = await slate('?startDate=2026-02-30', allAccess);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('real calendar dates');
    expect((await slate('?startDate=2026-11-30&endDate=2026-11-01', allAccess)).statusCode).toBe(400);
    expect((await slate('?startDate=2026-11-01&endDate=2026-12-31', allAccess)).statusCode).toBe(400);
    expect((await slate('?startDate=11/22/2026', allAccess)).statusCode).toBe(400);
    expect((await slate('?sport=hockey', allAccess)).statusCode).toBe(400);
    expect((await slate('?colour=red', allAccess)).statusCode).toBe(400);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    }>();
    const names = (doc.paths['/api/games']?.get?.parameters ?? []).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['sport', 'startDate', 'endDate', 'books']));
  });
});
