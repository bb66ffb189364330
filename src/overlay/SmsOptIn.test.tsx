import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { picksWindow } from '@shared/calendar/picks-window';
import { SMS_ERROR_MESSAGES } from '@shared/sms/sms-error-message';
import { VALID_KEY } from '../web/test/fixtures';
import { aGame } from '../web/pages/picks/test/picks-fixtures';
import { licenseFor, NOW, openOverlay, unmountAll } from './test/harness';
import { stubFetch, type StubReply } from '../web/test/stub-fetch';

const SUBSCRIBE = 'POST /api/sms/subscribe';
const SUBSCRIBED: StubReply = {
  body: {
    message: 'Subscribed',
    subscription: { phone: '•••• 0123', optedInForPicks: true, optedInForLineMovements: true },
  },
};

afterEach(unmountAll);

/** Verifies a key in the gate so the SMS opt-in opens, as it does for a licence without alerts. */
async function openSmsOptIn(subscribe: StubReply | StubReply[]) {
  const api = stubFetch({
    'POST /api/auth/verify-license': { body: { valid: true, license: licenseFor(20), message: 'ok' } },
    'POST /api/sms/check-license-subscription': { body: { hasSubscription: false } },
    'GET /api/bookmarklet/games': { body: { games: [aGame()], totalGames: 1, dateRange: picksWindow(NOW) } },
    'POST /api/events': { body: { accepted: true } },
    [SUBSCRIBE]: subscribe,
  });
  const mounted = openOverlay();
  const { ui, user } = mounted;
  await user.click(ui.getByRole('button', { name: 'Already have a license key? Enter it here' }));
  await user.type(ui.getByLabelText('License Key'), `${VALID_KEY}{Enter}`);
  const dialog = await ui.findByRole('dialog', { name: 'Get SMS Alerts!' });
  const phone = within(dialog).getByLabelText('Phone Number');
  const toasts = within(ui.getByRole('region', { name: 'Notifications' }));
  return { api, ...mounted, dialog, sms: within(dialog), phone, toasts };
}

describe("the 'Get SMS Alerts!' opt-in", () => {
  it('formats the phone as typed, as a telephone field of at most 14 characters', async () => {
    const { user, phone } = await openSmsOptIn(SUBSCRIBED);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('maxlength', '14');
    await user.type(phone, '202a555');
    expect(phone).toHaveValue('(202) 555');
    await user.type(phone, '01234');
    expect(phone).toHaveValue('(202) 555-0123');
  });

  it("toasts 'Phone Number Required' for a blank number and sends nothing", async () => {
    const { api, user, sms, toasts } = await openSmsOptIn(SUBSCRIBED);
    await user.click(sms.getByRole('button', { name: 'Enable SMS Alerts' }));
    expect(toasts.getByText('Phone Number Required')).toBeInTheDocument();
    expect(toasts.getByText('Please enter your phone number to receive SMS alerts.')).toBeInTheDocument();
    expect(api.to(SUBSCRIBE)).toHaveLength(0);
  });

  it('subscribes the formatted number to picks and line moves, then closes with a confirmation', async () => {
    const { api, user, ui, phone, sms, toasts, dialog } = await openSmsOptIn(SUBSCRIBED);
    await user.type(phone, '2025550123');
    await user.click(sms.getByRole('button', { name: 'Enable SMS Alerts' }));
    expect(await toasts.findByText('SMS Alerts Enabled')).toBeInTheDocument();
    expect(toasts.getByText("We'll text •••• 0123 when new picks are published.")).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(ui.getByRole('dialog', { name: 'BetLens Weekly Expert Picks' })).toBeInTheDocument();
    expect(api.to(SUBSCRIBE)[0]!.body).toEqual({
      phoneNumber: '(202) 555-0123',
      licenseKey: VALID_KEY,
      optedInForPicks: true,
      optedInForLineMovements: true,
    });
    await waitFor(() =>
      expect(api.events().map((e) => e.name)).toEqual([
        'license_entered',
        'license_verified',
        'sms_subscription_started',
        'sms_subscription_confirmed',
      ]),
    );
    expect(JSON.stringify(api.events())).not.toContain('555');
  });

  it('tries a second time, 1 s later, after a server error', async () => {
    const { api, user, phone, sms, toasts, sleep } = await openSmsOptIn([
      { status: 502, text: 'Bad Gateway' },
      SUBSCRIBED,
    ]);
    await user.type(phone, '2025550123');
    await user.click(sms.getByRole('button', { name: 'Enable SMS Alerts' }));
    expect(await toasts.findByText('SMS Alerts Enabled')).toBeInTheDocument();
    expect(api.to(SUBSCRIBE)).toHaveLength(2);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('gives up after two failed attempts with the mapped message and a Try Again that resubmits', async () => {
    const { api, user, phone, sms, toasts } = await openSmsOptIn([
      { status: 500, text: 'Internal Server Error' },
      { status: 500, text: 'Internal Server Error' },
      SUBSCRIBED,
    ]);
    await user.type(phone, '2025550123');
    await user.click(sms.getByRole('button', { name: 'Enable SMS Alerts' }));
    expect(await toasts.findByText('SMS Setup Failed')).toBeInTheDocument();
    expect(toasts.getByText(SMS_ERROR_MESSAGES.other)).toBeInTheDocument();
    expect(api.to(SUBSCRIBE)).toHaveLength(2);

    await user.click(toasts.getByRole('button', { name: 'Try Again' }));
    expect(await toasts.findByText('SMS Alerts Enabled')).toBeInTheDocument();
    expect(api.to(SUBSCRIBE)).toHaveLength(3);
    expect(api.to(SUBSCRIBE)[2]!.body).toMatchObject({ phoneNumber: '(202) 555-0123' });
  });

  it('does not retry a rejected number and maps it to the format message', async () => {
    const { api, user, phone, sms, toasts, dialog } = await openSmsOptIn({
      status: 400,
      body: { message: 'Invalid phone number format', code: 'VALIDATION_FAILED' },
    });
    await user.type(phone, '1115550123');
    await user.click(sms.getByRole('button', { name: 'Enable SMS Alerts' }));
    expect(await toasts.findByText('SMS Setup Failed')).toBeInTheDocument();
    expect(toasts.getByText(SMS_ERROR_MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(toasts.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(api.to(SUBSCRIBE)).toHaveLength(1);
    expect(dialog).toBeInTheDocument();
  });

  it('maps a rate limit (429)', async () => {
    const { user, phone, sms, toasts } = await openSmsOptIn({
      status: 429,
      body: { message: 'Too many attempts. Try again in 60 seconds.', code: 'RATE_LIMITED' },
    });
    await user.type(phone, '2025550123');
    await user.click(sms.getByRole('button', { name: 'Enable SMS Alerts' }));
    expect(await toasts.findByText(SMS_ERROR_MESSAGES.rateLimited)).toBeInTheDocument();
  });

  it('maps an offline failure', async () => {
    const { user, phone, sms, toasts } = await openSmsOptIn({ error: new TypeError('Failed to fetch') });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.type(phone, '2025550123');
    await user.click(sms.getByRole('button', { name: 'Enable SMS Alerts' }));
    expect(await toasts.findByText(SMS_ERROR_MESSAGES.offline)).toBeInTheDocument();
  });

  it("closes on 'Skip' and on Escape without subscribing", async () => {
    const first = await openSmsOptIn(SUBSCRIBED);
    await first.user.click(first.sms.getByRole('button', { name: 'Skip' }));
    expect(first.dialog).not.toBeInTheDocument();
    expect(first.api.to(SUBSCRIBE)).toHaveLength(0);
    expect(first.ui.getByText('Licensed User')).toBeInTheDocument();
    await unmountAll();
    window.localStorage.clear();

    const second = await openSmsOptIn(SUBSCRIBED);
    await waitFor(() => expect(second.shadow.activeElement).toBe(second.phone));
    await second.user.keyboard('{Escape}');
    expect(second.dialog).not.toBeInTheDocument();
    expect(second.ui.getByRole('dialog', { name: 'BetLens Weekly Expert Picks' })).toBeInTheDocument();
  });
});
