import { describe, expect, it } from 'vitest';
import { checkSmsSubscription, subscribeSms } from './sms-api';
import { mockFetch } from '../test/mock-fetch';
import { VALID_KEY } from '../test/fixtures';

const CHECK = 'POST /api/sms/check-license-subscription';
const SUBSCRIBE = 'POST /api/sms/subscribe';

describe('checkSmsSubscription', () => {
  it('sends the key and reads hasSubscription', async () => {
    const api = mockFetch({ [CHECK]: { body: { hasSubscription: true } } });
    await expect(checkSmsSubscription(VALID_KEY)).resolves.toBe(true);
    expect(api.to(CHECK)[0]!.body).toEqual({ licenseKey: VALID_KEY });
    expect(api.to(CHECK)[0]!.init?.credentials).toBe('include');
  });

  it.each([
    ['a server error', { status: 500, body: { message: 'boom' } }],
    ['a rate limit', { status: 429, body: { message: 'slow down' } }],
    ['a network failure', { error: new TypeError('Failed to fetch') }],
    ['an unexpected body', { body: { something: 'else' } }],
  ])('counts %s as no subscription', async (_what, reply) => {
    mockFetch({ [CHECK]: reply });
    await expect(checkSmsSubscription(VALID_KEY)).resolves.toBe(false);
  });
});

describe('subscribeSms', () => {
  it('opts the number in to picks and line movements and returns the server sentence', async () => {
    const api = mockFetch({
      [SUBSCRIBE]: {
        body: {
          message: 'SMS alerts enabled. A confirmation text is on its way.',
          subscription: { phone: '•••• 0123', optedInForPicks: true, optedInForLineMovements: true },
        },
      },
    });
    await expect(
      subscribeSms({ phoneNumber: '(202) 555-0123', licenseKey: VALID_KEY, source: 'sms_dialog' }),
    ).resolves.toEqual({
      message: 'SMS alerts enabled. A confirmation text is on its way.',
      maskedPhone: '•••• 0123',
    });
    expect(api.to(SUBSCRIBE)[0]!.body).toEqual({
      phoneNumber: '(202) 555-0123',
      licenseKey: VALID_KEY,
      optedInForPicks: true,
      optedInForLineMovements: true,
    });
    expect(api.to(SUBSCRIBE)[0]!.headers['content-type']).toBe('application/json');
    expect(api.events()).toEqual([
      expect.objectContaining({ name: 'sms_subscription_started', properties: { source: 'sms_dialog' } }),
      expect.objectContaining({ name: 'sms_subscription_confirmed', properties: { source: 'sms_dialog' } }),
    ]);
  });

  it("rejects with the request helper's status-and-body message", async () => {
    mockFetch({
      [SUBSCRIBE]: { status: 429, body: { message: 'SMS rate limit reached', code: 'RATE_LIMITED' } },
    });
    await expect(
      subscribeSms({ phoneNumber: '(202) 555-0123', licenseKey: VALID_KEY, source: 'onboarding' }),
    ).rejects.toThrow(/^429: .*SMS rate limit reached/);
  });
});
