import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from './SiteHeader';
import { requestSmsPrompt, closeSmsPrompt } from './sms-prompt';
import { resetToasts } from '../lib/use-toast';
import { renderApp } from '../test/render';
import { mockFetch } from '../test/mock-fetch';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../test/fixtures';
import { saveLicense } from '../../client/storage';

function signIn(days: number, plan: string) {
  const view = licenseView(days, plan);
  saveLicense(view, VALID_KEY);
  return view;
}

function setup(view = licenseView(40)) {
  mockFetch({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    'POST /api/auth/verify-license': { body: { valid: true, license: view, message: 'ok' } },
  });
  const user = userEvent.setup();
  return { user, ...renderApp({ ui: <SiteHeader /> }) };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

const linkNames = (drawer: HTMLElement) =>
  within(within(drawer).getByRole('navigation', { name: 'Mobile' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  resetToasts();
  closeSmsPrompt();
});

describe('mobile navigation drawer', () => {
  it("lists the visitor's links and 'Login / Sign Up', and Escape returns focus to the menu button", async () => {
    const { user } = setup();
    const drawer = await openMenu(user);
    expect(linkNames(drawer)).toEqual(['Betting 101', 'Betting Trends', 'Affiliate Program', 'Home']);
    expect(within(drawer).getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('adds Football Bets for an active football licence, and no login button', async () => {
    signIn(40, 'all-access');
    const { user } = setup();
    const drawer = await openMenu(user);
    expect(linkNames(drawer)).toEqual([
      'Football Bets',
      'Games',
      'My Bets',
      'Betting 101',
      'Betting Trends',
      'Affiliate Program',
      'Home',
      'Dashboard',
    ]);
    expect(within(drawer).queryByRole('button', { name: 'Login / Sign Up' })).not.toBeInTheDocument();
  });

  it('keeps the menu button on tablets while the bar hides Games and My Bets', () => {
    signIn(40, 'all-access');
    setup();
    const bar = screen.getByRole('navigation', { name: 'Main' });
    const hidden = (name: string) => within(bar).getByRole('link', { name, hidden: true }).className;
    expect(hidden('Games')).toContain('max-lg:hidden');
    expect(hidden('My Bets')).toContain('max-lg:hidden');
    expect(screen.getByRole('button', { name: 'Open menu' }).className).toContain('lg:hidden');
    expect(screen.getByRole('button', { name: 'Open menu' }).className).not.toContain('md:hidden');
  });

  it('shows Football Bets to a college-only buyer', async () => {
    const { user } = setup(signIn(3, 'cfb'));
    expect(linkNames(await openMenu(user))).toContain('Football Bets');
  });

  it('leaves Football Bets out for a plan without football', async () => {
    const { user } = setup(signIn(3, 'unknown'));
    expect(linkNames(await openMenu(user))).not.toContain('Football Bets');
  });

  it("'Login / Sign Up' closes the drawer and opens the Login dialog", async () => {
    const { user } = setup();
    const drawer = await openMenu(user);
    await user.click(within(drawer).getByRole('button', { name: 'Login / Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('a link closes the drawer and navigates', async () => {
    const { user, location } = setup();
    const drawer = await openMenu(user);
    await user.click(within(drawer).getByRole('link', { name: 'Betting 101' }));
    expect(location.history.at(-1)).toBe('/betting-101');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('login button', () => {
  it('opens the Login dialog and gives focus back when it closes', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });
});

describe("the header's SMS prompt", () => {
  it("opens 'Get SMS Alerts!' on request for a signed-in licence", async () => {
    signIn(40, 'all-access');
    setup();
    requestSmsPrompt();
    expect(await screen.findByRole('dialog', { name: 'Get SMS Alerts!' })).toBeVisible();
  });

  it('drops a request when nobody is signed in', async () => {
    setup();
    requestSmsPrompt();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
