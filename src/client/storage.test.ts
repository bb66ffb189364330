import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getStakeMode,
  getUnitSize,
  setStakeMode,
  setUnitSize,
  STORAGE_KEYS,
  clearAdminKey,
  clearLicense,
  getAdminKey,
  getLicenseKey,
  getWeeklyPicksKey,
  isOnboardingCompleted,
  loadStoredLicense,
  saveLicense,
  setAdminKey,
  setOnboardingCompleted,
} from './storage';
import { VALID_KEY, licenseView } from '../web/test/fixtures';

const ls = () => window.localStorage;
const NOW = new Date('2025-10-01T12:00:00Z');

function storeLicense(expiryDate: string, extra: Record<string, unknown> = {}) {
  ls().setItem(
    STORAGE_KEYS.license,
    JSON.stringify({
      licenseKey: VALID_KEY,
      email: 'a@b.test',
      subscriptionType: 'all-access',
      expiryDate,
      isActive: true,
      daysRemaining: 10,
      ...extra,
    }),
  );
}

describe('storage keys', () => {
  it('uses the exact key names of the spec', () => {
    expect(STORAGE_KEYS).toEqual({
      license: 'betlens_license',
      licenseKey: 'betlens_license_key',
      legacyLicenseKey: 'betlens-license-key',
      adminKey: 'betlens_admin_key',
      onboardingCompleted: 'betlens_onboarding_completed',
      overlayDevice: 'betlens_overlay_device',
      lapsedLicense: 'betlens_lapsed_license',
      oddsFormat: 'betlens_odds_format',
      myBooks: 'betlens_my_books',
      unitSize: 'betlens_unit_size',
      stakeMode: 'betlens_stake_mode',
    });
  });
});

describe('My bets preferences', () => {
  it('keeps a positive unit size and the stake mode; anything else reads as none / units', () => {
    expect(getUnitSize()).toBeNull();
    setUnitSize(25);
    expect(getUnitSize()).toBe(25);
    ls().setItem('betlens_unit_size', '-3');
    expect(getUnitSize()).toBeNull();
    ls().setItem('betlens_unit_size', 'fifty');
    expect(getUnitSize()).toBeNull();
    setUnitSize(null);
    expect(ls().getItem('betlens_unit_size')).toBeNull();
    expect(getStakeMode()).toBe('units');
    setStakeMode('dollars');
    expect(getStakeMode()).toBe('dollars');
    ls().setItem('betlens_stake_mode', 'euros');
    expect(getStakeMode()).toBe('units');
  });
});

describe('licence key', () => {
  it('migrates the hyphen spelling to the underscore spelling and removes the hyphen entry', () => {
    ls().setItem('betlens-license-key', VALID_KEY);
    expect(getLicenseKey()).toBe(VALID_KEY);
    expect(ls().getItem('betlens_license_key')).toBe(VALID_KEY);
    expect(ls().getItem('betlens-license-key')).toBeNull();
  });

  it('prefers the underscore key when both exist and still removes the hyphen one', () => {
    ls().setItem('betlens_license_key', VALID_KEY);
    ls().setItem('betlens-license-key', 'OLD-KEY');
    expect(getLicenseKey()).toBe(VALID_KEY);
    expect(ls().getItem('betlens-license-key')).toBeNull();
    expect(ls().getItem('betlens_license_key')).toBe(VALID_KEY);
  });

  it('treats a blank key as absent', () => {
    ls().setItem('betlens_license_key', '   ');
    expect(getLicenseKey()).toBeNull();
  });

  it('the weekly-picks key is the licence key after migration', () => {
    ls().setItem('betlens-license-key', VALID_KEY);
    expect(getWeeklyPicksKey()).toBe(VALID_KEY);
    expect(ls().getItem('betlens-license-key')).toBeNull();
  });
});

describe('stored licence on load', () => {
  it('keeps a licence whose expiry is in the future when the key is present', () => {
    storeLicense('2025-12-01T00:00:00Z');
    ls().setItem('betlens_license_key', VALID_KEY);
    const license = loadStoredLicense(NOW);
    expect(license).toMatchObject({ licenseKey: VALID_KEY, expiryDate: '2025-12-01T00:00:00Z' });
    expect(ls().getItem('betlens_license')).not.toBeNull();
    expect(ls().getItem('betlens_license_key')).toBe(VALID_KEY);
  });

  it('removes both items when the licence has expired', () => {
    storeLicense('2025-09-30T00:00:00Z');
    ls().setItem('betlens_license_key', VALID_KEY);
    expect(loadStoredLicense(NOW)).toBeNull();
    expect(ls().getItem('betlens_license')).toBeNull();
    expect(ls().getItem('betlens_license_key')).toBeNull();
  });

  it('removes the licence when the key is missing', () => {
    storeLicense('2025-12-01T00:00:00Z');
    expect(loadStoredLicense(NOW)).toBeNull();
    expect(ls().getItem('betlens_license')).toBeNull();
  });

  it('accepts the key under the legacy hyphen spelling (migrated)', () => {
    storeLicense('2025-12-01T00:00:00Z');
    ls().setItem('betlens-license-key', VALID_KEY);
    expect(loadStoredLicense(NOW)?.licenseKey).toBe(VALID_KEY);
    expect(ls().getItem('betlens_license_key')).toBe(VALID_KEY);
    expect(ls().getItem('betlens-license-key')).toBeNull();
  });

  it('removes unparseable data (and the key with it)', () => {
    ls().setItem('betlens_license', '{not json');
    ls().setItem('betlens_license_key', VALID_KEY);
    expect(loadStoredLicense(NOW)).toBeNull();
    expect(ls().getItem('betlens_license')).toBeNull();
    expect(ls().getItem('betlens_license_key')).toBeNull();
  });

  it('removes data without a usable expiry date', () => {
    storeLicense('not a date');
    ls().setItem('betlens_license_key', VALID_KEY);
    expect(loadStoredLicense(NOW)).toBeNull();
    expect(ls().getItem('betlens_license')).toBeNull();
  });

  it('leaves a lone key alone (it is verified at startup)', () => {
    ls().setItem('betlens_license_key', VALID_KEY);
    expect(loadStoredLicense(NOW)).toBeNull();
    expect(ls().getItem('betlens_license_key')).toBe(VALID_KEY);
  });

  it("defaults subscriptionType to 'unknown'", () => {
    storeLicense('2025-12-01T00:00:00Z', { subscriptionType: undefined });
    ls().setItem('betlens_license_key', VALID_KEY);
    expect(loadStoredLicense(NOW)?.subscriptionType).toBe('unknown');
  });

  it('loadStoredLicense removes unparseable data', () => {
    ls().setItem('betlens_license', '42');
    expect(loadStoredLicense()).toBeNull();
    expect(ls().getItem('betlens_license')).toBeNull();
  });
});

describe('save and clear', () => {
  it('saveLicense stores the licence object and the trimmed key', () => {
    const view = licenseView(10);
    const stored = saveLicense(view, `  ${VALID_KEY} `);
    expect(stored).toEqual({ ...view, licenseKey: VALID_KEY });
    expect(JSON.parse(ls().getItem('betlens_license')!)).toEqual({ ...view, licenseKey: VALID_KEY });
    expect(ls().getItem('betlens_license_key')).toBe(VALID_KEY);
  });

  it('clearLicense removes the licence and both key spellings', () => {
    saveLicense(licenseView(10), VALID_KEY);
    ls().setItem('betlens-license-key', VALID_KEY);
    clearLicense();
    expect(ls().getItem('betlens_license')).toBeNull();
    expect(ls().getItem('betlens_license_key')).toBeNull();
    expect(ls().getItem('betlens-license-key')).toBeNull();
  });
});

describe('admin key and onboarding flag', () => {
  it('stores the admin key under betlens_admin_key', () => {
    expect(getAdminKey()).toBeNull();
    setAdminKey(' ADMIN ');
    expect(ls().getItem('betlens_admin_key')).toBe('ADMIN');
    expect(getAdminKey()).toBe('ADMIN');
    clearAdminKey();
    expect(getAdminKey()).toBeNull();
  });

  it("stores the onboarding flag as the string 'true'", () => {
    expect(isOnboardingCompleted()).toBe(false);
    setOnboardingCompleted();
    expect(ls().getItem('betlens_onboarding_completed')).toBe('true');
    expect(isOnboardingCompleted()).toBe(true);
  });
});

describe('unavailable storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads as empty and never throws when localStorage access throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(getLicenseKey()).toBeNull();
    expect(loadStoredLicense(NOW)).toBeNull();
    expect(() => saveLicense(licenseView(10), VALID_KEY)).not.toThrow();
    expect(() => clearLicense()).not.toThrow();
    expect(isOnboardingCompleted()).toBe(false);
  });

  it('survives storage methods that throw (quota, private mode)', () => {
    const boom = () => {
      throw new DOMException('QuotaExceededError', 'QuotaExceededError');
    };
    const throwing = { getItem: boom, setItem: boom, removeItem: boom } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(throwing);
    expect(() => saveLicense(licenseView(10), VALID_KEY)).not.toThrow();
    expect(getLicenseKey()).toBeNull();
    expect(getAdminKey()).toBeNull();
    expect(() => setOnboardingCompleted()).not.toThrow();
  });
});
