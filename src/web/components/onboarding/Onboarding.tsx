/**
 * Where the onboarding dialog is opened from: auto-shown once on the landing page to a first-time
 * visitor (not completed and no stored licence key, spec section 4), or started by hand ('Take the
 * tour'). The dialog itself is a lazy chunk, fetched after the page has painted.
 */
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLazyDialog } from '../../lib/use-lazy-dialog';
import { getLicenseKey, isOnboardingCompleted } from '../../../client/storage';

const loadDialog = () => import('./OnboardingDialog');
const OnboardingDialog = lazy(loadDialog);

export function shouldAutoShowOnboarding(): boolean {
  return !isOnboardingCompleted() && getLicenseKey() === null;
}

export interface OnboardingState {
  open: boolean;
  /** True from the first opening on, so the dialog stays mounted and can animate out. */
  mounted: boolean;
  setOpen: (open: boolean) => void;
  /** Opens it regardless of the completed flag (the manual trigger). */
  start: () => void;
  /** Fetches the dialog's chunk ahead of a likely click. */
  prefetch: () => void;
}

export function useOnboarding({ autoShow }: { autoShow: boolean }): OnboardingState {
  const { open, mounted, setOpen, prefetch } = useLazyDialog(loadDialog);

  useEffect(() => {
    if (!autoShow || !shouldAutoShowOnboarding()) return;
    let cancelled = false;
    // Effects run after the first paint: the page shows first, then the welcome opens once its
    // chunk is here.
    loadDialog().then(
      () => {
        if (cancelled || !shouldAutoShowOnboarding()) return;
        setOpen(true);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [autoShow, setOpen]);

  const start = useCallback(() => setOpen(true), [setOpen]);

  return { open, mounted, setOpen, start, prefetch };
}

export function OnboardingHost({ state }: { state: OnboardingState }) {
  if (!state.mounted) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingDialog open={state.open} onOpenChange={state.setOpen} />
    </Suspense>
  );
}
