import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { licenses, smsOutbox, smsSubscriptions } from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/open-database';
import { twilioSignature } from '../../src/server/providers/twilio/twilio-signature';
import { testDatabaseKinds } from '../helpers/databases';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { aLicense } from '../helpers/factories';
import { FAKE_TWILIO, startFakeTwilio, type FakeTwilio } from '../fakes/fake-twilio';

interface ErrorBody {
  message: string;
  code: string;
}
describe.each(testDatabaseKinds())('SMS subscription API on $name', (kind) => {
  let database: Database;
  let twilio: FakeTwilio;
  let t: TestApp;

  beforeAll(async () => {
    database = await kind.open();
    twilio = await startFakeTwilio();
    t = await makeTestApp(database, { env: twilio.env() });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await database.close();
    await twilio.close();
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object });
  const check = (licenseKey: string) => post('/api/sms/check-license-subscription', { licenseKey });
  const subscribeCall = (licenseKey: string, phoneNumber: string) =>
    post('/api/sms/subscribe', {
      phoneNumber,
      licenseKey,
      optedInForPicks: true,
      optedInForLineMovements: true,
    });

  const inbound = (params: Record<string, string>, signature?: string) => {
    const url = `${t.config.publicOrigin}/api/sms/inbound`;
    return t.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature ?? twilioSignature(FAKE_TWILIO.authToken, url, params),
      },
      payload: new URLSearchParams(params).toString(),
    });
  };
  const twilioParams = (from: string, body: string) => ({
    MessageSid: `SM${Math.random().toString(16).slice(2).padEnd(32, '0')}`,
    AccountSid: FAKE_TWILIO.accountSid,
    From: from,
    To: FAKE_TWILIO.from,
    Body: body,
    NumMedia: '0',
    SmsStatus: 'received',
    ApiVersion: '2010-04-01',
  });

  const subscriptionsOf = (licenseId: string) =>
    t.ctx.db.select().from(smsSubscriptions).where(eq(smsSubscriptions.licenseId, licenseId));
  const textsTo = (phone: string) => t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.to, phone));

  it('check: an unknown key is 401, a revoked one 403, a licence without a phone has no subscription', async () => {
    const unknown = await check('00000000-00000000-00000000-00000000');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'LICENSE_INVALID', message: 'Invalid license key' });
    expect((await check('')).statusCode).toBe(401);

    const { key, license } = await aLicense(t.ctx);
    const none = await check(key);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ hasSubscription: false });

    const revoked = await aLicense(t.ctx);
    await t.ctx.db.update(licenses).set({ status: 'revoked' }).where(eq(licenses.id, revoked.license.id));
    const refused = await check(revoked.key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'LICENSE_REVOKED' });
    expect(license.id).toBeTruthy();
  });

  it('subscribe: stores the number in E.164, answers masked, and queues one confirmation', async () => {
    const { key, license } = await aLicense(t.ctx);
    const res = await subscribeCall(key, '(202) 555-0123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'SMS alerts enabled. A confirmation text is on its way.',
      subscription: { phone: '•••• 0123', optedInForPicks: true, optedInForLineMovements: true },
    });
    const [row] = await subscriptionsOf(license.id);
    expect(row).toMatchObject({ phone: '+12025550123', status: 'active', optedInForPicks: true });
    expect((await check(key)).json()).toEqual({ hasSubscription: true });

    // Subscribing again (the overlay retries) changes choices but sends no second confirmation.
    const again = await post('/api/sms/subscribe', {
      phoneNumber: '+1 202 555 0123',
      licenseKey: key,
      optedInForPicks: true,
      optedInForLineMovements: false,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<ErrorBody>().message).toBe('SMS alert preferences updated.');
    expect(await subscriptionsOf(license.id)).toHaveLength(1);
    expect((await subscriptionsOf(license.id))[0]!.optedInForLineMovements).toBe(false);

    const texts = await textsTo('+12025550123');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ kind: 'confirmation', status: 'queued', attempts: 0 });
    expect(texts[0]!.body).toContain('BetLens');
    expect(texts[0]!.body).toContain('Reply STOP to opt out');
    expect(texts[0]!.body.length).toBeLessThanOrEqual(320);
  });

  it('subscribe: an invalid number is 400 with the format message, and nothing is stored', async () => {
    const { key, license } = await aLicense(t.ctx);
    for (const bad of ['555', '(555) 555-5555', 'not a phone']) {
      const res = await subscribeCall(key, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().message).toMatch(/Invalid phone number/);
      expect(res.json<ErrorBody>().code).toBe('VALIDATION_FAILED');
    }
    expect(await subscriptionsOf(license.id)).toHaveLength(0);
    const blank = await subscribeCall(key, '   ');
    expect(blank.statusCode).toBe(400);
    expect(await subscriptionsOf(license.id)).toHaveLength(0);
  });

  it('subscribe: an unknown licence is refused before anything is stored', async () => {
    const res = await subscribeCall('00000000-00000000-00000000-00000000', '(202) 555-0199');
    expect(res.statusCode).toBe(401);
    expect(await textsTo('+12025550199')).toHaveLength(0);
  });

  it('subscribe: limits sign-ups per number per hour (429, Retry-After, "rate limit")', async () => {
    const phone = '(202) 555-0140';
    for (let i = 0; i < 3; i++) {
      const { key } = await aLicense(t.ctx);
      expect((await subscribeCall(key, phone)).statusCode).toBe(200);
    }
    const fourth = await aLicense(t.ctx);
    const limited = await subscribeCall(fourth.key, phone);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().code).toBe('RATE_LIMITED');
    expect(limited.json<ErrorBody>().message).toMatch(/rate limit/);
    expect(Number(limited.headers['retry-after'])).toBe(3600);
    expect(await subscriptionsOf(fourth.license.id)).toHaveLength(0);
    expect(await textsTo('+12025550140')).toHaveLength(3);

    // An hour later the number may sign up again.
    t.clock.advance(3_600_001);
    expect((await subscribeCall(fourth.key, phone)).statusCode).toBe(200);
  });

  it('subscribe: limits sign-ups per licence per hour', async () => {
    const { key, license } = await aLicense(t.ctx);
    for (let i = 0; i < 5; i++) expect((await subscribeCall(key, `(202) 555-015${i}`)).statusCode).toBe(200);
    const sixth = await subscribeCall(key, '(202) 555-0159');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<ErrorBody>().message).toMatch(/rate limit reached for this license/);
    expect(await subscriptionsOf(license.id)).toHaveLength(5);
  });

  it('only the inbound webhook takes form bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phoneNumber=2025550123&licenseKey=x',
    });
    expect(res.statusCode).toBe(415);
  });

  it('inbound STOP with a valid signature stops every subscription of the number; START re-activates', async () => {
    const first = await aLicense(t.ctx);
    const second = await aLicense(t.ctx);
    await subscribeCall(first.key, '(202) 555-0160');
    await subscribeCall(second.key, '(202) 555-0160');

    const res = await inbound(twilioParams('+12025550160', ' Stop '));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    for (const l of [first, second]) {
      const [row] = await subscriptionsOf(l.license.id);
      expect(row).toMatchObject({ status: 'stopped' });
      expect(row!.stoppedAt).not.toBeNull();
    }
    expect((await check(first.key)).json()).toEqual({ hasSubscription: false });

    // Only an explicit sign-up re-activates a stopped number, with a fresh confirmation.
    const again = await subscribeCall(first.key, '(202) 555-0160');
    expect(again.json<ErrorBody>().message).toMatch(/^SMS alerts enabled again/);
    expect((await subscriptionsOf(first.license.id))[0]!.status).toBe('active');
    expect((await subscriptionsOf(second.license.id))[0]!.status).toBe('stopped');
    expect((await textsTo('+12025550160')).filter((r) => r.kind === 'confirmation')).toHaveLength(3);

    const start = await inbound(twilioParams('+12025550160', 'START'));
    expect(start.statusCode).toBe(200);
    expect((await subscriptionsOf(second.license.id))[0]!.status).toBe('active');
  });

  it('inbound with a bad or missing signature is 403 and changes nothing', async () => {
    const { key, license } = await aLicense(t.ctx);
    await subscribeCall(key, '(202) 555-0170');
    const params = twilioParams('+12025550170', 'STOP');
    const forged = await inbound(
      params,
      twilioSignature('not-the-token', `${t.config.publicOrigin}/api/sms/inbound`, params),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'FORBIDDEN' });
    const tampered = await inbound(
      { ...params, From: '+12025550171' },
      twilioSignature(FAKE_TWILIO.authToken, `${t.config.publicOrigin}/api/sms/inbound`, params),
    );
    expect(tampered.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });
    expect(missing.statusCode).toBe(403);
    expect((await subscriptionsOf(license.id))[0]!.status).toBe('active');
  });

  it('inbound with a NUL in From, or fields out of bounds, is 400 and changes nothing', async () => {
    const before = await t.ctx.db.select().from(smsOutbox);
    for (const params of [
      twilioParams('+1202555\u00000199', 'HELP'),
      twilioParams('+12025550199', 'x'.repeat(1601)),
      twilioParams('+1'.repeat(40), 'HELP'),
      { ...twilioParams('+12025550199', 'HELP'), From: '' },
    ]) {
      const res = await inbound(params);
      expect(res.statusCode, JSON.stringify(params.From)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await t.ctx.db.select().from(smsOutbox)).toHaveLength(before.length);
  });

  it('inbound HELP answers with the help text in TwiML', async () => {
    const res = await inbound(twilioParams('+12025550180', 'help'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><Response><Message>BetLens alerts: .+<\/Message><\/Response>$/,
    );
    expect(res.body).toContain(t.config.site.supportEmail);
    expect(res.body).toContain('Reply STOP to opt out');
    const [logged] = await textsTo('+12025550180');
    expect(logged).toMatchObject({ kind: 'help', status: 'sent' });
  });

  it('inbound other text is ignored with an empty TwiML answer', async () => {
    const res = await inbound(twilioParams('+12025550181', 'who is this?'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });
});

describe.each(testDatabaseKinds())('SMS without Twilio configured on $name', (kind) => {
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    database = await kind.open();
    t = await makeTestApp(database);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('keeps the confirmation in the outbox (status outbox), never dropping it', async () => {
    const { key } = await aLicense(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/subscribe',
      payload: {
        phoneNumber: '(202) 555-0190',
        licenseKey: key,
        optedInForPicks: true,
        optedInForLineMovements: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+12025550190'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'confirmation', status: 'outbox' });
  });

  it('has no inbound webhook (404)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      payload: 'From=%2B12025550190&Body=STOP',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
