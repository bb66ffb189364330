import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createSmsSender } from '../../src/server/providers/create-providers';
import { noopLogger } from '../../src/server/providers/http/provider-logger';

const base = { NODE_ENV: 'test' };

describe('Twilio configuration', () => {
  it('is off by default, with the documented SMS limits', () => {
    const config = loadConfig(base);
    expect(config.sms).toEqual({
      twilio: undefined,
      sendsPerMinute: 60,
      subscribePerHourPerNumber: 3,
      subscribePerHourPerLicense: 5,
    });
    expect(createSmsSender(config, noopLogger)).toBeUndefined();
  });

  it('takes a From number or a Messaging Service', () => {
    const viaNumber = loadConfig({
      ...base,
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM_NUMBER: '+12025550100',
      TWILIO_BASE_URL: 'http://127.0.0.1:9/',
    });
    expect(viaNumber.sms.twilio).toEqual({
      accountSid: 'AC123',
      authToken: 'token',
      from: '+12025550100',
      messagingServiceSid: undefined,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 10_000,
    });
    expect(createSmsSender(viaNumber, noopLogger)?.name).toBe('twilio');
    const viaService = loadConfig({
      ...base,
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_MESSAGING_SERVICE_SID: 'MG123',
    });
    expect(viaService.sms.twilio?.messagingServiceSid).toBe('MG123');
  });

  it('stops start-up on half a configuration, naming the variable', () => {
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      /TWILIO_AUTH_TOKEN: must be set/,
    );
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).toThrow(
      /TWILIO_FROM_NUMBER: set it or TWILIO_MESSAGING_SERVICE_SID/,
    );
    expect(() =>
      loadConfig({
        ...base,
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM_NUMBER: '202-555-0100',
      }),
    ).toThrow(/TWILIO_FROM_NUMBER: must be an E.164 number/);
    expect(() => loadConfig({ ...base, SMS_SENDS_PER_MINUTE: '0' })).toThrow(/SMS_SENDS_PER_MINUTE/);
  });
});
