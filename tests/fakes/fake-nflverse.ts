import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../../src/server/history/csv';
import { startFakeServer, type FakeServer } from './fake-server';

/**
 * A fake of nflverse's games.csv as raw.githubusercontent.com serves it: one CSV file at
 * /nflverse/nfldata/master/data/games.csv, text/plain, a strong ETag of the body and a Last-Modified,
 * 304 to a matching If-None-Match (or an If-Modified-Since no older than the file). Tests replace the
 * file with `publish` and script outages with `server.failNext`.
 */

export const FAKE_NFLVERSE_PATH = '/nflverse/nfldata/master/data/games.csv';

const BUNDLED = fileURLToPath(new URL('../../resources/history/nfl/games.csv', import.meta.url));

export interface FakeNflverse {
  server: FakeServer;
  /** The file's full address (NFL_RESULTS_URL). */
  url: string;
  publish(text: string, lastModified: Date): void;
  etag(): string;
  close(): Promise<void>;
}

export async function startFakeNflverse(): Promise<FakeNflverse> {
  let body = '';
  let etag = '';
  let modified = new Date(0);
  const server = await startFakeServer({
    routes: [
      {
        method: 'GET',
        path: FAKE_NFLVERSE_PATH,
        handler: (request) => {
          const ifNoneMatch = request.headers['if-none-match'];
          const ifModifiedSince = request.headers['if-modified-since'];
          const headers = { etag, 'last-modified': modified.toUTCString() };
          if (
            ifNoneMatch !== undefined
              ? ifNoneMatch === etag
              : ifModifiedSince !== undefined &&
                Date.parse(ifModifiedSince) >= Math.floor(modified.getTime() / 1000) * 1000
          )
            return { status: 304, headers };
          return {
            status: 200,
            text: body,
            headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
          };
        },
      },
    ],
  });
  return {
    server,
    url: `${server.url}${FAKE_NFLVERSE_PATH}`,
    publish(text, lastModified) {
      body = text;
      etag = `"${createHash('sha256').update(text).digest('hex').slice(0, 40)}"`;
      modified = lastModified;
    },
    etag: () => etag,
    close: () => server.close(),
  };
}

/**
 * An nflverse games.csv of one real season from the bundled file (its header and rows), moved
 * `shiftYears` later (dates, seasons and game ids), with the games on or after `unplayedFrom` (an
 * ISO date of the moved season) left without scores, as the live file has them before kickoff.
 */
export function seasonFile(options: { season: number; shiftYears: number; unplayedFrom?: string }): string {
  const [header, ...rows] = parseCsv(readFileSync(BUNDLED, 'utf8'));
  const col = (name: string) => header!.indexOf(name);
  const [season, gameday, gameId, homeScore, awayScore, result, total] = [
    'season',
    'gameday',
    'game_id',
    'home_score',
    'away_score',
    'result',
    'total',
  ].map(col) as [number, number, number, number, number, number, number];
  const out = rows
    .filter((r) => Number(r[season]) === options.season)
    .map((r) => {
      const row = [...r];
      const year = (y: string) => String(Number(y) + options.shiftYears);
      row[season] = year(row[season]!);
      row[gameday] = row[gameday]!.replace(/^\d{4}/, year);
      row[gameId] = row[gameId]!.replace(/^\d{4}/, year);
      if (options.unplayedFrom && row[gameday] >= options.unplayedFrom) {
        for (const c of [homeScore, awayScore, result, total]) row[c] = '';
      }
      return row;
    });
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [header!, ...out].map((r) => r.map(quote).join(',')).join('\n') + '\n';
}
