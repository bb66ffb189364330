/** Every route of the single-page app (visitor spec section 2). The server answers 404 for others. */
export const APP_ROUTES = [
  '/',
  '/dashboard',
  '/football-bets',
  '/betting-101',
  '/methodology',
  '/betting-trends',
  '/affiliate',
  '/support',
  '/privacy-policy',
  '/terms-of-service',
  '/success',
  '/purchase',
  '/demo',
  /** The old name of the demo page (the best-bets header linked it): sends on to /demo. */
  '/bookmarklet-demo',
  '/weekly-best-bets',
  '/weekly-picks',
  '/admin',
  '/record',
  /** SP+ ratings and NFL power rankings (All-Access). */
  '/power-rankings',
  /** The licence's recorded bets, graded, with closing-line value. */
  '/my-bets',
  /** The no-vig and EV calculator (licensed). */
  '/calculator',
  /** The slate: every analysed game with its best prices (licensed). */
  '/games',
] as const;

export type AppRoute = (typeof APP_ROUTES)[number];

/** Routes with a parameter: the odds screen of one game (/games/<game id>/odds). */
export const APP_ROUTE_PATTERNS: readonly RegExp[] = [/^\/games\/[0-9a-f-]{36}\/odds$/i];

/** The odds screen's path for a game. */
export function gameOddsPath(gameId: string): string {
  return `/games/${encodeURIComponent(gameId)}/odds`;
}

export function isAppRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (APP_ROUTES as readonly string[]).includes(clean) || APP_ROUTE_PATTERNS.some((p) => p.test(clean));
}
