/**
 * The overlay's toasts, rendered inside its shadow root (the site's Radix toaster portals to the
 * page's body, which on a sportsbook page is not ours). Same rules as the site: at most one
 * visible, 5 s by default, title + description, an optional action; the timer pauses while the
 * pointer or focus is on the toast so its action stays usable. The region lives inside the panel,
 * so its buttons are inside the panel's focus trap.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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
  const [paused, setPaused] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const updatePaused = () => setPaused(hovered.current || focused.current);
  const toastId = toast?.id;

  // A new toast starts its own timer: the pointer or focus of a removed toast says nothing about it.
  useEffect(() => {
    hovered.current = false;
    focused.current = false;
    setPaused(false);
  }, [toastId]);

  useEffect(() => {
    if (toastId === undefined || paused) return;
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [toastId, paused, onDismiss, durationMs]);

  const action = toast?.action;
  const handlers = {
    onMouseEnter: () => {
      hovered.current = true;
      updatePaused();
    },
    onMouseLeave: () => {
      hovered.current = false;
      updatePaused();
    },
    onFocus: () => {
      focused.current = true;
      updatePaused();
    },
    onBlur: () => {
      focused.current = false;
      updatePaused();
    },
  };

  return (
    <section className="blo-toasts" aria-label="Notifications">
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast ? (
          <div key={toast.id} className="blo-toast" data-variant={toast.variant ?? 'default'} {...handlers}>
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
        ) : null}
      </div>
    </section>
  );
}
