/**
 * The overlay's toasts, rendered inside its shadow root (the site's Radix toaster portals to the
 * page's body, which on a sportsbook page is not ours). Same rules as the site: at most one
 * visible, 5 s by default, title + description, an optional action; the timer pauses while the
 * pointer or focus is on the toast so its action stays usable. The region lives inside the panel,
 * so its buttons are inside the panel's focus trap.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons';

export const OVERLAY_TOAST_DURATION_MS = 5000;

export type OverlayToastVariant = 'default' | 'success' | 'destructive';

export interface OverlayToastInput {
  title: string;
  description?: string;
  variant?: OverlayToastVariant;
  action?: { label: string; onAction: () => void };
}

interface OverlayToast extends OverlayToastInput {
  id: number;
}

type ShowToast = (input: OverlayToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function useOverlayToast(): ShowToast {
  const show = useContext(ToastContext);
  if (show === null) throw new Error('useOverlayToast must be used inside <OverlayToastProvider>');
  return show;
}

interface ToastState {
  current: OverlayToast | null;
  show: ShowToast;
  dismiss: () => void;
}

/** Holds the toast state; render <OverlayToastRegion> where the toasts should appear. */
export function useToastState(): ToastState {
  const [current, setCurrent] = useState<OverlayToast | null>(null);
  const nextId = useRef(1);
  const show = useCallback<ShowToast>((input) => setCurrent({ ...input, id: nextId.current++ }), []);
  const dismiss = useCallback(() => setCurrent(null), []);
  return { current, show, dismiss };
}

export function OverlayToastProvider({ show, children }: { show: ShowToast; children: ReactNode }) {
  return <ToastContext.Provider value={show}>{children}</ToastContext.Provider>;
}

export function OverlayToastRegion({
  toast,
  onDismiss,
  durationMs = OVERLAY_TOAST_DURATION_MS,
}: {
  toast: OverlayToast | null;
  onDismiss: () => void;
  durationMs?: number;
}) {
  return (
    <section className="blo-toasts" aria-label="Notifications">
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast ? (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} durationMs={durationMs} />
        ) : null}
      </div>
    </section>
  );
}

/** One toast; keyed by id, so a new toast starts with its own timer and pause state. */
function ToastItem({
  toast,
  onDismiss,
  durationMs,
}: {
  toast: OverlayToast;
  onDismiss: () => void;
  durationMs: number;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [paused, onDismiss, durationMs]);

  const action = toast.action;
  return (
    <div
      className="blo-toast"
      data-variant={toast.variant ?? 'default'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <p className="blo-toast-title">{toast.title}</p>
      {toast.description ? <p className="blo-toast-text">{toast.description}</p> : null}
      {action ? (
        <button
          type="button"
          className="blo-toast-action"
          onClick={() => {
            onDismiss();
            action.onAction();
          }}
        >
          {action.label}
        </button>
      ) : null}
      <button
        type="button"
        className="blo-icon-button blo-toast-close"
        aria-label="Close notification"
        onClick={onDismiss}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
