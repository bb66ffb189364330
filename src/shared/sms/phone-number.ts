import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * Phone numbers are stored and texted in E.164 (+12025550123). People type them every way
 * ('(202) 555-0123', '202.555.0123', '+1 202 555 0123'); numbers without a country code are read
 * as US numbers, the product's market.
 */
export function normalizePhoneNumber(input: string, defaultCountry: CountryCode = 'US'): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || trimmed.length > 40) return null;
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/** Only the last 4 digits are ever shown: '+12025550123' → '•••• 0123'. */
export function maskPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}
