import type { PublicConfig } from '@shared/api/public-config';
import { cn } from '../../lib/cn';
import { LandingSection, cardClass } from './LandingSection';

// The coverage figures only (the teams priced every week), counted from the teams catalogue by the
// server (public config). The old page's "5-star rated" had no rating behind it, so it is gone: no
// claim without a source.
function coverageStats(coverage: PublicConfig['coverage']) {
  return [
    { value: String(coverage.fbsTeams), label: 'FBS teams' },
    { value: String(coverage.nflTeams), label: 'pro football teams' },
  ];
}

/**
 * Quotes come from the operator's config (TESTIMONIALS_JSON), never from the bundle. Without any (or
 * while the config loads; the section is far below the fold) the whole section is omitted.
 */
export function Testimonials({ config }: { config: PublicConfig | undefined }) {
  const testimonials = config?.testimonials;
  if (!config || !testimonials || testimonials.length === 0) return null;
  return (
    <LandingSection id="testimonials" title="What Bettors Say">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4">
        {coverageStats(config.coverage).map((stat) => (
          <li
            key={stat.label}
            className={cn(cardClass, 'grid content-start gap-1 px-2 py-4 text-center sm:p-6')}
          >
            <span className="text-xl font-black whitespace-nowrap text-emerald-400 sm:text-4xl">
              {stat.value}
            </span>
            <span className="text-xs leading-snug text-balance text-slate-300 sm:text-sm">{stat.label}</span>
          </li>
        ))}
      </ul>
      <ul className="grid gap-4 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li
            key={`${testimonial.name}-${testimonial.quote.slice(0, 24)}`}
            className={cn(cardClass, 'min-h-52')}
          >
            <figure className="grid h-full content-between gap-5">
              <blockquote className="text-lg leading-relaxed text-pretty text-slate-100">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="grid gap-0.5">
                <span className="font-semibold text-white">{testimonial.name}</span>
                {testimonial.detail ? (
                  <span className="text-sm text-slate-400">{testimonial.detail}</span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
