import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';

/** The app's logger (the one the SMS outbox and every provider log through) masks phone numbers. */
describe.each(testDatabaseKinds().slice(0, 1))('phone numbers in logs on $name', (kind) => {
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

  it('never reach a log line, whether in the message, a field or an error', () => {
    t.app.log.error(
      { outboxId: 'o1', code: 21211, to: '+12025550123' },
      "Twilio refused a text: The 'To' number +12025550123 is not a valid phone number.",
    );
    t.app.log.warn({ err: new Error('send to +1 (202) 555-0123 failed') }, 'SMS send failed');
    const text = t.logs.join('');
    expect(text).toContain('Twilio refused a text');
    expect(text).toContain('SMS send failed');
    expect(text).not.toMatch(/555.?0123/);
  });
});
