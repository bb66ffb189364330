import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import {
  analyticsEvents,
  auditLog,
  gameCuration,
  games,
  licenses,
  smsOutbox,
  smsSubscriptions,
} from '../../src/server/db/schema';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { aLicense, anAdminKey } from '../helpers/factories';

/**
 * Issue 14 item 6: text PostgreSQL cannot store is refused with a 400 and a message before any
 * write; an admin action and its audit row commit together; logs carry no query strings.
 */
const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
const licenceCount = async (database: Database) =>
  (await database.db.select({ n: count() }).from(licenses))[0]!.n;

describe.each(testDatabaseKinds())('unsafe text, audited actions and quiet logs on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  let adminKey: string;

  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database);
    adminKey = (await anAdminKey(t.ctx, 'text admin')).key;
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const admin = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-license-key': adminKey }, payload });
  const rows = async (table: typeof auditLog | typeof smsOutbox | typeof analyticsEvents) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;

  it.each([
    ['a NUL character', 'hello\u0000world'],
    ['a lone high surrogate', 'bad \ud800 text'],
    ['a lone low surrogate', 'bad \udc00 text'],
  ])(
    'refuses %s on the public events route and the admin routes with a 400 that says why',
    async (_name, bad) => {
      const before = {
        events: await rows(analyticsEvents),
        outbox: await rows(smsOutbox),
        audit: await rows(auditLog),
      };
      const event = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { name: 'purchase_initiated', path: `/${bad}` },
      });
      expect(event.statusCode).toBe(400);
      expect(event.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(messageOf(event)).toMatch(/path: must not contain NUL characters or unpaired surrogates/);
      // In a property name too (object keys are request text).
      const key = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { name: 'purchase_initiated', properties: { [`plan${bad}`]: 'x' } },
      });
      expect(key.statusCode).toBe(400);

      const announce = await admin('/api/admin/send-announcement', { message: bad });
      expect(announce.statusCode).toBe(400);
      expect(messageOf(announce)).toMatch(/message: must not contain NUL/);
      const issue = await admin('/api/admin/licenses', {
        email: `a${bad}@example.com`,
        plan: 'nfl',
        days: 30,
      });
      expect(issue.statusCode).toBe(400);
      const reject = await admin('/api/admin/reject-game', {
        gameId: '00000000-0000-4000-8000-000000000000',
        reason: bad,
      });
      expect(reject.statusCode).toBe(400);
      expect(await rows(analyticsEvents)).toBe(before.events);
      expect(await rows(smsOutbox)).toBe(before.outbox);
      expect(await rows(auditLog)).toBe(before.audit);
    },
  );

  it('refuses a NUL in a query string', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/record?sport=nfl%00' });
    expect(query.statusCode).toBe(400);
    expect(messageOf(query)).toMatch(/sport: must not contain NUL/);
  });

  it('keeps emoji and other paired surrogates', async () => {
    const res = await admin('/api/admin/send-announcement', { message: 'Big week 🏈 ahead' });
    expect(res.statusCode).toBe(200);
  });

  describe('when the audit row cannot be written', () => {
    beforeAll(async () => {
      await database.db.execute(sql`
        create or replace function betlens_test_refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit store unavailable'; end $$`);
      await database.db.execute(sql`
        create trigger betlens_test_refuse_audit before insert on audit_log
        for each row execute function betlens_test_refuse_audit()`);
    });
    afterAll(async () => {
      await database.db.execute(sql`drop trigger betlens_test_refuse_audit on audit_log`);
    });

    it('does not reject the game either', async () => {
      const [game] = await database.db
        .insert(games)
        .values({
          gameKey: `test:audit:${kind.name}`,
          league: 'nfl',
          season: 2026,
          week: 12,
          kickoff: new Date('2026-11-29T18:00:00Z'),
          homeTeamId: 'KC',
          awayTeamId: 'BUF',
          source: 'test',
        })
        .returning();
      const res = await admin('/api/admin/reject-game', { gameId: game!.id, reason: 'news risk' });
      expect(res.statusCode).toBe(500);
      const curation = await database.db.select().from(gameCuration).where(eq(gameCuration.gameId, game!.id));
      expect(curation.every((row) => row.status === 'pending')).toBe(true);
    });

    it('does not queue the announcement either', async () => {
      const before = await rows(smsOutbox);
      const { license } = await aLicense(t.ctx, { plan: 'nfl' });
      await database.db.insert(smsSubscriptions).values({ licenseId: license.id, phone: '+15555550123' });
      const res = await admin('/api/admin/send-announcement', { message: 'Kickoff moved' });
      expect(res.statusCode).toBe(500);
      expect(await rows(smsOutbox)).toBe(before);
    });

    it('does not issue the licence either', async () => {
      const before = await licenceCount(database);
      const res = await admin('/api/admin/licenses', { email: 'new@example.com', plan: 'nfl', days: 30 });
      expect(res.statusCode).toBe(500);
      expect(await licenceCount(database)).toBe(before);
    });
  });

  it('never logs a query string, nor a number from a failed statement', async () => {
    t.logs.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/record?sport=nfl&phone=%2B15555550123&key=SECRET-QUERY' });
    const text = t.logs.join('\n');
    expect(text).toContain('/api/record');
    expect(text).not.toContain('SECRET-QUERY');
    expect(text).not.toContain('5555550123');
  });
});
