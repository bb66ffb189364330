import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountStatusText, DashboardContent } from './Dashboard';
import { resetToasts } from '../lib/use-toast';
import { closeSmsPrompt } from '../components/sms-prompt';
import { renderApp } from '../test/render';
import { deferred, mockFetch } from '../test/mock-fetch';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../test/fixtures';
import type { ApprovedGame } from '@shared/api/football-bets';
import { anApprovedGame } from './picks/test/picks-fixtures';

const VERIFY = 'POST /api/auth/verify-license';

afterEach(() => {
  resetToasts();
  closeSmsPrompt();
});

/** Logs in through the startup check of a stored key, then opens /dashboard. */
const FOOTBALL_BETS = 'GET /api/football-bets?sport=all&forceRefresh=false';
const RANGE = { startDate: '2025-09-01', endDate: '2025-09-09' };

async function openDashboard(
  days: number,
  subscriptionType = 'all-access',
  path = '/dashboard',
  picks: ApprovedGame[] = [],
) {
  window.localStorage.setItem('betlens_license_key', VALID_KEY);
  const api = mockFetch({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    [VERIFY]: { body: { valid: true, license: licenseView(days, subscriptionType), message: 'ok' } },
    'POST /api/auth/logout': { body: { ok: true } },
    [FOOTBALL_BETS]: { body: { games: picks, totalGames: picks.length, dateRange: RANGE } },
  });
  const rendered = renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return { api, ...rendered };
}

describe('Dashboard access', () => {
  it("shows 'Loading...' while the login state is checked", async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    const gate = deferred();
    mockFetch({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      [VERIFY]: { wait: gate.promise, body: { valid: true, license: licenseView(60), message: 'ok' } },
    });
    renderApp({ path: '/dashboard' });
    expect((await screen.findByText('Loading...')).closest('[role="status"]')).not.toBeNull();
    gate.resolve();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('redirects to / when not logged in', async () => {
    mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    const { location } = renderApp({ path: '/dashboard' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Decide in 30 seconds' }),
    ).toBeInTheDocument();
  });

  it('redirects to / when the stored key fails its startup check', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    mockFetch({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      [VERIFY]: {
        status: 401,
        body: { valid: false, message: 'Invalid license key', code: 'LICENSE_INVALID' },
      },
    });
    const { location } = renderApp({ path: '/dashboard' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });
});

describe('Account Status card', () => {
  it("reads 'Active subscription' with more than 30 days left", async () => {
    await openDashboard(31.5);
    const card = screen.getByRole('region', { name: 'Account Status' });
    expect(within(card).getByText('Active subscription')).toBeInTheDocument();
    expect(within(card).queryByText(/Expires in/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Valid until/)).not.toBeInTheDocument();
  });

  it("reads 'Expires in 1 day' (singular) with 'Valid until {date}'", async () => {
    await openDashboard(0.5);
    const card = screen.getByRole('region', { name: 'Account Status' });
    expect(within(card).getByText('Expires in 1 day')).toBeInTheDocument();
    expect(within(card).getByText(/^Valid until [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeInTheDocument();
  });

  it("reads 'Expires in N days' (plural) up to 30 days", async () => {
    await openDashboard(29.5);
    const card = screen.getByRole('region', { name: 'Account Status' });
    expect(within(card).getByText('Expires in 30 days')).toBeInTheDocument();
  });

  it.each([
    ['2024-03-05T12:00:00Z', 'Your subscription expired on March 5, 2024'],
    ['2025-12-31T12:00:00Z', 'Your subscription expired on December 31, 2025'],
  ])('reads the expired message for %s', (expiryDate, text) => {
    mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    const license = { ...licenseView(1), expiryDate, licenseKey: VALID_KEY };
    renderApp({ ui: <AccountStatusText license={license} now={new Date('2026-01-10T00:00:00Z')} /> });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("formats 'Valid until' with the expiry date", () => {
    mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    const license = { ...licenseView(1), expiryDate: '2024-03-05T12:00:00Z', licenseKey: VALID_KEY };
    renderApp({ ui: <AccountStatusText license={license} now={new Date('2024-03-02T12:00:00Z')} /> });
    expect(screen.getByText('Expires in 3 days')).toBeInTheDocument();
    expect(screen.getByText('Valid until March 5, 2024')).toBeInTheDocument();
  });
});

describe('Football card', () => {
  it.each(['all-access', 'football'])('%s: Active badge and View Current Picks', async (type) => {
    await openDashboard(60, type);
    const card = screen.getByRole('region', { name: 'NFL & College Football Picks' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Current Picks' })).toHaveAttribute(
      'href',
      '/football-bets',
    );
    expect(within(card).queryByText('Subscribe Now')).not.toBeInTheDocument();
  });

  it('a college-only buyer has their picks, not Subscribe Now', async () => {
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
    await openDashboard(60, 'cfb', '/dashboard', [
      anApprovedGame({ id: 'c1', awayTeam: 'Clemson', homeTeam: 'South Carolina', commenceTime: soon }),
    ]);
    // The card is titled by the plan (issue 22): no NFL in a college-only plan's title.
    expect(screen.queryByRole('region', { name: 'NFL & College Football Picks' })).not.toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'College Football Picks' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
    const picks = screen.getByRole('region', { name: 'Your Picks' });
    expect(within(picks).getByText('College football')).toBeInTheDocument();
    expect(await within(picks).findByText('Clemson @ South Carolina')).toBeInTheDocument();
    expect(within(picks).getByRole('link', { name: 'Odds & line movement' })).toHaveAttribute(
      'href',
      '/games/c1/odds',
    );
  });

  it('an unknown plan: Subscribe Now opens the marketplace in a new tab', async () => {
    await openDashboard(60, 'unknown');
    const card = screen.getByRole('region', { name: 'NFL & College Football Picks' });
    expect(within(card).queryByText('Active')).not.toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Subscribe Now' });
    await waitFor(() => expect(link).toHaveAttribute('href', PUBLIC_CONFIG.marketplace.storeUrl));
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('a stored key the server calls expired shows when it ended and the renewal, not a logout', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    mockFetch({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      [VERIFY]: {
        status: 403,
        body: {
          valid: false,
          code: 'LICENSE_EXPIRED',
          message: 'This license key has expired',
          license: licenseView(-3, 'all-access'),
        },
      },
    });
    renderApp({ path: '/dashboard' });
    expect(await screen.findByText(/^Your subscription expired on /)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'NFL & College Football Picks' });
    expect(within(card).getByRole('link', { name: 'Renew Subscription' })).toBeInTheDocument();
    expect(window.localStorage.getItem('betlens_license_key')).toBeNull();
  });

  it('expired: Renew Subscription opens the marketplace', async () => {
    mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    const license = { ...licenseView(-3, 'all-access'), licenseKey: VALID_KEY };
    renderApp({ ui: <DashboardContent license={license} /> });
    const card = screen.getByRole('region', { name: 'NFL & College Football Picks' });
    expect(within(card).queryByText('Active')).not.toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Renew Subscription' });
    await waitFor(() => expect(link).toHaveAttribute('href', PUBLIC_CONFIG.marketplace.storeUrl));
    expect(screen.getByText(/^Your subscription expired on /)).toBeInTheDocument();
  });
});

describe('other sections', () => {
  it('shows a greyed-out basketball card with a disabled Available Soon button', async () => {
    await openDashboard(60);
    const card = screen.getByRole('region', { name: 'NBA & College Basketball' });
    expect(within(card).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Available Soon' })).toBeDisabled();
    expect(card.className).toMatch(/opacity-/);
  });

  it('links Support, Betting 101 and Manage Subscription', async () => {
    await openDashboard(60);
    const links = screen.getByRole('region', { name: 'Quick Links' });
    expect(within(links).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(within(links).getByRole('link', { name: 'Betting 101' })).toHaveAttribute('href', '/betting-101');
    const manage = within(links).getByRole('link', { name: 'Manage Subscription' });
    await waitFor(() =>
      expect(manage).toHaveAttribute('href', PUBLIC_CONFIG.marketplace.manageSubscriptionUrl),
    );
    expect(manage).toHaveAttribute('target', '_blank');
  });

  it('links Betting Trends (the page exists) and shows the affiliate sign-up', async () => {
    await openDashboard(60);
    const trends = screen.getByRole('region', { name: 'Betting Trends' });
    expect(within(trends).queryByText(/Coming Soon/)).not.toBeInTheDocument();
    expect(within(trends).getByRole('link', { name: 'View Betting Trends' })).toHaveAttribute(
      'href',
      '/betting-trends',
    );
    const affiliate = screen.getByRole('region', { name: 'Affiliate Program' });
    expect(affiliate).toHaveAttribute('id', 'affiliate');
    const link = within(affiliate).getByRole('link');
    await waitFor(() => expect(link).toHaveAttribute('href', PUBLIC_CONFIG.marketplace.affiliateUrl));
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("opens 'Get SMS Alerts!' from the SMS Alerts card", async () => {
    await openDashboard(60);
    const card = screen.getByRole('region', { name: 'SMS Alerts' });
    await userEvent.click(within(card).getByRole('button', { name: 'Get SMS Alerts' }));
    expect(await screen.findByRole('dialog', { name: 'Get SMS Alerts!' })).toBeInTheDocument();
  });

  it('scrolls to the affiliate section for /dashboard#affiliate', async () => {
    window.history.replaceState(null, '', '/dashboard#affiliate');
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: scrollIntoView,
    });
    try {
      await openDashboard(60);
      await waitFor(() => expect(scrolled.map((el) => el.id)).toContain('affiliate'));
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("logs out: server session ended, storage cleared, 'Logged Out' toast, back to /", async () => {
    const user = userEvent.setup();
    const { api, location } = await openDashboard(60);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged Out', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(api.to('POST /api/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(window.localStorage.getItem('betlens_license_key')).toBeNull();
    expect(window.localStorage.getItem('betlens_license')).toBeNull();
  });
});
