import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { isStandalone, useStandalone } from './use-standalone';

function mockDisplayMode(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
  return {
    listeners,
    set(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'standalone');
});

describe('standalone-app detection', () => {
  it('is false in a browser tab', () => {
    mockDisplayMode(false);
    expect(isStandalone()).toBe(false);
  });

  it('is true in display-mode standalone', () => {
    mockDisplayMode(true);
    expect(isStandalone()).toBe(true);
  });

  it('is true for an iOS home-screen app (navigator.standalone)', () => {
    mockDisplayMode(false);
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    expect(isStandalone()).toBe(true);
  });

  it('follows a change of display mode and stops listening on unmount', () => {
    const mode = mockDisplayMode(false);
    const { result, unmount } = renderHook(() => useStandalone());
    expect(result.current).toBe(false);
    act(() => {
      mode.set(true);
    });
    expect(result.current).toBe(true);
    unmount();
    expect(mode.listeners.size).toBe(0);
  });
});
