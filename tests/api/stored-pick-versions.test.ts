import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminGamesResponseSchema } from '@shared/api/admin-games';
import { footballBetsResponseSchema } from '@shared/api/football-bets';
import { gamesResponseSchema } from '@shared/api/games';
import { picks } from '../../src/server/db/schema';
import { STORED_GAME_VERSION } from '../../src/server/repositories/stored-game';
import { testDatabaseKinds } from '../helpers/databases';
import { openAnalysedApp, type AnalysedApp } from '../helpers/analysed-database';
import { aLicense, anAdminKey } from '../helpers/factories';
import { signIn } from '../helpers/test-app';

/**
 * A pick published by the release before payloads carried a version (issue 33 §3) is still
 * served: its stored payload has no schemaVersion, and every list reads it through the upgrade.
 */
describe.each(testDatabaseKinds())('picks stored by an earlier release, on $name', (kind) => {
  let t: AnalysedApp;
  let admin: string;
  let cookie: string;
  let licenseKey: string;

  beforeAll(async () => {
    t = await openAnalysedApp(kind);
    admin = (await anAdminKey(t.ctx, 'versions admin')).key;
    licenseKey = (await aLicense(t.ctx, { plan: 'all-access' })).key;
    cookie = await signIn(t, licenseKey);
  }, 300_000);
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json<unknown>();
  };

  it('serves a published pick whose payload is version 0', async () => {
    const games = adminGamesResponseSchema.parse(
      await get('/api/admin/games?sport=all', { 'x-license-key': admin }),
    ).games;
    const game = games.find(
      (g) => g.curationStatus === 'pending' && g.bestSportsbooks.some((b) => !b.stale && !b.offMarket),
    );
    expect(game, 'a pending game with a live price').toBeDefined();
    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/admin/approve-game',
      payload: { gameId: game!.id },
      headers: { 'x-license-key': admin },
    });
    expect(approve.statusCode, approve.body).toBe(200);

    // Today's release stamps what it publishes.
    const [published] = await t.database.db.select().from(picks).where(eq(picks.gameId, game!.id));
    expect(published!.payload.schemaVersion).toBe(STORED_GAME_VERSION);

    // The same pick as the earlier release stored it: no version, written straight into the table
    // as the next version (picks are never updated), marked so the list shows which one it served.
    const { id: _id, payload, ...columns } = published!;
    const { schemaVersion: _version, ...unversioned } = payload;
    const marker = 'Stored before payloads carried a version';
    await t.database.db
      .insert(picks)
      .values({ ...columns, version: 2, payload: { ...unversioned, contextualNotes: marker } });
    const [raw] = await t.database.db
      .select({ payload: picks.payload })
      .from(picks)
      .where(and(eq(picks.gameId, game!.id), eq(picks.version, 2)));
    expect(raw!.payload).not.toHaveProperty('schemaVersion');

    const footballBets = footballBetsResponseSchema.parse(
      await get('/api/football-bets?sport=all', { cookie }),
    );
    const shown = footballBets.games.find((g) => g.id === game!.id);
    expect(shown, 'Football Bets lists the pick').toBeDefined();
    expect(shown!.contextualNotes).toBe(marker);
    expect(shown!.curationStatus).toBe('approved');

    const overlay = gamesResponseSchema.parse(
      await get('/api/bookmarklet/games?sport=all', {
        'x-license-key': licenseKey,
        'x-device-id': 'stored-versions-device-01',
      }),
    );
    expect(overlay.games.find((g) => g.id === game!.id)?.contextualNotes).toBe(marker);

    // The admin's list counts both versions.
    const after = adminGamesResponseSchema.parse(
      await get('/api/admin/games?sport=all', { 'x-license-key': admin }),
    ).games;
    expect(after.find((g) => g.id === game!.id)?.publishedVersions).toBe(2);
  });
});
