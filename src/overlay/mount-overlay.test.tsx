import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, within } from '@testing-library/react';
import { STORAGE_KEYS } from '../client/storage';
import { isCrossOrigin, overlayDeviceId } from './device-id';
import { OVERLAY_TOAST_DURATION_MS } from './OverlayToasts';
import { openOverlay, unmountAll } from './test/harness';
import { stubFetch } from '../web/test/stub-fetch';

afterEach(unmountAll);

describe('mountOverlay', () => {
  it('renders into an open shadow root with its own adopted stylesheet, adding nothing to the page', () => {
    stubFetch({});
    const headBefore = document.head.innerHTML;
    const { host, shadow, ui } = openOverlay();
    expect(host.shadowRoot).toBe(shadow);
    expect(shadow.mode).toBe('open');
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(document.head.innerHTML).toBe(headBefore);
    expect(document.querySelectorAll('style, link[rel="stylesheet"]')).toHaveLength(0);
    // The panel lives in the shadow root, not in the page.
    expect(ui.getByRole('dialog', { name: 'BetLens Weekly Expert Picks' })).toBeInTheDocument();
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  });

  it('opens, closes and unmounts through its handle', async () => {
    stubFetch({});
    const { handle, shadow, ui, opener } = openOverlay();
    act(() => handle.close());
    expect(ui.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    act(() => handle.open(opener));
    expect(ui.getByRole('dialog', { name: 'BetLens Weekly Expert Picks' })).toBeInTheDocument();
    await unmountAll();
    expect(shadow.childElementCount).toBe(0);
    expect(shadow.adoptedStyleSheets).toHaveLength(0);
    // A closed handle stays closed.
    act(() => handle.open());
    expect(shadow.childElementCount).toBe(0);
  });

  it('uses the product name the page passes, else the public config', () => {
    stubFetch({});
    const { ui } = openOverlay({ productName: 'Acme Lines' });
    expect(ui.getByRole('dialog', { name: 'Acme Lines Weekly Expert Picks' })).toBeInTheDocument();
  });

  it('removes a toast after 5 s, but not while the pointer is on it', async () => {
    stubFetch({});
    const { ui, user } = openOverlay();
    await user.click(ui.getByRole('button', { name: 'Already have a license key? Enter it here' }));
    vi.useFakeTimers();
    fireEvent.click(ui.getByRole('button', { name: 'Verify' }));
    const region = within(ui.getByRole('region', { name: 'Notifications' }));
    expect(region.getByText('Please enter a license key')).toBeInTheDocument();
    expect(region.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    fireEvent.mouseEnter(region.getByText('Error').parentElement!);
    act(() => {
      vi.advanceTimersByTime(OVERLAY_TOAST_DURATION_MS + 1000);
    });
    expect(region.getByText('Please enter a license key')).toBeInTheDocument();

    fireEvent.mouseLeave(region.getByText('Error').parentElement!);
    act(() => {
      vi.advanceTimersByTime(OVERLAY_TOAST_DURATION_MS - 10);
    });
    expect(region.getByText('Please enter a license key')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(region.queryByText('Please enter a license key')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('shows one toast at a time', async () => {
    stubFetch({});
    const { ui, user } = openOverlay();
    await user.click(ui.getByRole('button', { name: 'Already have a license key? Enter it here' }));
    await user.click(ui.getByRole('button', { name: 'Verify' }));
    await user.click(ui.getByRole('button', { name: 'Verify' }));
    expect(within(ui.getByRole('region', { name: 'Notifications' })).getAllByText('Error')).toHaveLength(1);
  });
});

describe('the overlay device id', () => {
  it('is sent only across origins', () => {
    expect(isCrossOrigin('', 'https://betlens.app')).toBe(false);
    expect(isCrossOrigin('https://betlens.app', 'https://betlens.app')).toBe(false);
    expect(isCrossOrigin('https://betlens.app', 'https://sportsbook.example')).toBe(true);
    expect(isCrossOrigin('http://127.0.0.1:5001', 'http://127.0.0.1:5000')).toBe(true);
  });

  it('is random, valid for the server and kept in its own storage entry', () => {
    const id = overlayDeviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(overlayDeviceId()).toBe(id);
    expect(window.localStorage.getItem(STORAGE_KEYS.overlayDevice)).toBe(id);
    window.localStorage.setItem(STORAGE_KEYS.overlayDevice, 'not valid!');
    expect(overlayDeviceId()).not.toBe('not valid!');
  });
});
