/**
 * Affiliate programme (/affiliate, admin-and-content section 2): hero, benefits, how it works and
 * join buttons to the marketplace's affiliate page (config, new tab). The commission rate and cookie
 * days are the operator's config, and the commission in dollars is computed from the configured
 * All-Access price, so a change of terms or price cannot leave a stale figure.
 * SiteHeader gives the home link, the Football Bets link for licensed users and the licence control.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  AFFILIATE_COMMISSION_RATE,
  AFFILIATE_COOKIE_DAYS,
  commissionText,
  rateText,
} from '@shared/display/affiliate-commission';
import { ExternalLink } from '../../components/ExternalLink';
import { buttonClasses } from '../../components/ui/button';
import { usePublicConfig } from '../../lib/public-config';
import { DEFAULT_PRODUCT_NAME } from '../../../client/public-config-guard';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Card, ContentSection, ContentShell, StepNumber } from './content-ui';
import { IconTile } from '../../components/ui/icon-tile';
import { textLinkClass } from '../../components/ui/text-link';

export default function Affiliate() {
  const config = usePublicConfig().data;
  const name = config?.productName || DEFAULT_PRODUCT_NAME;
  useDocumentTitle(`Affiliate Program | ${name}`);
  // The operator's terms (AFFILIATE_COMMISSION_PERCENT, AFFILIATE_COOKIE_DAYS); until the config
  // arrives, the defaults those settings have.
  const terms = config?.marketplace.affiliate ?? {
    commissionRate: AFFILIATE_COMMISSION_RATE,
    cookieDays: AFFILIATE_COOKIE_DAYS,
  };
  const RATE = rateText(terms.commissionRate);
  const cookieDays = terms.cookieDays;
  const allAccessPrice = config?.marketplace.plans.allAccessMonthly.price;
  const perSale = allAccessPrice ? commissionText(allAccessPrice, terms.commissionRate) : null;
  const affiliateUrl = config?.marketplace.affiliateUrl;

  return (
    <ContentShell
      eyebrow="Affiliate Program"
      title={`Earn ${RATE} recommending ${name}`}
      intro={
        <>
          <p>
            Know bettors who would like fair lines and price edges? Share your link and earn {RATE} of every
            purchase they make.
          </p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <ExternalLink href={affiliateUrl} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
              Join the Affiliate Program
            </ExternalLink>
            <a href="#how-it-works" className={buttonClasses('outline', 'lg', 'w-full sm:w-auto')}>
              How It Works
            </a>
          </div>
        </>
      }
    >
      <ContentSection id="benefits" title="Why join">
        <ul className="grid gap-4 md:grid-cols-3">
          <Benefit
            title={`${RATE} commission`}
            icon={<path d="M12 2v20M17 6H9.5a3.5 3.5 0 000 7h5a3.5 3.5 0 010 7H6" />}
          >
            {/* Reserved line: the figure needs the configured price. */}
            <span className="block min-h-12">
              {perSale && allAccessPrice ? (
                <>
                  About <strong className="text-white">{perSale}</strong> on every {allAccessPrice} All-Access
                  monthly sale, and {RATE} of every other plan.
                </>
              ) : (
                <>{RATE} of every plan your referrals buy.</>
              )}
            </span>
          </Benefit>
          <Benefit
            title={`${cookieDays}-day cookie`}
            icon={
              <>
                <circle cx="12" cy="12" r="9" />
                <path d="M12 7v5l3 2" />
              </>
            }
          >
            A visitor who clicks your link and buys within {cookieDays} days counts as your referral.
          </Benefit>
          <Benefit title="Paid by the marketplace" icon={<path d="M3 7h18v12H3zM3 11h18M7 15h3" />}>
            Sales, tracking and payouts run through our checkout marketplace&apos;s affiliate dashboard.
          </Benefit>
        </ul>
      </ContentSection>

      <ContentSection id="how-it-works" title="How it works">
        <ol className="grid gap-4 md:grid-cols-3">
          <Step n={1} title="Join">
            Sign up on the marketplace&apos;s affiliate page. It is free.
          </Step>
          <Step n={2} title="Share your link">
            Post it where bettors read you: a newsletter, a podcast, a group chat, social media.
          </Step>
          <Step n={3} title="Earn">
            Every purchase through your link within {cookieDays} days earns you {RATE}.
          </Step>
        </ol>
      </ContentSection>

      <Card className="grid gap-5 text-center sm:justify-items-center sm:p-10">
        <h2 className="text-2xl font-bold text-white sm:text-3xl">Ready to start earning?</h2>
        <p className="max-w-prose text-slate-300">
          Joining takes a few minutes on the marketplace. Questions about the program?{' '}
          <Link href="/support" className={textLinkClass}>
            Contact support
          </Link>
          .
        </p>
        <ExternalLink href={affiliateUrl} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          Become an Affiliate
        </ExternalLink>
        <p className="text-xs text-slate-400">Promote responsibly: our service is for adults 21 and over.</p>
      </Card>
    </ContentShell>
  );
}

function Benefit({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="grid content-start gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-6">
      <IconTile>{icon}</IconTile>
      <h3 className="text-lg font-semibold text-white">{title}</h3>
      <p className="text-sm leading-relaxed text-slate-400">{children}</p>
    </li>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="grid content-start gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-6">
      <StepNumber n={n} />
      <h3 className="text-lg font-semibold text-white">{title}</h3>
      <p className="text-sm leading-relaxed text-slate-400">{children}</p>
    </li>
  );
}
