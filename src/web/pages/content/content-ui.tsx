/**
 * The frame and building blocks of the content pages (education, affiliate, pricing, support,
 * success, legal): one h1 per page, a readable column, cards and a native disclosure for FAQs.
 */
import type { ReactNode } from 'react';
import { SiteHeader } from '../../components/SiteHeader';
import { SiteFooter } from '../../components/SiteFooter';
import { BrandMark } from '../../components/BrandMark';
import { cn } from '../../lib/cn';

export interface ContentShellProps {
  title: ReactNode;
  /** Short line above the title. */
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** 'brand' is the pricing page's header: the logo alone. */
  header?: 'site' | 'brand';
  /** 'prose' keeps legal text at a readable line length; 'wide' for card grids. */
  width?: 'prose' | 'wide';
  children: ReactNode;
}

export function ContentShell({
  title,
  eyebrow,
  intro,
  header = 'site',
  width = 'wide',
  children,
}: ContentShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      {header === 'site' ? <SiteHeader /> : <BrandHeader />}
      <main
        id="main"
        className={cn(
          'mx-auto grid w-full flex-1 content-start gap-10 px-4 py-10 sm:px-6 sm:py-14',
          width === 'prose' ? 'max-w-3xl' : 'max-w-6xl',
        )}
      >
        <div className="grid max-w-3xl gap-3">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-emerald-400">{eyebrow}</p> : null}
          <h1 className="text-3xl font-black tracking-tight text-balance text-white sm:text-5xl">{title}</h1>
          {intro ? <div className="grid gap-3 text-lg leading-relaxed text-slate-300">{intro}</div> : null}
        </div>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

function BrandHeader() {
  return (
    <header className="border-b border-slate-800/80 bg-slate-950">
      <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
        <BrandMark />
      </div>
    </header>
  );
}

export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-slate-800 bg-slate-900/70 p-5 shadow-lg shadow-black/20 sm:p-6',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A titled block with an id (anchor) and an h2. */
export function ContentSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('grid scroll-mt-24 content-start gap-4 outline-none', className)}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Body text: comfortable line height and a readable measure. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'grid max-w-prose gap-4 leading-relaxed text-slate-300 [&_a]:font-semibold [&_a]:text-emerald-400 [&_a]:underline-offset-4 [&_a:hover]:underline [&_strong]:font-semibold [&_strong]:text-white [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-5 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-2 [&_ol]:pl-5',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** One FAQ entry: a native disclosure, keyboard and screen-reader friendly without script. */
export function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group rounded-xl border border-slate-800 bg-slate-900/70 open:border-slate-700">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-white hover:bg-slate-800/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 8l5 5 5-5" />
        </svg>
      </summary>
      <div className="grid gap-3 px-5 pb-5 leading-relaxed text-slate-300 [&_a]:font-semibold [&_a]:text-emerald-400 [&_a]:underline-offset-4 [&_a:hover]:underline">
        {children}
      </div>
    </details>
  );
}

/** A numbered step badge (decorative: the list itself is an <ol>). */
export function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-500 font-bold text-slate-950"
    >
      {n}
    </span>
  );
}
