import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChooseSportButton } from './ChooseSportButton';
import { NO_FOOTBALL_ACCESS } from './SportSelectionDialog';
import { SPORT_VERIFY_MESSAGES } from './sport-verify-error';
import { resetToasts } from '../lib/use-toast';
import { renderApp } from '../test/render';
import { mockFetch, type MockReply } from '../test/mock-fetch';
import { MESSAGES, PUBLIC_CONFIG, VALID_KEY, licenseView } from '../test/fixtures';
import { saveLicense } from '../../client/storage';

const VERIFY = 'POST /api/auth/verify-license';

function storeLicense(days: number, subscriptionType: string) {
  const view = licenseView(days, subscriptionType);
  saveLicense(view, VALID_KEY);
  return view;
}

function setup(verify: MockReply | MockReply[] = { status: 500 }) {
  const api = mockFetch({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    [VERIFY]: verify,
    'POST /api/events': { body: { accepted: true } },
  });
  const user = userEvent.setup();
  const rendered = renderApp({ ui: <ChooseSportButton /> });
  return { api, user, ...rendered };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'View Picks' }));
  return screen.findByRole('dialog', { name: 'Choose Your Sport' });
}

async function openKeyView(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole('button', { name: /Football Bets/ }));
  return screen.findByRole('dialog', { name: 'Enter Your License Key' });
}

afterEach(() => {
  resetToasts();
});

describe('Choose Your Sport', () => {
  it('offers football (available) and basketball (coming soon, disabled)', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    const football = within(dialog).getByRole('button', { name: /Football Bets/ });
    expect(football).toHaveTextContent('Available');
    expect(football).toHaveTextContent('NFL & College Football');
    expect(football).toBeEnabled();
    const basketball = within(dialog).getByRole('button', { name: /Basketball Bets/ });
    expect(basketball).toHaveTextContent('Coming Soon');
    expect(basketball).toBeDisabled();
  });

  it('goes straight to /football-bets with an active football licence', async () => {
    storeLicense(40, 'all-access');
    const { user, api, location } = setup({ body: { valid: true, license: licenseView(40), message: 'ok' } });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: /Football Bets/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/football-bets'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The stored licence answered; the only verification is the session's start-up check.
    expect(api.to(VERIFY).length).toBeLessThanOrEqual(1);
  });

  it('checks a key stored by another tab before deciding', async () => {
    // Signed in elsewhere after this page loaded: a key in storage, no session here.
    const { user, api, location } = setup({ body: { valid: true, license: licenseView(40), message: 'ok' } });
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: /Football Bets/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/football-bets'));
    expect(api.to(VERIFY)).toHaveLength(1);
    expect(api.to(VERIFY)[0]!.body).toEqual({ licenseKey: VALID_KEY });
  });

  it.each([
    ['an unknown plan', 'unknown', 10],
    ['an expired licence', 'all-access', -1],
  ])('asks for a key with %s', async (_what, plan, days) => {
    const view = licenseView(10, plan);
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    window.localStorage.setItem(
      'betlens_license',
      JSON.stringify({ ...view, expiryDate: licenseView(days).expiryDate, licenseKey: VALID_KEY }),
    );
    const { user } = setup({ body: { valid: true, license: view, message: 'ok' } });
    expect(await openKeyView(user)).toBeVisible();
  });

  it('shows the key view without a licence: disabled until a key is typed, store link, back', async () => {
    const { user } = setup();
    const dialog = await openKeyView(user);
    const verify = within(dialog).getByRole('button', { name: 'Verify & Access Football Bets' });
    const input = within(dialog).getByLabelText('License Key');
    expect(input).toHaveFocus();
    expect(verify).toBeDisabled();
    await user.type(input, '   ');
    expect(verify).toBeDisabled();
    await user.type(input, 'A');
    expect(verify).toBeEnabled();
    const store = within(dialog).getByRole('link', { name: 'Purchase License Key' });
    await waitFor(() => expect(store).toHaveAttribute('href', PUBLIC_CONFIG.marketplace.storeUrl));
    expect(store).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: 'Back to sports' }));
    const list = await screen.findByRole('dialog', { name: 'Choose Your Sport' });
    await waitFor(() => expect(within(list).getByRole('button', { name: /Football Bets/ })).toHaveFocus());
  });

  it('verifies the trimmed key and opens /football-bets', async () => {
    const { user, api, location } = setup({ body: { valid: true, license: licenseView(40), message: 'ok' } });
    const dialog = await openKeyView(user);
    await user.type(within(dialog).getByLabelText('License Key'), `  ${VALID_KEY} {Enter}`);
    await waitFor(() => expect(location.history.at(-1)).toBe('/football-bets'));
    expect(api.to(VERIFY)[0]!.body).toEqual({ licenseKey: VALID_KEY });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('betlens_license_key')).toBe(VALID_KEY);
    const events = api.events().map((event) => event.name);
    expect(events).toEqual(expect.arrayContaining(['license_entered', 'license_verified']));
  });

  it('keeps the key view open for a valid licence without football', async () => {
    // A plan the site does not know grants no football (cfb and nfl plans do).
    const { user, location } = setup({
      body: { valid: true, license: licenseView(3, 'unknown'), message: 'ok' },
    });
    const dialog = await openKeyView(user);
    await user.type(within(dialog).getByLabelText('License Key'), `${VALID_KEY}{Enter}`);
    expect(await screen.findByText(NO_FOOTBALL_ACCESS.title)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Enter Your License Key' })).toBeVisible();
    expect(location.history.at(-1)).toBe('/');
  });

  it.each([
    ['the server message for an unknown key', { status: 401, body: MESSAGES.invalid }, 'Invalid license key'],
    [
      'the server message for an expired key',
      { status: 403, body: MESSAGES.expired },
      'This license key has expired',
    ],
    [
      'the fallback for a 4xx without a message',
      { status: 400, text: 'Bad Request' },
      SPORT_VERIFY_MESSAGES.invalid,
    ],
    [
      'the network message when offline',
      { error: new TypeError('Failed to fetch') },
      SPORT_VERIFY_MESSAGES.network,
    ],
    [
      'the network message for a bare 502',
      { status: 502, text: '<html>Bad gateway</html>' },
      SPORT_VERIFY_MESSAGES.network,
    ],
  ])('toasts %s', async (_what, reply: MockReply, message) => {
    const { user } = setup(reply);
    const dialog = await openKeyView(user);
    await user.type(within(dialog).getByLabelText('License Key'), `${VALID_KEY}{Enter}`);
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Enter Your License Key' })).toBeVisible();
  });

  it('reopens at the sport list', async () => {
    const { user } = setup();
    await openKeyView(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await openDialog(user)).toBeVisible();
  });
});
