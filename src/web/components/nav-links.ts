/** A navigation link (header, drawer, page link rows). */
export interface NavLink {
  href: string;
  label: string;
}

/** Shown in the header and the drawer only with football access (visitor spec section 2). */
export const FOOTBALL_LINK: NavLink = { href: '/football-bets', label: 'Football Bets' };

/** The licence's own bets: shown with FOOTBALL_LINK (recording a bet needs a football licence). */
export const MY_BETS_LINK: NavLink = { href: '/my-bets', label: 'My Bets' };
