import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { adminGamesResponseSchema } from '@shared/api/admin-games';
import { publishVerdict } from '@shared/curation/publish-guards';
import type { Database } from '../../src/server/db/open-database';
import { analyses, picks } from '../../src/server/db/schema';
import { ANALYSED_AT, openAnalysedDatabase } from '../helpers/analysed-database';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, TestClock, type TestApp } from '../helpers/test-app';
import { anAdminKey } from '../helpers/factories';

/** Issue 22 §3: two instances on one database republishing one game at the same moment. */
describe.each(testDatabaseKinds())('concurrent Update & Republish on $name', (kind) => {
  let database: Database;
  let one: TestApp;
  let two: TestApp;
  const clock = new TestClock(ANALYSED_AT);
  let admin: string;
  let gameId: string;

  beforeAll(async () => {
    // The bundled history with one replay refresh at this clock (the analysed snapshot).
    database = await openAnalysedDatabase(kind);
    one = await makeTestApp(database, { clock });
    two = await makeTestApp(database, { clock });
    admin = (await anAdminKey(one.ctx, 'race admin')).key;
    const list = await one.app.inject({
      method: 'GET',
      url: '/api/admin/games?sport=all',
      headers: { 'x-license-key': admin },
    });
    const game = adminGamesResponseSchema
      .parse(list.json())
      .games.find(
        (g) =>
          g.curationStatus === 'pending' &&
          publishVerdict(g, { verifyEdgeAbove: one.ctx.config.pricing.verifyEdgeAbove }).ok,
      );
    expect(game).toBeDefined();
    gameId = game!.id;
    const approved = await one.app.inject({
      method: 'POST',
      url: '/api/admin/approve-game',
      payload: { gameId },
      headers: { 'x-license-key': admin },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }, 300_000);
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.close();
  });

  const update = (t: TestApp, updateMode: 'odds-only' | 'full-recompute') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/update-game',
      payload: { gameId, updateMode },
      headers: { 'x-license-key': admin },
    });

  it('answers 200 or 409 (never 500) and stores one consistent history of versions', async () => {
    const statuses: number[] = [];
    // Eight at once in each mode (a full recompute refits the ratings, the slow part).
    for (const mode of ['odds-only', 'full-recompute'] as const) {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => update(i % 2 ? two : one, mode)));
      for (const res of answers) {
        statuses.push(res.statusCode);
        expect([200, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 409) {
          expect(res.json()).toMatchObject({ code: 'CONFLICT' });
          expect(res.json<{ message: string }>().message).toMatch(/at the same moment.*try again/i);
        }
      }
    }
    expect(statuses).toContain(200);

    const stored = await database.db
      .select({ version: analyses.version, id: analyses.id })
      .from(analyses)
      .where(eq(analyses.gameId, gameId))
      .orderBy(asc(analyses.version));
    expect(stored.map((a) => a.version)).toEqual(stored.map((_, i) => i + 1));
    const published = await database.db
      .select({
        version: picks.version,
        analysisId: picks.analysisId,
        analysisVersion: picks.analysisVersion,
      })
      .from(picks)
      .where(eq(picks.gameId, gameId))
      .orderBy(asc(picks.version));
    // One pick version per accepted update (and the approval), numbered without gaps, each naming a stored analysis.
    expect(published.map((p) => p.version)).toEqual(published.map((_, i) => i + 1));
    expect(published).toHaveLength(1 + statuses.filter((s) => s === 200).length);
    const byId = new Map(stored.map((a) => [a.id, a.version]));
    for (const pick of published) expect(byId.get(pick.analysisId)).toBe(pick.analysisVersion);
  });
});
