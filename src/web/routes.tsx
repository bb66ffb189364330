/**
 * The route table. Add a page by adding a row: eager for the landing page (first paint), lazy for
 * everything else so the landing bundle stays small. Unknown paths fall through to NotFound.
 */
import { lazy, type ComponentType } from 'react';
import { Redirect } from 'wouter';
import { Landing } from './pages/Landing';

function ToDemo() {
  return <Redirect to="/demo" replace />;
}

export interface AppRoute {
  path: string;
  component: ComponentType;
}

export const routes: readonly AppRoute[] = [
  { path: '/', component: Landing },
  { path: '/dashboard', component: lazy(() => import('./pages/Dashboard')) },
  { path: '/admin', component: lazy(() => import('./pages/admin/AdminPage')) },
  { path: '/weekly-best-bets', component: lazy(() => import('./pages/picks/WeeklyBestBets')) },
  { path: '/weekly-picks', component: lazy(() => import('./pages/picks/WeeklyPicks')) },
  { path: '/football-bets', component: lazy(() => import('./pages/picks/FootballBets')) },
  { path: '/betting-trends', component: lazy(() => import('./pages/picks/BettingTrends')) },
  { path: '/record', component: lazy(() => import('./pages/picks/Record')) },
  { path: '/power-rankings', component: lazy(() => import('./pages/rankings/PowerRankings')) },
  { path: '/games', component: lazy(() => import('./pages/games/Games')) },
  { path: '/games/:id/odds', component: lazy(() => import('./pages/games/GameOdds')) },
  { path: '/my-bets', component: lazy(() => import('./pages/bets/MyBets')) },
  { path: '/calculator', component: lazy(() => import('./pages/bets/Calculator')) },
  { path: '/demo', component: lazy(() => import('./pages/Demo')) },
  { path: '/bookmarklet-demo', component: ToDemo },
  { path: '/betting-101', component: lazy(() => import('./pages/content/Betting101')) },
  { path: '/methodology', component: lazy(() => import('./pages/content/Methodology')) },
  { path: '/affiliate', component: lazy(() => import('./pages/content/Affiliate')) },
  { path: '/purchase', component: lazy(() => import('./pages/content/Purchase')) },
  { path: '/support', component: lazy(() => import('./pages/content/Support')) },
  { path: '/success', component: lazy(() => import('./pages/content/Success')) },
  { path: '/privacy-policy', component: lazy(() => import('./pages/content/PrivacyPolicy')) },
  { path: '/terms-of-service', component: lazy(() => import('./pages/content/TermsOfService')) },
];
