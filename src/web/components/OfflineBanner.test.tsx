import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_ONLINE_MS, BACK_ONLINE_TEXT, OFFLINE_TEXT, OfflineBanner } from './OfflineBanner';

function goOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

describe('OfflineBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says nothing while online', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the offline text, then "Back online!" for 3 seconds', () => {
    render(<OfflineBanner />);
    act(() => goOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    act(() => goOnline(true));
    expect(screen.getByRole('status')).toHaveTextContent(BACK_ONLINE_TEXT);
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent(BACK_ONLINE_TEXT);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('starts offline when the page loads offline', () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
  });
});
