/**
 * Small presentational pieces shared by the admin cards: a titled card, form field classes, and the
 * error-toast helper every admin action uses. Badges are the site's one Badge (components/picks/picks-ui).
 */
import type { ReactNode } from 'react';
import { toast } from '../../lib/use-toast';
import { cn } from '../../lib/cn';
import { ApiError, serverMessage } from '../../../client/api';

export const inputClass =
  'h-11 w-full rounded-lg border border-slate-700 bg-slate-950 px-3 text-base text-slate-100 ' +
  'placeholder:text-slate-500 focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-emerald-400 ' +
  'disabled:opacity-50 sm:text-sm';

export const textareaClass =
  'min-h-20 w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-base text-slate-100 ' +
  'placeholder:text-slate-500 focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-emerald-400 sm:text-sm';

export const labelClass = 'text-sm font-medium text-slate-300';

export function AdminCard({
  title,
  titleId,
  actions,
  className,
  children,
}: {
  title: ReactNode;
  titleId: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-white">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The server's own sentence when it sent one; else the spec's `${status}: ${body}` text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = serverMessage(error.bodyText);
    if (message) return message;
  }
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

export function toastError(title: string, error: unknown, fallback: string): void {
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

export function toastSuccess(title: string, description?: string): void {
  toast({ title, description, variant: 'success' });
}
