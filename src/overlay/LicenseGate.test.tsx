import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { picksWindow } from '@shared/calendar/picks-window';
import { getLicenseKey, STORAGE_KEYS, type StoredLicense } from '../client/storage';
import { MESSAGES, PUBLIC_CONFIG, VALID_KEY } from '../web/test/fixtures';
import { deferred } from '../web/test/mock-fetch';
import { aGame } from '../web/pages/picks/test/picks-fixtures';
import { licenseFor, NOW, openOverlay, unmountAll } from './test/harness';
import { stubFetch, type StubReply } from '../web/test/stub-fetch';

const VERIFY = 'POST /api/auth/verify-license';
const CHECK = 'POST /api/sms/check-license-subscription';
const GAMES = 'GET /api/bookmarklet/games';
const EVENTS = 'POST /api/events';
const GATE = 'Sign Up for Your FREE 7-Day Trial';

afterEach(unmountAll);

function routes(verify: StubReply | StubReply[], check: StubReply = { body: { hasSubscription: true } }) {
  return stubFetch({
    [VERIFY]: verify,
    [CHECK]: check,
    [GAMES]: { body: { games: [aGame()], totalGames: 1, dateRange: picksWindow(NOW) } },
    [EVENTS]: { body: { accepted: true } },
  });
}

const valid: StubReply = {
  body: { valid: true, license: licenseFor(20), message: 'License verified successfully' },
};

async function enterKeyView(mounted: ReturnType<typeof openOverlay>) {
  const { ui, user } = mounted;
  await user.click(ui.getByRole('button', { name: 'Already have a license key? Enter it here' }));
  const dialog = ui.getByRole('dialog', { name: 'Enter License Key' });
  return { dialog, input: within(dialog).getByLabelText('License Key') };
}

function toast(ui: ReturnType<typeof openOverlay>['ui']) {
  return within(ui.getByRole('region', { name: 'Notifications' }));
}

describe('the licence gate', () => {
  it('offers the free trial first: benefits, and the configured trial link in a new tab', async () => {
    const api = routes(valid);
    const mounted = openOverlay();
    const { ui, user, shadow } = mounted;
    const gate = within(ui.getByRole('dialog', { name: GATE }));
    const benefits = gate.getByRole('list', { name: 'What the trial includes' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6);
    for (const text of [
      /weekly best bets/i,
      /7 days of All-Access/,
      /all major sportsbooks/,
      /A written analysis of every pick/,
      /SP\+ ratings and NFL power rankings/,
      /Cancel within the 7 days and nothing is charged/,
    ])
      expect(within(benefits).getByText(text)).toBeInTheDocument();

    const trial = gate.getByRole('link', { name: 'Start FREE 7-Day All-Access Trial' });
    expect(trial).toHaveAttribute('href', PUBLIC_CONFIG.marketplace.trialUrl);
    expect(trial).toHaveAttribute('target', '_blank');
    expect(trial).toHaveAttribute('rel', 'noopener noreferrer');
    expect(trial).toHaveAccessibleDescription('Opens in a new tab');
    // Focus starts on the gate's first control.
    expect(shadow.activeElement).toBe(trial);

    trial.addEventListener('click', (event) => event.preventDefault());
    await user.click(trial);
    await waitFor(() => expect(api.events()).toHaveLength(1));
    expect(api.events()[0]).toMatchObject({
      name: 'purchase_initiated',
      properties: { plan: 'trial' },
      source: 'overlay',
    });
    expect(api.to(VERIFY)).toHaveLength(0);
  });

  it('fetches the public config itself when the page has none, and waits for the trial link', async () => {
    const gate = deferred();
    stubFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG, wait: gate.promise } });
    const { ui } = openOverlay({ publicConfig: null });
    const pending = ui.getByRole('link', { name: 'Start FREE 7-Day All-Access Trial' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).not.toHaveAttribute('href');
    gate.resolve();
    await waitFor(() =>
      expect(ui.getByRole('link', { name: 'Start FREE 7-Day All-Access Trial' })).toHaveAttribute(
        'href',
        PUBLIC_CONFIG.marketplace.trialUrl,
      ),
    );
  });

  it("switches to 'Enter License Key' and Back to the offer", async () => {
    routes(valid);
    const mounted = openOverlay();
    const { input, dialog } = await enterKeyView(mounted);
    expect(mounted.shadow.activeElement).toBe(input);
    expect(input).toHaveAttribute('placeholder', 'XXXXXXXX-XXXXXXXX-XXXXXXXX-XXXXXXXX');
    await mounted.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(mounted.ui.getByRole('dialog', { name: GATE })).toBeInTheDocument();
  });

  it("toasts 'Error: Please enter a license key' for a blank key and sends nothing", async () => {
    const api = routes(valid);
    const mounted = openOverlay();
    const { dialog, input } = await enterKeyView(mounted);
    await mounted.user.type(input, '   ');
    await mounted.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(toast(mounted.ui).getByText('Error')).toBeInTheDocument();
    expect(toast(mounted.ui).getByText('Please enter a license key')).toBeInTheDocument();
    expect(api.to(VERIFY)).toHaveLength(0);
  });

  it('says a revoked key was revoked and to contact support (issue 22)', async () => {
    routes([{ status: 403, body: MESSAGES.revoked }]);
    const mounted = openOverlay();
    const { dialog, input } = await enterKeyView(mounted);
    await mounted.user.type(input, 'DEADBEEF-DEADBEEF-DEADBEEF-DEADBEEF');
    await mounted.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await toast(mounted.ui).findByText('License Revoked')).toBeInTheDocument();
    expect(
      toast(mounted.ui).getByText('This license has been revoked. Contact support.'),
    ).toBeInTheDocument();
  });

  it("toasts 'Verification Failed' for a rejected key (401) and for valid:false", async () => {
    const api = routes([{ status: 401, body: MESSAGES.invalid }, { body: MESSAGES.invalid }]);
    const mounted = openOverlay();
    const { dialog, input } = await enterKeyView(mounted);
    await mounted.user.type(input, 'DEADBEEF-DEADBEEF-DEADBEEF-DEADBEEF');
    await mounted.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await toast(mounted.ui).findByText('Verification Failed')).toBeInTheDocument();
    expect(toast(mounted.ui).getByText('Invalid or expired license key')).toBeInTheDocument();
    expect(mounted.ui.getByRole('dialog', { name: 'Enter License Key' })).toBeInTheDocument();

    await mounted.user.click(toast(mounted.ui).getByRole('button', { name: 'Close notification' }));
    await mounted.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await toast(mounted.ui).findByText('Verification Failed')).toBeInTheDocument();
    expect(api.to(VERIFY)).toHaveLength(2);
    expect(getLicenseKey()).toBeNull();
    expect(api.to(GAMES)).toHaveLength(0);
  });

  it("toasts 'Error: Failed to verify license key' on a network failure, a server error or a rate limit", async () => {
    routes([
      { error: new TypeError('Failed to fetch') },
      { status: 503, body: { valid: false, message: 'Unable to verify license right now' } },
      { status: 429, body: { message: 'Too many attempts. Try again in 30 seconds.', code: 'RATE_LIMITED' } },
    ]);
    const mounted = openOverlay();
    const { dialog, input } = await enterKeyView(mounted);
    await mounted.user.type(input, VALID_KEY);
    for (let attempt = 0; attempt < 3; attempt++) {
      await mounted.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
      expect(await toast(mounted.ui).findByText('Failed to verify license key')).toBeInTheDocument();
      expect(toast(mounted.ui).getByText('Error')).toBeInTheDocument();
      await mounted.user.click(toast(mounted.ui).getByRole('button', { name: 'Close notification' }));
    }
  });

  it("toasts 'Error' when a valid answer carries no readable licence, and stores nothing", async () => {
    routes({ body: { valid: true, message: 'ok' } });
    const mounted = openOverlay();
    const { dialog, input } = await enterKeyView(mounted);
    await mounted.user.type(input, VALID_KEY);
    await mounted.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await toast(mounted.ui).findByText('Failed to verify license key')).toBeInTheDocument();
    expect(getLicenseKey()).toBeNull();
  });

  it("shows 'Verifying...' while the check runs", async () => {
    const gate = deferred();
    routes({ ...valid, wait: gate.promise });
    const mounted = openOverlay();
    const { dialog, input } = await enterKeyView(mounted);
    await mounted.user.type(input, VALID_KEY);
    await mounted.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    gate.resolve();
    expect(await toast(mounted.ui).findByText('Success')).toBeInTheDocument();
  });

  it('verifies the trimmed key, saves the licence, closes the gate and loads the picks', async () => {
    const api = routes(valid);
    const mounted = openOverlay();
    const { dialog, input } = await enterKeyView(mounted);
    await mounted.user.type(input, `  ${VALID_KEY} `);
    await mounted.user.type(input, '{Enter}');

    expect(await toast(mounted.ui).findByText('Success')).toBeInTheDocument();
    expect(toast(mounted.ui).getByText('License verified successfully!')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(mounted.ui.queryByRole('dialog', { name: GATE })).not.toBeInTheDocument();
    expect(mounted.ui.getByText('Licensed User')).toBeInTheDocument();
    expect(mounted.ui.getByText('20 days remaining')).toBeInTheDocument();
    expect(await mounted.ui.findByText('1 high-quality pick available')).toBeInTheDocument();

    expect(api.to(VERIFY)[0]!.body).toEqual({ licenseKey: VALID_KEY });
    expect(api.to(VERIFY)[0]!.headers['content-type']).toBe('application/json');
    expect(api.to(VERIFY)[0]!.headers['x-device-id']).toBeUndefined();
    expect(api.to(VERIFY)[0]!.credentials).toBe('include');
    expect(getLicenseKey()).toBe(VALID_KEY);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.license)!)).toMatchObject({
      licenseKey: VALID_KEY,
      subscriptionType: 'all-access',
    });
    expect(api.to(GAMES)[0]!.headers['x-license-key']).toBe(VALID_KEY);
    expect(mounted.onLicenseVerified).toHaveBeenCalledWith(
      expect.objectContaining({ licenseKey: VALID_KEY }),
    );

    await waitFor(() => expect(api.to(CHECK)).toHaveLength(1));
    expect(api.to(CHECK)[0]!.body).toEqual({ licenseKey: VALID_KEY });
    // The licence already has SMS alerts: no opt-in.
    expect(mounted.ui.queryByRole('dialog', { name: 'Get SMS Alerts!' })).not.toBeInTheDocument();

    await waitFor(() =>
      expect(api.events().map((e) => e.name)).toEqual(['license_entered', 'license_verified']),
    );
    expect(api.events()[1]).toMatchObject({ properties: { returning: false }, source: 'overlay' });
    expect(JSON.stringify(api.events())).not.toContain(VALID_KEY);
  });

  it('opens the SMS opt-in after a verification when the licence has no subscription', async () => {
    routes(valid, { body: { hasSubscription: false } });
    const mounted = openOverlay();
    const { input } = await enterKeyView(mounted);
    await mounted.user.type(input, `${VALID_KEY}{Enter}`);
    const sms = await mounted.ui.findByRole('dialog', { name: 'Get SMS Alerts!' });
    await waitFor(() =>
      expect(mounted.shadow.activeElement).toBe(within(sms).getByLabelText('Phone Number')),
    );
  });

  it('opens the SMS opt-in when the subscription check fails', async () => {
    routes(valid, { status: 500, text: 'down' });
    const mounted = openOverlay();
    const { input } = await enterKeyView(mounted);
    await mounted.user.type(input, `${VALID_KEY}{Enter}`);
    expect(await mounted.ui.findByRole('dialog', { name: 'Get SMS Alerts!' })).toBeInTheDocument();
  });

  it('sends its own device id when the API is on another origin', async () => {
    const api = routes(valid);
    const mounted = openOverlay({ apiBase: 'https://api.betlens.test' });
    const { input } = await enterKeyView(mounted);
    await mounted.user.type(input, `${VALID_KEY}{Enter}`);
    expect(await toast(mounted.ui).findByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(api.to(GAMES)).toHaveLength(1));
    const device = api.to(VERIFY)[0]!.headers['x-device-id'];
    expect(device).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(api.to(VERIFY)[0]!.origin).toBe('https://api.betlens.test');
    expect(api.to(GAMES)[0]!.headers['x-device-id']).toBe(device);
    expect(window.localStorage.getItem('betlens_overlay_device')).toBe(device);
  });
});

describe('where the key is typed off our own pages (issue 22 §2)', () => {
  it('the extension panel has no key field: it says where to enter the key and can open the settings', async () => {
    routes(valid);
    const openSettings = vi.fn();
    const mounted = openOverlay({ keyEntry: { kind: 'extension', openSettings } });
    const { ui, user } = mounted;
    await user.click(ui.getByRole('button', { name: 'Already have a license key? Enter it here' }));
    const dialog = within(ui.getByRole('dialog', { name: 'Enter License Key' }));
    expect(
      dialog.getByText(/entered only in the BetLens extension, never on a sportsbook's page/),
    ).toBeVisible();
    expect(dialog.getByText(/Click the BetLens icon in your browser's toolbar/)).toBeVisible();
    expect(ui.queryByLabelText('License Key')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Open BetLens settings' }));
    expect(openSettings).toHaveBeenCalledOnce();
  });

  it("the bookmarklet's frame opens the sign-in window and takes the licence it sends back", async () => {
    routes(valid);
    let resolve!: (license: StoredLicense | null) => void;
    const signIn = vi.fn(() => new Promise<StoredLicense | null>((r) => (resolve = r)));
    const mounted = openOverlay({ keyEntry: { kind: 'window', signIn } });
    const { ui, user, onLicenseVerified } = mounted;
    await user.click(ui.getByRole('button', { name: 'Already have a license key? Enter it here' }));
    expect(signIn).toHaveBeenCalledOnce();
    expect(ui.queryByLabelText('License Key')).toBeNull();
    expect(ui.getByRole('dialog', { name: 'Enter License Key' })).toHaveTextContent(
      'Enter your key in the BetLens sign-in window',
    );
    resolve({ ...licenseFor(20), licenseKey: VALID_KEY });
    await waitFor(() => expect(onLicenseVerified).toHaveBeenCalledOnce());
    expect(await ui.findByText('Licensed User')).toBeVisible();
    expect(getLicenseKey()).toBe(VALID_KEY);
  });
});
