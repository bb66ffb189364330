import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type StoredLicense } from '../client/storage';
import { overlayDeviceId } from './device-id';
import { readSignInMessage, signInMessage, windowKeyEntry } from './key-entry';

const LICENSE: StoredLicense = {
  licenseKey: 'ABCDEFGH-ABCDEFGH-ABCDEFGH-ABCDEFGH',
  email: 'fan@example.com',
  subscriptionType: 'all-access',
  expiryDate: '2026-12-31T00:00:00.000Z',
  isActive: true,
  daysRemaining: 33,
};
const SITE_DEVICE = 'site-device-id-0123456789abcdef';

describe('the sign-in message', () => {
  it('carries the licence and the site device id', () => {
    expect(readSignInMessage(signInMessage(LICENSE, SITE_DEVICE))).toEqual({
      license: LICENSE,
      deviceId: SITE_DEVICE,
    });
    expect(readSignInMessage(signInMessage(LICENSE, null))).toEqual({ license: LICENSE, deviceId: null });
  });

  it('drops a device id the server would refuse, and refuses anything that is not a licence', () => {
    const bad = { ...signInMessage(LICENSE, null), deviceId: 'short' };
    expect(readSignInMessage(bad)?.deviceId).toBeNull();
    expect(readSignInMessage({ ...signInMessage(LICENSE, null), source: 'someone-else' })).toBeNull();
    expect(readSignInMessage({ ...signInMessage({ ...LICENSE, licenseKey: ' ' }, null) })).toBeNull();
    expect(readSignInMessage('license')).toBeNull();
  });
});

describe('the window key entry', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  /** A frame that opens a sign-in window and later receives `data` from `source`. */
  function frameWith(popup: { closed: boolean; focus: () => void }) {
    const listeners: ((event: MessageEvent) => void)[] = [];
    const frame = {
      location: { origin: 'https://betlens.example' },
      open: () => popup,
      addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    } as unknown as Window;
    const deliver = (data: unknown, source: unknown, origin = 'https://betlens.example') => {
      for (const listener of [...listeners]) listener({ data, source, origin } as MessageEvent);
    };
    return { frame, deliver };
  }

  it("adopts the site's device id from its own window, before the licence is used", async () => {
    const popup = { closed: false, focus: () => undefined };
    const { frame, deliver } = frameWith(popup);
    const entry = windowKeyEntry(frame);
    if (entry.kind !== 'window') throw new Error('window entry expected');
    const result = entry.signIn();
    // Another window, or our message from another origin, changes nothing.
    deliver(signInMessage(LICENSE, 'page-made-device-id-0123456789'), {});
    deliver(signInMessage(LICENSE, 'page-made-device-id-0123456789'), popup, 'https://sportsbook.example');
    expect(overlayDeviceId()).not.toBe('page-made-device-id-0123456789');
    deliver(signInMessage(LICENSE, SITE_DEVICE), popup);
    await expect(result).resolves.toEqual(LICENSE);
    expect(overlayDeviceId()).toBe(SITE_DEVICE);
    expect(window.localStorage.getItem(STORAGE_KEYS.overlayDevice)).toBe(SITE_DEVICE);
  });
});
