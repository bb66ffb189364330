/**
 * The league columns are a database enum (migration 0010): a value outside LEAGUES is refused by the
 * database itself on both engines, not only by the code that writes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LEAGUES } from '../../src/shared/league';
import type { Database } from '../../src/server/db/open-database';
import { games, teamSeasonRatings } from '../../src/server/db/schema';
import { testDatabaseKinds } from '../helpers/databases';

describe.each(testDatabaseKinds())('league enum on $name', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  const game = (gameKey: string, league: string) =>
    sql`INSERT INTO games (game_key, league, season, week, kickoff, home_team_id, away_team_id, source)
        VALUES (${gameKey}, ${league}, 2025, 1, now(), 'KC', 'BUF', 'history')`;

  it('stores every league of LEAGUES', async () => {
    for (const league of LEAGUES) await database.db.execute(game(`enum:${league}`, league));
    const rows = await database.db.select({ league: games.league }).from(games);
    expect(rows.map((r) => r.league).sort()).toEqual([...LEAGUES].sort());
  });

  it('refuses a league outside LEAGUES, in any other vocabulary', async () => {
    for (const league of ['NFL', 'CFB', 'college', 'ncaaf', ''])
      await expect(database.db.execute(game(`enum:bad:${league}`, league))).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`INSERT INTO team_season_ratings (league, season, team_id, source) VALUES ('college', 2025, 'x', 'sp')`,
      ),
    ).rejects.toThrow();
    const [refused] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(teamSeasonRatings)
      .where(eq(teamSeasonRatings.teamId, 'x'));
    expect(refused?.n).toBe(0);
  });
});
