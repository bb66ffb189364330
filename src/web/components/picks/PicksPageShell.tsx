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
        className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-5 px-4 py-5 sm:gap-8 sm:px-6 sm:py-12"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-2">
            <h1 className="text-2xl font-black tracking-tight text-white sm:text-4xl">{title}</h1>
            {subtitle ? (
              <div className="grid gap-1 text-sm text-slate-300 sm:text-base">{subtitle}</div>
            ) : null}
          </div>
          {links}
        </div>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** The filters as one wrapping chip bar: sport chips, compact dates, buttons (phone first). */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div role="group" aria-label="Filters" className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {children}
    </div>
  );
}
