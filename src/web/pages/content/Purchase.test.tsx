import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockFetch } from '../../test/mock-fetch';
import { PUBLIC_CONFIG } from '../../test/fixtures';
import { SEASON_PASS_FAQ, TRIAL_FAQ } from '../../content/trial-terms';

describe('/purchase', () => {
  it('shows only the brand in the header, the three plans with their checkouts and the trial FAQ', async () => {
    mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    renderApp({ path: '/purchase' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link')).toHaveLength(1);
    expect(within(header).getByRole('link')).toHaveAttribute('href', '/');
    expect(within(header).queryByRole('button')).not.toBeInTheDocument();

    const plans = PUBLIC_CONFIG.marketplace.plans;
    for (const [name, url] of [
      ['College Football', plans.cfbMonthly.url],
      ['All-Access', plans.allAccessMonthly.url],
      ['Pro Football', plans.nflMonthly.url],
    ] as const) {
      const link = await screen.findByRole('link', { name: `Choose ${name}` });
      await expect.poll(() => link.getAttribute('href')).toBe(url);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByText(TRIAL_FAQ.question)).toBeInTheDocument();
    expect(screen.getByText(SEASON_PASS_FAQ.question)).toBeInTheDocument();
  });
});
