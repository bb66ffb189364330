/**
 * The browser's online state as React state, from the `online`/`offline` events. Only the global
 * banner subscribes; request code asks isOnline() at the moment it needs to know.
 */
import { useSyncExternalStore } from 'react';
import { isOnline } from '../../client/online';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
