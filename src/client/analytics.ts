/**
 * First-party analytics: `trackEvent` posts one event to `/api/events` (no third-party script).
 * Fire-and-forget: it never throws and never delays the user; `keepalive` lets an event sent just
 * before navigation (purchase_initiated opening the checkout) still arrive.
 */
import type { AnalyticsEventName, EventProperties } from '@shared/api/events';

export function trackEvent(
  name: AnalyticsEventName,
  properties?: EventProperties,
  options: { source?: 'web' | 'overlay'; apiBase?: string } = {},
): void {
  if (typeof window === 'undefined' || typeof fetch === 'undefined') return;
  const source = options.source ?? 'web';
  const body = JSON.stringify({
    name,
    ...(properties ? { properties } : {}),
    // On a sportsbook page the path is theirs, not ours: the overlay sends none (privacy policy).
    ...(source === 'web' ? { path: window.location.pathname.slice(0, 200) } : {}),
    source,
  });
  try {
    void fetch(`${options.apiBase ?? ''}/api/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      credentials: 'include',
      keepalive: true,
    }).catch(() => {
      // Analytics must never surface to the user (offline, blocked): drop the event.
    });
  } catch {
    // Same: a synchronous failure (old browser, bad base URL) drops the event.
  }
}

/** A click on a free-trial checkout link (purchase_initiated, plan 'trial'), from `source`. */
export function trackTrialClick(source: string): void {
  trackEvent('purchase_initiated', { plan: 'trial', source });
}
