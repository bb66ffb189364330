/**
 * The toast region, mounted app-wide. Radix Toast is ~6 KB gzip that a first visit does not need,
 * so the region (ToastList) is a lazy chunk fetched with the first toast; until then nothing is
 * rendered (and the prerendered landing page carries no toast markup). Once loaded it stays.
 */
import { lazy, Suspense, useState } from 'react';
import { useToast } from '../lib/use-toast';

const ToastList = lazy(() => import('./ToastList'));

export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
