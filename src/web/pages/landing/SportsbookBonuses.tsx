import type { PublicConfig } from '@shared/api/public-config';
import { calendarDateText } from '@shared/calendar/eastern-time';
import { ExternalLink } from '../../components/ExternalLink';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { LandingSection, cardClass } from './LandingSection';

/** The spec shows four banners; the operator's config says which. */
const SPORTSBOOK_BANNERS = 4;

export function SportsbookBonuses({
  name,
  sportsbooks,
}: {
  name: string;
  sportsbooks: PublicConfig['sportsbooks'] | undefined;
}) {
  const banners = sportsbooks?.slice(0, SPORTSBOOK_BANNERS);
  if (banners?.length === 0) return null;
  return (
    <LandingSection
      id="sportsbooks"
      title="Sportsbook Bonuses"
      intro="New-customer offers from sportsbooks we compare lines with."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(banners ?? Array.from({ length: SPORTSBOOK_BANNERS }, () => null)).map((book, index) => (
          <li key={book?.name ?? index} className={cn(cardClass, 'flex min-h-44 flex-col gap-3 sm:min-h-56')}>
            {book === null ? (
              <span aria-hidden="true" className="h-full animate-pulse rounded-lg bg-slate-800/50" />
            ) : (
              <>
                <p className="flex items-center justify-between gap-2">
                  <span className="text-lg font-bold text-white">{book.name}</span>
                  <span className="rounded border border-slate-600 px-1.5 py-0.5 text-xs font-semibold text-slate-300">
                    Ad · 21+
                  </span>
                </p>
                <p className="flex-1 text-slate-300">
                  {book.bonus}
                  <span className="mt-1 block text-xs text-slate-400">
                    Offer as of {calendarDateText(book.bonusAsOf)}
                  </span>
                </p>
                <ExternalLink
                  href={book.url}
                  rel="sponsored noopener noreferrer"
                  className={buttonClasses('outline', 'md', 'w-full')}
                >
                  Claim Bonus<span className="sr-only"> at {book.name}</span>
                </ExternalLink>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm leading-relaxed text-slate-400">
        Advertisement. These are referral links: {name} may earn a commission when you sign up, at no cost to
        you. 21+ and present in a state where sports betting is legal. New customers only; the
        sportsbook&apos;s terms apply. Please gamble responsibly.
      </p>
    </LandingSection>
  );
}
