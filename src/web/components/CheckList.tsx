import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A list of benefits or steps, each with a check mark (plans, onboarding, SMS, support). */
export function CheckList({ items, className }: { items: readonly ReactNode[]; className?: string }) {
  return (
    <ul className={cn('grid gap-2.5 text-sm text-slate-300', className)}>
      {items.map((item, index) => (
        <li key={index} className="flex items-start gap-2.5">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 size-4 shrink-0 text-emerald-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4 10.5l4 4 8-9" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
