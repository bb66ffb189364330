/**
 * The extension's own storage (`chrome.storage.local`, which no web page can read): the licence
 * (with its key), the device id and the API origin a self-hoster chose. Nothing of it is ever
 * written to a sportsbook page's storage. The typed matchup stays in the content script's memory
 * for that page only (the privacy policy: team names are kept for the session at most).
 */
import type { LicenseView } from '@shared/api/auth';
import { asStoredLicense, type StoredLicense, type StoredMatchup } from '../client/storage';
import { DEVICE_ID_PATTERN, newDeviceId } from '../overlay/device-id';
import type { OverlayStorage } from '../overlay/overlay-transport';
import { DEFAULT_API_ORIGIN } from './build-constants';
import { chromeApi } from './chrome-api';

export const EXTENSION_STORAGE_KEYS = {
  license: 'betlens_license',
  deviceId: 'betlens_device_id',
  apiOrigin: 'betlens_api_origin',
} as const;

async function read(key: string): Promise<unknown> {
  return (await chromeApi().storage.local.get(key))[key];
}

/** The stored licence if it has a key and has not expired; anything else is removed. */
export async function loadExtensionLicense(now: Date): Promise<StoredLicense | null> {
  const raw = await read(EXTENSION_STORAGE_KEYS.license);
  if (raw === undefined) return null;
  const license = asStoredLicense(raw);
  if (
    license === null ||
    license.licenseKey.trim() === '' ||
    Date.parse(license.expiryDate) <= now.getTime()
  ) {
    await clearExtensionLicense();
    return null;
  }
  return license;
}

export async function saveExtensionLicense(license: LicenseView, key: string): Promise<StoredLicense> {
  const stored: StoredLicense = { ...license, licenseKey: key.trim() };
  await chromeApi().storage.local.set({ [EXTENSION_STORAGE_KEYS.license]: stored });
  return stored;
}

export function clearExtensionLicense(): Promise<void> {
  return chromeApi().storage.local.remove(EXTENSION_STORAGE_KEYS.license);
}

/** This browser's device id for the API, made once. */
export async function extensionDeviceId(): Promise<string> {
  const stored = await read(EXTENSION_STORAGE_KEYS.deviceId);
  if (typeof stored === 'string' && DEVICE_ID_PATTERN.test(stored)) return stored;
  const id = newDeviceId();
  await chromeApi().storage.local.set({ [EXTENSION_STORAGE_KEYS.deviceId]: id });
  return id;
}

/** The API origin: the one set on the options page, else the one the build was made for. */
export async function apiOrigin(): Promise<string> {
  const stored = await read(EXTENSION_STORAGE_KEYS.apiOrigin);
  return typeof stored === 'string' && stored !== '' ? stored : DEFAULT_API_ORIGIN;
}

/** Saves a self-hoster's origin ('' = back to the default); a key belongs to one server, so it goes. */
export async function saveApiOrigin(origin: string): Promise<void> {
  const api = chromeApi().storage.local;
  if (origin === '' || origin === DEFAULT_API_ORIGIN) await api.remove(EXTENSION_STORAGE_KEYS.apiOrigin);
  else await api.set({ [EXTENSION_STORAGE_KEYS.apiOrigin]: origin });
  await clearExtensionLicense();
}

/** The overlay's storage in the extension (content script and popup). */
export function createExtensionStorage(): OverlayStorage {
  let matchup: StoredMatchup | null = null;
  return {
    loadLicense: loadExtensionLicense,
    saveLicense: saveExtensionLicense,
    clearLicense: clearExtensionLicense,
    loadMatchup: () => matchup,
    saveMatchup: (value) => {
      matchup = value;
    },
  };
}
