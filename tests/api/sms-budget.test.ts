import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import { smsOutbox } from '../../src/server/db/schema';
import type { SmsSender } from '../../src/server/providers/ports';
import { dispatchOutbox } from '../../src/server/services/sms/dispatch-outbox';
import { createServiceContext, type ServiceContext } from '../../src/server/services/context';
import { testDatabaseKinds } from '../helpers/databases';
import { TestClock } from '../helpers/test-app';
import { testConfig } from '../helpers/test-config';

/** Issue 14 item 9: SMS_SENDS_PER_MINUTE is one budget however many instances dispatch. */
describe.each(testDatabaseKinds())('the SMS per-minute budget on $name', (kind) => {
  let database: Database;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  /** One instance's view: its own context and a sender that takes a moment per text. */
  const instance = (): { ctx: ServiceContext; sender: SmsSender; sent: string[] } => {
    const sent: string[] = [];
    return {
      ctx: createServiceContext({
        db: database.db,
        config: testConfig({ SMS_SENDS_PER_MINUTE: '10' }),
        now: clock.now,
      }),
      sent,
      sender: {
        name: 'slow fake',
        send: async (message) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          sent.push(message.to);
          return { kind: 'sent', providerId: `SM${sent.length}`, status: 'queued' };
        },
      },
    };
  };

  it('lets two instances dispatching at once send 10 a minute between them, each text once', async () => {
    await database.db.insert(smsOutbox).values(
      Array.from({ length: 30 }, (_, i) => ({
        to: `+1202555${String(1000 + i)}`,
        body: `Text ${i}`,
        kind: 'announcement',
        dedupeKey: `budget-test:${i}`,
        status: 'queued',
        createdAt: clock.now(),
      })),
    );
    const a = instance();
    const b = instance();
    const [ra, rb] = await Promise.all([dispatchOutbox(a.ctx, a.sender), dispatchOutbox(b.ctx, b.sender)]);
    expect(ra.sent + rb.sent).toBe(10);
    expect(ra.throttled && rb.throttled).toBe(true);
    expect(new Set([...a.sent, ...b.sent]).size).toBe(10);
    const [sentRows] = await database.db
      .select({ n: count() })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.status, 'sent')));
    expect(sentRows?.n).toBe(10);

    // A minute later the next 10 go, again shared.
    clock.advance(61_000);
    const [ra2, rb2] = await Promise.all([dispatchOutbox(a.ctx, a.sender), dispatchOutbox(b.ctx, b.sender)]);
    expect(ra2.sent + rb2.sent).toBe(10);
    expect(new Set([...a.sent, ...b.sent]).size).toBe(20);
  });
});
