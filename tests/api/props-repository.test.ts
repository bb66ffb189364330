import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { createRepositories, type Repositories } from '../../src/server/repositories';
import type { NewProp } from '../../src/server/repositories/props-repository';
import { testDatabaseKinds } from '../helpers/databases';
import { aGameRow } from '../helpers/game-rows';

const NOW = new Date('2070-01-10T12:00:00Z');
const DAY = 86_400_000;

describe.each(testDatabaseKinds())('props repository on $name', (kind) => {
  let database: Database;
  let repos: Repositories;

  beforeAll(async () => {
    database = await kind.open();
    repos = createRepositories(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const aProp = (overrides: Partial<NewProp>): NewProp => ({
    source: 'admin',
    fullText: 'Josh Allen over 1.5 passing touchdowns',
    expiresAt: new Date(NOW.getTime() + DAY),
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  });

  it('shows live props newest first with their game, and removes a prop once', async () => {
    const game = await aGameRow(database.db, { kickoff: new Date(NOW.getTime() + DAY) });
    const older = await repos.props.insert(aProp({ createdAt: new Date(NOW.getTime() - DAY) }));
    const newer = await repos.props.insert(aProp({ gameId: game.id, player: 'Josh Allen' }));
    await repos.props.insert(aProp({ expiresAt: NOW }));

    const shown = await repos.props.listShown(NOW);
    expect(shown.map((r) => r.prop.id)).toEqual([newer.id, older.id]);
    expect(shown[0]!.game).toEqual({ kickoff: game.kickoff, homeTeamId: 'BUF', awayTeamId: 'KC' });
    expect(shown[1]!.game).toBeNull();

    const later = new Date(NOW.getTime() + 60_000);
    expect((await repos.props.markRemoved(older.id, later))?.removedAt).toEqual(later);
    expect(await repos.props.markRemoved(older.id, later)).toBeUndefined();
    expect((await repos.props.byId(older.id))?.prop.removedAt).toEqual(later);
    expect((await repos.props.listShown(NOW)).map((r) => r.prop.id)).toEqual([newer.id]);
    expect(await repos.props.byId('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
