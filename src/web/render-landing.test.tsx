import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { queryClient } from '../client/api';
import { setHydratingPrerender } from './lib/use-hydrated';
import { PUBLIC_CONFIG_QUERY_KEY } from './lib/public-config';
import { renderLandingMarkup } from './render-landing';
import { mockFetch, deferred } from './test/mock-fetch';
import { PUBLIC_CONFIG } from './test/fixtures';
import type { RecordResponse } from '@shared/api/record';

const EMPTY = {
  picks: 0,
  graded: 0,
  wins: 0,
  losses: 0,
  pushes: 0,
  winRate: null,
  units: 0,
  roi: null,
  averageClv: null,
};
const RECORD: RecordResponse = {
  season: 2026,
  seasons: [2026],
  overall: EMPTY,
  leagues: { nfl: EMPTY, cfb: EMPTY },
  picks: [],
  simulated: true,
  updatedAt: '2026-11-22T15:00:00.000Z',
};

afterEach(() => {
  document.body.innerHTML = '';
  // The app's own query client is shared across renders: start each test from nothing.
  queryClient.clear();
  setHydratingPrerender(false);
});

describe('the prerendered landing page', () => {
  it('carries no style attribute (the CSP refuses them) and the hero copy', () => {
    const html = renderLandingMarkup();
    expect(html).toContain('Decide in 30 seconds');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it.each([
    ['while nothing has arrived', false],
    ['when the config and the record are already there as it hydrates', true],
  ])("hydrates without a mismatch %s: it is exactly a visitor's first render", async (_label, fast) => {
    const html = renderLandingMarkup();
    if (fast) {
      // The extreme case of data beating hydration: in the cache before hydration starts.
      queryClient.setQueryData(PUBLIC_CONFIG_QUERY_KEY, PUBLIC_CONFIG);
      queryClient.setQueryData(['/api/record', 'current'], RECORD);
    }
    const never = deferred();
    const wait = fast ? undefined : never.promise;
    mockFetch({
      'GET /api/public-config': { ...(wait ? { wait } : {}), body: PUBLIC_CONFIG },
      'GET /api/record': { ...(wait ? { wait } : {}), body: RECORD },
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      setHydratingPrerender(true);
      hydrateRoot(container, <App />, { onRecoverableError: (error) => errors.push(error) });
      await new Promise((r) => setTimeout(r, 50));
    });
    consoleError.mockRestore();
    expect(errors.map((e) => String(Array.isArray(e) ? e.join(' ') : e).slice(0, 2000))).toEqual([]);
    if (fast) {
      // And the data shows once hydrated: links get their href.
      await vi.waitFor(() =>
        expect(container.querySelector(`a[href="${PUBLIC_CONFIG.marketplace.trialUrl}"]`)).not.toBeNull(),
      );
    }
  });
});
