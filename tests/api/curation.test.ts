import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import {
  adminGamesResponseSchema,
  bulkCurationResponseSchema,
  curationResponseSchema,
  refreshStatusResponseSchema,
  type AdminGame,
} from '@shared/api/admin-games';
import { footballBetsResponseSchema } from '@shared/api/football-bets';
import { gamesResponseSchema } from '@shared/api/games';
import { recordResponseSchema } from '@shared/api/record';
import { marketResult } from '@shared/record/grade-pick';
import { publishVerdict } from '@shared/curation/publish-guards';
import { leadBook } from '@shared/display/pick-line';
import type { Database } from '../../src/server/db/open-database';
import {
  analyses,
  analyticsEvents,
  auditLog,
  gameCuration,
  games as gamesTable,
  oddsSnapshots,
  pickGrades,
  picks,
  smsOutbox,
} from '../../src/server/db/schema';
import { alertLineMoves } from '../../src/server/services/curation/alert-line-moves';
import { createReplayProvider } from '../../src/server/providers/replay/replay-provider';
import { ingestScores } from '../../src/server/services/ingest/ingest-odds';
import { refreshGames } from '../../src/server/services/analysis/refresh';
import { analyzeGame } from '../../src/server/services/analysis/analyze-game';
import { gradePicks } from '../../src/server/services/grading/grade-picks';
import { testDatabaseKinds } from '../helpers/databases';
import { ANALYSED_AT, openAnalysedApp, type AnalysedApp } from '../helpers/analysed-database';
import { TestClock } from '../helpers/test-app';
import { aLicense, anAdminKey, cookiesFrom } from '../helpers/factories';

const HOUR = 3_600_000;

/** The database's own message for a refused statement (drizzle wraps it as the cause). */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' | ');
  }
  return 'not refused';
}

describe.each(testDatabaseKinds())('admin curation, publishing and grading on $name', (kind) => {
  let database: Database;
  let t: AnalysedApp;
  const clock = new TestClock(ANALYSED_AT);
  let admin: string;
  let licenseCookie: string;
  let licenseKey: string;
  const odds = () => createReplayProvider({ now: clock.now });

  beforeAll(async () => {
    t = await openAnalysedApp(kind, { clock });
    database = t.database;
    admin = (await anAdminKey(t.ctx, 'curation admin')).key;
    const license = (await aLicense(t.ctx, { plan: 'all-access' })).key;
    licenseKey = license;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey: license },
    });
    expect(verified.statusCode).toBe(200);
    licenseCookie = cookiesFrom(verified);
  }, 300_000);
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, key: string | null = admin) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: key ? { 'x-license-key': key } : {},
    });
  const get = (url: string, key: string | null = admin) =>
    t.app.inject({ method: 'GET', url, headers: key ? { 'x-license-key': key } : {} });
  const adminGames = async (query = '?sport=all') => {
    const res = await get(`/api/admin/games${query}`);
    expect(res.statusCode).toBe(200);
    return adminGamesResponseSchema.parse(res.json());
  };
  const rowCount = async (table: typeof picks | typeof gameCuration | typeof auditLog) =>
    Number((await database.db.select({ n: count() }).from(table))[0]!.n);
  const pending = async (n: number, filter: (g: AdminGame) => boolean = () => true) => {
    const list = (await adminGames()).games.filter(
      (g) => g.curationStatus === 'pending' && g.bestSportsbooks.some((b) => !b.stale) && filter(g),
    );
    expect(list.length).toBeGreaterThanOrEqual(n);
    return list.slice(0, n);
  };

  /** Pending games Approve All would publish: a best price with an edge, under the publish guards. */
  const staked = (g: AdminGame) => {
    const verdict = publishVerdict(g, { verifyEdgeAbove: t.ctx.config.pricing.verifyEdgeAbove });
    return verdict.ok && verdict.noStake === null;
  };

  it('refuses every curation call without an admin key (401), whatever the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/games'],
      ['GET', '/api/admin/refresh-status/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/admin/approve-game'],
      ['POST', '/api/admin/reject-game'],
      ['POST', '/api/admin/bulk-approve'],
      ['POST', '/api/admin/bulk-reject'],
      ['POST', '/api/admin/update-game'],
      ['POST', '/api/admin/run-cfb-generation'],
      ['POST', '/api/admin/run-nfl-generation'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'x-license-key': 'NOT-AN-ADMIN-KEY' },
        ...(method === 'POST' ? { payload: { gameId: 'x' } } : {}),
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('lists high-value games with their curation state; force refresh starts one job and reports it', async () => {
    const list = await adminGames();
    expect(list.games.length).toBeGreaterThan(5);
    expect(list.dateRange).toEqual({ startDate: '2026-11-22', endDate: '2026-11-30' });
    // A game is listed for a recommendation, or for an off-market price only the admin can confirm.
    expect(list.games.every((g) => g.recommendationTier !== null || g.flags.offMarket)).toBe(true);
    expect(list.games.every((g) => g.curationStatus === 'pending' && g.publishedVersions === 0)).toBe(true);
    const nfl = await adminGames('?sport=nfl');
    expect(nfl.games.every((g) => g.sport === 'NFL')).toBe(true);

    const first = adminGamesResponseSchema.parse((await get('/api/admin/games?forceRefresh=true')).json());
    const second = adminGamesResponseSchema.parse((await get('/api/admin/games?forceRefresh=true')).json());
    expect(first.jobId).toBeDefined();
    expect(second.jobId).toBe(first.jobId);
    const status = refreshStatusResponseSchema.parse(
      (await get(`/api/admin/refresh-status/${first.jobId}`)).json(),
    );
    expect(status).toMatchObject({ status: 'processing', processed: 0 });
    expect((await get('/api/admin/refresh-status/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await get('/api/admin/refresh-status/not-a-job')).statusCode).toBe(400);
    // Left queued: no worker runs in this test app; later tests refresh directly.
    await database.db.execute(sql`update jobs set status = 'completed' where id = ${first.jobId}`);
  });

  it('validates curation bodies with clear 400s and changes nothing', async () => {
    const [game] = await pending(1);
    const before = await rowCount(gameCuration);
    for (const body of [
      { gameId: game!.id, injuryAdjustment: 0.3 },
      { gameId: game!.id, contextualNotes: 'x'.repeat(301) },
      { gameId: game!.id, contextualFactors: ['weather', 'weather'] },
      { gameId: game!.id, contextualFactors: ['luck'] },
      { gameId: 'nope' },
      { gameId: game!.id, isNeutralSite: 'yes' },
    ]) {
      const res = await post('/api/admin/approve-game', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/\w/);
    }
    expect(
      (await post('/api/admin/approve-game', { gameId: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect(await rowCount(gameCuration)).toBe(before);
    expect(await rowCount(picks)).toBe(0);
  });

  it('approving publishes a frozen pick once; expert context moves no price; a second approval is refused', async () => {
    const [game] = await pending(
      1,
      (g) => g.modelSpread !== null && g.modelSpread !== 0 && !g.flags.offMarket,
    );
    const context = {
      gameId: game!.id,
      contextualFactors: ['injury', 'weather'],
      contextualNotes: 'Starting left tackle out',
      injuryAdjustment: 2,
      licenseKey: admin,
    };
    // A 2-point injury adjustment moves no price, so it cannot push an on-market price off-market:
    // no guard asks for a reason (issue 20 §1; before, the adjusted edge could pass EDGE_VERIFY_PERCENT).
    const res = await post('/api/admin/approve-game', context);
    expect(res.statusCode, res.body).toBe(200);
    const body = curationResponseSchema.parse(res.json());
    expect(body.game.curationStatus).toBe('approved');
    expect(body.game.injuryAdjustment).toBe(2);
    expect(body.game.contextualNotes).toBe('Starting left tackle out');
    // The injury adjustment is expert context beside the edge: the priced line and the edge stay the
    // market's (issue 20 §1, §2).
    expect(body.game.modelSpread).toBe(game!.modelSpread);
    expect(body.game.maxEdge).toBe(game!.maxEdge);
    expect(body.game.injuryFavourite).not.toBeNull();

    // The pick is the line users see first on the game as answered (the frozen, guarded payload).
    const [pick] = await database.db.select().from(picks).where(eq(picks.gameId, game!.id));
    const best = leadBook(body.game.bestSportsbooks)!;
    expect(best.offMarket).toBe(false);
    expect(pick).toMatchObject({
      version: 1,
      side: best.side,
      line: best.spread,
      price: best.price,
      bookKey: best.key,
      units: best.units,
      offMarket: false,
      betString: best.betString,
      analysisVersion: body.game.analysisVersion,
      publishedBy: 'curation admin',
    });
    expect(pick!.units === 0 || (pick!.edge > 0 && pick!.edge <= 8)).toBe(true);

    const twice = await Promise.all([
      post('/api/admin/approve-game', { gameId: game!.id }),
      post('/api/admin/approve-game', { gameId: game!.id }),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(twice[0].json<{ message: string }>().message).toBe('This game is already approved');
    expect(await database.db.select().from(picks).where(eq(picks.gameId, game!.id))).toHaveLength(1);

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'game.approve'));
    expect(audit.at(-1)).toMatchObject({ actor: 'curation admin', before: { status: 'pending' } });
  });

  it('a new pick is texted once to opted-in subscribers; a large line move on it is texted once', async () => {
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/sms/subscribe',
      payload: {
        phoneNumber: '(202) 555-0143',
        licenseKey,
        optedInForPicks: true,
        optedInForLineMovements: true,
      },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const [game] = await pending(1, staked);
    expect((await post('/api/admin/approve-game', { gameId: game!.id })).statusCode).toBe(200);
    const [pick] = await database.db.select().from(picks).where(eq(picks.gameId, game!.id));
    const texts = await database.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'pick'));
    expect(texts.filter((m) => m.to === '+12025550143' && m.body.includes(pick!.betString))).toHaveLength(1);

    // The pick's book moves the picked side's line by 1.5 points.
    await database.db.insert(oddsSnapshots).values(
      (['home', 'away'] as const).map((side) => ({
        gameId: game!.id,
        bookKey: pick!.bookKey,
        bookTitle: pick!.bookTitle,
        market: 'spreads',
        side,
        point: side === pick!.side ? pick!.line! - 1.5 : -(pick!.line! - 1.5),
        price: -110,
        simulated: true,
        fetchedAt: clock.now(),
      })),
    );
    expect(await alertLineMoves(t.ctx)).toBe(1);
    expect(await alertLineMoves(t.ctx)).toBe(0);
    // A further move the source last updated longer ago than the stale limit is no news.
    await database.db.insert(oddsSnapshots).values(
      (['home', 'away'] as const).map((side) => ({
        gameId: game!.id,
        bookKey: pick!.bookKey,
        bookTitle: pick!.bookTitle,
        market: 'spreads',
        side,
        point: side === pick!.side ? pick!.line! - 3 : -(pick!.line! - 3),
        price: -110,
        simulated: true,
        sourceUpdatedAt: new Date(clock.now().getTime() - 2 * 3_600_000),
        fetchedAt: clock.now(),
      })),
    );
    expect(await alertLineMoves(t.ctx)).toBe(0);
    const moves = await database.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'line-move'));
    expect(moves).toHaveLength(1);
    expect(moves[0]!.to).toBe('+12025550143');
  });

  it('an off-market price needs a reason, and is never published instead of an on-market one', async () => {
    const [game] = await pending(1, (g) => g.fairLine !== null && g.fairLine.spread !== null);
    const fair = game!.fairLine!.spread!;
    // Three books on the fair number and one 6 points away, all fetched now.
    const quote = (bookKey: string, homePoint: number) =>
      (['home', 'away'] as const).map((side) => ({
        gameId: game!.id,
        bookKey,
        bookTitle: bookKey,
        market: 'spreads',
        side,
        point: side === 'home' ? homePoint : -homePoint,
        price: -110,
        simulated: true,
        fetchedAt: clock.now(),
      }));
    const onNumber = Math.round(fair * 2) / 2;
    await database.db.insert(oddsSnapshots).values([
      // Bettable books (BETTABLE_BOOKS' default) that the demo does not already quote.
      ...quote('betrivers', onNumber),
      ...quote('fanatics', onNumber),
      ...quote('hardrockbet', onNumber),
      ...quote('bet365', onNumber + 6),
    ]);
    const [row] = await database.db.select().from(gamesTable).where(eq(gamesTable.id, game!.id));
    const analysed = await analyzeGame(t.ctx, row!);
    const off = analysed.bestSportsbooks.find((b) => b.key === 'bet365')!;
    expect(off).toMatchObject({ offMarket: true, recommendation: 'OFF_MARKET', units: 0 });
    expect(analysed.flags.offMarket).toBe(true);

    // A confirmation without a reason is refused and changes nothing.
    const short = await post('/api/admin/approve-game', { gameId: game!.id, confirmOffMarket: 'ok' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toMatch(/name the reason/);
    expect(await database.db.select().from(picks).where(eq(picks.gameId, game!.id))).toHaveLength(0);

    // Its on-market prices are what users see and what publishes: a confirmation cannot publish the
    // off-market one instead (400, nothing saved). A game whose only prices are off-market publishes one
    // with the reason: visible-picks.test.ts.
    const instead = await post('/api/admin/approve-game', {
      gameId: game!.id,
      confirmOffMarket: 'Checked at the book: the line is live',
    });
    expect(instead.statusCode).toBe(400);
    expect(instead.json()).toMatchObject({ field: 'confirmOffMarket' });
    expect(instead.json<{ message: string }>().message).toMatch(
      /^This game has an on-market price \(.+\): approve it without an off-market reason$/,
    );
    expect(await database.db.select().from(picks).where(eq(picks.gameId, game!.id))).toHaveLength(0);

    // A game with nothing off-market has nothing to confirm: 400, nothing published.
    const [plain] = await pending(1, (g) => !g.flags.offMarket);
    const nothing = await post('/api/admin/approve-game', {
      gameId: plain!.id,
      confirmOffMarket: 'Verified at the book',
    });
    expect(nothing.statusCode).toBe(400);
    expect(await database.db.select().from(picks).where(eq(picks.gameId, plain!.id))).toHaveLength(0);
  });

  it('two simultaneous approvals of one pending game publish exactly one pick', async () => {
    const [game] = await pending(1);
    const results = await Promise.all([
      post('/api/admin/approve-game', { gameId: game!.id }),
      post('/api/admin/approve-game', { gameId: game!.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await database.db.select().from(picks).where(eq(picks.gameId, game!.id))).toHaveLength(1);
  });

  it('rejects a pending game; decided games cannot be decided again; neutral site is saved', async () => {
    const [game] = await pending(1);
    const res = await post('/api/admin/reject-game', { gameId: game!.id, reason: 'Too much news risk' });
    expect(res.statusCode).toBe(200);
    expect(curationResponseSchema.parse(res.json()).game.curationStatus).toBe('rejected');
    expect((await post('/api/admin/approve-game', { gameId: game!.id })).statusCode).toBe(409);
    expect((await post('/api/admin/reject-game', { gameId: game!.id })).statusCode).toBe(409);
    expect(await database.db.select().from(picks).where(eq(picks.gameId, game!.id))).toHaveLength(0);
    // The decision is an analytics event too (the server records its own; browsers cannot claim it).
    const events = await database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'game_rejected'));
    expect(events.at(-1)).toMatchObject({ source: 'server', properties: { league: game!.league } });
  });

  it('bulk: an unknown id rejects the whole batch unchanged; decided games are skipped with a reason', async () => {
    const targets = await pending(2, staked);
    const decided = (await adminGames()).games.find((g) => g.curationStatus === 'approved')!;
    const before = { picks: await rowCount(picks), curation: await rowCount(gameCuration) };
    const bad = await post('/api/admin/bulk-approve', {
      gameIds: [targets[0]!.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(
      'Unknown game ids: 00000000-0000-4000-8000-000000000000',
    );
    expect({ picks: await rowCount(picks), curation: await rowCount(gameCuration) }).toEqual(before);
    expect((await post('/api/admin/bulk-approve', { gameIds: [] })).statusCode).toBe(400);

    const ok = await post('/api/admin/bulk-approve', { gameIds: [...targets.map((g) => g.id), decided.id] });
    expect(ok.statusCode, ok.body).toBe(200);
    const result = bulkCurationResponseSchema.parse(ok.json());
    expect(result.changed.sort()).toEqual(targets.map((g) => g.id).sort());
    expect(result.skipped).toEqual([{ gameId: decided.id, reason: 'This game is already approved' }]);
    expect(result.message).toBe('Approved 2 games; 1 skipped');

    const [toReject] = await pending(1);
    const rejected = bulkCurationResponseSchema.parse(
      (await post('/api/admin/bulk-reject', { gameIds: [toReject!.id], reason: 'no' })).json(),
    );
    expect(rejected.changed).toEqual([toReject!.id]);
  });

  it('approved picks appear on /api/football-bets for a licensed session, and only for one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/football-bets' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/football-bets?sport=all&forceRefresh=false',
      headers: { cookie: licenseCookie },
    });
    expect(res.statusCode).toBe(200);
    const body = footballBetsResponseSchema.parse(res.json());
    const approved = (await adminGames()).games.filter((g) => g.curationStatus === 'approved');
    expect(body.games.map((g) => g.id).sort()).toEqual(approved.map((g) => g.id).sort());
    expect(body.games.every((g) => g.pickVersion === 1 && g.curationStatus === 'approved')).toBe(true);
    // Subscribers' slates carry the decision too.
    const slate = gamesResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/bookmarklet/games',
          headers: { cookie: licenseCookie },
        })
      ).json(),
    );
    expect(slate.games.filter((g) => g.curationStatus === 'approved').length).toBe(approved.length);
  });

  it('update & republish: odds-only keeps the model spread, full recompute adds another version; history stays', async () => {
    // An approved game whose current prices publish without an off-market reason.
    const approved = (await adminGames()).games.find(
      (g) =>
        g.curationStatus === 'approved' &&
        publishVerdict(g, { verifyEdgeAbove: t.ctx.config.pricing.verifyEdgeAbove }).ok,
    )!;
    const pendingGame = (await pending(1))[0]!;
    const refused = await post('/api/admin/update-game', { gameId: pendingGame.id, updateMode: 'odds-only' });
    expect(refused.statusCode).toBe(409);
    expect(
      (await post('/api/admin/update-game', { gameId: approved.id, updateMode: 'sideways' })).statusCode,
    ).toBe(400);

    clock.advance(HOUR);
    await refreshGames({ ...t.ctx, odds: odds() }, { params: {} }, async () => {});
    const odds1 = await post('/api/admin/update-game', {
      gameId: approved.id,
      updateMode: 'odds-only',
      contextualNotes: 'Lines moved after the injury report',
    });
    expect(odds1.statusCode, odds1.body).toBe(200);
    const republished = curationResponseSchema.parse(odds1.json()).game;
    expect(republished.modelSpread).toBe(approved.modelSpread);
    expect(republished.contextualNotes).toBe('Lines moved after the injury report');

    const full = await post('/api/admin/update-game', { gameId: approved.id, updateMode: 'full-recompute' });
    expect(full.statusCode, full.body).toBe(200);
    const versions = await database.db.select().from(picks).where(eq(picks.gameId, approved.id));
    expect(versions.map((p) => p.version).sort()).toEqual([1, 2, 3]);
    expect(versions.map((p) => p.reason).sort()).toEqual([
      'approve',
      'republish-full-recompute',
      'republish-odds-only',
    ]);
    const bets = footballBetsResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/football-bets', headers: { cookie: licenseCookie } })
      ).json(),
    );
    expect(bets.games.find((g) => g.id === approved.id)!.pickVersion).toBe(3);
  });

  it('republishing while a refresh job analyses the same games succeeds for both', async () => {
    // An approved game whose current prices publish without an off-market reason.
    const approved = (await adminGames()).games.find(
      (g) =>
        g.curationStatus === 'approved' &&
        publishVerdict(g, { verifyEdgeAbove: t.ctx.config.pricing.verifyEdgeAbove }).ok,
    )!;
    const [refresh, update] = await Promise.all([
      refreshGames({ ...t.ctx, odds: odds() }, { params: {} }, async () => {}),
      post('/api/admin/update-game', { gameId: approved.id, updateMode: 'odds-only' }),
    ]);
    expect(refresh).toMatch(/analyzed \d+ games/);
    expect(update.statusCode, update.body).toBe(200);
    const versions = await database.db
      .select({ version: analyses.version })
      .from(analyses)
      .where(eq(analyses.gameId, approved.id));
    expect(new Set(versions.map((v) => v.version)).size).toBe(versions.length);
  });

  it('generation analyses a league for a date range; both dates are required', async () => {
    const res = await post('/api/admin/run-nfl-generation', {
      startDate: '2026-11-22',
      endDate: '2026-11-24',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ analyzed: number }>().analyzed).toBeGreaterThan(0);
    expect(res.json<{ message: string }>().message).toMatch(/^Generated analysis for \d+ NFL games$/);
    expect((await post('/api/admin/run-cfb-generation', { startDate: '2026-11-22' })).statusCode).toBe(400);
    expect(
      (await post('/api/admin/run-cfb-generation', { startDate: '2026-11-30', endDate: '2026-11-22' }))
        .statusCode,
    ).toBe(400);
  });

  it('after the finals arrive, the live version of each pick is graded once; grades and picks cannot be rewritten', async () => {
    const published = await database.db.select().from(picks);
    const lastKickoff = Math.max(...published.map((p) => p.kickoff.getTime()));
    // The game has started: its pick can no longer change.
    const started = published.find(
      (p) => p.kickoff.getTime() === Math.min(...published.map((q) => q.kickoff.getTime())),
    )!;
    clock.set(new Date(started.kickoff.getTime() + 60_000));
    const late = await post('/api/admin/update-game', { gameId: started.gameId, updateMode: 'odds-only' });
    expect(late.statusCode).toBe(409);

    // The scheduler reads scores every half hour (three days back at most): here after each final.
    for (const kickoff of [...new Set(published.map((p) => p.kickoff.getTime()))].sort((a, b) => a - b)) {
      clock.set(new Date(kickoff + 6 * HOUR));
      for (const league of ['nfl', 'cfb'] as const) await ingestScores(t.ctx, odds(), league);
    }
    clock.set(new Date(lastKickoff + 6 * HOUR));
    await refreshGames({ ...t.ctx, odds: odds() }, { params: {} }, async () => {});
    const gradedCount = Number((await database.db.select({ n: count() }).from(pickGrades))[0]!.n);
    const liveGames = new Set(published.map((p) => p.gameId));
    expect(gradedCount).toBe(liveGames.size);
    expect(await gradePicks(t.ctx)).toBe(0);

    const record = recordResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/record' })).json(),
    );
    expect(record.picks).toHaveLength(liveGames.size);
    for (const pick of record.picks) {
      const [game] = await database.db.select().from(gamesTable).where(eq(gamesTable.id, pick.gameId));
      expect(pick.grade!.result).toBe(marketResult(pick, game!.homeScore!, game!.awayScore!));
      expect(pick.grade!.homeScore).toBe(game!.homeScore);
    }
    // The republished game is on the record at its last version before kickoff.
    const multi = record.picks.find((p) => p.version > 1);
    expect(multi?.version).toBe(4);
    const o = record.overall;
    expect(o.wins + o.losses + o.pushes).toBe(liveGames.size);
    expect(o.wins + o.losses + o.pushes).toBe(record.leagues.nfl.graded + record.leagues.cfb.graded);
    expect(record.simulated).toBe(true);

    for (const statement of [
      sql`update pick_grades set result = 'win'`,
      sql`delete from pick_grades`,
      sql`delete from picks`,
      sql`update picks set units = 99`,
    ]) {
      expect(await refusal(() => database.db.execute(statement))).toMatch(/is append-only/);
    }
  });

  it('the season query is validated', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/record?season=abc' })).statusCode).toBe(400);
    const empty = recordResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/record?season=2001' })).json(),
    );
    expect(empty.picks).toEqual([]);
    expect(empty.overall.winRate).toBeNull();
  });
});
