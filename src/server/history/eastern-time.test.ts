import { describe, expect, it } from 'vitest';
import { easternToUtc, isEasternDaylightTime } from './eastern-time';

describe('easternToUtc', () => {
  it('uses EDT (UTC−4) in September and EST (UTC−5) in December', () => {
    expect(new Date(easternToUtc('2024-09-08', '13:00')).toISOString()).toBe('2024-09-08T17:00:00.000Z');
    expect(new Date(easternToUtc('2024-12-22', '20:20')).toISOString()).toBe('2024-12-23T01:20:00.000Z');
  });

  it('follows the pre-2007 and post-2007 daylight-saving rules', () => {
    // 2006: DST ended on the last Sunday of October (the 29th); 2007 on: first Sunday of November.
    expect(isEasternDaylightTime(2006, 10, 29, 13)).toBe(false);
    expect(isEasternDaylightTime(2006, 10, 28, 13)).toBe(true);
    expect(isEasternDaylightTime(2007, 11, 4, 1)).toBe(true);
    expect(isEasternDaylightTime(2007, 11, 4, 13)).toBe(false);
    expect(isEasternDaylightTime(2007, 3, 11, 13)).toBe(true);
    expect(isEasternDaylightTime(2006, 4, 2, 13)).toBe(true);
    expect(isEasternDaylightTime(2006, 4, 1, 13)).toBe(false);
  });

  it('takes a missing kickoff time as 13:00 and rejects malformed input', () => {
    expect(new Date(easternToUtc('1999-09-12', undefined)).toISOString()).toBe('1999-09-12T17:00:00.000Z');
    expect(() => easternToUtc('12/09/1999', '13:00')).toThrow(SyntaxError);
  });
});
