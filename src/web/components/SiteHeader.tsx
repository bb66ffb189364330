/**
 * Site header (spec section 2, landing page): Betting 101, Betting Trends and Affiliate links; a
 * Football Bets link only with an active licence; the login-state control (Login button when
 * logged out, a 'Dashboard' link with a logged-in indicator when logged in). On small screens the
 * links move into the right-side navigation drawer.
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { BrandMark } from './BrandMark';
import { LoginDialog } from './LoginDialog';
import { Button, buttonClasses } from './ui/button';
import { SheetContent, DialogTitle } from './ui/dialog';
import { useSession } from '../session/SessionProvider';
import { licenseHasFootballAccess } from '../lib/license-access';
import { cn } from '../lib/cn';

interface NavItem {
  href: string;
  label: string;
}

export const HEADER_LINKS: readonly NavItem[] = [
  { href: '/betting-101', label: 'Betting 101' },
  { href: '/betting-trends', label: 'Betting Trends' },
  { href: '/affiliate', label: 'Affiliate' },
];

const FOOTBALL_LINK: NavItem = { href: '/football-bets', label: 'Football Bets' };

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-slate-800 hover:text-white ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400 ' +
  'aria-[current=page]:text-emerald-400';

export function SiteHeader() {
  const { isLoggedIn, license } = useSession();
  const [location] = useLocation();
  const [loginOpen, setLoginOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const footballAccess = licenseHasFootballAccess(license);

  const desktopLinks = footballAccess ? [FOOTBALL_LINK, ...HEADER_LINKS] : HEADER_LINKS;
  const current = (href: string) => (location === href ? ('page' as const) : undefined);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-800/80 bg-slate-950/90 backdrop-blur supports-[backdrop-filter]:bg-slate-950/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandMark />

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {desktopLinks.map((item) => (
            <Link key={item.href} href={item.href} aria-current={current(item.href)} className={navLinkClass}>
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
            <Button size="sm" onClick={() => setLoginOpen(true)}>
              Login
            </Button>
          )}

          <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogPrimitive.Trigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M4 7h16M4 12h16M4 17h16" />
                </svg>
              </Button>
            </DialogPrimitive.Trigger>
            <SheetContent aria-describedby={undefined}>
              <DialogTitle className="text-lg">Menu</DialogTitle>
              <nav aria-label="Mobile" className="grid gap-1">
                {footballAccess ? (
                  <MobileLink item={FOOTBALL_LINK} onNavigate={() => setMenuOpen(false)} />
                ) : null}
                <MobileLink
                  item={{ href: '/betting-101', label: 'Betting 101' }}
                  onNavigate={() => setMenuOpen(false)}
                />
                <MobileLink
                  item={{ href: '/betting-trends', label: 'Betting Trends' }}
                  onNavigate={() => setMenuOpen(false)}
                />
                <MobileLink
                  item={{ href: '/affiliate', label: 'Affiliate Program' }}
                  onNavigate={() => setMenuOpen(false)}
                />
                <MobileLink item={{ href: '/', label: 'Home' }} onNavigate={() => setMenuOpen(false)} />
                {isLoggedIn ? (
                  <MobileLink
                    item={{ href: '/dashboard', label: 'Dashboard' }}
                    onNavigate={() => setMenuOpen(false)}
                  />
                ) : null}
              </nav>
              {isLoggedIn ? null : (
                <Button
                  size="lg"
                  className="w-full"
                  onClick={() => {
                    setMenuOpen(false);
                    setLoginOpen(true);
                  }}
                >
                  Login / Sign Up
                </Button>
              )}
            </SheetContent>
          </DialogPrimitive.Root>
        </div>
      </div>
      <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
    </header>
  );
}

function MobileLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const [location] = useLocation();
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={location === item.href ? 'page' : undefined}
      className={cn(navLinkClass, 'px-3 py-3 text-base')}
    >
      {item.label}
    </Link>
  );
}
