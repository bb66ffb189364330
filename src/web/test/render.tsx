import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { AppProviders, AppRoutes } from '../App';
import { createQueryClient } from '../../client/api';

/** Renders the current path so tests can assert navigation. */
export function LocationDisplay() {
  const [location] = useLocation();
  return (
    <div data-testid="location" hidden>
      {location}
    </div>
  );
}

export interface RenderOptions {
  path?: string;
  /** Defaults to the whole route table. */
  ui?: ReactNode;
}

/** Renders with every app provider, a fresh query client and an in-memory router. */
export function renderApp({ path = '/', ui }: RenderOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const sleep = vi.fn((_ms: number) => Promise.resolve());
  const result = render(
    <Router hook={location.hook}>
      <AppProviders queryClient={queryClient} sleep={sleep}>
        {ui ?? <AppRoutes />}
        <LocationDisplay />
      </AppProviders>
    </Router>,
  );
  return { ...result, location, queryClient, sleep };
}
