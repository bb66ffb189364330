import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTwilioSender,
  type TwilioSenderOptions,
} from '../../src/server/providers/twilio/twilio-sender';
import { UpstreamError } from '../../src/server/providers/http/upstream-error';
import type { SmsSender } from '../../src/server/providers/ports';
import { FAKE_TWILIO, startFakeTwilio, type FakeTwilio } from '../fakes/fake-twilio';
import { adapterHarness } from '../helpers/adapter-harness';

const { sleeps, logged, logger, retries } = adapterHarness();
let twilio: FakeTwilio;

beforeEach(async () => {
  twilio = await startFakeTwilio();
});

afterEach(async () => {
  await twilio.close();
});

function sender(overrides: Partial<TwilioSenderOptions> = {}): SmsSender {
  return createTwilioSender({
    accountSid: FAKE_TWILIO.accountSid,
    authToken: FAKE_TWILIO.authToken,
    from: FAKE_TWILIO.from,
    baseUrl: twilio.url,
    logger,
    ...retries,
    ...overrides,
  });
}

describe('Twilio sender', () => {
  it('sends a form-encoded message with basic auth and returns the message sid', async () => {
    const result = await sender().send({ to: '+12025550123', body: 'BetLens: hello & welcome' });
    expect(result).toMatchObject({ kind: 'sent', status: 'queued' });
    expect(result.kind === 'sent' && result.providerId).toMatch(/^SM[0-9a-f]{32}$/);

    const [request] = twilio.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe(`/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString('base64')}`,
    );
    expect(request!.form).toEqual({
      To: '+12025550123',
      From: FAKE_TWILIO.from,
      Body: 'BetLens: hello & welcome',
    });
    expect(twilio.messages).toHaveLength(1);
  });

  it('sends through a Messaging Service instead of a From number when configured', async () => {
    const result = await sender({ from: undefined, messagingServiceSid: 'MG0123' }).send({
      to: '+12025550123',
      body: 'hi',
    });
    expect(result).toMatchObject({ kind: 'sent', status: 'accepted' });
    expect(twilio.requests[0]!.form).toEqual({
      To: '+12025550123',
      MessagingServiceSid: 'MG0123',
      Body: 'hi',
    });
  });

  it('maps 21211 to an invalid number, without retrying', async () => {
    const result = await sender().send({ to: '+1202', body: 'hi' });
    expect(result).toEqual({
      kind: 'invalid-number',
      code: 21211,
      message: "Invalid 'To' Phone Number: +1202",
    });
    expect(twilio.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('maps 21610 to an unsubscribed recipient', async () => {
    twilio.optOut('+12025550123');
    const result = await sender().send({ to: '+12025550123', body: 'hi' });
    expect(result).toMatchObject({ kind: 'unsubscribed', code: 21610 });
  });

  it('maps a wrong auth token to a rejection, and never logs the token', async () => {
    const result = await sender({ authToken: 'wrong-token-value' }).send({ to: '+12025550123', body: 'hi' });
    expect(result).toEqual({ kind: 'rejected', code: 20003, message: 'Authenticate' });
    expect(twilio.requests).toHaveLength(1);
    // Searched as JSON, so every field of every logged line is covered.
    expect(JSON.stringify(logged)).not.toContain('wrong-token-value');
    expect(JSON.stringify(logged)).not.toContain(FAKE_TWILIO.authToken);
  });

  it('retries a 429 after the Retry-After delay, then sends once', async () => {
    twilio.failNext(1, { status: 429, code: 20429, retryAfter: '2' });
    const result = await sender().send({ to: '+12025550123', body: 'hi' });
    expect(result.kind).toBe('sent');
    expect(sleeps).toEqual([2_000]);
    expect(twilio.requests).toHaveLength(2);
    expect(twilio.messages).toHaveLength(1);
  });

  it('retries a 500 and gives up with a retryable UpstreamError after the last attempt', async () => {
    twilio.failNext(3, { status: 500 });
    const error = await sender()
      .send({ to: '+12025550123', body: 'hi' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'status', status: 500, attempts: 3, retryable: true });
    expect(twilio.requests).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect(twilio.messages).toHaveLength(0);
  });

  it('a 503 then success sends exactly one message', async () => {
    twilio.failNext(1, { status: 503 });
    const result = await sender().send({ to: '+12025550123', body: 'hi' });
    expect(result.kind).toBe('sent');
    expect(twilio.messages).toHaveLength(1);
  });
});
