import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** One landing-page section: an h2 with an optional intro, then its content. */
export function LandingSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = `${id}-title`;
  return (
    // scroll-mt: anchors (#pricing) land below the sticky header.
    <section
      id={id}
      aria-labelledby={titleId}
      // Off-screen sections skip layout and paint until they are near the viewport.
      className={cn('bl-lazy-section scroll-mt-16 border-t border-slate-800/80', className)}
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20">
        <div className="grid max-w-2xl gap-3">
          <h2 id={titleId} className="text-3xl font-black tracking-tight text-balance text-white sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="text-lg leading-relaxed text-pretty text-slate-300">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export const cardClass = 'rounded-2xl border border-slate-800 bg-slate-900/70 p-6 shadow-lg shadow-black/20';
