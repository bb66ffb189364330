import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_ROUTE_TEMPLATES, APP_ROUTES } from '@shared/routes';
import { routes } from './routes';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './App';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './lib/use-toast';
import { resetToasts, toast } from './lib/use-toast';
import { renderApp } from './test/render';
import { mockFetch } from './test/mock-fetch';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from './test/fixtures';

afterEach(() => {
  resetToasts();
});

function withConfig() {
  return mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
}

function storeLogin(days: number, subscriptionType: string) {
  const view = licenseView(days, subscriptionType);
  window.localStorage.setItem('betlens_license_key', VALID_KEY);
  window.localStorage.setItem('betlens_license', JSON.stringify({ ...view, licenseKey: VALID_KEY }));
  return mockFetch({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    'POST /api/auth/verify-license': { body: { valid: true, license: view, message: 'ok' } },
  });
}

// A first visit opens onboarding over the landing page; these tests are about other things.
beforeEach(() => window.localStorage.setItem('betlens_onboarding_completed', 'true'));

describe('routes', () => {
  it('has a page for every path of the shared route table, and no other', () => {
    const paths = routes.map((r) => r.path);
    expect([...paths].sort()).toEqual([...APP_ROUTES, ...APP_ROUTE_TEMPLATES].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("shows '404 Page Not Found' with a link home for unknown paths", async () => {
    withConfig();
    const user = userEvent.setup();
    const { location } = renderApp({ path: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found');
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(location.history.at(-1)).toBe('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Decide in 30 seconds' }),
    ).toBeInTheDocument();
  });
});

describe('landing page', () => {
  it('shows the hero with Start Free Trial (marketplace, new tab) and Learn How to Bet', async () => {
    withConfig();
    renderApp({ path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Decide in 30 seconds' })).toBeInTheDocument();
    const trial = screen.getByRole('link', { name: 'Start Free Trial' });
    await waitFor(() => expect(trial).toHaveAttribute('href', PUBLIC_CONFIG.marketplace.trialUrl));
    expect(trial).toHaveAttribute('target', '_blank');
    expect(trial).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Learn How to Bet' })).toHaveAttribute('href', '/betting-101');
  });

  it('has the header links, a Login button and no Football Bets link for visitors', () => {
    withConfig();
    renderApp({ path: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Betting 101' })).toHaveAttribute('href', '/betting-101');
    expect(within(nav).getByRole('link', { name: 'Betting Trends' })).toHaveAttribute(
      'href',
      '/betting-trends',
    );
    expect(within(nav).getByRole('link', { name: 'Affiliate' })).toHaveAttribute('href', '/affiliate');
    expect(screen.queryByRole('link', { name: 'Football Bets' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('opens the login dialog from the header', async () => {
    withConfig();
    const user = userEvent.setup();
    renderApp({ path: '/' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('links the responsible-gambling resource from public-config in the footer', async () => {
    withConfig();
    renderApp({ path: '/' });
    const link = screen.getByRole('link', { name: 'Responsible Gambling' });
    await waitFor(() => expect(link).toHaveAttribute('href', PUBLIC_CONFIG.responsibleGamblingUrl));
  });

  it('redirects logged-in users to /dashboard', async () => {
    storeLogin(60, 'all-access');
    const { location } = renderApp({ path: '/' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('header with a licence', () => {
  it('shows Football Bets and a Dashboard control with football access', async () => {
    storeLogin(60, 'football');
    renderApp({ path: '/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Football Bets' })).toHaveAttribute(
      'href',
      '/football-bets',
    );
    expect(screen.getByRole('link', { name: /^Dashboard/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('hides Football Bets for plans without football access (a college-only plan has it)', async () => {
    storeLogin(60, 'unknown');
    renderApp({ path: '/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('link', { name: 'Football Bets' })).not.toBeInTheDocument();
  });

  it('the mobile menu lists Football Bets only with access, plus Login / Sign Up for visitors', async () => {
    withConfig();
    const user = userEvent.setup();
    renderApp({ path: '/' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const names = within(drawer)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Betting 101', 'Betting Trends', 'Affiliate Program', 'Home']);
    await user.click(within(drawer).getByRole('button', { name: 'Login / Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('toasts and tooltips (spec section 9)', () => {
  it('uses the spec timings', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('renders at most one toast, in a viewport limited to 420px', async () => {
    withConfig();
    renderApp({ path: '/' });
    toast({ title: 'One' });
    toast({ title: 'Two' });
    expect(await screen.findByText('Two')).toBeInTheDocument();
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    const viewport = screen.getByRole('region', { name: /Notifications/ });
    expect(viewport.querySelector('ol')?.className ?? viewport.className).toMatch(/max-w-\[420px\]/);
  });
});

describe('/bookmarklet-demo', () => {
  it('sends the old demo address on to /demo', async () => {
    mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    renderApp({ path: '/bookmarklet-demo' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/demo');
  });
});
