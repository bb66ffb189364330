import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';

/**
 * A JSON body is UTF-8 (RFC 8259 §8.1). Bytes that are not, or a body declared in another
 * charset, are refused with 400 instead of read with U+FFFD in place of what the client meant.
 */
describe.each(testDatabaseKinds())('request body encoding on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const post = (payload: Buffer | string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-license',
      payload,
      headers: { 'content-type': contentType },
    });

  it('refuses a JSON body that is not valid UTF-8 with 400', async () => {
    for (const bytes of [
      Buffer.concat([Buffer.from('{"licenseKey":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
      Buffer.concat([Buffer.from('{"licenseKey":"'), Buffer.from([0xc3]), Buffer.from('"}')]),
      // An encoded surrogate (CESU-8) and an overlong "/".
      Buffer.concat([Buffer.from('{"licenseKey":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
      Buffer.concat([Buffer.from('{"licenseKey":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]),
    ]) {
      const res = await post(bytes, 'application/json');
      expect(res.statusCode, bytes.toString('hex')).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The body is not valid UTF-8' });
    }
  });

  it('refuses JSON declared in another charset with 400, and takes utf-8 however it is written', async () => {
    const json = JSON.stringify({ licenseKey: 'nope' });
    for (const [payload, type] of [
      [Buffer.from(json, 'utf16le'), 'application/json; charset=utf-16'],
      [json, 'application/json; charset=utf-16'],
      [json, 'application/json; charset=UTF-16LE'],
      [json, 'application/json;charset="utf-16"'],
      [json, 'application/json; charset=iso-8859-1'],
    ] as const) {
      const res = await post(payload, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json(), type).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Send the JSON body as UTF-8 (charset=utf-8)',
      });
    }
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=UTF-8',
      'application/json;charset="utf-8"',
      'application/json; charset=utf8',
    ]) {
      const res = await post(json, type);
      expect(res.statusCode, type).toBe(401);
      expect(res.json(), type).toMatchObject({ code: 'LICENSE_INVALID' });
    }
  });

  it('still reads UTF-8 text, a leading BOM aside', async () => {
    const res = await post(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ licenseKey: 'ключ ✓' }))]),
      'application/json',
    );
    expect(res.statusCode).toBe(401);
  });
});
