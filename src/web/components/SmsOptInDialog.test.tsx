import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SMS_ERROR_MESSAGES } from '@shared/sms/sms-error-message';
import { SmsOptInDialog } from './SmsOptInDialog';
import { resetToasts } from '../lib/use-toast';
import { renderApp } from '../test/render';
import { mockFetch, type MockReply } from '../test/mock-fetch';
import { PUBLIC_CONFIG, VALID_KEY } from '../test/fixtures';

const SUBSCRIBE = 'POST /api/sms/subscribe';
const EVENTS = 'POST /api/events';
const OK = {
  body: {
    message: 'SMS alerts enabled. A confirmation text is on its way.',
    subscription: { phone: '•••• 0123', optedInForPicks: true, optedInForLineMovements: true },
  },
};
const INVALID: MockReply = {
  status: 400,
  body: { message: 'Invalid phone number format. Please use format: +1234567890', code: 'VALIDATION_FAILED' },
};
const LIMITED: MockReply = {
  status: 429,
  body: {
    message: 'SMS rate limit reached for this phone number. Please try again in 52 minutes.',
    code: 'RATE_LIMITED',
  },
};

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="state">{open ? 'open' : 'closed'}</p>
      <SmsOptInDialog open={open} onOpenChange={setOpen} licenseKey={VALID_KEY} />
    </>
  );
}

function setup(subscribe: MockReply | MockReply[] = OK) {
  const api = mockFetch({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    [SUBSCRIBE]: subscribe,
    [EVENTS]: { body: { accepted: true } },
  });
  const user = userEvent.setup();
  renderApp({ ui: <Harness /> });
  const dialog = screen.getByRole('dialog', { name: 'Get SMS Alerts!' });
  const phone = within(dialog).getByLabelText('Phone Number');
  return { api, user, dialog, phone };
}

const eventNames = (api: ReturnType<typeof setup>['api']) => api.events().map((event) => event.name);

afterEach(() => {
  resetToasts();
});

describe('SmsOptInDialog', () => {
  it('has a phone field for a US number, Enable SMS Alerts and Skip', () => {
    const { dialog, phone } = setup();
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('maxlength', '14');
    expect(within(dialog).getByRole('button', { name: 'Enable SMS Alerts' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Skip' })).toBeEnabled();
  });

  it('formats the number as typed and drops everything but digits', async () => {
    const { user, phone } = setup();
    await user.type(phone, '202a555');
    expect(phone).toHaveValue('(202) 555');
    await user.type(phone, '0123999');
    expect(phone).toHaveValue('(202) 555-0123');
  });

  it('refuses a blank number with a toast and sends nothing', async () => {
    const { user, dialog, api } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Enable SMS Alerts' }));
    expect(await screen.findByText('Phone Number Required')).toBeVisible();
    expect(screen.getByText('Please enter your phone number to receive SMS alerts.')).toBeVisible();
    expect(api.to(SUBSCRIBE)).toHaveLength(0);
    expect(screen.getByTestId('state')).toHaveTextContent('open');
  });

  it('subscribes the formatted number for picks and line moves, closes and confirms', async () => {
    const { user, phone, api } = setup();
    await user.type(phone, '2025550123{Enter}');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
    expect(api.to(SUBSCRIBE)[0]!.body).toEqual({
      phoneNumber: '(202) 555-0123',
      licenseKey: VALID_KEY,
      optedInForPicks: true,
      optedInForLineMovements: true,
    });
    expect(await screen.findByText('SMS Alerts Enabled')).toBeVisible();
    expect(screen.getByText('SMS alerts enabled. A confirmation text is on its way.')).toBeVisible();
    await waitFor(() =>
      expect(eventNames(api)).toEqual(['sms_subscription_started', 'sms_subscription_confirmed']),
    );
    // Analytics never carry the number or the key.
    expect(JSON.stringify(api.events())).not.toMatch(/555|ABCDEF/);
  });

  it.each([
    ['an invalid number', INVALID, SMS_ERROR_MESSAGES.invalidPhone],
    ['a rate limit', LIMITED, SMS_ERROR_MESSAGES.rateLimited],
    [
      'a server error',
      { status: 500, body: { message: 'Internal error', code: 'INTERNAL' } },
      SMS_ERROR_MESSAGES.other,
    ],
  ])('on %s toasts SMS Setup Failed with the mapped message and stays open', async (_what, reply, text) => {
    const { user, phone, dialog } = setup(reply);
    await user.type(phone, '1234567890{Enter}');
    expect(await screen.findByText('SMS Setup Failed')).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    // The toast sits outside the modal dialog (aria-hidden while it is open); keyboard users resend
    // with the dialog's own button, which stays enabled.
    expect(screen.getByRole('button', { name: 'Try Again', hidden: true })).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('open');
    expect(within(dialog).getByRole('button', { name: 'Enable SMS Alerts' })).toBeEnabled();
  });

  it('says so when offline', async () => {
    const { user, phone } = setup({ error: new TypeError('Failed to fetch') });
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    try {
      await user.type(phone, '2025550123{Enter}');
      expect(await screen.findByText(SMS_ERROR_MESSAGES.offline)).toBeVisible();
    } finally {
      Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
    }
  });

  it('Try Again sends the same number again', async () => {
    const { user, phone, api } = setup([LIMITED, OK]);
    await user.type(phone, '2025550123{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Try Again', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
    expect(api.to(SUBSCRIBE)).toHaveLength(2);
    expect(api.to(SUBSCRIBE)[1]!.body).toMatchObject({ phoneNumber: '(202) 555-0123' });
    expect(await screen.findByText('SMS Alerts Enabled')).toBeVisible();
  });

  it('Skip closes without sending anything', async () => {
    const { user, dialog, api } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
    expect(api.to(SUBSCRIBE)).toHaveLength(0);
  });
});
