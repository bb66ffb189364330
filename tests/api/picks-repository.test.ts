import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aGame } from '@shared/curation/game-fixture';
import type { Database } from '../../src/server/db/open-database';
import { picks } from '../../src/server/db/schema';
import { createRepositories, type Repositories } from '../../src/server/repositories';
import type { NewPick } from '../../src/server/repositories/picks-repository';
import { STORED_GAME_VERSION } from '../../src/server/repositories/stored-game';
import { testDatabaseKinds } from '../helpers/databases';
import { aGameRow } from '../helpers/game-rows';

const AT = new Date('2026-11-22T15:00:00Z');

describe.each(testDatabaseKinds())('picks repository on $name', (kind) => {
  let database: Database;
  let repos: Repositories;

  beforeAll(async () => {
    database = await kind.open();
    repos = createRepositories(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function publish(gameId: string, version: number): Promise<NewPick> {
    const analysis = await repos.analyses.insertVersion({
      gameId,
      version,
      modelVersion: 'test-model',
      inputs: { adjustments: {} },
      game: aGame({ id: gameId, analysisVersion: version }),
      explanation: null,
      explanationSource: 'template',
      createdAt: AT,
    });
    const pick: NewPick = {
      gameId,
      version,
      analysisId: analysis.id,
      analysisVersion: version,
      league: 'nfl',
      season: 2026,
      kickoff: new Date(AT.getTime() + 86_400_000),
      market: 'spread',
      side: 'home',
      team: 'Home',
      line: -3.5,
      price: -110,
      bookKey: 'draftkings',
      bookTitle: 'DraftKings',
      simulated: false,
      units: 1,
      edge: 4,
      betString: 'Home -3.5 (-110)',
      offMarket: false,
      offMarketReason: null,
      game: aGame({ id: gameId, analysisVersion: version, curationStatus: 'approved' }),
      reason: 'approve',
      publishedBy: 'test',
      publishedAt: new Date(AT.getTime() + version * 60_000),
    };
    await repos.picks.insertVersion(pick);
    return pick;
  }

  it('stores a pick stamped with the schema version and reads the latest back parsed', async () => {
    const row = await aGameRow(database.db);
    expect(await repos.picks.latestVersion(row.id)).toBe(0);
    await publish(row.id, 1);
    const second = await publish(row.id, 2);
    expect(await repos.picks.latestVersion(row.id)).toBe(2);
    const latest = await repos.picks.latestForGame(row.id);
    expect(latest).toMatchObject({ gameId: row.id, version: 2, betString: second.betString });
    expect(latest!.game).toEqual(second.game);
    expect(latest).not.toHaveProperty('payload');
    const raw = await database.db
      .select({ payload: picks.payload })
      .from(picks)
      .where(eq(picks.gameId, row.id));
    expect(raw.map((r) => r.payload.schemaVersion)).toEqual([STORED_GAME_VERSION, STORED_GAME_VERSION]);

    const [many] = await repos.picks.latestForGames([row.id]);
    expect(many?.version).toBe(2);
    const [counted] = await repos.picks.publishedCounts([row.id]);
    expect(counted).toEqual({ gameId: row.id, versions: 2, lastAt: second.publishedAt });
  });

  it('reads a pick stored before payloads carried a version', async () => {
    const row = await aGameRow(database.db);
    const pick = await publish(row.id, 1);
    const { game, ...columns } = pick;
    // Written as the earlier release did: the plain game, no schemaVersion.
    await database.db.insert(picks).values({ ...columns, version: 2, payload: { ...game } });
    const latest = await repos.picks.latestForGame(row.id);
    expect(latest?.version).toBe(2);
    expect(latest!.game).toEqual(game);
  });

  it('refuses a version the game already has', async () => {
    const row = await aGameRow(database.db);
    const pick = await publish(row.id, 1);
    await expect(repos.picks.insertVersion(pick)).rejects.toThrow();
  });
});
