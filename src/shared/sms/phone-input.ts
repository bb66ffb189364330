/**
 * The phone field of onboarding, the 'Get SMS Alerts!' dialog and the overlay (visitor spec
 * section 5): digits only, formatted as typed to (XXX) XXX-XXXX, at most 14 characters, and sent
 * with its formatting (the server normalises it to E.164).
 */
export const PHONE_INPUT_MAX_LENGTH = 14;

/** '2025550123' → '(202) 555-0123'; partial input formats partially; other characters are dropped. */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  // A pasted '+1 202 555 0123' keeps the ten national digits, not the country code.
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
