import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamesResponseSchema, analyzeBetResponseSchema } from '@shared/api/games';
import type { Database } from '../../src/server/db/open-database';
import { analyzeGame } from '../../src/server/services/analysis/analyze-game';
import { games as gamesTable, oddsSnapshots } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { listAnalyzedGames } from '../../src/server/services/analysis/list-games';
import { dateWindow } from '../../src/server/routes/games';
import { testDatabaseKinds } from '../helpers/databases';
import { ANALYSED_AT, openAnalysedApp, type AnalysedApp } from '../helpers/analysed-database';
import { isBestBet, isQualityPick } from '@shared/calendar/pick-filters';
import { splitByReview } from '@shared/curation/visible-picks';
import { TestClock } from '../helpers/test-app';
import { aLicense, anAdminKey } from '../helpers/factories';

const device = { 'x-device-id': 'games-api-test-device-01' };

describe.each(testDatabaseKinds())('games API on $name', (kind) => {
  let database: Database;
  let t: AnalysedApp;
  const clock = new TestClock(ANALYSED_AT);
  let allAccess: string;
  let cfbOnly: string;

  beforeAll(async () => {
    t = await openAnalysedApp(kind, { clock });
    database = t.database;
    allAccess = (await aLicense(t.ctx, { plan: 'all-access' })).key;
    cfbOnly = (await aLicense(t.ctx, { plan: 'cfb' })).key;
    // Edges are the market's alone (issue 20), so few demo games pass the weekly-picks rule on their
    // own; the admin publishes the two best-priced games of each league, as an operator would, so
    // the subscriber lists below have NFL and college picks to serve.
    const admin = (await anAdminKey(t.ctx, 'games api admin')).key;
    const window = dateWindow(clock.now());
    const all = await listAnalyzedGames(t.ctx, { leagues: ['nfl', 'cfb'], from: window.from, to: window.to });
    for (const league of ['nfl', 'cfb'] as const) {
      const best = all
        .filter((g) => g.league === league && g.maxEdge > 0 && !g.flags.offMarket)
        .sort((a, b) => b.maxEdge - a.maxEdge)
        .slice(0, 2);
      if (best.length < 2) throw new Error(`fewer than two ${league} games with a positive edge`);
      for (const game of best) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/approve-game',
          payload: { gameId: game.id },
          headers: { 'x-license-key': admin },
        });
        if (res.statusCode !== 200) throw new Error(`approving ${game.id} failed: ${res.body}`);
      }
    }
  }, 240_000);
  afterAll(() => t.close());

  const games = (query: string, key?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/bookmarklet/games${query}`,
      headers: key ? { 'x-license-key': key, ...device } : {},
    });

  it('serves priced games in the picks window with every Pick field: approved picks, then model picks, each soonest first', async () => {
    const res = await games('?sport=all&forceRefresh=false', allAccess);
    expect(res.statusCode).toBe(200);
    const body = gamesResponseSchema.parse(res.json());
    expect(body.totalGames).toBe(body.games.length);
    expect(body.dateRange).toEqual({ startDate: '2026-11-22', endDate: '2026-11-30' });
    expect(new Set(body.games.map((g) => g.sport))).toEqual(new Set(['NFL', 'CFB']));
    // The overlay's list is every approved pick as published, then the unreviewed model picks
    // (visible-picks.ts); each part is soonest first.
    const { curated, model } = splitByReview(body.games);
    expect(body.games).toEqual([...curated, ...model]);
    for (const part of [curated, model]) {
      const kickoffs = part.map((g) => g.commenceTime);
      expect([...kickoffs].sort()).toEqual(kickoffs);
    }
    // Every game served passes the rule or was published by the admin; none is led by a book a user
    // cannot bet.
    for (const g of body.games)
      expect(g.bestSportsbooks.find((b) => !b.stale && !b.offMarket && b.bettable)).toBeDefined();
    const priced = body.games.find((g) => g.bestSportsbooks.length > 0)!;
    expect(priced.modelSpread).not.toBeNull();
    expect(priced.bestSportsbooks[0]!.betString).toMatch(
      /^.+ [+-]\d+(\.5)? \([+-]\d+\)$|^.+ PK \([+-]\d+\)$/,
    );
    expect(priced.bestSportsbooks.every((b) => b.simulated)).toBe(true);
    // Sorted best first; the game's best price is the best on-market one.
    // The books a pick can name (fresh, on-market, bettable) lead, best first.
    const leading = priced.bestSportsbooks.filter((b) => !b.stale && !b.offMarket && b.bettable);
    expect(priced.bestSportsbooks.slice(0, leading.length)).toEqual(leading);
    const edges = leading.map((b) => b.edge);
    expect([...edges].sort((a, b) => b - a)).toEqual(edges);
    const onMarket = priced.bestSportsbooks
      .filter((b) => !b.stale && !b.offMarket && b.bettable)
      .map((b) => b.edge);
    expect(priced.maxEdge).toBe(Math.max(...onMarket));
    expect(priced.aiSummary.bestBet.length).toBeGreaterThan(10);
  });

  /**
   * Every analysed game of a window, as stored: the pricing is checked on all of them, not on the
   * few the curation rule lets a subscriber see (docs/curation.md).
   */
  const analysed = async (leagues: ('nfl' | 'cfb')[], startDate?: string, endDate?: string) => {
    const window = dateWindow(clock.now(), startDate, endDate);
    return { games: await listAnalyzedGames(t.ctx, { leagues, from: window.from, to: window.to }) };
  };

  it('names both lines on every priced game: the market fair line and the BetLens ratings line', async () => {
    const body = await analysed(['nfl', 'cfb']);
    const priced = body.games.filter((g) => g.fairLine !== null);
    expect(priced.length).toBeGreaterThan(10);
    for (const g of priced) {
      expect(g.fairLine).toMatchObject({ method: 'shin' });
      expect(g.fairLine!.books).toBeGreaterThan(0);
      expect(g.pricingBasis).not.toBeNull();
      // Whenever books quote the game, the priced line is the market's fair line (issue 20 §1).
      expect(g.pricingBasis!.kind).toBe('market');
      expect(g.modelSpread).toBe(g.fairLine!.spread);
      expect(g.replayOf).not.toBeNull();
    }
    // The ratings are their own opinion: in most games they are half a point or more off the market.
    const rated = priced.filter((g) => g.ratingsSpread !== null && g.vegasSpread !== null);
    const apart = rated.filter((g) => Math.abs(g.ratingsSpread! - g.vegasSpread!) >= 0.5);
    expect(apart.length / rated.length).toBeGreaterThan(0.5);
    // No game recommended as a buy shows more than EDGE_VERIFY_PERCENT.
    const buys = body.games.filter(
      (g) => g.recommendationTier === 'BUY' || g.recommendationTier === 'STRONG_BUY',
    );
    for (const g of buys) expect(g.maxEdge).toBeLessThanOrEqual(t.config.pricing.verifyEdgeAbove);
    for (const g of body.games)
      for (const b of g.bestSportsbooks.filter((x) => x.offMarket)) {
        expect(b.units).toBe(0);
        expect(b.recommendation).toBe('OFF_MARKET');
      }
  });

  it('answers a client that already has the slate with 304, and serves brotli that decodes to the same JSON', async () => {
    const first = await games('?sport=all', allAccess);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/bookmarklet/games?sport=all',
      headers: { 'x-license-key': allAccess, ...device, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Without a licence the ETag does not help: the licence is checked first.
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/bookmarklet/games?sport=all',
      headers: { 'if-none-match': etag },
    });
    expect(anonymous.statusCode).toBe(401);

    const brotli = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/bookmarklet/games?sport=all',
        headers: { 'x-license-key': allAccess, ...device, 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      return res.rawPayload;
    };
    const quick = await brotli();
    await t.app.jsonText.upgradeBrotli(first.body);
    const final = await brotli();
    expect(final.length).toBeLessThanOrEqual(quick.length);
    expect(brotliDecompressSync(final).toString()).toBe(first.body);
    expect(brotliDecompressSync(quick).toString()).toBe(first.body);
  });

  it('sends plain JSON to a client that names no encoding (curl, urllib), and gzip only to one that asks', async () => {
    const plain = await games('?sport=all', allAccess);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const request = (acceptEncoding: string | undefined) =>
      t.app.inject({
        method: 'GET',
        url: '/api/bookmarklet/games?sport=all',
        // undefined: the request carries no Accept-Encoding header at all (test-app.ts).
        headers: { 'x-license-key': allAccess, ...device, 'accept-encoding': acceptEncoding },
      });
    const bare = await request(undefined);
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(bare.body)).toEqual(JSON.parse(plain.body));
    const gzipped = await request('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length * 4).toBeLessThanOrEqual(bare.rawPayload.length);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(bare.body);
  });

  it('golden: the analysis of one fixed replayed NFL week is pinned (identical on every database)', async () => {
    const body = await analysed(['nfl'], '2026-11-22', '2026-11-24');
    const pinned = body.games.map((g) => ({
      game: `${g.awayTeam} @ ${g.homeTeam}`,
      kickoff: g.commenceTime,
      modelSpread: g.modelSpread,
      modelTotal: g.totalProjections.modelTotal,
      vegasSpread: g.vegasSpread,
      maxEdge: g.maxEdge,
      units: g.units,
      tier: g.recommendationTier,
      confidence: g.confidenceLevel,
      best: g.bestSportsbooks[0]?.betString ?? null,
      wong: g.wong?.label ?? null,
      bestBet: g.aiSummary.bestBet,
    }));
    expect(pinned.length).toBeGreaterThan(5);
    await expect(JSON.stringify(pinned, null, 2)).toMatchFileSnapshot('../golden/nfl-replay-week.json');
  });

  it('shows a newly stored analysis on the next read (the slate cache is invalidated)', async () => {
    const before = gamesResponseSchema.parse((await games('?sport=nfl', allAccess)).json());
    const shown = new Set(before.games.map((g) => g.id));
    // An NFL game the list does not show yet: one bettable book starts paying +125 on the market's
    // number (about 5% against the fair price there, which every book informs), and its next
    // analysis passes the rule.
    const window = dateWindow(clock.now());
    const hidden = (
      await listAnalyzedGames(t.ctx, { leagues: ['nfl'], from: window.from, to: window.to })
    ).filter((g) => !shown.has(g.id) && g.vegasSpread !== null && Math.abs(g.vegasSpread) < 10)[0]!;
    const quote = (bookKey: string) =>
      (['home', 'away'] as const).map((side) => ({
        gameId: hidden.id,
        bookKey,
        bookTitle: bookKey,
        market: 'spreads',
        side,
        point: side === 'home' ? hidden.vegasSpread! : -hidden.vegasSpread!,
        price: side === 'home' ? 125 : -145,
        simulated: true,
        fetchedAt: clock.now(),
      }));
    await database.db.insert(oddsSnapshots).values(quote('bet365'));
    const [row] = await database.db.select().from(gamesTable).where(eq(gamesTable.id, hidden.id));
    const stored = await analyzeGame(t.ctx, row!);
    expect(stored.maxEdge).toBeGreaterThanOrEqual(3);
    const after = gamesResponseSchema.parse((await games('?sport=nfl', allAccess)).json());
    expect(after.games.find((g) => g.id === hidden.id)?.analysisVersion).toBe(stored.analysisVersion);
  });

  it("keeps the demo's median positive edge within 0.5–4% (issue 20 §6; npm run measure:demo prints it)", async () => {
    const window = dateWindow(clock.now());
    const analysed = await listAnalyzedGames(t.ctx, {
      leagues: ['nfl', 'cfb'],
      from: window.from,
      to: window.to,
    });
    const positive = analysed
      .map((g) => g.maxEdge)
      .filter((edge) => edge > 0)
      .sort((a, b) => a - b);
    expect(positive.length).toBeGreaterThan(3);
    const mid = Math.floor(positive.length / 2);
    const median = positive.length % 2 ? positive[mid]! : (positive[mid - 1]! + positive[mid]!) / 2;
    expect(median).toBeGreaterThanOrEqual(0.5);
    expect(median).toBeLessThanOrEqual(4);
    // Most games have no positive spread price at a bettable book: line shopping finds a few, not half
    // the slate. Since issue 21 maxEdge is the best of three markets, so three chances: about half
    // the demo's games have a positive price in one of them (50.5% measured), never most of the slate.
    const positiveSpread = analysed.filter(
      (g) => (g.bestSportsbooks.find((b) => !b.stale && !b.offMarket && b.bettable)?.edge ?? 0) > 0,
    );
    expect(positiveSpread.length / analysed.length).toBeLessThan(0.5);
    expect(positive.length / analysed.length).toBeLessThan(0.6);
  });

  it('Best Bets and Weekly Picks count their rule over every game analysed in the window', async () => {
    const window = dateWindow(clock.now());
    const analysed = await listAnalyzedGames(t.ctx, {
      leagues: ['nfl', 'cfb'],
      from: window.from,
      to: window.to,
    });
    expect(analysed.length).toBeGreaterThan(10);
    for (const [path, rule] of [
      ['/api/best-bets', isBestBet],
      ['/api/weekly-picks', isQualityPick],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${path}?sport=all`,
        headers: { 'x-license-key': allAccess, ...device },
      });
      expect(res.statusCode).toBe(200);
      const body = gamesResponseSchema.parse(res.json());
      expect(body.rule).toEqual({ analysed: analysed.length, qualifying: analysed.filter(rule).length });
    }
    // The overlay's list states no rule.
    expect(gamesResponseSchema.parse((await games('?sport=all', allAccess)).json()).rule).toBeNull();
  });

  it('enforces the plan: a college licence sees only college games and is refused NFL', async () => {
    const all = gamesResponseSchema.parse((await games('?sport=all', cfbOnly)).json());
    expect(all.games.every((g) => g.sport === 'CFB')).toBe(true);
    const nfl = await games('?sport=nfl', cfbOnly);
    expect(nfl.statusCode).toBe(403);
    expect(nfl.json()).toMatchObject({ code: 'PLAN_FORBIDDEN' });
  });

  it('reads a date range as whole Eastern days across the end of daylight saving', () => {
    const window = dateWindow(clock.now(), '2026-10-24', '2026-11-01');
    expect(window.from.toISOString()).toBe('2026-10-24T04:00:00.000Z');
    // Sunday 1 Nov 2026 has 25 hours: the range ends at midnight EST, not an hour earlier.
    expect(window.to.toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('requires a licence and rejects bad dates with a clear message', async () => {
    expect((await games('?sport=nfl')).statusCode).toBe(401);
    const bad = await games('?startDate=2026-02-30', allAccess);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('real calendar dates');
    expect((await games('?startDate=2026-11-30&endDate=2026-11-01', allAccess)).statusCode).toBe(400);
    // 31 dates holding 1 Nov 2026 (a 25-hour day) are 31 days, not too many; 32 dates are.
    expect((await games('?startDate=2026-10-15&endDate=2026-11-14', allAccess)).statusCode).toBe(200);
    expect((await games('?startDate=2026-10-15&endDate=2026-11-15', allAccess)).statusCode).toBe(400);
    expect((await games('?sport=hockey', allAccess)).statusCode).toBe(400);
  });

  it('prices a typed matchup, scheduled or not, and respects a neutral site', async () => {
    const analyze = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analyze-bet',
        headers: device,
        payload: { licenseKey: allAccess, ...body },
      });
    const home = analyzeBetResponseSchema.parse(
      (await analyze({ awayTeam: 'michigan', homeTeam: 'Ohio St.', sport: 'college' })).json(),
    );
    const neutral = analyzeBetResponseSchema.parse(
      (
        await analyze({ awayTeam: 'michigan', homeTeam: 'Ohio St.', sport: 'college', isNeutralSite: true })
      ).json(),
    );
    expect(home.analysis.homeTeam).toBe('Ohio State');
    expect(home.analysis.modelSpread).not.toBeNull();
    expect(neutral.analysis.isNeutralSite).toBe(true);
    // Home field moves the fair line toward the home team.
    expect(home.analysis.modelSpread!).toBeLessThan(neutral.analysis.modelSpread!);

    const nfl = await analyze({ awayTeam: 'Chiefs', homeTeam: 'buffalo', sport: 'nfl' });
    expect(nfl.statusCode).toBe(200);
    expect(nfl.json()).toMatchObject({
      analysis: { homeTeam: 'Buffalo Bills', awayTeam: 'Kansas City Chiefs', sport: 'NFL' },
    });
  });

  it('answers ambiguous and unknown names with 400 and suggestions', async () => {
    const ambiguous = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-bet',
      headers: device,
      payload: { licenseKey: allAccess, awayTeam: 'Miami', homeTeam: 'Alabama' },
    });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'awayTeam' });
    expect(ambiguous.json<{ suggestions: string[] }>().suggestions.length).toBeGreaterThan(1);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-bet',
      headers: device,
      payload: { licenseKey: allAccess, awayTeam: 'Kansas Cty Cheifs', homeTeam: 'Bills', sport: 'nfl' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ suggestions: string[] }>().suggestions[0]).toBe('Kansas City Chiefs');
  });
});
