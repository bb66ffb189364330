import { describe, expect, it } from 'vitest';
import { smsKeyword } from './sms-keywords';

describe('smsKeyword', () => {
  it('recognises the carrier keywords as the whole message, in any case', () => {
    for (const word of ['STOP', 'stop', ' StopAll ', 'UNSUBSCRIBE', 'cancel', 'End', 'QUIT'])
      expect(smsKeyword(word)).toBe('stop');
    for (const word of ['START', 'unstop', 'yes']) expect(smsKeyword(word)).toBe('start');
    for (const word of ['HELP', 'info']) expect(smsKeyword(word)).toBe('help');
  });

  it('ignores keywords inside a longer message', () => {
    expect(smsKeyword('please stop')).toBeNull();
    expect(smsKeyword('help me pick')).toBeNull();
    expect(smsKeyword(undefined)).toBeNull();
  });

  it("trusts Twilio's OptOutType when present", () => {
    expect(smsKeyword('arrêtez', 'STOP')).toBe('stop');
    expect(smsKeyword('go', 'start')).toBe('start');
    expect(smsKeyword('?', 'HELP')).toBe('help');
  });
});
