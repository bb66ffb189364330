import { describe, expect, it } from 'vitest';
import { formatLicenseKey, isWellFormedLicenseKey, lastFour, normalizeLicenseKey } from './license-key';
import { planGrants, sportsForPlan, isPlan } from './plans';

describe('licence keys', () => {
  it('formats 16 bytes as four groups of 8 upper-case hex characters', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    expect(formatLicenseKey(bytes)).toBe('00112233-44556677-8899AABB-CCDDEEFF');
    expect(() => formatLicenseKey(new Uint8Array(15))).toThrow();
  });

  it('normalises what users paste: trims and upper-cases', () => {
    expect(normalizeLicenseKey('  85db562a-c11d4b06-a2335a6b-8c079166 \n')).toBe(
      '85DB562A-C11D4B06-A2335A6B-8C079166',
    );
    expect(isWellFormedLicenseKey(' 85db562a-c11d4b06-a2335a6b-8c079166 ')).toBe(true);
    expect(isWellFormedLicenseKey('85DB562A-C11D4B06-A2335A6B')).toBe(false);
    expect(isWellFormedLicenseKey('ZZDB562A-C11D4B06-A2335A6B-8C079166')).toBe(false);
    expect(lastFour('85db562a-c11d4b06-a2335a6b-8c079166')).toBe('9166');
  });
});

describe('plans', () => {
  it('grants sports by plan', () => {
    expect(sportsForPlan('all-access')).toEqual(['nfl', 'cfb']);
    expect(sportsForPlan('football')).toEqual(['nfl', 'cfb']);
    expect(planGrants('cfb', 'nfl')).toBe(false);
    expect(planGrants('cfb', 'cfb')).toBe(true);
    expect(planGrants('nfl', 'cfb')).toBe(false);
    expect(isPlan('hockey')).toBe(false);
  });
});
