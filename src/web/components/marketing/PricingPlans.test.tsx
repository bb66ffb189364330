import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricingPlans } from './PricingPlans';
import { TRIAL_SHORT } from '../../content/trial-terms';
import { renderApp } from '../../test/render';
import { deferred, mockFetch } from '../../test/mock-fetch';
import { PUBLIC_CONFIG } from '../../test/fixtures';

const CONFIG = {
  ...PUBLIC_CONFIG,
  marketplace: {
    ...PUBLIC_CONFIG.marketplace,
    plans: {
      cfbMonthly: { url: 'https://pay.test/cfb-monthly', price: '$8.49' },
      nflMonthly: { url: 'https://pay.test/nfl-monthly', price: '$10.99' },
      allAccessMonthly: { url: 'https://pay.test/all-monthly', price: '$16.99' },
    },
  },
};

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('PricingPlans', () => {
  it('shows each plan with its configured price and checkout link, All-Access marked popular', async () => {
    mockFetch({
      'GET /api/public-config': { body: CONFIG },
      'POST /api/events': { body: { accepted: true } },
    });
    renderApp({ ui: <PricingPlans /> });

    const expected = [
      ['College Football', '$8.49', 'https://pay.test/cfb-monthly'],
      ['All-Access', '$16.99', 'https://pay.test/all-monthly'],
      ['Pro Football', '$10.99', 'https://pay.test/nfl-monthly'],
    ] as const;
    await screen.findByText('$16.99');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expected.map(([name]) => name),
    );
    for (const [name, price, url] of expected) {
      const plan = card(name);
      expect(within(plan).getByText(price)).toBeInTheDocument();
      expect(within(plan).getByText('/month')).toBeInTheDocument();
      expect(within(plan).getByText(TRIAL_SHORT)).toBeInTheDocument();
      const link = within(plan).getByRole('link', { name: `Choose ${name}` });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(within(card('All-Access')).getByText(/Popular/)).toBeInTheDocument();
    expect(within(card('College Football')).queryByText(/Popular/)).not.toBeInTheDocument();
    // The advertised feature links to its page; only All-Access sells it (the server enforces it).
    expect(
      within(card('All-Access')).getByRole('link', { name: 'SP+ ratings and NFL power rankings' }),
    ).toHaveAttribute('href', '/power-rankings');
    expect(within(card('College Football')).queryByText(/SP\+/)).not.toBeInTheDocument();
  });

  it('fires purchase_initiated with the plan when a checkout opens, and nothing identifying', async () => {
    const api = mockFetch({
      'GET /api/public-config': { body: CONFIG },
      'POST /api/events': { body: { accepted: true } },
    });
    const user = userEvent.setup();
    renderApp({ ui: <PricingPlans /> });
    const link = await screen.findByRole('link', { name: 'Choose Pro Football' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(api.to('POST /api/events')).toHaveLength(1));
    expect(api.to('POST /api/events')[0]!.body).toEqual({
      name: 'purchase_initiated',
      properties: { plan: 'nflMonthly' },
      path: '/',
      source: 'web',
    });
  });

  it('keeps every card (and its size) while the config loads, with inert buttons', async () => {
    const gate = deferred();
    mockFetch({ 'GET /api/public-config': { body: CONFIG, wait: gate.promise } });
    renderApp({ ui: <PricingPlans /> });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByText('Loading price')).toHaveLength(3);
    expect(screen.queryByText('$16.99')).not.toBeInTheDocument();
    const inert = within(card('All-Access')).getByRole('link', { name: 'Choose All-Access' });
    expect(inert).toHaveAttribute('aria-disabled', 'true');
    expect(inert).not.toHaveAttribute('href');
    gate.resolve();
    expect(await screen.findByText('$16.99')).toBeInTheDocument();
    expect(screen.queryByText('Loading price')).not.toBeInTheDocument();
  });
});
