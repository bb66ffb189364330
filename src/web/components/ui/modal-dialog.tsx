/**
 * A modal on the browser's own <dialog> (showModal): the page behind is inert and Tab wraps
 * around inside; Escape and a click on the backdrop close it; focus returns to what had it before.
 * The onboarding welcome uses it because it opens on a first visit to the landing page, where
 * Radix Dialog's ~13 KB (focus scope, scroll lock, portal) would be downloaded by every new
 * visitor. Other dialogs open on request and keep using ui/dialog.
 */
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { cn } from '../../lib/cn';
import { Icon } from '../../../client/icon';

const ModalIds = createContext<{ titleId: string; descriptionId: string } | null>(null);

export interface ModalDialogProps {
  open: boolean;
  /** Called with false on Escape, a backdrop click or the close button. */
  onOpenChange: (open: boolean) => void;
  /** Takes focus when the dialog opens (default: the browser's choice, its first focusable). */
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

export function ModalDialog({
  open,
  onOpenChange,
  initialFocus,
  closeLabel = 'Close',
  className,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open, initialFocus]);

  useEffect(
    () => () => {
      if (ref.current?.open) ref.current.close();
    },
    [],
  );

  const requestClose = () => onOpenChange(false);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="bl-modal m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md overflow-visible bg-transparent p-0 text-slate-100 sm:max-w-lg"
      // Escape: the browser would close the <dialog> itself; React's state decides instead.
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          requestClose();
        } else if (event.key === 'Tab') {
          wrapFocus(event.currentTarget, event);
        }
      }}
      // The dialog element has no padding of its own: a click on it is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      <ModalIds.Provider value={{ titleId, descriptionId }}>
        <div
          className={cn(
            'relative grid max-h-[calc(100dvh-2rem)] gap-5 overflow-y-auto rounded-2xl border border-slate-700',
            'bg-slate-900 p-6 shadow-2xl shadow-black/50',
            className,
          )}
        >
          {children}
          <button
            type="button"
            aria-label={closeLabel}
            onClick={requestClose}
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-slate-400 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-emerald-400"
          >
            <Icon className="size-5">
              <path d="M6 6l12 12M18 6L6 18" />
            </Icon>
          </button>
        </div>
      </ModalIds.Provider>
    </dialog>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: the browser
 * alone would let focus leave the page for its own toolbar.
 */
function wrapFocus(dialog: HTMLDialogElement, event: { shiftKey: boolean; preventDefault(): void }) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function useModalIds() {
  const ids = useContext(ModalIds);
  if (ids === null) throw new Error('ModalTitle and ModalDescription belong inside a ModalDialog');
  return ids;
}

/** The dialog's accessible name. */
export const ModalTitle = forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<'h2'>>(function ModalTitle(
  { className, ...props },
  ref,
) {
  const { titleId } = useModalIds();
  return (
    <h2 ref={ref} id={titleId} className={cn('pr-8 text-xl font-bold text-white', className)} {...props} />
  );
});

/** The dialog's accessible description. */
export const ModalDescription = forwardRef<HTMLParagraphElement, ComponentPropsWithoutRef<'p'>>(
  function ModalDescription({ className, ...props }, ref) {
    const { descriptionId } = useModalIds();
    return <p ref={ref} id={descriptionId} className={cn('text-sm text-slate-300', className)} {...props} />;
  },
);
