import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKinds } from '../helpers/databases';

/** Issue 22: the first-run keys must not scroll away under request lines on `npm start`. */
describe('request log lines', () => {
  let database: Database;
  let t: TestApp;
  afterEach(async () => {
    await t.close();
    await database.close();
  });

  const requestLines = async (env: Record<string, string>) => {
    database = await testDatabaseKinds()[0]!.open();
    t = await makeTestApp(database, { env });
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.statusCode).toBe(200);
    return t.logs.filter((line) => /"msg":"(incoming request|request completed)"/.test(line));
  };

  it('stay off an info-level console in development (they are debug lines there)', async () => {
    expect(await requestLines({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('are info lines elsewhere, with the request id, method, URL, status and time', async () => {
    const lines = (await requestLines({ NODE_ENV: 'test' })).map(
      (line) => JSON.parse(line) as Record<string, unknown>,
    );
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/public-config' } });
    expect(lines[1]).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(typeof lines[1]!.responseTime).toBe('number');
    expect(lines[0]!.reqId).toBe(lines[1]!.reqId);
  });
});
