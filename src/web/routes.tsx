/**
 * The route table. Add a page by adding a row: eager for the landing page (first paint), lazy for
 * everything else so the landing bundle stays small. Unknown paths fall through to NotFound.
 */
import { lazy, type ComponentType } from 'react';
import { Landing } from './pages/Landing';

export interface AppRoute {
  path: string;
  component: ComponentType;
}

export const routes: readonly AppRoute[] = [
  { path: '/', component: Landing },
  { path: '/dashboard', component: lazy(() => import('./pages/Dashboard')) },
];
