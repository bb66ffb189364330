import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  adminGamesResponseSchema,
  announcementPreviewResponseSchema,
  bulkCurationResponseSchema,
  curationConflictSchema,
  previewResponseSchema,
  type AdminGame,
} from '@shared/api/admin-games';
import { footballBetsResponseSchema } from '@shared/api/football-bets';
import { gamesResponseSchema, type Game } from '@shared/api/games';
import { isQualityPick } from '@shared/calendar/pick-filters';
import type { Database } from '../../src/server/db/open-database';
import { analyses, gameCuration, picks, smsOutbox } from '../../src/server/db/schema';
import { analysesChanged } from '../../src/server/services/analysis/games-cache';
import { publishVerdict } from '@shared/curation/publish-guards';
import { spreadAsMarketLine } from '@shared/display/pick-line';
import { desc } from 'drizzle-orm';
import { testDatabaseKinds } from '../helpers/databases';
import { ANALYSED_AT, openAnalysedApp, type AnalysedApp } from '../helpers/analysed-database';
import { TestClock } from '../helpers/test-app';
import { aLicense, anAdminKey, cookiesFrom } from '../helpers/factories';

/**
 * The shared curation rule seen from outside (docs/curation.md): every user-facing list goes
 * through it, the admin's preview is what is published, and a bulk approval texts once.
 */
describe.each(testDatabaseKinds())('what users see, per curation state, on $name', (kind) => {
  let database: Database;
  let t: AnalysedApp;
  const clock = new TestClock(ANALYSED_AT);
  let admin: string;
  let licenseKey: string;
  let cookie: string;

  beforeAll(async () => {
    t = await openAnalysedApp(kind, { clock });
    database = t.database;
    admin = (await anAdminKey(t.ctx, 'rule admin')).key;
    licenseKey = (await aLicense(t.ctx, { plan: 'all-access' })).key;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload: { licenseKey },
    });
    expect(verified.statusCode).toBe(200);
    cookie = cookiesFrom(verified);
  }, 300_000);
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-license-key': admin } });
  const adminGames = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/games?sport=all',
      headers: { 'x-license-key': admin },
    });
    return adminGamesResponseSchema.parse(res.json()).games;
  };
  const pending = async (filter: (g: AdminGame) => boolean) =>
    (await adminGames()).filter(
      (g) =>
        g.curationStatus === 'pending' &&
        g.bestSportsbooks.some((b) => !b.stale && !b.offMarket) &&
        filter(g),
    );
  /** Every user-facing list, as the licence holder gets it (key header for the overlay, cookie for the site). */
  const surfaces = async () => {
    const list = async (url: string, auth: 'key' | 'cookie') => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers:
          auth === 'key'
            ? { 'x-license-key': licenseKey, 'x-device-id': 'overlay-device-visible-01' }
            : { cookie },
      });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      return res.json<unknown>();
    };
    return {
      overlay: gamesResponseSchema.parse(await list('/api/bookmarklet/games?sport=all', 'key')).games,
      weeklyPicks: gamesResponseSchema.parse(await list('/api/weekly-picks?sport=all', 'key')).games,
      bestBets: gamesResponseSchema.parse(await list('/api/best-bets?sport=all', 'cookie')).games,
      footballBets: footballBetsResponseSchema.parse(await list('/api/football-bets?sport=all', 'cookie'))
        .games,
    };
  };
  const ids = (games: readonly { id: string }[]) => games.map((g) => g.id).sort();
  const byId = (games: readonly Game[]) => new Map(games.map((g) => [g.id, g]));

  it('a rejected game is on no list; an approved one is on all, as published; pending ones only as model picks', async () => {
    const quality = await pending((g) => isQualityPick(g));
    expect(quality.length).toBeGreaterThanOrEqual(3);
    const [approved, rejected, stillPending] = quality;
    const before = await surfaces();
    // Before any decision the quality games are model picks on the pages that label them.
    expect(ids(before.weeklyPicks)).toContain(rejected!.id);
    expect(before.footballBets).toEqual([]);

    expect((await post('/api/admin/approve-game', { gameId: approved!.id })).statusCode).toBe(200);
    expect((await post('/api/admin/reject-game', { gameId: rejected!.id })).statusCode).toBe(200);
    const after = await surfaces();

    for (const [name, list] of Object.entries(after)) {
      expect(ids(list), `${name} lists the rejected game`).not.toContain(rejected!.id);
      expect(ids(list), `${name} misses the approved game`).toContain(approved!.id);
    }
    const [pick] = await database.db.select().from(picks).where(eq(picks.gameId, approved!.id));
    for (const list of Object.values(after)) {
      const shown = list.find((g) => g.id === approved!.id)!;
      expect(shown.curationStatus).toBe('approved');
      expect(shown.bestSportsbooks[0]!.betString).toBe(pick!.betString);
    }
    // The still-pending quality game is a model pick where pages label them, never on Football Bets.
    expect(after.overlay.find((g) => g.id === stillPending!.id)?.curationStatus).toBe('pending');
    expect(after.weeklyPicks.find((g) => g.id === stillPending!.id)?.curationStatus).toBe('pending');
    expect(ids(after.footballBets)).not.toContain(stillPending!.id);
    // Approved picks come first on every mixed list.
    for (const list of [after.overlay, after.weeklyPicks, after.bestBets]) {
      const firstModel = list.findIndex((g) => g.curationStatus === 'pending');
      expect(list.slice(firstModel).every((g) => g.curationStatus === 'pending')).toBe(true);
    }

    // The SMS announcement carries the approved pick (with its book) and not the rejected game.
    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/announcement-preview',
      headers: { 'x-license-key': admin },
    });
    expect(preview.statusCode).toBe(200);
    expect(announcementPreviewResponseSchema.parse(preview.json()).picks).toBe(1);
  });

  it('the overlay list and the site lists agree for the same licence and window', async () => {
    const { overlay, weeklyPicks, bestBets, footballBets } = await surfaces();
    const overlayById = byId(overlay);
    // The overlay = every approved pick (Football Bets) + the model picks of Weekly Picks.
    expect(ids(overlay)).toEqual(
      [
        ...new Set([...ids(footballBets), ...ids(weeklyPicks.filter((g) => g.curationStatus === 'pending'))]),
      ].sort(),
    );
    for (const { publishedAt: _at, pickVersion: _v, ...game } of footballBets)
      expect(overlayById.get(game.id), game.id).toEqual(game);
    for (const game of weeklyPicks) expect(overlayById.get(game.id), game.id).toEqual(game);
    // Best Bets shows each approved pick exactly as the overlay and Football Bets do.
    for (const game of bestBets.filter((g) => g.curationStatus === 'approved'))
      expect(overlayById.get(game.id)).toEqual(game);
    expect(bestBets.every((g) => g.maxEdge >= 3 && !g.flags.offMarket)).toBe(true);
  });

  it('the preview is what approving publishes; a stale preview is refused with 409 and the new one', async () => {
    const [game] = await pending((g) => g.modelSpread !== null && g.modelSpread !== 0);
    // Expert context that does not move the price (a price pushed past the 8% guard: see the guards' test).
    const context = {
      contextualFactors: ['injury'],
      contextualNotes: 'Starting QB out',
    };
    const res = await post('/api/admin/preview-approval', { gameId: game!.id, ...context });
    expect(res.statusCode, res.body).toBe(200);
    const { preview } = previewResponseSchema.parse(res.json());
    expect(preview.text).toMatch(
      /^Will publish: .+ (PK|[+\u2212]\d+(\.5)?) [+\u2212]\d+ at .+, \u2212?\d+\.\d%, [\d.]+u$/,
    );
    expect(preview.text).toContain(` at ${preview.book}, `);
    // A preview stores nothing: no analysis is added, nothing is published.
    expect(await database.db.select().from(picks).where(eq(picks.gameId, game!.id))).toHaveLength(0);

    // An approval that expects another pick (here: the other side) is refused, nothing changes.
    const stale = await post('/api/admin/approve-game', {
      gameId: game!.id,
      ...context,
      expectedPick: {
        side: preview.side === 'home' ? 'away' : 'home',
        bookKey: preview.bookKey,
        line: -(preview.line ?? 0),
        price: preview.price,
      },
    });
    expect(stale.statusCode).toBe(409);
    const conflict = curationConflictSchema.parse(stale.json());
    expect(conflict.message).toMatch(/^The price moved since the preview\. Will publish: /);
    expect(conflict.preview).toEqual(preview);
    expect(await database.db.select().from(picks).where(eq(picks.gameId, game!.id))).toHaveLength(0);

    const approved = await post('/api/admin/approve-game', {
      gameId: game!.id,
      ...context,
      expectedPick: {
        side: preview.side,
        bookKey: preview.bookKey,
        line: preview.line,
        price: preview.price,
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [pick] = await database.db.select().from(picks).where(eq(picks.gameId, game!.id));
    expect({
      side: pick!.side,
      team: pick!.team,
      line: pick!.line,
      price: pick!.price,
      bookKey: pick!.bookKey,
      book: pick!.bookTitle,
      edge: pick!.edge,
      units: pick!.units,
      betString: pick!.betString,
    }).toEqual({
      side: preview.side,
      team: preview.team,
      line: preview.line,
      price: preview.price,
      bookKey: preview.bookKey,
      book: preview.book,
      edge: preview.edge,
      units: preview.units,
      betString: preview.betString,
    });
    // Decided games have no preview.
    expect((await post('/api/admin/preview-approval', { gameId: game!.id })).statusCode).toBe(409);
  });

  it('bulk approval queues one digest text per subscriber, each pick with its book', async () => {
    for (const [phone, plan] of [
      ['(202) 555-0171', 'all-access'],
      ['(202) 555-0172', 'nfl'],
    ] as const) {
      const key = (await aLicense(t.ctx, { plan })).key;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sms/subscribe',
        payload: {
          phoneNumber: phone,
          licenseKey: key,
          optedInForPicks: true,
          optedInForLineMovements: false,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Games Approve All publishes: a best price with an edge (the others it skips, with the reason).
    const staked = (g: AdminGame) => {
      const verdict = publishVerdict(g, { verifyEdgeAbove: t.ctx.config.pricing.verifyEdgeAbove });
      return verdict.ok && verdict.noStake === null;
    };
    const nfl = await pending((g) => g.league === 'nfl' && staked(g));
    const cfb = await pending((g) => g.league === 'cfb' && staked(g));
    const targets = [...nfl.slice(0, 2), ...cfb.slice(0, 1)];
    expect(targets).toHaveLength(3);
    const res = await post('/api/admin/bulk-approve', { gameIds: targets.map((g) => g.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(bulkCurationResponseSchema.parse(res.json()).changed).toHaveLength(3);

    const texts = await database.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'pick'));
    const all = texts.filter((m) => m.to === '+12025550171');
    const nflOnly = texts.filter((m) => m.to === '+12025550172');
    expect(all).toHaveLength(1);
    expect(nflOnly).toHaveLength(1);
    expect(all[0]!.body).toMatch(/^BetLens 3 new picks: /);
    expect(nflOnly[0]!.body).toMatch(/^BetLens 2 new picks: /);
    const published = await database.db.select().from(picks);
    for (const game of targets) {
      const pick = published.find((p) => p.gameId === game.id)!;
      const line = `${pick.betString} at ${pick.bookTitle}`;
      expect(all[0]!.body.includes(line) || all[0]!.body.includes('more on the site')).toBe(true);
      if (game.league === 'nfl') expect(nflOnly[0]!.body).toContain(line);
      else expect(nflOnly[0]!.body).not.toContain(pick.betString);
    }
  });
  /**
   * The repro, made exact: the latest analysis of a game is replaced by one whose prices a
   * pricing mistake let through (an injury adjustment pushed every book to +16.3% with 2 units; or
   * every book is below the fair price but still staked). The server's guards must hold anyway.
   */
  /** The edit functions read no field of the book; a market line is handed over as it is. */
  const b0 = (l: Game['marketLines'][number]) => l as unknown as Game['bestSportsbooks'][number];
  async function tamper(gameId: string, edit: (book: Game['bestSportsbooks'][number]) => object) {
    const [latest] = await database.db
      .select()
      .from(analyses)
      .where(eq(analyses.gameId, gameId))
      .orderBy(desc(analyses.version))
      .limit(1);
    const output = latest!.output as unknown as Game;
    const books = output.bestSportsbooks.map((b) => (b.stale ? b : { ...b, offMarket: false, ...edit(b) }));
    // Every price, in every market (issue 21: totals and moneylines are priced too).
    const marketLines = output.marketLines.map((l) =>
      l.stale ? l : { ...l, offMarket: false, ...edit(b0(l)) },
    );
    const lead = books.find((b) => !b.stale)!;
    await database.db.insert(analyses).values({
      gameId,
      version: latest!.version + 1,
      modelVersion: latest!.modelVersion,
      inputs: latest!.inputs,
      output: {
        ...output,
        analysisVersion: latest!.version + 1,
        bestSportsbooks: books,
        marketLines,
        leadBet: spreadAsMarketLine(lead),
        maxEdge: lead.edge,
        units: lead.units,
        recommendation: 'STRONG_BET',
        recommendationTier: 'STRONG_BUY',
        flags: { ...output.flags, offMarket: false, verifyEdge: false },
      },
    });
    analysesChanged(t.ctx);
  }
  /** An all-access subscriber texted picks (and line moves when asked) at `phone`. */
  async function subscribe(phone: string, { lineMovements }: { lineMovements: boolean }) {
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/sms/subscribe',
      payload: {
        phoneNumber: phone,
        licenseKey: (await aLicense(t.ctx, { plan: 'all-access' })).key,
        optedInForPicks: true,
        optedInForLineMovements: lineMovements,
      },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
  }
  const textsFor = async (phone: string) =>
    (await database.db.select().from(smsOutbox)).filter((m) => m.to === phone && m.kind === 'pick');

  it('a price past EDGE_VERIFY_PERCENT is off-market: published only with a typed reason, at 0 units, never texted', async () => {
    const phone = '+12025550181';
    await subscribe(phone, { lineMovements: true });
    const [game] = await pending(() => true);
    await tamper(game!.id, () => ({ edge: 16.3, evPer100: 16.3, units: 2 }));

    // The admin list shows it as users would see it: off-market, no stake, no tier.
    const listed = (await adminGames()).find((g) => g.id === game!.id)!;
    expect(listed).toMatchObject({ units: 0, recommendationTier: null, flags: { offMarket: true } });
    expect(listed.bestSportsbooks.filter((b) => !b.stale).every((b) => b.offMarket && b.units === 0)).toBe(
      true,
    );

    // The preview says why it cannot publish, and names the field that would let it.
    const preview = await post('/api/admin/preview-approval', { gameId: game!.id });
    expect(preview.statusCode).toBe(409);
    expect(preview.json()).toMatchObject({ code: 'CONFLICT', field: 'confirmOffMarket' });
    expect(preview.json<{ message: string }>().message).toMatch(/is off-market: verify it, then confirm/);

    // Refused without the reason, with a blank or wordless one, or at another price: nothing is saved.
    for (const [body, status] of [
      [{}, 409],
      [{ confirmOffMarket: '      ' }, 400],
      [{ confirmOffMarket: '!!!!!!!' }, 400],
      [{ confirmOffMarket: 'x'.repeat(301) }, 400],
    ] as const) {
      const res = await post('/api/admin/approve-game', { gameId: game!.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json<{ message: string }>().message).toMatch(/\w/);
    }
    expect(await database.db.select().from(picks).where(eq(picks.gameId, game!.id))).toHaveLength(0);
    const curation = await database.db.select().from(gameCuration).where(eq(gameCuration.gameId, game!.id));
    expect(curation.every((c) => c.status === 'pending')).toBe(true);
    // Approve All never publishes it.
    const bulk = bulkCurationResponseSchema.parse(
      (await post('/api/admin/bulk-approve', { gameIds: [game!.id] })).json(),
    );
    expect(bulk.changed).toEqual([]);
    expect(bulk.skipped[0]!.reason).toMatch(/is off-market/);

    const reason = 'Checked at the book: the line is posted as shown';
    const ok = await post('/api/admin/approve-game', { gameId: game!.id, confirmOffMarket: reason });
    expect(ok.statusCode, ok.body).toBe(200);
    const [pick] = await database.db.select().from(picks).where(eq(picks.gameId, game!.id));
    expect(pick).toMatchObject({ units: 0, offMarket: true, offMarketReason: reason, edge: 16.3 });
    // What users see is that pick: the frozen payload leads with it, off-market, with no stake.
    const frozen = pick!.payload as unknown as Game;
    expect(frozen).toMatchObject({ units: 0, recommendationTier: null });
    expect(frozen.bestSportsbooks.find((b) => !b.stale)).toMatchObject({
      key: pick!.bookKey,
      offMarket: true,
    });
    expect(await textsFor(phone)).toHaveLength(0);
  });

  it('no stake on an edge ≤ 0: Approve All skips it and says why; its own approval publishes it at 0 units, untexted', async () => {
    const phone = '+12025550182';
    await subscribe(phone, { lineMovements: false });
    const [game] = await pending(() => true);
    await tamper(game!.id, () => ({ edge: -1.2, evPer100: -1.2, units: 1.5 }));

    const bulk = await post('/api/admin/bulk-approve', { gameIds: [game!.id] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const result = bulkCurationResponseSchema.parse(bulk.json());
    expect(result.changed).toEqual([]);
    expect(result.skipped.map((x) => x.gameId)).toEqual([game!.id]);
    expect(result.skipped[0]!.reason).toMatch(
      /^no edge: its best current price \(.+\) is \u22121\.2% against the fair line$/,
    );
    expect(await database.db.select().from(picks).where(eq(picks.gameId, game!.id))).toHaveLength(0);

    const previewed = previewResponseSchema.parse(
      (await post('/api/admin/preview-approval', { gameId: game!.id })).json(),
    ).preview;
    expect(previewed).toMatchObject({ units: 0, noStake: 'no-edge', edge: -1.2 });
    expect(previewed.text).toMatch(/, \u22121\.2%, no stake: no edge at this price$/);
    const ok = await post('/api/admin/approve-game', { gameId: game!.id });
    expect(ok.statusCode, ok.body).toBe(200);
    const [pick] = await database.db.select().from(picks).where(eq(picks.gameId, game!.id));
    expect(pick).toMatchObject({ units: 0, offMarket: false, edge: -1.2 });
    expect((pick!.payload as unknown as Game).units).toBe(0);
    expect(await textsFor(phone)).toHaveLength(0);

    // An off-market reason on a game with an on-market price (republishing it) is refused: nothing added.
    const republish = await post('/api/admin/update-game', {
      gameId: game!.id,
      updateMode: 'odds-only',
      confirmOffMarket: 'Verified at the book',
    });
    expect(republish.statusCode, republish.body).toBe(400);
    expect(republish.json()).toMatchObject({ field: 'confirmOffMarket' });
    expect(
      await database.db
        .select()
        .from(picks)
        .where(and(eq(picks.gameId, game!.id), eq(picks.version, 2))),
    ).toHaveLength(0);
  });
});
