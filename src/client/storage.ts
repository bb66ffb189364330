/**
 * The ONE module that touches browser storage. Every key the spec names lives here:
 *
 * - `betlens_license`               the licence object (spec section 3 "License")
 * - `betlens_license_key`           the licence key (underscores; the only spelling we write)
 * - `betlens-license-key`           the legacy hyphen spelling: read once, migrated, removed
 * - `betlens_admin_key`             the admin licence key
 * - `betlens_onboarding_completed`  'true' once onboarding was finished or skipped
 * - `betlens_admin_refresh_job`     (sessionStorage) the admin's running force-refresh job id
 * - `betlens_overlay_matchup`       (sessionStorage) the overlay's last typed matchup (team names,
 *                                   league, neutral site), kept for this browser session only
 * - `betlens_overlay_device`        the overlay's own device id (sent only from other origins)
 * - `betlens_lapsed_license`        the licence object of a key that has expired (email, plan, expiry
 *                                   date), so the dashboard shows 'Your subscription expired on …'
 *                                   and the renewal instead of silently logging out
 * - `betlens_odds_format`           the odds screen's format: american | decimal | implied
 * - `betlens_my_books`              the odds screen's "my books" filter: JSON { books: [keys], onlyMine }
 * - `betlens_unit_size`             My bets: dollars per unit on this device (a positive number)
 * - `betlens_stake_mode`            My bets: how stakes are typed here: units | dollars
 *
 * The weekly-picks key is the licence key (read after migration), so there is one source of truth.
 * Storage can be unavailable (private mode, blocked cookies): every access is guarded and
 * degrades to "nothing stored".
 */
import { isPicksSport, type PicksSport } from '@shared/league';
import type { LicenseView } from '@shared/api/auth';
import type { StakeMode } from '@shared/bets/bet-input';

export const STORAGE_KEYS = {
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
} as const;

/** The licence as stored locally: the verify response's licence plus the key (spec section 3). */
export interface StoredLicense extends LicenseView {
  licenseKey: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the session still works for this page view.
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: unavailable storage holds nothing.
  }
}

function nonEmpty(value: string | null): string | null {
  return value !== null && value.trim() !== '' ? value : null;
}

// ---------------------------------------------------------------------------------------------
// Licence key

/**
 * The stored licence key. A key found only under the legacy hyphen spelling is moved to the
 * underscore spelling; the hyphen entry is always removed afterwards.
 */
export function getLicenseKey(): string | null {
  const current = nonEmpty(read(STORAGE_KEYS.licenseKey));
  const legacy = read(STORAGE_KEYS.legacyLicenseKey);
  if (legacy !== null) {
    if (current === null && nonEmpty(legacy) !== null) write(STORAGE_KEYS.licenseKey, legacy.trim());
    remove(STORAGE_KEYS.legacyLicenseKey);
  }
  return current ?? nonEmpty(legacy)?.trim() ?? null;
}

export function setLicenseKey(key: string): void {
  write(STORAGE_KEYS.licenseKey, key.trim());
  remove(STORAGE_KEYS.legacyLicenseKey);
}

export function clearLicenseKey(): void {
  remove(STORAGE_KEYS.licenseKey);
  remove(STORAGE_KEYS.legacyLicenseKey);
}

/** The key sent on weekly-picks paths: the same licence key, after migration. */
export function getWeeklyPicksKey(): string | null {
  return getLicenseKey();
}

// ---------------------------------------------------------------------------------------------
// Licence object

function parseStoredLicense(raw: string): StoredLicense | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return asStoredLicense(value);
}

/** A stored licence object read back (from any storage), or null when it is not one. */
export function asStoredLicense(value: unknown): StoredLicense | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.expiryDate !== 'string' || Number.isNaN(Date.parse(v.expiryDate))) return null;
  return {
    licenseKey: typeof v.licenseKey === 'string' ? v.licenseKey : '',
    email: typeof v.email === 'string' ? v.email : '',
    subscriptionType:
      typeof v.subscriptionType === 'string' && v.subscriptionType !== '' ? v.subscriptionType : 'unknown',
    expiryDate: v.expiryDate,
    isActive: v.isActive === true,
    daysRemaining:
      typeof v.daysRemaining === 'number' && Number.isFinite(v.daysRemaining)
        ? Math.max(0, Math.trunc(v.daysRemaining))
        : 0,
  };
}

/**
 * Spec section 4, "Stored license on load": the stored licence is kept only if its expiryDate is
 * in the future AND the key is present; otherwise both stored items are removed. Unparseable
 * stored data is removed. With no licence object stored, a stored key is left alone (the
 * session provider verifies it at startup).
 */
export function loadStoredLicense(now: Date = new Date()): StoredLicense | null {
  const raw = read(STORAGE_KEYS.license);
  if (raw === null) return null;
  const license = parseStoredLicense(raw);
  const key = getLicenseKey();
  if (license === null || key === null || Date.parse(license.expiryDate) <= now.getTime()) {
    // An expired licence is remembered as lapsed: the dashboard offers the renewal.
    if (license !== null && key !== null) setLapsedLicense(license);
    clearLicense();
    return null;
  }
  return { ...license, licenseKey: key };
}

/** Saves the verified licence and its key together. */
export function saveLicense(license: LicenseView, key: string): StoredLicense {
  const stored: StoredLicense = { ...license, licenseKey: key.trim() };
  write(STORAGE_KEYS.license, JSON.stringify(stored));
  clearLapsedLicense();
  setLicenseKey(key);
  return stored;
}

/** Removes the licence object and the licence key (both spellings). */
export function clearLicense(): void {
  remove(STORAGE_KEYS.license);
  clearLicenseKey();
}

// ---------------------------------------------------------------------------------------------
// Admin key

export function getAdminKey(): string | null {
  return nonEmpty(read(STORAGE_KEYS.adminKey));
}

export function setAdminKey(key: string): void {
  write(STORAGE_KEYS.adminKey, key.trim());
}

export function clearAdminKey(): void {
  remove(STORAGE_KEYS.adminKey);
}

// ---------------------------------------------------------------------------------------------
// Admin force-refresh job (sessionStorage: a reload of this tab resumes polling; other tabs don't)

const ADMIN_REFRESH_JOB_KEY = 'betlens_admin_refresh_job';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getAdminRefreshJobId(): string | null {
  try {
    return nonEmpty(sessionStore()?.getItem(ADMIN_REFRESH_JOB_KEY) ?? null);
  } catch {
    return null;
  }
}

export function setAdminRefreshJobId(jobId: string): void {
  try {
    sessionStore()?.setItem(ADMIN_REFRESH_JOB_KEY, jobId);
  } catch {
    // Storage unavailable: polling still runs for this page view.
  }
}

export function clearAdminRefreshJobId(): void {
  try {
    sessionStore()?.removeItem(ADMIN_REFRESH_JOB_KEY);
  } catch {
    // Nothing to do: unavailable storage holds nothing.
  }
}

// ---------------------------------------------------------------------------------------------
// The overlay's typed matchup (sessionStorage: the privacy policy promises team names are kept
// per session; re-opening the panel on the same tab finds them again)

const OVERLAY_MATCHUP_KEY = 'betlens_overlay_matchup';

export interface StoredMatchup {
  awayTeam: string;
  homeTeam: string;
  sport: PicksSport;
  isNeutralSite: boolean;
}

export function getStoredMatchup(): StoredMatchup | null {
  try {
    const raw = sessionStore()?.getItem(OVERLAY_MATCHUP_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { awayTeam, homeTeam, sport, isNeutralSite } = value as Record<string, unknown>;
    if (typeof awayTeam !== 'string' || typeof homeTeam !== 'string') return null;
    return {
      awayTeam: awayTeam.slice(0, 100),
      homeTeam: homeTeam.slice(0, 100),
      sport: isPicksSport(sport) ? sport : 'college',
      isNeutralSite: isNeutralSite === true,
    };
  } catch {
    return null;
  }
}

export function setStoredMatchup(matchup: StoredMatchup): void {
  try {
    sessionStore()?.setItem(OVERLAY_MATCHUP_KEY, JSON.stringify(matchup));
  } catch {
    // Storage unavailable: the form simply starts empty next time.
  }
}

// ---------------------------------------------------------------------------------------------
// Onboarding flag

export function isOnboardingCompleted(): boolean {
  return read(STORAGE_KEYS.onboardingCompleted) === 'true';
}

export function setOnboardingCompleted(): void {
  write(STORAGE_KEYS.onboardingCompleted, 'true');
}

// ---------------------------------------------------------------------------------------------
// Overlay device id (validated by the caller; null when absent or storage is unavailable)

export function getOverlayDeviceId(): string | null {
  return nonEmpty(read(STORAGE_KEYS.overlayDevice));
}

export function setOverlayDeviceId(id: string): void {
  write(STORAGE_KEYS.overlayDevice, id);
}

// ---------------------------------------------------------------------------------------------
// Lapsed licence (an expired key's licence object, without the key: it unlocks nothing)

export type LapsedLicense = Omit<StoredLicense, 'licenseKey'>;

export function getLapsedLicense(): LapsedLicense | null {
  const raw = read(STORAGE_KEYS.lapsedLicense);
  if (raw === null) return null;
  try {
    const parsed = asStoredLicense(JSON.parse(raw));
    if (parsed === null) return null;
    const { licenseKey: _key, ...license } = parsed;
    return { ...license, isActive: false, daysRemaining: 0 };
  } catch {
    return null;
  }
}

export function setLapsedLicense(license: LicenseView): void {
  const { email, subscriptionType, expiryDate } = license;
  write(
    STORAGE_KEYS.lapsedLicense,
    JSON.stringify({ email, subscriptionType, expiryDate, isActive: false, daysRemaining: 0 }),
  );
}

export function clearLapsedLicense(): void {
  remove(STORAGE_KEYS.lapsedLicense);
}

// ---------------------------------------------------------------------------------------------
// Odds screen preferences (per device)

export function getOddsFormat(): string | null {
  return read(STORAGE_KEYS.oddsFormat);
}

export function setOddsFormat(format: string): void {
  write(STORAGE_KEYS.oddsFormat, format);
}

export interface MyBooksSetting {
  books: string[];
  /** The grid shows only these books. */
  onlyMine: boolean;
}

/** The "my books" filter; nothing chosen and unfiltered when never set or unreadable. */
export function getMyBooks(): MyBooksSetting {
  const none: MyBooksSetting = { books: [], onlyMine: false };
  const raw = read(STORAGE_KEYS.myBooks);
  if (raw === null) return none;
  try {
    const value = JSON.parse(raw) as { books?: unknown; onlyMine?: unknown } | null;
    if (typeof value !== 'object' || value === null || !Array.isArray(value.books)) return none;
    return {
      books: value.books.filter((v): v is string => typeof v === 'string'),
      onlyMine: value.onlyMine === true,
    };
  } catch {
    return none;
  }
}

export function setMyBooks(setting: MyBooksSetting): void {
  write(STORAGE_KEYS.myBooks, JSON.stringify(setting));
}

// ---------------------------------------------------------------------------------------------
// My bets: the unit size and stake mode of this device

/** Dollars per unit on this device; null when none was set (or the stored value is not a positive number). */
export function getUnitSize(): number | null {
  const raw = nonEmpty(read(STORAGE_KEYS.unitSize));
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function setUnitSize(dollars: number | null): void {
  if (dollars === null) remove(STORAGE_KEYS.unitSize);
  else write(STORAGE_KEYS.unitSize, String(dollars));
}

export function getStakeMode(): StakeMode {
  return read(STORAGE_KEYS.stakeMode) === 'dollars' ? 'dollars' : 'units';
}

export function setStakeMode(mode: StakeMode): void {
  write(STORAGE_KEYS.stakeMode, mode);
}
