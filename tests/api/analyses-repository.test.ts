import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aGame } from '@shared/curation/game-fixture';
import type { Database } from '../../src/server/db/open-database';
import { analyses } from '../../src/server/db/schema';
import { createRepositories, type Repositories } from '../../src/server/repositories';
import { STORED_GAME_VERSION } from '../../src/server/repositories/stored-game';
import { testDatabaseKinds } from '../helpers/databases';
import { aGameRow } from '../helpers/game-rows';

const AT = new Date('2026-11-22T15:00:00Z');

describe.each(testDatabaseKinds())('analyses repository on $name', (kind) => {
  let database: Database;
  let repos: Repositories;

  beforeAll(async () => {
    database = await kind.open();
    repos = createRepositories(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const version = (gameId: string, n: number, overrides: { createdAt?: Date; insight?: string } = {}) =>
    repos.analyses.insertVersion({
      gameId,
      version: n,
      modelVersion: 'test-model',
      inputs: { adjustments: {}, n },
      game: aGame({ id: gameId, analysisVersion: n, insight: overrides.insight ?? `version ${n}` }),
      explanation: null,
      explanationSource: 'template',
      createdAt: overrides.createdAt ?? new Date(AT.getTime() + n * 60_000),
    });

  it('stores each version stamped with the schema version and reads the latest back parsed', async () => {
    const row = await aGameRow(database.db);
    expect(await repos.analyses.latestForGame(row.id)).toBeUndefined();
    expect(await repos.analyses.latestVersion(row.id)).toBe(0);
    const first = await version(row.id, 1);
    const second = await version(row.id, 2);
    expect(first.id).not.toBe(second.id);

    const latest = await repos.analyses.latestForGame(row.id);
    expect(latest).toMatchObject({ id: second.id, gameId: row.id, version: 2, modelVersion: 'test-model' });
    expect(latest!.game).toEqual(aGame({ id: row.id, analysisVersion: 2, insight: 'version 2' }));
    expect(latest).not.toHaveProperty('output');
    expect(await repos.analyses.latestVersion(row.id)).toBe(2);

    const [raw] = await database.db
      .select({ output: analyses.output })
      .from(analyses)
      .where(eq(analyses.id, second.id));
    expect(raw!.output.schemaVersion).toBe(STORED_GAME_VERSION);
  });

  it('refuses a version the game already has (the unique index a racing writer retries on)', async () => {
    const row = await aGameRow(database.db);
    await version(row.id, 1);
    const error = await version(row.id, 1).then(
      () => null,
      (e: unknown) => e,
    );
    const codes: unknown[] = [];
    for (let e = error; e; e = (e as { cause?: unknown }).cause) codes.push((e as { code?: unknown }).code);
    expect(codes).toContain('23505');
  });

  it("reads many games' latest analyses at once, leaving out games never analysed", async () => {
    const a = await aGameRow(database.db);
    const b = await aGameRow(database.db);
    const never = await aGameRow(database.db);
    await version(a.id, 1);
    await version(a.id, 2);
    await version(a.id, 3);
    await version(b.id, 1);
    const latest = await repos.analyses.latestForGames([a.id, b.id, never.id]);
    expect([...latest.keys()].sort()).toEqual([a.id, b.id].sort());
    expect(latest.get(a.id)!.version).toBe(3);
    expect(latest.get(a.id)!.game.analysisVersion).toBe(3);
    expect(latest.get(b.id)!.version).toBe(1);
    expect(await repos.analyses.latestForGames([])).toEqual(new Map());
  });

  it('reads the inputs without the payload, latest per game or by id', async () => {
    const row = await aGameRow(database.db);
    const first = await version(row.id, 1);
    const second = await version(row.id, 2);
    expect(await repos.analyses.latestInputsForGame(row.id)).toEqual({
      id: second.id,
      gameId: row.id,
      version: 2,
      inputs: { adjustments: {}, n: 2 },
      createdAt: new Date(AT.getTime() + 2 * 60_000),
    });
    expect((await repos.analyses.inputsById(first.id))!.inputs).toEqual({ adjustments: {}, n: 1 });
    expect(await repos.analyses.inputsById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('lists the latest analysis of the games of a league in a window, with kickoff and key', async () => {
    const kickoff = new Date('2031-09-10T17:00:00Z');
    const inside = await aGameRow(database.db, { kickoff });
    const cfb = await aGameRow(database.db, { kickoff, league: 'cfb', homeTeamId: 'ALA', awayTeamId: 'UGA' });
    const after = await aGameRow(database.db, { kickoff: new Date('2031-09-11T17:00:00Z') });
    for (const g of [inside, cfb, after]) await version(g.id, 1);
    await version(inside.id, 2);
    const window = { from: new Date('2031-09-10T00:00:00Z'), to: new Date('2031-09-11T17:00:00Z') };

    const nfl = await repos.analyses.latestInWindow({ ...window, leagues: ['nfl'] });
    expect(nfl.map((r) => [r.analysis.gameId, r.analysis.version, r.kickoff, r.gameKey])).toEqual([
      [inside.id, 2, kickoff, inside.gameKey],
    ]);
    const both = await repos.analyses.latestInWindow({ ...window, leagues: ['nfl', 'cfb'] });
    expect(both.map((r) => r.analysis.game.id).sort()).toEqual([inside.id, cfb.id].sort());
    expect(await repos.analyses.latestInWindow({ ...window, leagues: [] })).toEqual([]);
  });

  it("finds a matchup's most recently written analysis in a window, with its site", async () => {
    const kickoff = new Date('2032-10-03T17:00:00Z');
    const game = await aGameRow(database.db, {
      kickoff,
      homeTeamId: 'DET',
      awayTeamId: 'GB',
      neutralSite: true,
    });
    await version(game.id, 1, { createdAt: new Date('2032-10-01T10:00:00Z') });
    await version(game.id, 2, { createdAt: new Date('2032-10-01T12:00:00Z') });
    const matchup = {
      league: 'nfl' as const,
      homeTeamId: 'DET',
      awayTeamId: 'GB',
      from: new Date('2032-10-01T00:00:00Z'),
      to: new Date('2032-10-08T00:00:00Z'),
    };
    const found = await repos.analyses.latestForMatchup(matchup);
    expect(found?.neutralSite).toBe(true);
    expect(found?.game.analysisVersion).toBe(2);
    expect(await repos.analyses.latestForMatchup({ ...matchup, homeTeamId: 'GB', awayTeamId: 'DET' })).toBe(
      undefined,
    );
    expect(await repos.analyses.latestForMatchup({ ...matchup, to: kickoff })).toBeUndefined();
  });

  it('reads a payload written before versions (version 0) and refuses one that is not a game', async () => {
    const row = await aGameRow(database.db);
    await database.db.insert(analyses).values({
      gameId: row.id,
      version: 1,
      modelVersion: 'old',
      inputs: {},
      output: aGame({ id: row.id }),
      createdAt: AT,
    });
    expect((await repos.analyses.latestForGame(row.id))!.game).toEqual(aGame({ id: row.id }));

    await database.db.insert(analyses).values({
      gameId: row.id,
      version: 2,
      modelVersion: 'old',
      inputs: {},
      output: { ...aGame({ id: row.id }), modelSpread: 'not a number', schemaVersion: STORED_GAME_VERSION },
      createdAt: AT,
    });
    await expect(repos.analyses.latestForGame(row.id)).rejects.toThrow();
    await expect(repos.analyses.latestForGames([row.id])).rejects.toThrow();
  });
});
