/**
 * Purchase success (/success, admin-and-content section 2): records purchase_completed once, then
 * three next steps (check e-mail, install the bookmarklet, open the picks), a help card and Start
 * Using. Unlike the original page, a licence key passed by the checkout (`license_key` or `key`)
 * is offered for a one-click login; it is taken out of the address bar at once so it stays out of
 * the history and of Referer headers, and is kept only in memory until the user logs in.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { isWellFormedLicenseKey, lastFour, normalizeLicenseKey } from '@shared/licensing/license-key';
import { BookmarkletButton } from '../../components/BookmarkletButton';
import { Button, buttonClasses } from '../../components/ui/button';
import { useSession } from '../../session/SessionProvider';
import { usePublicConfig } from '../../lib/public-config';
import { DEFAULT_PRODUCT_NAME } from '../../../client/public-config-guard';
import { useDocumentTitle } from '../../lib/use-document-title';
import { trackEvent } from '../../../client/analytics';
import { loginFailureToast, loginSuccessToast } from '../../lib/login-errors';
import { isOnline } from '../../../client/online';
import { toast } from '../../lib/use-toast';
import { Card, ContentShell, StepNumber } from './content-ui';
import { IconTile } from '../../components/ui/icon-tile';
import { textLinkClass } from '../../components/ui/text-link';

/** The query parameters a checkout may use for the key. */
export const KEY_PARAMS = ['license_key', 'key'] as const;

/** The key from a query string, normalised; null when absent or not shaped like a licence key. */
export function keyFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of KEY_PARAMS) {
    const value = params.get(name);
    if (value !== null && isWellFormedLicenseKey(value)) return normalizeLicenseKey(value);
  }
  return null;
}

/** Replaces the current history entry with the same URL minus every key parameter. */
export function removeKeyFromAddressBar(): void {
  const url = new URL(window.location.href);
  if (!KEY_PARAMS.some((name) => url.searchParams.has(name))) return;
  for (const name of KEY_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export default function Success() {
  const config = usePublicConfig().data;
  const name = config?.productName || DEFAULT_PRODUCT_NAME;
  useDocumentTitle(`Purchase Complete | ${name}`);
  const [offeredKey] = useState(() => keyFromSearch(window.location.search));
  const tracked = useRef(false);

  useEffect(() => {
    removeKeyFromAddressBar();
    if (tracked.current) return;
    tracked.current = true;
    trackEvent('purchase_completed');
  }, []);

  return (
    <ContentShell
      eyebrow="Purchase complete"
      title="Thank you for your purchase!"
      intro={<p>You are three steps from this week&apos;s picks.</p>}
    >
      {offeredKey ? <KeyLogin licenseKey={offeredKey} productName={name} /> : null}

      <ol className="grid gap-4 lg:grid-cols-3">
        <NextStep n={1} title="Check your e-mail">
          Your license key is on its way to the address you used at checkout. It arrives within minutes; if it
          is not there after 10 minutes, check your spam folder.
        </NextStep>
        <NextStep
          n={2}
          title="Install the bookmarklet"
          action={
            <div className="grid gap-2">
              <BookmarkletButton className="w-full sm:w-auto">{name} Picks</BookmarkletButton>
              <p className="text-xs text-slate-400">
                Show your bookmarks bar with Ctrl+Shift+B (Cmd+Shift+B on a Mac).
              </p>
            </div>
          }
        >
          Drag the button below to your bookmarks bar. It works on desktop browsers.
        </NextStep>
        <NextStep n={3} title="Open your picks">
          On a sportsbook page, click the bookmark and enter your license key to see this week&apos;s NFL and
          college picks, fair lines (market, no-vig), BetLens ratings lines, best sportsbook, total
          projections and edge percentages.
        </NextStep>
      </ol>

      <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-center">
        <Card className="flex items-start gap-4">
          <IconTile>
            <circle cx="12" cy="12" r="9" />
            <path d="M9.5 9a2.5 2.5 0 115 0c0 1.7-2.5 2-2.5 4M12 17h.01" />
          </IconTile>
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold text-white">Need help?</h2>
            <p className="text-sm leading-relaxed text-slate-300">
              Our support team replies within 24 hours.{' '}
              <Link href="/support" className={textLinkClass}>
                Visit Support
              </Link>
            </p>
          </div>
        </Card>
        <Link href="/" className={buttonClasses('primary', 'lg', 'w-full md:w-auto')}>
          Start Using
        </Link>
      </div>
    </ContentShell>
  );
}

function KeyLogin({ licenseKey, productName }: { licenseKey: string; productName: string }) {
  const { login, license } = useSession();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const alreadyIn = license?.licenseKey === licenseKey;

  async function logIn() {
    setBusy(true);
    try {
      await login(licenseKey, 'success_page');
      navigate('/dashboard');
      toast({ ...loginSuccessToast(productName), variant: 'success' });
    } catch (error) {
      setBusy(false);
      toast({ ...loginFailureToast(error, isOnline()), variant: 'destructive' });
    }
  }

  return (
    <section
      aria-labelledby="key-login-title"
      className="grid gap-4 rounded-2xl border border-emerald-500/40 bg-emerald-500/5 p-5 sm:flex sm:items-center sm:justify-between sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="key-login-title" className="text-lg font-semibold text-white">
          Your license key is ready
        </h2>
        <p className="text-slate-300">
          License key ending in{' '}
          <span className="font-mono font-semibold tracking-wider text-white">{lastFour(licenseKey)}</span>.
          It is also in your e-mail.
        </p>
      </div>
      {alreadyIn ? (
        <Link href="/dashboard" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          Go to Dashboard
        </Link>
      ) : (
        <Button size="lg" className="w-full sm:w-auto" disabled={busy} onClick={() => void logIn()}>
          {busy ? 'Logging in...' : 'Log In with This Key'}
        </Button>
      )}
    </section>
  );
}

function NextStep({
  n,
  title,
  action,
  children,
}: {
  n: number;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="grid content-start gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-6">
      <div className="flex items-center gap-3">
        <StepNumber n={n} />
        <h2 className="text-lg font-semibold text-white">{title}</h2>
      </div>
      <p className="text-sm leading-relaxed text-slate-300">{children}</p>
      {action}
    </li>
  );
}
