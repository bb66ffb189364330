/**
 * The frame of every picks page: site header, the replay banner (while the odds are a replay), a titled
 * main column, site footer.
 */
import type { ReactNode } from 'react';
import { SiteHeader } from '../SiteHeader';
import { SiteFooter } from '../SiteFooter';
import { ReplayBanner } from '../ReplayBanner';

export function PicksPageShell({
  title,
  subtitle,
  links,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <ReplayBanner />
      <main
        id="main"
        className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-8 px-4 py-8 sm:px-6 sm:py-12"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-2">
            <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">{title}</h1>
            {subtitle ? <div className="grid gap-1 text-slate-300">{subtitle}</div> : null}
          </div>
          {links}
        </div>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** A wrapping row of filter controls and buttons. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label="Filters"
      className="grid items-end gap-4 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:grid-cols-2 sm:p-5 lg:flex lg:flex-wrap lg:[&>*]:min-w-44"
    >
      {children}
    </div>
  );
}
