/** A navigation link (header, drawer, page link rows). */
export interface NavLink {
  href: string;
  label: string;
}

/** Shown in the header and the drawer only with football access (visitor spec section 2). */
export const FOOTBALL_LINK: NavLink = { href: '/football-bets', label: 'Football Bets' };

/** The slate: every analysed game with its best prices, shown with FOOTBALL_LINK (licensed). */
export const GAMES_LINK: NavLink = { href: '/games', label: 'Games' };

/** The licence's own bets: shown with FOOTBALL_LINK (recording a bet needs a football licence). */
export const MY_BETS_LINK: NavLink = { href: '/my-bets', label: 'My Bets' };
