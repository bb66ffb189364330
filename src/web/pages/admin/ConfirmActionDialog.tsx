/**
 * The confirmation of an action that reaches many games or subscribers (Approve All, Reject All,
 * Send SMS Announcement): its count in the title, a preview of exactly what will happen, then
 * Cancel or the action. Radix traps focus and returns it to the button that opened it.
 */
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';

export interface ConfirmActionDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The action cannot run (nothing to do, or the preview failed). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function ConfirmActionDialog({
  open,
  title,
  description,
  confirmLabel,
  confirmDisabled = false,
  onConfirm,
  onClose,
  children,
}: ConfirmActionDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {/* A long preview scrolls: focusable so a keyboard can scroll it too. */}
        <div
          role="region"
          aria-label="Preview"
          tabIndex={0}
          className="grid max-h-[50dvh] gap-2 overflow-y-auto rounded-lg text-sm focus-visible:outline-2 focus-visible:outline-emerald-400"
        >
          {children}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onConfirm();
              onClose();
            }}
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** One line of a preview list. */
export function PreviewLine({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'muted' }) {
  return (
    <li
      className={
        tone === 'plain'
          ? 'rounded-lg border border-slate-800 bg-slate-950/60 px-3 py-2 break-words text-slate-100'
          : 'px-3 py-1 break-words text-slate-400'
      }
    >
      {children}
    </li>
  );
}
