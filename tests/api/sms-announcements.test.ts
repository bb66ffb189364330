import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Plan } from '@shared/licensing/plans';
import {
  announcementPreviewResponseSchema,
  announcementResponseSchema,
  smsOutboxResponseSchema,
} from '@shared/api/admin-games';
import {
  analyses,
  auditLog,
  gameCuration,
  games,
  licenses,
  picks,
  smsOutbox,
  smsSubscriptions,
  oddsSnapshots,
} from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/open-database';
import { createTwilioSender } from '../../src/server/providers/twilio/twilio-sender';
import type { SmsSender } from '../../src/server/providers/ports';
import {
  dispatchOutbox,
  failInterruptedSends,
  startSmsDispatcher,
} from '../../src/server/services/sms/dispatch-outbox';
import { notifyLineMove, notifyPicksPublished } from '../../src/server/services/sms/notify-subscribers';
import { setStakingRule } from '../../src/server/services/settings/staking-rule';
import { pickEvent } from '../../src/server/services/curation/publish-pick';
import { parseStoredGame } from '../../src/server/repositories/stored-game';
import { aGame } from '../../src/web/pages/picks/test/picks-fixtures';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { aLicense, anAdminKey } from '../helpers/factories';
import { FAKE_TWILIO, startFakeTwilio, type FakeTwilio } from '../fakes/fake-twilio';

interface ErrorBody {
  message: string;
  code: string;
}
let gameSequence = 0;

/** A published, approved pick written straight into the tables (independent of the publish service). */
async function anApprovedPick(
  t: TestApp,
  input: { league: 'nfl' | 'cfb'; away: string; home: string; kickoff: Date; edge: number; status?: string },
) {
  gameSequence += 1;
  const [game] = await t.ctx.db
    .insert(games)
    .values({
      gameKey: `test:sms:${gameSequence}:${Math.random()}`,
      league: input.league,
      season: 2026,
      week: 12,
      kickoff: input.kickoff,
      homeTeamId: input.league === 'nfl' ? 'KC' : 'alabama',
      awayTeamId: input.league === 'nfl' ? 'BAL' : 'auburn',
      source: 'replay',
    })
    .returning();
  // A valid payload: the announcement lists picks through the shared curation rule, which reads it.
  const payload = aGame({
    id: game!.id,
    league: input.league,
    sport: input.league === 'nfl' ? 'NFL' : 'CFB',
    awayTeam: input.away,
    homeTeam: input.home,
    commenceTime: input.kickoff.toISOString(),
    curationStatus: 'pending',
  });
  // The book still quotes the pick's price: it is a live edge when read (judge-freshness.ts).
  const now = t.clock.now();
  payload.bestSportsbooks = payload.bestSportsbooks.map((l) => ({ ...l, fetchedAt: now.toISOString() }));
  await t.ctx.db.insert(oddsSnapshots).values(
    payload.bestSportsbooks.flatMap((l) => [
      {
        gameId: game!.id,
        bookKey: l.key,
        bookTitle: l.name,
        market: 'spreads',
        side: l.side,
        point: l.spread,
        price: l.price,
        fetchedAt: now,
      },
      {
        gameId: game!.id,
        bookKey: l.key,
        bookTitle: l.name,
        market: 'spreads',
        side: l.side === 'home' ? 'away' : 'home',
        point: -l.spread,
        price: -110,
        fetchedAt: now,
      },
    ]),
  );
  const [analysis] = await t.ctx.db
    .insert(analyses)
    .values({ gameId: game!.id, version: 1, modelVersion: 'test', inputs: {}, output: payload })
    .returning();
  await t.ctx.db.insert(gameCuration).values({ gameId: game!.id, status: input.status ?? 'approved' });
  const betString = `${input.home} -3.5 (-110)`;
  const [pick] = await t.ctx.db
    .insert(picks)
    .values({
      gameId: game!.id,
      version: 1,
      analysisId: analysis!.id,
      analysisVersion: 1,
      league: input.league,
      season: 2026,
      kickoff: input.kickoff,
      side: 'home',
      team: input.home,
      line: -3.5,
      price: -110,
      bookKey: 'draftkings',
      bookTitle: 'DraftKings',
      simulated: true,
      units: 2,
      edge: input.edge,
      betString,
      payload: { ...payload, curationStatus: 'approved' },
      reason: 'approve',
      publishedBy: 'test admin',
      publishedAt: t.clock.now(),
    })
    .returning();
  return { game: game!, pick: pick! };
}

describe.each(testDatabaseKinds())('SMS announcements and dispatch on $name', (kind) => {
  let database: Database;
  let twilio: FakeTwilio;
  let t: TestApp;
  let adminKey: string;
  let sender: SmsSender;
  const later = (hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000);

  beforeAll(async () => {
    database = await kind.open();
    twilio = await startFakeTwilio();
    t = await makeTestApp(database, { env: { ...twilio.env(), SMS_SENDS_PER_MINUTE: '2' } });
    adminKey = (await anAdminKey(t.ctx, 'sms desk')).key;
    sender = createTwilioSender({
      accountSid: FAKE_TWILIO.accountSid,
      authToken: FAKE_TWILIO.authToken,
      from: FAKE_TWILIO.from,
      baseUrl: twilio.url,
      sleep: () => Promise.resolve(),
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await database.close();
    await twilio.close();
  });
  beforeEach(async () => {
    // Each test starts with an empty outbox and no subscribers; already-sent texts count toward the
    // per-minute budget, so time moves past the last minute too.
    await t.ctx.db.delete(smsOutbox);
    await t.ctx.db.delete(smsSubscriptions);
    t.clock.advance(120_000);
    twilio.messages.length = 0;
  });

  const subscriber = async (
    phone: string,
    plan: Plan = 'all-access',
    choices = { picks: true, lines: true },
  ) => {
    const { key, license } = await aLicense(t.ctx, { plan });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/subscribe',
      payload: {
        phoneNumber: phone,
        licenseKey: key,
        optedInForPicks: choices.picks,
        optedInForLineMovements: choices.lines,
      },
    });
    expect(res.statusCode).toBe(200);
    return { key, license };
  };
  const announce = (payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/send-announcement',
      headers: { 'x-license-key': adminKey },
      payload,
    });
  const texts = (kind: string) => t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.kind, kind));

  it('needs an admin key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/send-announcement', payload: {} });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sms-outbox' })).statusCode).toBe(401);
  });

  it('says clearly when there are no approved picks to announce', async () => {
    await subscriber('(202) 555-0101');
    await anApprovedPick(t, { league: 'nfl', away: 'Ravens', home: 'Chiefs', kickoff: later(-1), edge: 5 });
    await anApprovedPick(t, {
      league: 'nfl',
      away: 'Jets',
      home: 'Bills',
      kickoff: later(20),
      edge: 5,
      status: 'rejected',
    });
    const res = await announce();
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().message).toMatch(/^No approved picks to announce/);
    expect(await texts('announcement')).toHaveLength(0);
  });

  it("texts the approved picks to opted-in subscribers of the pick's league, never to a stopped number or twice", async () => {
    const a = await subscriber('(202) 555-0111');
    await subscriber('(202) 555-0112', 'nfl');
    const stopped = await subscriber('(202) 555-0113');
    await t.ctx.db
      .update(smsSubscriptions)
      .set({ status: 'stopped', stoppedAt: t.clock.now() })
      .where(eq(smsSubscriptions.licenseId, stopped.license.id));
    await subscriber('(202) 555-0114', 'cfb');
    await subscriber('(202) 555-0115', 'all-access', { picks: false, lines: true });
    const expired = await subscriber('(202) 555-0116');
    await t.ctx.db
      .update(licenses)
      .set({ expiresAt: later(-1) })
      .where(eq(licenses.id, expired.license.id));

    await anApprovedPick(t, { league: 'nfl', away: 'Ravens', home: 'Chiefs', kickoff: later(26), edge: 4.2 });
    await anApprovedPick(t, { league: 'nfl', away: 'Lions', home: 'Packers', kickoff: later(30), edge: 6.1 });
    await anApprovedPick(t, { league: 'nfl', away: 'Jets', home: 'Bills', kickoff: later(24 * 20), edge: 9 });

    // The confirmation dialog's preview: the exact text, how many numbers get it, nothing queued.
    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/announcement-preview',
      headers: { 'x-license-key': adminKey },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(announcementPreviewResponseSchema.parse(preview.json())).toEqual({
      recipients: 2,
      picks: 2,
      texts: [
        {
          body: 'BetLens picks this week: Lions @ Packers: Spread: Packers -3.5 (-110) at DraftKings, 2 Units; Ravens @ Chiefs: Spread: Chiefs -3.5 (-110) at DraftKings, 2 Units.',
          recipients: 2,
        },
      ],
    });
    expect(await texts('announcement')).toHaveLength(0);

    const first = await announce();
    expect(first.statusCode).toBe(200);
    expect(announcementResponseSchema.parse(first.json())).toEqual({
      message: 'Announcement queued for 2 subscribers',
      recipients: 2,
      queued: 2,
      skippedDuplicates: 0,
    });
    const sent = await texts('announcement');
    expect(sent.map((r) => r.to).sort()).toEqual(['+12025550111', '+12025550112']);
    const body = sent[0]!.body;
    expect(body).toBe(
      'BetLens picks this week: Lions @ Packers: Spread: Packers -3.5 (-110) at DraftKings, 2 Units; Ravens @ Chiefs: Spread: Chiefs -3.5 (-110) at DraftKings, 2 Units.',
    );
    expect(body).not.toContain('Bills');
    expect(sent.every((r) => r.status === 'queued' && r.body === body)).toBe(true);

    const second = await announce();
    expect(second.json()).toMatchObject({ recipients: 2, queued: 0, skippedDuplicates: 2 });
    expect(await texts('announcement')).toHaveLength(2);

    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'sms.announce'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit.at(-1)).toMatchObject({ actor: 'sms desk', target: 'approved picks' });
    expect(a.license.id).toBeTruthy();
  });

  it('sends a custom message to every opted-in subscriber, once', async () => {
    await subscriber('(202) 555-0121', 'cfb');
    await subscriber('(202) 555-0122', 'nfl');
    const res = await announce({ message: 'Week 13 card drops Thursday.' });
    expect(res.json()).toMatchObject({ recipients: 2, queued: 2 });
    const rows = await texts('announcement');
    expect(rows.map((r) => r.body)).toEqual([
      'BetLens: Week 13 card drops Thursday.',
      'BetLens: Week 13 card drops Thursday.',
    ]);
    expect((await announce({ message: 'Week 13 card drops Thursday.' })).json()).toMatchObject({ queued: 0 });
  });

  it("sizes each number's units by its licences' staking rule, the default when they disagree", async () => {
    // The pick's frozen game covers 56% at -110: 2 units at the default 1/4 Kelly, 3 at 1/2, 1 flat.
    await subscriber('(202) 555-0161');
    const flat = await subscriber('(202) 555-0162');
    await setStakingRule(t.ctx, flat.license.id, 'flat');
    const half = await subscriber('(202) 555-0163');
    await setStakingRule(t.ctx, half.license.id, 'half-kelly');
    // One number on two licences that disagree: flat on one, 1/2 Kelly on the other.
    const mixedFlat = await subscriber('(202) 555-0164');
    await setStakingRule(t.ctx, mixedFlat.license.id, 'flat');
    const mixedHalf = await subscriber('(202) 555-0164');
    await setStakingRule(t.ctx, mixedHalf.license.id, 'half-kelly');
    await t.ctx.db.delete(smsOutbox); // the subscription confirmations
    const { pick } = await anApprovedPick(t, {
      league: 'nfl',
      away: 'Bengals',
      home: 'Steelers',
      kickoff: later(30),
      edge: 9, // best edge first: listed first, whatever earlier tests left upcoming
    });
    const line = 'Bengals @ Steelers: Spread: Steelers -3.5 (-110) at DraftKings';
    const shows = (units: string) => new RegExp(`${line.replace(/[()]/g, '\\$&')}, ${units}(?!s)`);

    // The admin's preview: one text per rule, the disagreeing number with the default one.
    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/announcement-preview',
      headers: { 'x-license-key': adminKey },
    });
    expect(preview.statusCode).toBe(200);
    const { texts: previewed } = announcementPreviewResponseSchema.parse(preview.json());
    const recipientsOf = (units: string) =>
      previewed.filter((p) => shows(units).test(p.body)).map((p) => p.recipients);
    expect(recipientsOf('2 Units')).toEqual([2]);
    expect(recipientsOf('1 Unit')).toEqual([1]);
    expect(recipientsOf('3 Units')).toEqual([1]);

    expect((await announce()).statusCode).toBe(200);
    const sent = new Map((await texts('announcement')).map((m) => [m.to, m.body]));
    expect(sent.size).toBe(4);
    expect(sent.get('+12025550161')).toMatch(shows('2 Units'));
    expect(sent.get('+12025550162')).toMatch(shows('1 Unit'));
    expect(sent.get('+12025550163')).toMatch(shows('3 Units'));
    expect(sent.get('+12025550164')).toBe(sent.get('+12025550161'));

    // A newly published pick's text (the curation service's own event) follows the same rule.
    const event = pickEvent({ ...pick, game: parseStoredGame(pick.payload) });
    expect(await notifyPicksPublished(t.ctx, [event])).toEqual({ recipients: 4, queued: 4 });
    const alerts = new Map((await texts('pick')).map((m) => [m.to, m.body]));
    expect(alerts.get('+12025550161')).toContain('at DraftKings, 2 Units,');
    expect(alerts.get('+12025550162')).toContain('at DraftKings, 1 Unit,');
    expect(alerts.get('+12025550163')).toContain('at DraftKings, 3 Units,');
    expect(alerts.get('+12025550164')).toBe(alerts.get('+12025550161'));
  });

  it('dispatches through Twilio within the per-minute budget and marks rows sent', async () => {
    await subscriber('(202) 555-0131');
    await subscriber('(202) 555-0132');
    await anApprovedPick(t, { league: 'cfb', away: 'Auburn', home: 'Alabama', kickoff: later(50), edge: 7 });
    t.clock.advance(1_000);
    await announce();
    // Two confirmations and two announcements are queued; the budget is 2 a minute.
    const queued = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.status, 'queued'));
    expect(queued).toHaveLength(4);

    expect(await dispatchOutbox(t.ctx, sender)).toEqual({ sent: 2, failed: 0, retried: 0, throttled: true });
    expect(await dispatchOutbox(t.ctx, sender)).toEqual({ sent: 0, failed: 0, retried: 0, throttled: true });
    expect(twilio.messages).toHaveLength(2);
    t.clock.advance(61_000);
    expect(await dispatchOutbox(t.ctx, sender)).toEqual({ sent: 2, failed: 0, retried: 0, throttled: false });

    const rows = await t.ctx.db.select().from(smsOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.providerId?.startsWith('SM'))).toBe(
      true,
    );
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);
    expect(twilio.messages.map((m) => m.to).sort()).toEqual([
      '+12025550131',
      '+12025550131',
      '+12025550132',
      '+12025550132',
    ]);
    // The confirmations went out first (oldest first).
    expect(twilio.messages.slice(0, 2).every((m) => m.body.includes('Reply STOP to opt out'))).toBe(true);
  });

  it('a 21610 answer marks the send failed and stops the number; an outage leaves the text queued', async () => {
    const opted = await subscriber('(202) 555-0141');
    await subscriber('(202) 555-0142');
    await t.ctx.db.delete(smsOutbox);
    twilio.optOut('+12025550141');
    const { pick } = await anApprovedPick(t, {
      league: 'nfl',
      away: 'Ravens',
      home: 'Chiefs',
      kickoff: later(40),
      edge: 5,
    });
    const event = {
      id: pick.id,
      gameId: pick.gameId,
      version: 1,
      league: 'nfl',
      betString: pick.betString,
      book: pick.bookTitle,
      awayTeam: 'Ravens',
      homeTeam: 'Chiefs',
      commenceTime: pick.kickoff.toISOString(),
      units: 2,
      edge: 5,
      game: aGame(),
      offMarket: false,
    };
    // An off-market price published on the admin's confirmation is never texted.
    expect(await notifyPicksPublished(t.ctx, [{ ...event, offMarket: true }])).toEqual({
      recipients: 0,
      queued: 0,
    });
    expect(await notifyPicksPublished(t.ctx, [event])).toEqual({ recipients: 2, queued: 2 });
    expect(await notifyPicksPublished(t.ctx, [event])).toEqual({ recipients: 2, queued: 0 });
    expect(await notifyPicksPublished(t.ctx, [{ ...event, version: 2 }])).toEqual({
      recipients: 0,
      queued: 0,
    });
    expect((await t.ctx.db.select().from(smsOutbox)).every((m) => m.body.includes('at DraftKings'))).toBe(
      true,
    );

    twilio.failNext(3, { status: 503 });
    expect(await dispatchOutbox(t.ctx, sender)).toMatchObject({ sent: 0, retried: 1 });
    const afterOutage = await t.ctx.db.select().from(smsOutbox);
    expect(afterOutage.map((r) => r.status).sort()).toEqual(['queued', 'queued']);
    expect(afterOutage.find((r) => r.attempts === 1)?.error).toMatch(/HTTP 503/);

    expect(await dispatchOutbox(t.ctx, sender)).toMatchObject({ sent: 1, failed: 1 });
    const [failed] = await t.ctx.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.to, '+12025550141'), eq(smsOutbox.status, 'failed')));
    expect(failed!.error).toMatch(/21610/);
    const [stoppedRow] = await t.ctx.db
      .select()
      .from(smsSubscriptions)
      .where(eq(smsSubscriptions.licenseId, opted.license.id));
    expect(stoppedRow!.status).toBe('stopped');
  });

  it('texts line moves to numbers opted in for them, once per pick and line', async () => {
    await subscriber('(202) 555-0151', 'all-access', { picks: true, lines: true });
    await subscriber('(202) 555-0152', 'all-access', { picks: true, lines: false });
    const { pick } = await anApprovedPick(t, {
      league: 'nfl',
      away: 'Ravens',
      home: 'Chiefs',
      kickoff: later(40),
      edge: 5,
    });
    const move = {
      gameId: pick.gameId,
      pickId: pick.id,
      betString: pick.betString,
      fromLine: -3.5,
      toLine: -5,
      book: 'FanDuel',
    };
    expect(await notifyLineMove(t.ctx, move)).toEqual({ recipients: 1, queued: 1 });
    expect(await notifyLineMove(t.ctx, { ...move, toLine: -5.1 })).toEqual({ recipients: 1, queued: 0 });
    expect(await notifyLineMove(t.ctx, { ...move, toLine: -6 })).toEqual({ recipients: 1, queued: 1 });
    const rows = await texts('line-move');
    expect(rows.map((r) => r.to)).toEqual(['+12025550151', '+12025550151']);
    expect(rows[0]!.body).toBe(
      'BetLens line move: our pick Chiefs -3.5 (-110). FanDuel moved the line from -3.5 to -5.',
    );
  });

  it('the background dispatcher sends queued texts and stops cleanly', async () => {
    await subscriber('(202) 555-0171');
    const dispatcher = startSmsDispatcher(t.ctx, sender, { intervalMs: 60_000 });
    try {
      await vi.waitFor(async () => {
        const [row] = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+12025550171'));
        expect(row!.status).toBe('sent');
      });
    } finally {
      await dispatcher.stop();
    }
    expect(twilio.messages.map((m) => m.to)).toEqual(['+12025550171']);
  });

  it('marks sends interrupted by a crash as failed, leaving recent ones to their sender', async () => {
    const at = (minutesAgo: number) => new Date(t.clock.now().getTime() - minutesAgo * 60_000);
    await t.ctx.db.insert(smsOutbox).values([
      {
        to: '+12025550181',
        body: 'x',
        kind: 'pick',
        dedupeKey: 'crash:old',
        status: 'sending',
        createdAt: at(20),
      },
      {
        to: '+12025550182',
        body: 'x',
        kind: 'pick',
        dedupeKey: 'crash:new',
        status: 'sending',
        createdAt: at(1),
      },
    ]);
    expect(await failInterruptedSends(t.ctx)).toBe(1);
    const rows = await t.ctx.db.select().from(smsOutbox);
    expect(Object.fromEntries(rows.map((r) => [r.dedupeKey, r.status]))).toEqual({
      'crash:old': 'failed',
      'crash:new': 'sending',
    });
  });

  it('shows the admin the latest texts with masked numbers and the subscriber count', async () => {
    await subscriber('(202) 555-0161');
    await subscriber('(202) 555-0162');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms-outbox',
      headers: { 'x-license-key': adminKey },
    });
    expect(res.statusCode).toBe(200);
    const body = smsOutboxResponseSchema.parse(res.json());
    expect(body.subscribers).toBe(2);
    expect(body.entries.map((e) => e.to).sort()).toEqual(['•••• 0161', '•••• 0162']);
    expect(res.body).not.toContain('2025550161');
    expect(body.entries[0]).toMatchObject({ kind: 'confirmation', status: 'queued', sentAt: null });
    const ids = body.entries.map((e) => e.id);
    const stored = await t.ctx.db.select().from(smsOutbox).where(inArray(smsOutbox.id, ids));
    expect(stored).toHaveLength(2);
  });
});
