import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OnboardingDialog, LICENSE_KEY_REQUIRED } from './OnboardingDialog';
import { ONBOARDING_KEY_PLACEHOLDER } from './OnboardingSteps';
import { SmsPromptHost } from '../SmsPromptHost';
import { closeSmsPrompt } from '../sms-prompt';
import { resetToasts } from '../../lib/use-toast';
import { isOnboardingCompleted } from '../../../client/storage';
import { renderApp } from '../../test/render';
import { mockFetch, type MockReply } from '../../test/mock-fetch';
import { MESSAGES, PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';

const VERIFY = 'POST /api/auth/verify-license';
const SUBSCRIBE = 'POST /api/sms/subscribe';
const CHECK = 'POST /api/sms/check-license-subscription';
const VERIFIED = { body: { valid: true, license: licenseView(45), message: 'ok' } };
const SUBSCRIBED = {
  body: {
    message: 'SMS alerts enabled. A confirmation text is on its way.',
    subscription: { phone: '•••• 0123', optedInForPicks: true, optedInForLineMovements: true },
  },
};

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="state">{open ? 'open' : 'closed'}</p>
      <OnboardingDialog open={open} onOpenChange={setOpen} />
      <SmsPromptHost />
    </>
  );
}

function setup(routes: { verify?: MockReply | MockReply[]; subscribe?: MockReply; check?: MockReply } = {}) {
  const api = mockFetch({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    [VERIFY]: routes.verify ?? VERIFIED,
    [SUBSCRIBE]: routes.subscribe ?? SUBSCRIBED,
    [CHECK]: routes.check ?? { body: { hasSubscription: true } },
    'POST /api/events': { body: { accepted: true } },
  });
  const user = userEvent.setup();
  const rendered = renderApp({ ui: <Harness /> });
  return { api, user, ...rendered };
}

const dialog = () => screen.getByRole('dialog');
const button = (name: string) => within(dialog()).getByRole('button', { name });
const state = () => screen.getByTestId('state');

async function toStep3(user: ReturnType<typeof userEvent.setup>, key = VALID_KEY) {
  await user.type(within(dialog()).getByLabelText('License Key'), key);
  await user.click(button('Get Started'));
  await user.click(await within(dialog()).findByRole('button', { name: 'I Understand' }));
  await within(dialog()).findByText('Step 3 of 3');
}

afterEach(() => {
  resetToasts();
  closeSmsPrompt();
});

describe('onboarding step 1', () => {
  it('welcomes with a feature list, a key field and two buttons', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Welcome to BetLens!' })).toBeVisible();
    expect(within(dialog()).getByText('Step 1 of 3')).toBeVisible();
    expect(within(dialog()).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(within(dialog()).getByLabelText('License Key')).toHaveAttribute(
      'placeholder',
      ONBOARDING_KEY_PLACEHOLDER,
    );
    expect(ONBOARDING_KEY_PLACEHOLDER).toBe('XXXXXXXX-XXXXXXXX-XXXXXXXX-XXXXXXXX');
    expect(button('Skip for Now')).toBeEnabled();
    expect(button('Get Started')).toBeEnabled();
  });

  it('upper-cases the key as it is typed', async () => {
    const { user } = setup();
    const input = within(dialog()).getByLabelText('License Key');
    await user.type(input, 'abcdef12-3456');
    expect(input).toHaveValue('ABCDEF12-3456');
  });

  it('asks for a key when Get Started is pressed with a blank one', async () => {
    const { user } = setup();
    await user.type(within(dialog()).getByLabelText('License Key'), '   ');
    await user.click(button('Get Started'));
    expect(await screen.findByText(LICENSE_KEY_REQUIRED.title)).toBeInTheDocument();
    expect(screen.getByText('Please enter your license key to continue.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Step 1 of 3')).toBeVisible();
  });

  it('Skip for Now closes and marks onboarding completed, without signing in', async () => {
    const { user, api } = setup();
    expect(isOnboardingCompleted()).toBe(false);
    await user.click(button('Skip for Now'));
    expect(state()).toHaveTextContent('closed');
    expect(isOnboardingCompleted()).toBe(true);
    expect(api.to(VERIFY)).toHaveLength(0);
  });

  it('closing with Escape marks it completed too', async () => {
    const { user } = setup();
    await user.keyboard('{Escape}');
    expect(state()).toHaveTextContent('closed');
    expect(isOnboardingCompleted()).toBe(true);
  });
});

describe('onboarding step 2', () => {
  it('explains the analysis; Back keeps the key; I Understand goes to step 3', async () => {
    const { user } = setup();
    await user.type(within(dialog()).getByLabelText('License Key'), VALID_KEY);
    await user.click(button('Get Started'));
    expect(await screen.findByRole('dialog', { name: 'Understanding Your Analysis' })).toBeVisible();
    expect(within(dialog()).getByText('Step 2 of 3')).toBeVisible();
    for (const topic of ['Edge Percentage', 'Game Analysis', 'Best Bet Line']) {
      expect(within(dialog()).getByText(topic)).toBeVisible();
    }
    expect(within(dialog()).getByRole('heading', { name: 'Understanding Your Analysis' })).toHaveFocus();
    await user.click(button('Back'));
    expect(within(dialog()).getByLabelText('License Key')).toHaveValue(VALID_KEY);
    await user.click(button('Get Started'));
    await user.click(button('I Understand'));
    expect(await screen.findByRole('dialog', { name: 'Never Miss a Pick' })).toBeVisible();
  });

  it('Skip Tutorial signs in with the key and goes to the dashboard', async () => {
    const { user, api, location } = setup();
    await user.type(within(dialog()).getByLabelText('License Key'), ` ${VALID_KEY} `);
    await user.click(button('Get Started'));
    await user.click(await within(dialog()).findByRole('button', { name: 'Skip Tutorial' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(api.to(VERIFY)[0]!.body).toEqual({ licenseKey: VALID_KEY });
    expect(isOnboardingCompleted()).toBe(true);
  });
});

describe('onboarding step 3', () => {
  it('reveals the phone field with the SMS toggle and relabels the finish button', async () => {
    const { user } = setup();
    await toStep3(user);
    expect(within(dialog()).queryByLabelText('Phone Number')).not.toBeInTheDocument();
    expect(button('Continue to Dashboard')).toBeEnabled();
    expect(button('Skip SMS Setup')).toBeEnabled();
    const toggle = within(dialog()).getByRole('switch', { name: 'Enable SMS Alerts' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    const phone = within(dialog()).getByLabelText('Phone Number');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('maxlength', '14');
    // Enabled SMS with an empty number cannot complete.
    expect(button('Complete Setup')).toBeDisabled();
    await user.type(phone, '202-555-0123');
    expect(phone).toHaveValue('(202) 555-0123');
    expect(button('Complete Setup')).toBeEnabled();
  });

  it('Complete Setup signs in, subscribes the number, marks completed and opens the dashboard', async () => {
    const { user, api, location } = setup();
    await toStep3(user, VALID_KEY.toLowerCase());
    await user.click(within(dialog()).getByRole('switch', { name: 'Enable SMS Alerts' }));
    await user.type(within(dialog()).getByLabelText('Phone Number'), '2025550123');
    await user.click(button('Complete Setup'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(api.to(VERIFY)[0]!.body).toEqual({ licenseKey: VALID_KEY });
    expect(api.to(SUBSCRIBE)[0]!.body).toEqual({
      phoneNumber: '(202) 555-0123',
      licenseKey: VALID_KEY,
      optedInForPicks: true,
      optedInForLineMovements: true,
    });
    expect(state()).toHaveTextContent('closed');
    expect(isOnboardingCompleted()).toBe(true);
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to BetLens!')).toBeInTheDocument();
    // Subscribed here: no follow-up check or prompt.
    expect(api.to(CHECK)).toHaveLength(0);
    const events = api.events().map((event) => event.name);
    expect(events).toEqual(
      expect.arrayContaining([
        'license_entered',
        'license_verified',
        'sms_subscription_started',
        'sms_subscription_confirmed',
      ]),
    );
  });

  it('only logs an SMS failure and still finishes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, location } = setup({
      subscribe: {
        status: 400,
        body: { message: 'Invalid phone number format. Please use format: +1234567890' },
      },
    });
    await toStep3(user);
    await user.click(within(dialog()).getByRole('switch', { name: 'Enable SMS Alerts' }));
    await user.type(within(dialog()).getByLabelText('Phone Number'), '5550109999');
    await user.click(button('Complete Setup'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(logged).toHaveBeenCalled();
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/010-?9999/);
    expect(screen.queryByText('SMS Setup Failed')).not.toBeInTheDocument();
  });

  it('a failed sign-in keeps the dialog open at the key field with the login toast', async () => {
    const { user, location, api } = setup({ verify: { status: 401, body: MESSAGES.invalid } });
    await toStep3(user);
    await user.click(button('Continue to Dashboard'));
    expect(await screen.findByText('Invalid License Key')).toBeInTheDocument();
    expect(
      screen.getByText('License key not found. Please check for typos and try again.'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('Step 1 of 3')).toBeVisible();
    await waitFor(() => expect(within(dialog()).getByLabelText('License Key')).toHaveFocus());
    expect(location.history.at(-1)).toBe('/');
    expect(isOnboardingCompleted()).toBe(false);
    expect(api.to(CHECK)).toHaveLength(0);
  });

  it("Continue to Dashboard offers 'Get SMS Alerts!' when the licence has no number", async () => {
    const { user, api, location } = setup({ check: { body: { hasSubscription: false } } });
    await toStep3(user);
    await user.click(button('Continue to Dashboard'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(await screen.findByRole('dialog', { name: 'Get SMS Alerts!' })).toBeVisible();
    expect(api.to(CHECK)[0]!.body).toEqual({ licenseKey: VALID_KEY });
    expect(api.to(SUBSCRIBE)).toHaveLength(0);
  });

  it('a failed subscription check counts as none', async () => {
    const { user } = setup({ check: { status: 500, body: { message: 'boom' } } });
    await toStep3(user);
    await user.click(button('Continue to Dashboard'));
    expect(await screen.findByRole('dialog', { name: 'Get SMS Alerts!' })).toBeVisible();
  });

  it('does not offer SMS to a licence that already has a number', async () => {
    const { user, api, location } = setup({ check: { body: { hasSubscription: true } } });
    await toStep3(user);
    await user.click(button('Continue to Dashboard'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    await waitFor(() => expect(api.to(CHECK)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Get SMS Alerts!' })).not.toBeInTheDocument();
  });

  it('Skip SMS Setup signs in without SMS and without asking again', async () => {
    const { user, api, location } = setup({ check: { body: { hasSubscription: false } } });
    await toStep3(user);
    await user.click(button('Skip SMS Setup'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(api.to(VERIFY)).toHaveLength(1);
    expect(api.to(CHECK)).toHaveLength(0);
    expect(api.to(SUBSCRIBE)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
