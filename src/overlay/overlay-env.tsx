/**
 * The overlay's transport and storage (overlay-transport.ts), handed to every component of one
 * mounted overlay. Without a provider (a component rendered on its own, in a test) it is the
 * page's: fetch on this origin and the site's storage.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { INLINE_KEY_ENTRY, type KeyEntry } from './key-entry';
import {
  createFetchTransport,
  pageStorage,
  type OverlayStorage,
  type OverlayTransport,
} from './overlay-transport';

export interface OverlayEnv {
  readonly transport: OverlayTransport;
  readonly storage: OverlayStorage;
  /** Where the licence key is typed (key-entry.ts); our own pages type it inline. */
  readonly keyEntry?: KeyEntry;
  /**
   * The books a best price is chosen at for this user, when the page decides them (the extension: the
   * sportsbook the panel runs on). Otherwise the storage's "my books".
   */
  readonly myBooks?: readonly string[];
}

/** The user's books for this overlay: the page's choice, else the stored "my books", else none. */
export function overlayMyBooks(env: OverlayEnv): readonly string[] {
  return env.myBooks ?? env.storage.loadMyBooks?.() ?? [];
}

const samePageEnv: OverlayEnv = {
  transport: createFetchTransport({ apiBase: '' }),
  storage: pageStorage,
  keyEntry: INLINE_KEY_ENTRY,
};

const OverlayEnvContext = createContext<OverlayEnv>(samePageEnv);

export function OverlayEnvProvider({ env, children }: { env: OverlayEnv; children: ReactNode }) {
  return <OverlayEnvContext.Provider value={env}>{children}</OverlayEnvContext.Provider>;
}

export function useOverlayEnv(): OverlayEnv {
  return useContext(OverlayEnvContext);
}
