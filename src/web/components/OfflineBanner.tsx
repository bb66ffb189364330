/**
 * The global offline banner (visitor spec section 2): while offline, 'You're offline. Some
 * features may be unavailable.'; on reconnecting, 'Back online! All features restored.' for
 * 3 seconds. It sits fixed at the bottom, over the page, so it never moves the layout, and is
 * announced politely to screen readers.
 */
import { useEffect, useState } from 'react';
import { useOnlineStatus } from '../lib/use-online-status';
import { cn } from '../lib/cn';

export const BACK_ONLINE_MS = 3000;
export const OFFLINE_TEXT = "You're offline. Some features may be unavailable.";
export const BACK_ONLINE_TEXT = 'Back online! All features restored.';

export function OfflineBanner() {
  const online = useOnlineStatus();
  const [previous, setPrevious] = useState(online);
  // Counts reconnections: each one (re)starts the 3-second 'Back online!' message.
  const [reconnected, setReconnected] = useState<number | null>(null);
  if (online !== previous) {
    setPrevious(online);
    setReconnected(online ? (reconnected ?? 0) + 1 : null);
  }

  useEffect(() => {
    if (reconnected === null) return;
    const timer = setTimeout(() => setReconnected(null), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [reconnected]);

  const showBackOnline = reconnected !== null;
  const text = !online ? OFFLINE_TEXT : showBackOnline ? BACK_ONLINE_TEXT : null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex justify-center p-3"
    >
      {text ? (
        <p
          className={cn(
            'pointer-events-auto flex max-w-[calc(100vw-1.5rem)] items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold shadow-lg shadow-black/40',
            online
              ? 'border-emerald-400/40 bg-emerald-950 text-emerald-200'
              : 'border-amber-400/40 bg-slate-900 text-amber-200',
          )}
        >
          <span
            aria-hidden="true"
            className={cn('size-2 shrink-0 rounded-full', online ? 'bg-emerald-400' : 'bg-amber-400')}
          />
          {text}
        </p>
      ) : null}
    </div>
  );
}
