import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { aLicense } from '../helpers/factories';

const ORIGIN = 'https://partner.example.com';

/** Issue 14 item 8: shared caches must key these responses on Origin and Accept-Encoding both. */
describe.each(testDatabaseKinds())('Vary on cacheable JSON on $name', (kind) => {
  let database: Database;
  let t: TestApp;
  let licenseKey: string;

  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database, { env: { CORS_ORIGINS: ORIGIN } });
    licenseKey = (await aLicense(t.ctx, { plan: 'all-access' })).key;
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const varyOf = (header: string | string[] | number | undefined) =>
    String(header ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);

  it.each(['/api/public-config', '/api/record', '/api/bookmarklet/games'])(
    '%s keeps Origin in Vary and adds accept-encoding once',
    async (url) => {
      for (const origin of [ORIGIN, undefined]) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: {
            'accept-encoding': 'gzip',
            'x-license-key': licenseKey,
            'x-device-id': 'vary-test-device-0001',
            ...(origin ? { origin } : {}),
          },
        });
        expect(res.statusCode).toBe(200);
        const vary = varyOf(res.headers.vary);
        expect(vary).toContain('origin');
        expect(vary.filter((name) => name === 'accept-encoding')).toHaveLength(1);
      }
    },
  );
});
