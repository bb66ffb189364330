/** A navigation link (header, drawer, page link rows). */
export interface NavLink {
  href: string;
  label: string;
}

/** Shown in the header and the drawer only with football access (visitor spec section 2). */
export const FOOTBALL_LINK: NavLink = { href: '/football-bets', label: 'Football Bets' };
