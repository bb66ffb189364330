/**
 * The mobile navigation drawer (visitor spec section 2): right side, small screens only. Football
 * Bets (only with an active licence), Betting 101, Betting Trends, Affiliate Program, Home, and
 * 'Login / Sign Up' for a visitor. A lazy chunk: SiteHeader loads it when the menu is first used.
 */
import type { RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Button } from './ui/button';
import { SheetContent, DialogTitle } from './ui/dialog';
import { useReturnFocus } from '../lib/use-return-focus';
import { cn } from '../lib/cn';
import { FOOTBALL_LINK, GAMES_LINK, MY_BETS_LINK, type NavLink } from './nav-links';

const MOBILE_LINKS: readonly NavLink[] = [
  { href: '/betting-101', label: 'Betting 101' },
  { href: '/betting-trends', label: 'Betting Trends' },
  { href: '/affiliate', label: 'Affiliate Program' },
  { href: '/', label: 'Home' },
];

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  footballAccess: boolean;
  isLoggedIn: boolean;
  /** Opens the Login dialog (the drawer closes first). */
  onLogin: () => void;
  /** The menu button: focus returns there when the drawer closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
  linkClassName: string;
}

export function MobileNavDrawer({
  open,
  onOpenChange,
  footballAccess,
  isLoggedIn,
  onLogin,
  menuButton,
  linkClassName,
}: MobileNavDrawerProps) {
  const [location] = useLocation();
  const returnFocus = useReturnFocus(menuButton);
  const items = [
    ...(footballAccess ? [FOOTBALL_LINK, GAMES_LINK, MY_BETS_LINK] : []),
    ...MOBILE_LINKS,
    ...(isLoggedIn ? [{ href: '/dashboard', label: 'Dashboard' }] : []),
  ];
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <SheetContent id="mobile-nav" aria-describedby={undefined} {...returnFocus}>
        <DialogTitle className="text-lg">Menu</DialogTitle>
        <nav aria-label="Mobile" className="grid gap-1">
          {items.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              onClick={close}
              aria-current={location === item.href ? 'page' : undefined}
              className={cn(linkClassName, 'px-3 py-3 text-base')}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {isLoggedIn ? null : (
          <Button
            size="lg"
            className="w-full"
            onClick={() => {
              close();
              onLogin();
            }}
          >
            Login / Sign Up
          </Button>
        )}
      </SheetContent>
    </DialogPrimitive.Root>
  );
}

export default MobileNavDrawer;
