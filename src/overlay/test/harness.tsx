/**
 * Mounts the real overlay (shadow root and all) for a test, with a fixed clock and an instant
 * wait between retries, and gives Testing Library queries scoped to the shadow root.
 */
import { act, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { LicenseView } from '@shared/api/auth';
import { saveLicense } from '../../client/storage';
import { PUBLIC_CONFIG, VALID_KEY } from '../../web/test/fixtures';
import { mountOverlay, type MountOverlayOptions, type OverlayHandle } from '../mount-overlay';

/** Wednesday 15 October 2025, noon Eastern: NFL week 6, college week 7. */
export const NOW = new Date('2025-10-15T16:00:00Z');
// A Wednesday: the label names the coming Thursday's (NFL) and Saturday's (college) week.
export const NFL_WEEK = 7;
export const COLLEGE_WEEK = 8;

const DAY_MS = 86_400_000;

/** A stored licence expiring `days` days after NOW. */
export function storeLicense(days = 12, key = VALID_KEY, subscriptionType = 'all-access'): LicenseView {
  const license = { ...licenseFor(days), subscriptionType };
  saveLicense(license, key);
  return license;
}

/** The licence a verification answers with, expiring `days` days after NOW. */
export function licenseFor(days: number): LicenseView {
  return {
    email: 'fan@example.test',
    subscriptionType: 'all-access',
    expiryDate: new Date(NOW.getTime() + days * DAY_MS).toISOString(),
    isActive: true,
    daysRemaining: days,
  };
}

const mounted: { host: HTMLElement; handle: OverlayHandle }[] = [];

export interface Mounted {
  host: HTMLElement;
  shadow: ShadowRoot;
  handle: OverlayHandle;
  ui: BoundFunctions<typeof queries>;
  user: ReturnType<typeof userEvent.setup>;
  opener: HTMLButtonElement;
  sleep: ReturnType<typeof vi.fn>;
  onLicenseVerified: ReturnType<typeof vi.fn>;
}

/** Mounts and opens the overlay the way /demo does (opener button focused first). */
export function openOverlay(options: Partial<MountOverlayOptions> = {}): Mounted {
  const opener = document.createElement('button');
  opener.textContent = 'Open Analysis';
  document.body.append(opener);
  const host = document.createElement('div');
  document.body.append(host);
  const sleep = vi.fn((_ms: number) => Promise.resolve());
  const onLicenseVerified = vi.fn();
  let handle!: OverlayHandle;
  act(() => {
    handle = mountOverlay(host, {
      apiBase: '',
      publicConfig: PUBLIC_CONFIG,
      now: () => NOW,
      sleep,
      onLicenseVerified,
      ...options,
    });
  });
  mounted.push({ host, handle });
  opener.focus();
  act(() => handle.open());
  const shadow = host.shadowRoot!;
  return {
    host,
    shadow,
    handle,
    ui: within(shadow as unknown as HTMLElement),
    user: userEvent.setup(),
    opener,
    sleep,
    onLicenseVerified,
  };
}

/** Unmounts every overlay a test mounted (call from afterEach). */
export async function unmountAll(): Promise<void> {
  await act(async () => {
    for (const { handle } of mounted.splice(0)) handle.unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  document.body.innerHTML = '';
}
