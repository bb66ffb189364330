/**
 * Radix gives focus back on close only to its own Dialog.Trigger. Our dialogs open from plain
 * buttons (often after a lazy chunk loads), so they remember what had focus when they opened and
 * return it when they close: spread the result onto DialogContent.
 */
import { useRef, type RefObject } from 'react';

export interface ReturnFocusHandlers {
  onOpenAutoFocus: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** `fallback` takes focus when the opener is gone (e.g. a button inside a menu that has closed). */
export function useReturnFocus(fallback?: RefObject<HTMLElement | null>): ReturnFocusHandlers {
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = () => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  };
  const onCloseAutoFocus = (event: Event) => {
    const target = opener.current?.isConnected ? opener.current : (fallback?.current ?? null);
    opener.current = null;
    if (target === null) return;
    event.preventDefault();
    target.focus();
  };
  return { onOpenAutoFocus, onCloseAutoFocus };
}
