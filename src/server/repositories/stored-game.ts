import { gameSchema, type Game } from '@shared/api/games';
import { AppError } from '../http/app-error';

/**
 * The stored form of a priced game (analyses.output, picks.payload): the wire `Game` with the
 * `schemaVersion` it was written at. Every read parses it with zod after upgrading it from its
 * version to this one, so a field added to the wire format never turns an old row into a 500.
 * Version 0 is a row written before payloads carried a version.
 */
export const STORED_GAME_VERSION = 1;

export type StoredGame = Game & { schemaVersion: number };

type Upgrade = (payload: Record<string, unknown>) => Record<string, unknown>;

/** Upgraders: entry n turns a version-n payload into a version n+1 one. */
const UPGRADES: readonly Upgrade[] = [
  // 0 → 1: the version stamp itself; the fields of version 0 are those of version 1.
  (payload) => payload,
];

/** The payload to store for `game`, stamped with this version. */
export function toStoredGame(game: Game): Record<string, unknown> {
  return { ...game, schemaVersion: STORED_GAME_VERSION };
}

/** A version and the upgraders that reach it from version 0 (one per step). */
export interface StoredGameFormat {
  version: number;
  upgrades: readonly Upgrade[];
}

const CURRENT_FORMAT: StoredGameFormat = { version: STORED_GAME_VERSION, upgrades: UPGRADES };

/**
 * A stored payload read back as today's `Game`: upgraded from its version, then parsed. `format`
 * is today's unless a test states the next one (to prove an upgrader runs before the parse).
 */
export function parseStoredGame(value: unknown, format: StoredGameFormat = CURRENT_FORMAT): Game {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new AppError('INTERNAL', 'A stored game payload is not an object');
  const { schemaVersion, ...rest } = value as Record<string, unknown>;
  const version = schemaVersion === undefined ? 0 : schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0 || version > format.version)
    throw new AppError(
      'INTERNAL',
      `A stored game payload has an unknown schema version (${String(schemaVersion)})`,
    );
  let payload: Record<string, unknown> = rest;
  for (let v = version; v < format.version; v++) {
    const upgrade = format.upgrades[v];
    if (!upgrade) throw new AppError('INTERNAL', `No upgrader from stored game version ${v}`);
    payload = upgrade(payload);
  }
  return gameSchema.parse(payload);
}
