/**
 * The button that opens 'Choose Your Sport'. The dialog is a lazy chunk: fetched when the pointer
 * or focus reaches the button, so it is not part of the first paint of the page it sits on.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from './ui/button';

const loadDialog = () => import('./SportSelectionDialog');
const SportSelectionDialog = lazy(loadDialog);

export function ChooseSportButton({ children = 'View Picks', ...props }: Omit<ButtonProps, 'onClick'>) {
  const [open, setOpen] = useState(false);
  // Stays mounted after the first opening so the dialog can animate out.
  const [mounted, setMounted] = useState(false);
  const prefetch = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <Button
        {...props}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <SportSelectionDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
