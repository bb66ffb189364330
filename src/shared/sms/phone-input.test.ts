import { describe, expect, it } from 'vitest';
import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH } from './phone-input';

describe('formatPhoneInput', () => {
  it('formats as typed, digit by digit', () => {
    const typed = '2025550123';
    const steps = [...typed].map((_, i) => formatPhoneInput(typed.slice(0, i + 1)));
    expect(steps).toEqual([
      '(2',
      '(20',
      '(202',
      '(202) 5',
      '(202) 55',
      '(202) 555',
      '(202) 555-0',
      '(202) 555-01',
      '(202) 555-012',
      '(202) 555-0123',
    ]);
  });

  it('keeps digits only and stops at 14 characters', () => {
    expect(formatPhoneInput('abc202-555.0123 ext 99')).toBe('(202) 555-0123');
    expect(formatPhoneInput('20255501234567')).toHaveLength(PHONE_INPUT_MAX_LENGTH);
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('()- ')).toBe('');
  });

  it('drops a leading US country code from a pasted number', () => {
    expect(formatPhoneInput('+1 (202) 555-0123')).toBe('(202) 555-0123');
  });

  it('re-formats its own output unchanged (editing in place)', () => {
    expect(formatPhoneInput('(202) 555-0123')).toBe('(202) 555-0123');
    expect(formatPhoneInput('(202) 555-012')).toBe('(202) 555-012');
  });
});
