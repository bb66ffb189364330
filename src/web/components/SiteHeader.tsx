/**
 * Site header (spec section 2, landing page): Betting 101, Betting Trends and Affiliate links; a
 * Football Bets link only with an active licence; the login-state control (Login button when
 * logged out, a 'Dashboard' link with a logged-in indicator when logged in). On small screens the
 * links move into the right-side navigation drawer.
 *
 * The Login dialog and the drawer are lazy chunks (fetched when the pointer or focus reaches their
 * button) so that neither they nor the dialog library weigh on the first paint of the landing page.
 * The header also hosts the 'Get SMS Alerts!' dialog (sms-prompt.ts).
 */
import { lazy, Suspense, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandMark } from './BrandMark';
import { SmsPromptHost } from './SmsPromptHost';
import { Button, buttonClasses } from './ui/button';
import { useSession } from '../session/SessionProvider';
import { licenseHasFootballAccess } from '../lib/license-access';
import { Icon } from '../../client/icon';
import { FOOTBALL_LINK, GAMES_LINK, MY_BETS_LINK, type NavLink } from './nav-links';
import { useLazyDialog } from '../lib/use-lazy-dialog';

const loadLoginDialog = () => import('./LoginDialog');
const LoginDialog = lazy(() => loadLoginDialog().then((module) => ({ default: module.LoginDialog })));
const loadDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(loadDrawer);

export const HEADER_LINKS: readonly NavLink[] = [
  { href: '/betting-101', label: 'Betting 101' },
  { href: '/betting-trends', label: 'Betting Trends' },
  { href: '/affiliate', label: 'Affiliate' },
];

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-slate-800 hover:text-white ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400 ' +
  'aria-[current=page]:text-emerald-400';

export function SiteHeader() {
  const { isLoggedIn, license } = useSession();
  const [location] = useLocation();
  const login = useLazyDialog(loadLoginDialog);
  const menu = useLazyDialog(loadDrawer);
  const menuButton = useRef<HTMLButtonElement>(null);
  const loginButton = useRef<HTMLButtonElement>(null);
  const footballAccess = licenseHasFootballAccess(license);

  const desktopLinks = footballAccess
    ? [FOOTBALL_LINK, GAMES_LINK, MY_BETS_LINK, ...HEADER_LINKS]
    : HEADER_LINKS;
  const current = (href: string) => (location === href ? ('page' as const) : undefined);
  const openLogin = () => login.setOpen(true);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-800/80 bg-slate-950/90 backdrop-blur supports-[backdrop-filter]:bg-slate-950/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandMark />

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {desktopLinks.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              aria-current={current(item.href)}
              // Six links and the account button need a large screen; tablets find Games and My Bets in the menu.
              className={
                item === MY_BETS_LINK || item === GAMES_LINK ? `${navLinkClass} max-lg:hidden` : navLinkClass
              }
            >
              {item.label}
            </Link>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          {isLoggedIn ? (
            <Link
              href="/dashboard"
              aria-current={current('/dashboard')}
              className={buttonClasses('outline', 'sm', 'gap-2')}
            >
              <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
              Dashboard
              <span className="sr-only">(logged in)</span>
            </Link>
          ) : (
            <Button
              ref={loginButton}
              size="sm"
              aria-haspopup="dialog"
              onPointerEnter={login.prefetch}
              onFocus={login.prefetch}
              onClick={openLogin}
            >
              Login
            </Button>
          )}

          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            // Tablets hide Games and My Bets from the bar (above): the menu stays until they fit.
            className={footballAccess ? 'lg:hidden' : 'md:hidden'}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menu.open}
            aria-controls={menu.open ? 'mobile-nav' : undefined}
            onPointerEnter={menu.prefetch}
            onFocus={menu.prefetch}
            onClick={() => menu.setOpen(true)}
          >
            <Icon className="size-6">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </Icon>
          </Button>
        </div>
      </div>
      <Suspense fallback={null}>
        {menu.mounted ? (
          <MobileNavDrawer
            open={menu.open}
            onOpenChange={menu.setOpen}
            footballAccess={footballAccess}
            isLoggedIn={isLoggedIn}
            onLogin={openLogin}
            menuButton={menuButton}
            linkClassName={navLinkClass}
          />
        ) : null}
        {login.mounted ? (
          <LoginDialog open={login.open} onOpenChange={login.setOpen} returnFocusFallback={loginButton} />
        ) : null}
      </Suspense>
      <SmsPromptHost />
    </header>
  );
}
