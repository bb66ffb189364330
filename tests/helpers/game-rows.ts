import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/open-database';
import { games } from '../../src/server/db/schema';

export type GameRowValues = typeof games.$inferInsert;

let sequence = 0;

/**
 * A stored game (a `games` row): a scheduled NFL game two days after the test clock's start unless
 * told. Every call makes a distinct id and game key, so tests never collide on the unique index.
 */
export async function aGameRow(db: Db, overrides: Partial<GameRowValues> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(games)
    .values({
      id: randomUUID(),
      gameKey: `test:game-${sequence}-${randomUUID().slice(0, 8)}`,
      league: 'nfl',
      season: 2026,
      week: 12,
      seasonType: 'regular',
      kickoff: new Date('2026-11-24T18:00:00Z'),
      homeTeamId: 'BUF',
      awayTeamId: 'KC',
      neutralSite: false,
      status: 'scheduled',
      source: 'replay',
      details: {},
      ...overrides,
    })
    .returning();
  return row!;
}
