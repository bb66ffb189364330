/**
 * The licensed user's dashboard (/dashboard, spec section 2). Lazy-loaded: not in the landing bundle.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Redirect } from 'wouter';
import { expiresInText, footballPicksTitle } from '@shared/licensing/account-status';
import { SiteHeader } from '../components/SiteHeader';
import { ReplayBanner } from '../components/ReplayBanner';
import { SmsAlertsButton } from '../components/SmsPromptHost';
import { SiteFooter } from '../components/SiteFooter';
import { PageLoading } from '../components/PageLoading';
import { ExternalLink } from '../components/ExternalLink';
import { Button, buttonClasses } from '../components/ui/button';
import { useSession } from '../session/SessionProvider';
import { usePublicConfig } from '../lib/public-config';
import { DEFAULT_PRODUCT_NAME } from '../../client/public-config-guard';
import { licenseAccountStatus, licenseHasFootballAccess } from '../lib/license-access';
import { easternLongDayText } from '@shared/calendar/eastern-time';
import { useDocumentTitle } from '../lib/use-document-title';
import { cn } from '../lib/cn';
import type { LicenseView } from '@shared/api/auth';
import { DashboardPicks } from './dashboard/DashboardPicks';
import { Icon } from '../../client/icon';

export const AFFILIATE_SECTION_ID = 'affiliate';

export function Dashboard() {
  const { isLoggedIn, isLoading, license, lapsed } = useSession();
  const name = usePublicConfig().data?.productName || DEFAULT_PRODUCT_NAME;
  useDocumentTitle(`Dashboard | ${name}`);

  if (isLoading) return <PageLoading />;
  if (isLoggedIn && license !== null) return <DashboardContent license={license} />;
  // An expired key is not a silent logout: its holder sees when it ended and the renewal.
  if (lapsed !== null) return <DashboardContent license={lapsed} />;
  return <Redirect to="/" replace />;
}

export function DashboardContent({ license }: { license: LicenseView }) {
  const { logout } = useSession();
  const config = usePublicConfig().data;
  const name = config?.productName || DEFAULT_PRODUCT_NAME;
  const [loggingOut, setLoggingOut] = useState(false);
  useScrollToHash();

  const now = new Date();
  const footballAccess = licenseHasFootballAccess(license, now);
  const status = licenseAccountStatus(license, now);
  const expired = status.kind === 'expired';

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <ReplayBanner />
      <main
        id="main"
        className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-8 px-4 py-8 sm:px-6 sm:py-12"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1">
            <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">Dashboard</h1>
            {license.email ? <p className="text-sm break-all text-slate-400">{license.email}</p> : null}
          </div>
          <Button
            variant="secondary"
            disabled={loggingOut}
            onClick={() => {
              setLoggingOut(true);
              void logout();
            }}
          >
            <Icon className="size-4">
              <path d="M15 17l5-5-5-5M20 12H9M12 19H5V5h7" />
            </Icon>
            Logout
          </Button>
        </div>

        {footballAccess ? <DashboardPicks subscriptionType={license.subscriptionType} /> : null}

        <div className="grid gap-4 md:grid-cols-3">
          <Card labelledBy="account-status-title" className="md:row-span-1">
            <h2
              id="account-status-title"
              className="text-sm font-semibold tracking-wider text-slate-400 uppercase"
            >
              Account Status
            </h2>
            <AccountStatusText license={license} />
            <dl className="mt-auto grid gap-1 border-t border-slate-800 pt-4 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-400">Plan</dt>
                <dd className="font-medium text-slate-100">{license.subscriptionType}</dd>
              </div>
            </dl>
          </Card>

          <Card labelledBy="football-title">
            <div className="flex items-start justify-between gap-3">
              <h2 id="football-title" className="text-lg font-bold text-white">
                {footballPicksTitle(license.subscriptionType)}
              </h2>
              {footballAccess ? <Badge tone="positive">Active</Badge> : null}
            </div>
            <p className="text-sm text-slate-400">
              Curated picks, fair lines, price edges and best lines for every NFL and college football week.
            </p>
            <div className="mt-auto">
              {footballAccess ? (
                <Link href="/football-bets" className={buttonClasses('primary', 'md', 'w-full')}>
                  View Current Picks
                </Link>
              ) : (
                <ExternalLink
                  href={config?.marketplace.storeUrl}
                  className={buttonClasses('primary', 'md', 'w-full')}
                >
                  {expired ? 'Renew Subscription' : 'Subscribe Now'}
                </ExternalLink>
              )}
            </div>
          </Card>

          <Card labelledBy="basketball-title" className="opacity-70 grayscale">
            <div className="flex items-start justify-between gap-3">
              <h2 id="basketball-title" className="text-lg font-bold text-white">
                NBA &amp; College Basketball
              </h2>
              <Badge tone="muted">Coming Soon</Badge>
            </div>
            <p className="text-sm text-slate-300">Basketball picks are on the way.</p>
            <div className="mt-auto">
              <Button variant="secondary" disabled className="w-full">
                Available Soon
              </Button>
            </div>
          </Card>
        </div>

        <section aria-labelledby="quick-links-title" className="grid gap-3">
          <h2 id="quick-links-title" className="text-lg font-bold text-white">
            Quick Links
          </h2>
          <div className="grid gap-3 sm:grid-cols-3">
            <Link href="/support" className={quickLinkClass}>
              Support
              <Chevron />
            </Link>
            <Link href="/betting-101" className={quickLinkClass}>
              Betting 101
              <Chevron />
            </Link>
            <Link href="/games" className={quickLinkClass}>
              Games: every game&apos;s best prices
              <Chevron />
            </Link>
            <Link href="/my-bets" className={quickLinkClass}>
              My Bets
              <Chevron />
            </Link>
            <Link href="/calculator" className={quickLinkClass}>
              No-Vig &amp; EV Calculator
              <Chevron />
            </Link>
            <ExternalLink href={config?.marketplace.manageSubscriptionUrl} className={quickLinkClass}>
              Manage Subscription
              <ExternalIcon />
            </ExternalLink>
          </div>
        </section>

        <div className="grid gap-4 md:grid-cols-3">
          <Card labelledBy="sms-alerts-title">
            <h2 id="sms-alerts-title" className="text-lg font-bold text-white">
              SMS Alerts
            </h2>
            <p className="text-sm text-slate-300">
              Get a text when new picks are published and when their lines move. Reply STOP to opt out.
            </p>
            <div className="mt-auto">
              <SmsAlertsButton />
            </div>
          </Card>

          <Card labelledBy="trends-title">
            <h2 id="trends-title" className="text-lg font-bold text-white">
              Betting Trends
            </h2>
            <p className="text-sm text-slate-300">
              Situational against-the-spread trends for this week&apos;s games.
            </p>
            <div className="mt-auto">
              <Link href="/betting-trends" className={buttonClasses('outline', 'md')}>
                View Betting Trends
              </Link>
            </div>
          </Card>

          <Card labelledBy="affiliate-title" id={AFFILIATE_SECTION_ID} className="scroll-mt-24">
            <h2 id="affiliate-title" className="text-lg font-bold text-white">
              Affiliate Program
            </h2>
            <p className="text-sm text-slate-300">
              Share {name} with other bettors and earn a commission on every sale made through your link.
            </p>
            <div className="mt-auto">
              <ExternalLink
                href={config?.marketplace.affiliateUrl}
                className={buttonClasses('outline', 'md')}
              >
                Become an Affiliate
              </ExternalLink>
            </div>
          </Card>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

/** One of the three Account Status variants of spec section 2. */
export function AccountStatusText({ license, now }: { license: LicenseView; now?: Date }) {
  const status = licenseAccountStatus(license, now ?? new Date());
  switch (status.kind) {
    case 'expired':
      return (
        <p className="text-lg font-semibold text-red-300">
          Your subscription expired on {easternLongDayText(status.expiredOn)}
        </p>
      );
    case 'active':
      return (
        <p className="inline-flex items-center gap-2 text-lg font-semibold text-emerald-400">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
          Active subscription
        </p>
      );
    case 'expiring':
      return (
        <div className="grid gap-1">
          <p className="text-lg font-semibold text-amber-300">{expiresInText(status.days)}</p>
          <p className="text-sm text-slate-400">Valid until {easternLongDayText(status.validUntil)}</p>
        </div>
      );
  }
}

/** Scrolls to the element named by the URL hash (e.g. /dashboard#affiliate), now and on change. */
function useScrollToHash() {
  useEffect(() => {
    const scroll = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
    };
    scroll();
    window.addEventListener('hashchange', scroll);
    return () => window.removeEventListener('hashchange', scroll);
  }, []);
}

const quickLinkClass =
  'flex h-14 items-center justify-between rounded-xl border border-slate-800 bg-slate-900 px-4 font-medium text-slate-100 ' +
  'transition-colors hover:border-emerald-500/50 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400';

function Card({
  labelledBy,
  className,
  children,
  ...props
}: {
  labelledBy: string;
  className?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn('flex flex-col gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-6', className)}
      {...props}
    >
      {children}
    </section>
  );
}

function Badge({ tone, children }: { tone: 'positive' | 'muted'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold',
        tone === 'positive'
          ? 'bg-emerald-500/15 text-emerald-300 ring-1 ring-emerald-500/40'
          : 'bg-slate-800 text-slate-300',
      )}
    >
      {children}
    </span>
  );
}

function Chevron() {
  return (
    <Icon className="size-5 text-slate-400">
      <path d="M9 6l6 6-6 6" />
    </Icon>
  );
}

function ExternalIcon() {
  return (
    <Icon className="size-5 text-slate-400">
      <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
    </Icon>
  );
}

export default Dashboard;
