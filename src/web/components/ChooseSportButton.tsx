/**
 * The button that opens 'Choose Your Sport'. The dialog is a lazy chunk: fetched when the pointer
 * or focus reaches the button, so it is not part of the first paint of the page it sits on.
 */
import { lazy, Suspense } from 'react';
import { Button, type ButtonProps } from './ui/button';
import { useLazyDialog } from '../lib/use-lazy-dialog';

const loadDialog = () => import('./SportSelectionDialog');
const SportSelectionDialog = lazy(loadDialog);

export function ChooseSportButton({ children = 'View Picks', ...props }: Omit<ButtonProps, 'onClick'>) {
  const dialog = useLazyDialog(loadDialog);
  return (
    <>
      <Button
        {...props}
        aria-haspopup="dialog"
        onPointerEnter={dialog.prefetch}
        onFocus={dialog.prefetch}
        onClick={() => dialog.setOpen(true)}
      >
        {children}
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <SportSelectionDialog open={dialog.open} onOpenChange={dialog.setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
