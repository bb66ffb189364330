import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, resetToasts, toast, useToast } from './use-toast';

afterEach(() => {
  resetToasts();
});

describe('toast state (spec section 9)', () => {
  it('keeps at most 1 toast: the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]!.title).toBe('Second');
  });

  it('removes a dismissed toast 1,000,000 ms after dismissal, not before', () => {
    vi.useFakeTimers();
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const { result } = renderHook(() => useToast());
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Bye', variant: 'destructive' });
    });
    act(() => {
      handle.dismiss();
    });
    expect(result.current.toasts[0]).toMatchObject({ title: 'Bye', open: false });
    act(() => {
      vi.advanceTimersByTime(999_999);
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });

  it('closing through Radix (onOpenChange(false)) dismisses the toast', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Closable' });
    });
    act(() => {
      result.current.toasts[0]!.onOpenChange(false);
    });
    expect(result.current.toasts[0]!.open).toBe(false);
  });
});
