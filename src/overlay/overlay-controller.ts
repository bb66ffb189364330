/**
 * Open/closed state of one mounted overlay, shared between the imperative handle
 * (`open()`/`close()`) and the React tree. Remembers what had focus when it opened and gives focus
 * back on close, as a dialog should. Each opening carries the licence read from storage for it.
 */
import type { StoredLicense } from '../client/storage';
import { deepActiveElement } from './focus-trap';

export interface OverlaySnapshot {
  readonly open: boolean;
  /** Increments on every open, so each opening starts fresh (stored licence re-read, NFL tab). */
  readonly openCount: number;
  /** The stored licence as read for this opening (null: none, the licence gate opens). */
  readonly license: StoredLicense | null;
}

export interface OverlayController {
  getSnapshot: () => OverlaySnapshot;
  subscribe: (listener: () => void) => () => void;
  /** `returnFocus` defaults to whatever has focus now. */
  open: (returnFocus?: HTMLElement | null, license?: StoredLicense | null) => void;
  close: () => void;
  /** While open: a fresh panel for this licence (a key entered or removed elsewhere). */
  reload: (license: StoredLicense | null) => void;
}

export function createOverlayController(): OverlayController {
  let snapshot: OverlaySnapshot = { open: false, openCount: 0, license: null };
  let opener: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (returnFocus, license = null) => {
      if (snapshot.open) return;
      opener = returnFocus ?? deepActiveElement();
      snapshot = { open: true, openCount: snapshot.openCount + 1, license };
      emit();
    },
    reload: (license) => {
      if (!snapshot.open) return;
      snapshot = { open: true, openCount: snapshot.openCount + 1, license };
      emit();
    },
    close: () => {
      if (!snapshot.open) return;
      snapshot = { ...snapshot, open: false };
      emit();
      const target = opener;
      opener = null;
      if (target?.isConnected) target.focus();
    },
  };
}
