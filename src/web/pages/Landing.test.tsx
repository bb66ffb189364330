import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicConfig } from '@shared/api/public-config';
import { SEASON_PASS_FAQ, TRIAL_FAQ } from '../content/trial-terms';
import { resetToasts } from '../lib/use-toast';
import { renderApp } from '../test/render';
import { deferred, mockFetch } from '../test/mock-fetch';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../test/fixtures';
import { aRecord } from './picks/test/picks-fixtures';

const CONFIG: PublicConfig = {
  ...PUBLIC_CONFIG,
  sportsbooks: [
    {
      name: 'Alpha Book',
      url: 'https://alpha.test/ref',
      bonus: 'Bet $5, get $200 in bonus bets',
      bonusAsOf: '2026-11-01',
    },
    {
      name: 'Beta Book',
      url: 'https://beta.test/ref',
      bonus: 'First bet safety net up to $1,000',
      bonusAsOf: '2026-11-01',
    },
    {
      name: 'Gamma Book',
      url: 'https://gamma.test/ref',
      bonus: '100% deposit match',
      bonusAsOf: '2026-11-01',
    },
    {
      name: 'Delta Book',
      url: 'https://delta.test/ref',
      bonus: 'Odds boost every Sunday',
      bonusAsOf: '2026-11-01',
    },
    {
      name: 'Epsilon Book',
      url: 'https://epsilon.test/ref',
      bonus: 'A fifth offer',
      bonusAsOf: '2026-11-01',
    },
  ],
  testimonials: [
    { quote: 'The edge meter changed how I read a line.', name: 'Jordan P.', detail: 'NFL bettor' },
    { quote: 'Saturday mornings take ten minutes now.', name: 'Casey R.', detail: 'College bettor' },
  ],
};

function setup({
  config = CONFIG,
  onboardingDone = true,
}: { config?: PublicConfig; onboardingDone?: boolean } = {}) {
  if (onboardingDone) window.localStorage.setItem('betlens_onboarding_completed', 'true');
  const api = mockFetch({
    'GET /api/public-config': { body: config },
    'GET /api/record': { body: aRecord() },
    'POST /api/events': { body: { accepted: true } },
  });
  const user = userEvent.setup();
  return { api, user, ...renderApp({ path: '/' }) };
}

function mockStandalone(standalone: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: standalone,
    media: '(display-mode: standalone)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((media: string) =>
    media === '(display-mode: standalone)' ? (query as unknown as MediaQueryList) : original(media),
  );
  return {
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  resetToasts();
});

describe('landing page sections', () => {
  it('renders every section in the spec order', async () => {
    setup();
    // Generous: the first render of the file also compiles the page (slow on a loaded machine).
    await screen.findByText('Alpha Book', undefined, { timeout: 10_000 });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Our Track Record',
      'How It Works',
      'Install the BetLens Button',
      'See the Edge Before You Bet',
      'Simple Pricing',
      'What Bettors Say',
      'Sportsbook Bonuses',
      'Frequently Asked Questions',
      'Ready to bet with an edge?',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Decide in 30 seconds' })).toBeInTheDocument();
    expect(document.getElementById('pricing')).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Simple Pricing' }),
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('starts the trial from the hero and the final call to action, and links to support', async () => {
    const { api, user } = setup();
    const trial = screen.getByRole('link', { name: 'Start 7-Day Free Trial' });
    await waitFor(() => expect(trial).toHaveAttribute('href', CONFIG.marketplace.trialUrl));
    expect(trial).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
    trial.addEventListener('click', (event) => event.preventDefault());
    await user.click(trial);
    const hero = screen.getByRole('link', { name: 'Start Free Trial' });
    hero.addEventListener('click', (event) => event.preventDefault());
    await user.click(hero);
    await waitFor(() => expect(api.to('POST /api/events')).toHaveLength(2));
    for (const request of api.to('POST /api/events')) {
      expect(request.body).toMatchObject({ name: 'purchase_initiated', properties: { plan: 'trial' } });
    }
  });

  it('shows the first four sportsbook banners from the config as 21+ referral ads', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'Sportsbook Bonuses' });
    await within(section).findByText('Alpha Book');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(section).queryByText('Epsilon Book')).not.toBeInTheDocument();
    const alpha = within(section).getByRole('link', { name: 'Claim Bonus at Alpha Book' });
    expect(alpha).toHaveAttribute('href', 'https://alpha.test/ref');
    expect(alpha).toHaveAttribute('target', '_blank');
    expect(alpha.getAttribute('rel')).toContain('sponsored');
    expect(within(items[0]!).getByText('Ad · 21+')).toBeInTheDocument();
    expect(within(section).getByText('Bet $5, get $200 in bonus bets')).toBeInTheDocument();
    // The bonus comes from the config with the day it was checked (issue 22).
    expect(within(items[0]!).getByText('Offer as of Nov 1, 2026')).toBeInTheDocument();
    expect(within(section).getByText(/referral links/i)).toBeInTheDocument();
  });

  it('shows no sportsbook section when no referral banner is configured (issue 22)', async () => {
    setup({ config: { ...CONFIG, sportsbooks: [] } });
    await screen.findByRole('region', { name: 'What Bettors Say' });
    expect(screen.queryByRole('region', { name: 'Sportsbook Bonuses' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Claim Bonus/)).not.toBeInTheDocument();
  });

  it('shows the testimonials of the config with the stats', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'What Bettors Say' });
    expect(
      await within(section).findByText(/The edge meter changed how I read a line\./),
    ).toBeInTheDocument();
    expect(within(section).getByText('Casey R.')).toBeInTheDocument();
    expect(within(section).getByText('College bettor')).toBeInTheDocument();
    for (const stat of ['136', 'FBS teams', '32', 'pro football teams']) {
      expect(within(section).getByText(stat)).toBeInTheDocument();
    }
    // No rating claim without a source.
    expect(within(section).queryByText(/5-star|rated/i)).not.toBeInTheDocument();
  });

  it('omits the testimonials section when the operator configured no quotes', async () => {
    setup({ config: { ...CONFIG, testimonials: [] } });
    await screen.findByText('Alpha Book');
    expect(screen.queryByRole('region', { name: 'What Bettors Say' })).not.toBeInTheDocument();
    expect(screen.queryByText(/edge meter changed/)).not.toBeInTheDocument();
  });

  it('answers the trial, season pass, no-guarantee and install questions', () => {
    setup();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    for (const item of [TRIAL_FAQ, SEASON_PASS_FAQ]) {
      expect(within(faq).getByText(item.question)).toBeInTheDocument();
      expect(within(faq).getByText(item.answer)).toBeInTheDocument();
    }
    expect(within(faq).getByText('Do you guarantee winning picks?')).toBeInTheDocument();
    expect(within(faq).getByText('How do I install BetLens?')).toBeInTheDocument();
  });

  it('labels the combined demo as an example and links to the full demo and Betting 101', () => {
    setup();
    const features = screen.getByRole('region', { name: 'See the Edge Before You Bet' });
    expect(within(features).getByText('Example, not a current pick')).toBeInTheDocument();
    expect(within(features).getByText('+6.2%')).toBeInTheDocument();
    expect(within(features).getByText('STRONG VALUE')).toBeInTheDocument();
    expect(within(features).getByText('+1.5 points better than the fair line')).toBeInTheDocument();
    expect(within(features).getByText('70.6%')).toBeInTheDocument();
    expect(within(features).getByText('HIGH')).toBeInTheDocument();
    expect(within(features).getByRole('link', { name: 'See Full Demo' })).toHaveAttribute('href', '/demo');
    expect(within(features).getByRole('link', { name: 'Learn more about Model Edge' })).toHaveAttribute(
      'href',
      '/betting-101#model-edge',
    );
    expect(within(features).getByRole('link', { name: 'Learn more about Fair Lines' })).toHaveAttribute(
      'href',
      '/betting-101#fair-lines',
    );
    expect(within(features).getByRole('link', { name: 'Learn more about ATS Confidence' })).toHaveAttribute(
      'href',
      '/betting-101#ats-records',
    );
  });
});

describe('bookmarklet install section', () => {
  it('is shown in a browser tab and hidden in the installed app', async () => {
    const display = mockStandalone(false);
    setup();
    expect(screen.getByRole('region', { name: 'Install the BetLens Button' })).toBeInTheDocument();
    display.change(true);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Install the BetLens Button' })).not.toBeInTheDocument(),
    );
  });

  it('offers the browser extension from its store listings, and only where it is listed', async () => {
    mockStandalone(false);
    setup();
    const install = screen.getByRole('region', { name: 'Install the BetLens Button' });
    const chrome = await within(install).findByRole('link', { name: 'Add to Chrome' });
    expect(chrome).toHaveAttribute('href', 'https://chrome.test/detail/betlens');
    expect(chrome).toHaveAttribute('target', '_blank');
    expect(install).toHaveTextContent(
      'For Chrome and Edge: an Open BetLens button on DraftKings, FanDuel and BetMGM',
    );
    expect(within(install).queryByRole('link', { name: 'Add to Firefox' })).not.toBeInTheDocument();
  });

  it('offers no extension while it has no store listing', async () => {
    mockStandalone(false);
    setup({ config: { ...CONFIG, extensionStores: { chromeUrl: '', firefoxUrl: '' } } });
    await screen.findByText('Alpha Book');
    expect(screen.queryByText(/browser extension/)).not.toBeInTheDocument();
  });

  it('is not rendered at all when the app starts standalone', () => {
    mockStandalone(true);
    setup();
    expect(screen.queryByRole('region', { name: 'Install the BetLens Button' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How It Works' })).toBeInTheDocument();
  });
});

describe('onboarding on the landing page', () => {
  it('opens by itself for a first-time visitor', async () => {
    setup({ onboardingDone: false });
    expect(await screen.findByRole('dialog', { name: 'Welcome to BetLens!' })).toBeVisible();
  });

  it('stays closed once completed, and Take the tour opens it again', async () => {
    const { user } = setup({ onboardingDone: true });
    await screen.findByText('Alpha Book');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take the tour' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to BetLens!' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Take the tour' })).toHaveFocus();
  });

  it('waits while a stored key is checked, and opens once the key turns out invalid', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    const answer = deferred();
    mockFetch({
      'GET /api/public-config': { body: CONFIG },
      'GET /api/record': { body: aRecord() },
      'POST /api/auth/verify-license': {
        wait: answer.promise,
        status: 401,
        body: { message: 'Invalid license key', code: 'LICENSE_INVALID' },
      },
    });
    renderApp({ path: '/' });
    await screen.findByText('Alpha Book');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answer.resolve();
    // The start-up check removed the key: a first-time visitor after all.
    expect(await screen.findByRole('dialog', { name: 'Welcome to BetLens!' })).toBeVisible();
    expect(window.localStorage.getItem('betlens_license_key')).toBeNull();
  });
});

describe('who sees the landing page', () => {
  it('sends a signed-in user on to the dashboard', async () => {
    const view = licenseView(40);
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    window.localStorage.setItem('betlens_license', JSON.stringify({ ...view, licenseKey: VALID_KEY }));
    mockFetch({
      'GET /api/public-config': { body: CONFIG },
      'POST /api/auth/verify-license': { body: { valid: true, license: view, message: 'ok' } },
    });
    const { location } = renderApp({ path: '/' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
  });
});
