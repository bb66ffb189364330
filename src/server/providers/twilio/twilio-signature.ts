import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio signs every webhook: Base64(HMAC-SHA1(auth token, the full request URL followed by each
 * POST parameter's name and value, sorted by name)) in X-Twilio-Signature (api-contracts.md
 * section e). Implemented here rather than pulling in the whole twilio package for one function.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string | readonly string[]>>,
): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name]!;
    // A repeated parameter contributes each of its values, in sorted order (Twilio's helpers do the same).
    const values = typeof value === 'string' ? [value] : [...value].sort();
    for (const v of values) data += name + v;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Constant-time check of a received signature. */
export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Readonly<Record<string, string | readonly string[]>>,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const received = Buffer.from(signature);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
