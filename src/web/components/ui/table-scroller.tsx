import type { ReactNode } from 'react';

/** A table that may scroll sideways on a phone; focusable so keyboard users can scroll it too. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400"
    >
      {children}
    </div>
  );
}
