/**
 * Small presentational pieces shared by the picks pages: badges coloured by the shared display
 * tones, the loading / error / empty state panels, page header links and a sport section.
 */
import type { NavLink } from '../nav-links';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import type { Tone } from '@shared/display/labels';
import { Button, buttonClasses } from '../ui/button';
import { cn } from '../../lib/cn';
import { apiErrorOf } from '../../../client/api';

export type BadgeTone = Tone | 'red' | 'amber';

const toneClasses: Record<BadgeTone, string> = {
  'strong-green': 'bg-emerald-500/25 text-emerald-200 ring-emerald-400/60',
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40',
  yellow: 'bg-yellow-500/15 text-yellow-200 ring-yellow-500/40',
  blue: 'bg-sky-500/15 text-sky-300 ring-sky-500/40',
  neutral: 'bg-slate-800 text-slate-300 ring-slate-700',
  red: 'bg-red-500/15 text-red-300 ring-red-500/40',
  amber: 'bg-amber-500/15 text-amber-300 ring-amber-500/40',
};

export function Badge({
  tone,
  children,
  className,
  ...rest
}: {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
} & Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'children'> & { [data: `data-${string}`]: unknown }) {
  return (
    <span
      {...rest}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        toneClasses[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A centred panel for loading, error, empty and sign-in states. */
export function StatePanel({
  title,
  titleLevel = 2,
  children,
  role,
  action,
}: {
  title?: string;
  titleLevel?: 2 | 3;
  children?: ReactNode;
  role?: 'status' | 'alert';
  action?: ReactNode;
}) {
  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      role={role}
      aria-live={role === 'status' ? 'polite' : undefined}
      className="grid justify-items-center gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 px-4 py-10 text-center sm:px-8"
    >
      {title ? <Heading className="text-lg font-bold text-white">{title}</Heading> : null}
      {children ? <div className="grid max-w-xl gap-2 text-slate-300">{children}</div> : null}
      {action}
    </div>
  );
}

export function LoadingState({ text }: { text: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 px-4 py-10 text-slate-300"
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-slate-600 border-t-emerald-400 motion-reduce:animate-none"
      />
      {text}
    </div>
  );
}

/** The error panel: the spec's message, the error's own detail, and Try Again. */
export function ErrorState({
  text,
  hint,
  error,
  onRetry,
  retrying,
}: {
  text: string;
  /** A second line under the message ('Please try again later'). */
  hint?: string;
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const detail = error instanceof Error && error.message !== text ? error.message : null;
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-2xl border border-red-500/30 bg-red-500/5 px-4 py-10 text-center"
    >
      <p className="font-semibold text-red-200">{text}</p>
      {hint ? <p className="text-slate-300">{hint}</p> : null}
      {detail ? <p className="max-w-xl text-sm break-words text-slate-400">{detail}</p> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          Try Again
        </Button>
      ) : null}
    </div>
  );
}

/** The plan does not include the league asked for (403 PLAN_FORBIDDEN): retrying cannot help. */
export function isPlanForbidden(error: unknown): boolean {
  return apiErrorOf(error)?.code === 'PLAN_FORBIDDEN';
}

/** What the overlay says too: the league the plan lacks, and where to upgrade. */
export function planLacksText(league: string | null): string {
  return `Your plan does not include ${league ?? 'these'} picks`;
}

/**
 * A picks list that failed: a plan without the league says so with an upgrade link (no retry can
 * help); anything else is the error panel with Try Again.
 */
export function PicksLoadError({
  text,
  league,
  error,
  onRetry,
  retrying,
}: {
  text: string;
  /** The league the filter asked for ('NFL'); null for all sports. */
  league: string | null;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (isPlanForbidden(error)) {
    return (
      <StatePanel
        role="status"
        title={planLacksText(league)}
        action={
          <Link href="/purchase" className={buttonClasses('primary', 'md')}>
            Upgrade your plan
          </Link>
        }
      >
        <p>Choose another league above, or upgrade to a plan that includes it.</p>
      </StatePanel>
    );
  }
  return <ErrorState text={text} error={error} retrying={retrying} onRetry={onRetry} />;
}

/** The row of page links under a picks page title (Home, Bookmarklet Demo, Betting Trends, …). */
export function PageLinks({ links, label }: { links: readonly NavLink[]; label: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <Link key={link.href} href={link.href} className={buttonClasses('outline', 'sm')}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** 'College Football' / 'NFL' group with its count line. */
export function SportSection({
  id,
  title,
  countText,
  level = 2,
  children,
}: {
  id: string;
  title: string;
  countText: string;
  /** Heading level of the section title (3 when it sits under a page section). */
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="grid gap-2 sm:gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-800 pb-1.5 sm:pb-2">
        <Heading id={id} className="text-lg font-bold text-white sm:text-xl">
          {title}
        </Heading>
        <p className="text-sm text-slate-400">{countText}</p>
      </div>
      <div className="grid items-start gap-2 sm:gap-3 lg:grid-cols-2">{children}</div>
    </section>
  );
}

export function pluralize(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A page's rule with its counts ("2 of 75 games analysed have a price 3% or more better…"). */
export function RuleCount({ text }: { text: string }) {
  return (
    <p className="text-sm text-slate-300" data-testid="rule-count">
      {text}.
    </p>
  );
}
