import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameSchema } from '@shared/api/games';
import { AppError } from '../http/app-error';
import { parseStoredGame, STORED_GAME_VERSION, toStoredGame } from './stored-game';

/**
 * Payloads stored by the release before payloads carried a version (generated at commit 1d925ec
 * from the demo replay: analyses.output and published picks.payload, NFL and CFB). They stay as
 * they were saved: a change to `Game` that breaks one needs an upgrader, not a new fixture.
 */
const FIXTURES = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'stored-games');
const v0 = readdirSync(FIXTURES)
  .filter((name) => name.startsWith('v0-') && name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, payload: JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as unknown }));

function aV0Payload(): Record<string, unknown> {
  return structuredClone(v0[0]!.payload) as Record<string, unknown>;
}

function rejection(value: unknown): unknown {
  try {
    parseStoredGame(value);
  } catch (error) {
    return error;
  }
  throw new Error('parseStoredGame accepted the payload');
}

describe('stored game payloads', () => {
  it('has fixtures of every kind the previous release stored', () => {
    expect(v0.map((f) => f.name)).toEqual([
      'v0-cfb-analysis-verify-edge.json',
      'v0-cfb-published-total-pick.json',
      'v0-nfl-analysis-off-market.json',
      'v0-nfl-published-spread-pick.json',
    ]);
    for (const { payload } of v0) expect(payload).not.toHaveProperty('schemaVersion');
  });

  it.each(v0)('reads $name (version 0) as a valid Game', ({ payload }) => {
    const game = parseStoredGame(payload);
    expect(gameSchema.safeParse(game).success).toBe(true);
    const source = payload as { id: string; awayTeam: string; homeTeam: string };
    expect(game).toMatchObject({ id: source.id, awayTeam: source.awayTeam, homeTeam: source.homeTeam });
  });

  it('round-trips a payload written at this version', () => {
    const game = parseStoredGame(aV0Payload());
    const stored = toStoredGame(game);
    expect(stored.schemaVersion).toBe(STORED_GAME_VERSION);
    // What goes through the database is JSON.
    expect(parseStoredGame(JSON.parse(JSON.stringify(stored)))).toEqual(game);
  });

  it.each([
    ['a future version', STORED_GAME_VERSION + 1],
    ['a negative version', -1],
    ['a fractional version', 0.5],
    ['a text version', '1'],
    ['a null version', null],
  ])('rejects %s', (_, schemaVersion) => {
    const error = rejection({ ...aV0Payload(), schemaVersion });
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toMatch(/unknown schema version/);
  });

  it.each([
    ['null', null],
    ['an array', [aV0Payload()]],
    ['a string', JSON.stringify(aV0Payload())],
    ['a number', 1],
  ])('rejects %s as not an object', (_, value) => {
    const error = rejection(value);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toMatch(/not an object/);
  });

  it('rejects a payload whose fields are not a Game', () => {
    const { homeTeam: _, ...missing } = aV0Payload();
    expect(() => parseStoredGame({ ...missing, schemaVersion: STORED_GAME_VERSION })).toThrow();
  });

  it('applies the upgraders from the stored version before parsing', () => {
    // A next format that renamed homeTeam: a version-1 payload still has the old name.
    const { homeTeam, ...rest } = aV0Payload();
    const v1 = { ...rest, home: homeTeam, schemaVersion: 1 };
    const steps: string[] = [];
    const next = {
      version: 2,
      upgrades: [
        (p: Record<string, unknown>) => (steps.push('0→1'), p),
        ({ home, ...p }: Record<string, unknown>) => (steps.push('1→2'), { ...p, homeTeam: home }),
      ],
    };
    expect(parseStoredGame(v1, next).homeTeam).toBe(homeTeam);
    expect(steps).toEqual(['1→2']);
    // From version 0 every step runs, in order.
    steps.length = 0;
    const { schemaVersion: _, ...v0Shaped } = v1;
    expect(parseStoredGame(v0Shaped, next).homeTeam).toBe(homeTeam);
    expect(steps).toEqual(['0→1', '1→2']);
    // Without the upgrader the renamed payload is not a Game.
    expect(() => parseStoredGame(v1)).toThrow();
  });

  it('refuses a format missing the upgrader for a step', () => {
    expect(() => parseStoredGame(aV0Payload(), { version: 1, upgrades: [] })).toThrow(
      /No upgrader from stored game version 0/,
    );
  });
});
