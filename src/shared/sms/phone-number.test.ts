import { describe, expect, it } from 'vitest';
import { maskPhoneNumber, normalizePhoneNumber } from './phone-number';

describe('normalizePhoneNumber', () => {
  it('reads the formats people type as E.164, US by default', () => {
    expect(normalizePhoneNumber('(202) 555-0123')).toBe('+12025550123');
    expect(normalizePhoneNumber(' 202.555.0123 ')).toBe('+12025550123');
    expect(normalizePhoneNumber('+1 202 555 0123')).toBe('+12025550123');
    expect(normalizePhoneNumber('+44 20 7183 8750')).toBe('+442071838750');
  });

  it('refuses what cannot be a phone number', () => {
    expect(normalizePhoneNumber('')).toBeNull();
    expect(normalizePhoneNumber('123')).toBeNull();
    expect(normalizePhoneNumber('(555) 555-5555')).toBeNull();
    expect(normalizePhoneNumber('(202) 555-01234')).toBeNull();
    expect(normalizePhoneNumber('call me maybe')).toBeNull();
    expect(normalizePhoneNumber('1'.repeat(41))).toBeNull();
  });
});

describe('maskPhoneNumber', () => {
  it('keeps only the last 4 digits', () => {
    expect(maskPhoneNumber('+12025550123')).toBe('•••• 0123');
  });
});
