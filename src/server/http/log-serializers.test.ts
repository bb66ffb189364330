import { describe, expect, it } from 'vitest';
import { logSerializers, scrubLogArgs } from './log-serializers';

describe('log serializers', () => {
  it('log the path of a request, never its query string', () => {
    const req = logSerializers.req({
      method: 'GET',
      url: '/api/record?phone=%2B15555550123',
      ip: '10.0.0.1',
    });
    expect(req).toEqual({ method: 'GET', url: '/api/record', host: undefined, remoteAddress: '10.0.0.1' });
  });

  it('cut the parameters and key values a failed statement quotes, and mask numbers', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: 'Key (license_id, phone)=(5b0c…, +15555550123) already exists.',
    });
    const error = new Error(
      'Failed query: insert into "sms_subscriptions" ("license_id", "phone") values ($1, $2)\nparams: 5b0c,+15555550123',
      { cause },
    );
    const text = JSON.stringify(logSerializers.err(error));
    expect(text).toContain('Failed query: insert into');
    expect(text).not.toContain('5555550123');
    expect(text).toContain('params: [redacted]');
  });

  it('mask phone numbers in every message and field, keeping dates (issue 22 §3)', () => {
    const [obj, msg] = scrubLogArgs([
      { outboxId: 'x1', to: '+12025550123', nested: { text: 'to +1 202 555 0123' }, day: '2026-11-22' },
      "Twilio refused a text: The 'To' number +12025550123 is not a valid phone number.",
    ]);
    const text = JSON.stringify([obj, msg]);
    expect(text).not.toMatch(/2025550123|202 555 0123/);
    expect(text).toContain('2026-11-22');
    expect(msg).toBe("Twilio refused a text: The 'To' number [number] is not a valid phone number.");
  });
});
