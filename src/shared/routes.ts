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

/** A static route's path. */
export type AppRoute = (typeof APP_ROUTES)[number];

/**
 * Routes with a parameter, written as the web router writes them (`:name` stands for one segment).
 * The server answers 200 for a path that fits one of them, with the parameter in its format below.
 */
export const APP_ROUTE_TEMPLATES = [
  /** The odds screen of one game: /games/<game id>/odds. */
  '/games/:id/odds',
] as const;

export type AppRouteTemplate = (typeof APP_ROUTE_TEMPLATES)[number];

/**
 * Every page the single-page app has: the one table the server (which paths answer 200) and the
 * web (`src/web/routes.tsx`, a page per path, checked by the type-checker) both read.
 */
export type AppPath = AppRoute | AppRouteTemplate;

/** What each template parameter accepts: a game id is a UUID. */
const PARAMETER_FORMATS: Record<string, string> = { id: '[0-9a-f-]{36}' };

function templatePattern(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const format = PARAMETER_FORMATS[segment.slice(1)];
      if (!format) throw new Error(`no format for route parameter ${segment} in ${template}`);
      return format;
    })
    .join('/');
  return new RegExp(`^${source}$`, 'i');
}

const TEMPLATE_PATTERNS: readonly RegExp[] = APP_ROUTE_TEMPLATES.map(templatePattern);

/** The odds screen's path for a game. */
export function gameOddsPath(gameId: string): string {
  return `/games/${encodeURIComponent(gameId)}/odds`;
}

export function isAppRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (APP_ROUTES as readonly string[]).includes(clean) || TEMPLATE_PATTERNS.some((p) => p.test(clean));
}
