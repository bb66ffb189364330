import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, twilioSignature } from './twilio-signature';

// The worked example of Twilio's own signature-validation snippet (TwilioDevEd/api-snippets).
const authToken = '12345';
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};

describe('Twilio request signature', () => {
  it("matches Twilio's published example", () => {
    expect(twilioSignature(authToken, url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(isValidTwilioSignature(authToken, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=', url, params)).toBe(true);
  });

  it('refuses a changed parameter, URL, token or a missing signature', () => {
    const good = twilioSignature(authToken, url, params);
    expect(isValidTwilioSignature(authToken, good, url, { ...params, Digits: '1235' })).toBe(false);
    expect(isValidTwilioSignature(authToken, good, `${url}&x=1`, params)).toBe(false);
    expect(isValidTwilioSignature('54321', good, url, params)).toBe(false);
    expect(isValidTwilioSignature(authToken, undefined, url, params)).toBe(false);
    expect(isValidTwilioSignature(authToken, 'short', url, params)).toBe(false);
  });
});
