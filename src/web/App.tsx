import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { Route, Switch } from 'wouter';
import { queryClient as defaultQueryClient } from '../client/api';
import { SessionProvider } from './session/SessionProvider';
import { Toaster } from './components/Toaster';
import { NewTabHint } from './components/ExternalLink';
import { OfflineBanner } from './components/OfflineBanner';
import { PageLoading } from './components/PageLoading';
import { NotFound } from './pages/NotFound';
import { routes } from './routes';

/** Tooltip timings of spec section 9. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client; the app uses the shared one. */
  queryClient?: QueryClient;
  /** Injected wait between login attempts (tests). */
  sleep?: (ms: number) => Promise<void>;
}

export function AppProviders({ children, queryClient = defaultQueryClient, sleep }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <SessionProvider sleep={sleep}>
          {children}
          <Toaster />
          <NewTabHint />
          <OfflineBanner />
        </SessionProvider>
      </TooltipPrimitive.Provider>
    </QueryClientProvider>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}

export function App() {
  return (
    <AppProviders>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-emerald-500 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <AppRoutes />
    </AppProviders>
  );
}

export default App;
