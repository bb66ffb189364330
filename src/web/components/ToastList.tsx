import * as ToastPrimitive from '@radix-ui/react-toast';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  useToast,
  type ToastVariant,
} from '../lib/use-toast';
import { cn } from '../lib/cn';
import { Icon } from '../../client/icon';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-700 bg-slate-900 text-slate-100',
  success: 'border-emerald-700 bg-emerald-950 text-emerald-50',
  destructive: 'border-red-800 bg-red-950 text-red-50',
};

/** The Radix toast region and its toasts (loaded with the first toast: see Toaster). */
export function ToastList() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, action, variant = 'default', duration, open, onOpenChange }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={onOpenChange}
          duration={duration}
          data-variant={variant}
          className={cn(
            'bl-toast pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden',
            'rounded-xl border p-4 pr-10 shadow-xl shadow-black/40',
            variantClasses[variant],
          )}
        >
          <div className="grid gap-1">
            {title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {action}
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-emerald-400"
          >
            <Icon className="size-4">
              <path d="M6 6l12 12M18 6L6 18" />
            </Icon>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}

export default ToastList;
