/**
 * Whether the 'Get SMS Alerts!' dialog is requested. A module-level store, so a request survives a
 * page change: onboarding asks for it and then goes to /dashboard, where the header's host opens
 * it. Any page can offer it to a signed-in user by calling `requestSmsPrompt()`.
 */
import { useSyncExternalStore } from 'react';

let requested = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (requested === value) return;
  requested = value;
  for (const listener of listeners) listener();
}

export function requestSmsPrompt(): void {
  set(true);
}

export function closeSmsPrompt(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSmsPromptRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
