/**
 * A dialog shown inside the panel (licence gate, SMS opt-in): labelled, modal, its own backdrop
 * over the panel (a click on it closes), focus moved in on open and whenever `focusKey` changes.
 * Escape and Tab containment are handled by the panel, which knows which layer is on top.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusFirst } from './focus-trap';
import { CloseIcon } from './icons';

export interface InnerDialogProps {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  /** Change it to move focus to the first control again (a new view inside the same dialog). */
  focusKey?: string;
  children: ReactNode;
}

export function InnerDialog({ title, description, onClose, focusKey, children }: InnerDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    focusFirst(dialogRef.current);
  }, [focusKey]);

  return (
    <div
      className="blo-sheet-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className="blo-sheet"
        tabIndex={-1}
      >
        <div className="blo-sheet-head">
          <h2 id={titleId} className="blo-sheet-title">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="blo-sheet-text">
              {description}
            </p>
          ) : null}
        </div>
        {children}
        {/* Last in reading order so focus starts on the dialog's own controls. */}
        <button
          type="button"
          className="blo-icon-button blo-sheet-close"
          aria-label="Close"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
