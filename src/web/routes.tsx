/**
 * A page for every path of the app's one route table (`APP_ROUTES` and `APP_ROUTE_TEMPLATES` in
 * src/shared/routes.ts, which the server also reads to decide what answers 200). The type-checker
 * refuses a path without a page, or a page for a path the table lacks. Eager for the landing page
 * (first paint), lazy for everything else so the landing bundle stays small. Unknown paths fall
 * through to NotFound.
 */
import { lazy, type ComponentType } from 'react';
import { Redirect } from 'wouter';
import type { AppPath } from '@shared/routes';
import { Landing } from './pages/Landing';

function ToDemo() {
  return <Redirect to="/demo" replace />;
}

export interface PageRoute {
  path: AppPath;
  component: ComponentType;
}

const PAGES: { readonly [P in AppPath]: ComponentType } = {
  '/': Landing,
  '/dashboard': lazy(() => import('./pages/Dashboard')),
  '/admin': lazy(() => import('./pages/admin/AdminPage')),
  '/weekly-best-bets': lazy(() => import('./pages/picks/WeeklyBestBets')),
  '/weekly-picks': lazy(() => import('./pages/picks/WeeklyPicks')),
  '/football-bets': lazy(() => import('./pages/picks/FootballBets')),
  '/betting-trends': lazy(() => import('./pages/picks/BettingTrends')),
  '/record': lazy(() => import('./pages/picks/Record')),
  '/power-rankings': lazy(() => import('./pages/rankings/PowerRankings')),
  '/games': lazy(() => import('./pages/games/Games')),
  '/games/:id/odds': lazy(() => import('./pages/games/GameOdds')),
  '/my-bets': lazy(() => import('./pages/bets/MyBets')),
  '/calculator': lazy(() => import('./pages/bets/Calculator')),
  '/demo': lazy(() => import('./pages/Demo')),
  '/bookmarklet-demo': ToDemo,
  '/betting-101': lazy(() => import('./pages/content/Betting101')),
  '/methodology': lazy(() => import('./pages/content/Methodology')),
  '/affiliate': lazy(() => import('./pages/content/Affiliate')),
  '/purchase': lazy(() => import('./pages/content/Purchase')),
  '/support': lazy(() => import('./pages/content/Support')),
  '/success': lazy(() => import('./pages/content/Success')),
  '/privacy-policy': lazy(() => import('./pages/content/PrivacyPolicy')),
  '/terms-of-service': lazy(() => import('./pages/content/TermsOfService')),
};

/** In the table's order; wouter takes the first match, and no two paths overlap. */
export const routes: readonly PageRoute[] = (Object.keys(PAGES) as AppPath[]).map((path) => ({
  path,
  component: PAGES[path],
}));
