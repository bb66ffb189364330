import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LICENSE_KEY_PLACEHOLDER } from '@shared/licensing/license-key';
import { LoginDialog } from './LoginDialog';
import { resetToasts } from '../lib/use-toast';
import { renderApp } from '../test/render';
import { deferred, mockFetch, type MockReply } from '../test/mock-fetch';
import { MESSAGES, PUBLIC_CONFIG, VALID_KEY, licenseView } from '../test/fixtures';

const VERIFY = 'POST /api/auth/verify-license';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open login
      </button>
      <LoginDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function setup(verify: MockReply | MockReply[]) {
  const api = mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG }, [VERIFY]: verify });
  const user = userEvent.setup();
  const rendered = renderApp({ ui: <Harness /> });
  const dialog = screen.getByRole('dialog', { name: 'Login' });
  const input = within(dialog).getByLabelText('License Key');
  const submit = within(dialog).getByRole('button', { name: 'Login' });
  return { api, user, dialog, input, submit, ...rendered };
}

async function toastWith(title: string, description: string) {
  const status = await screen.findByText(title);
  expect(status).toBeVisible();
  expect(screen.getByText(description)).toBeInTheDocument();
}

afterEach(() => {
  resetToasts();
});

describe('LoginDialog', () => {
  it('shows one field with the four-groups placeholder, help text and a trial link', async () => {
    const { dialog, input } = setup({ body: {} });
    expect(input).toHaveAttribute('placeholder', LICENSE_KEY_PLACEHOLDER);
    expect(LICENSE_KEY_PLACEHOLDER).toBe('XXXXXXXX-XXXXXXXX-XXXXXXXX-XXXXXXXX');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    expect(
      within(dialog).getByText(/license key is in the e-mail you received after your purchase/i),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Start your free trial' })).toHaveAttribute(
        'href',
        PUBLIC_CONFIG.marketplace.trialUrl,
      ),
    );
    const trial = within(dialog).getByRole('link', { name: 'Start your free trial' });
    expect(trial).toHaveAttribute('target', '_blank');
    expect(trial).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('disables submit while the trimmed key is empty', async () => {
    const { user, input, submit, api } = setup({ body: {} });
    expect(submit).toBeDisabled();
    await user.type(input, '   ');
    expect(submit).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(api.to(VERIFY)).toHaveLength(0);
    await user.type(input, 'A');
    expect(submit).toBeEnabled();
  });

  it('submits on Enter with the trimmed key, shows Logging in... while busy, then logs in', async () => {
    const gate = deferred();
    const view = licenseView(45);
    const { user, input, dialog, api, location } = setup({
      wait: gate.promise,
      body: { valid: true, license: view, message: 'ok' },
    });
    await user.type(input, `  ${VALID_KEY}  {Enter}`);

    const busy = await within(dialog).findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    expect(api.to(VERIFY)).toHaveLength(1);
    expect(api.to(VERIFY)[0]!.body).toEqual({ licenseKey: VALID_KEY });

    gate.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location.history.at(-1)).toBe('/dashboard');
    await toastWith('Login Successful', 'Welcome to BetLens!');
    expect(window.localStorage.getItem('betlens_license_key')).toBe(VALID_KEY);

    // The field was cleared: reopening shows an empty key.
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    expect(await screen.findByLabelText('License Key')).toHaveValue('');
  });

  it('submits with the Login button too', async () => {
    const { user, input, submit, api } = setup({
      body: { valid: true, license: licenseView(45), message: 'ok' },
    });
    await user.type(input, VALID_KEY);
    await user.click(submit);
    await waitFor(() => expect(api.to(VERIFY)).toHaveLength(1));
  });

  it.each([
    [401, MESSAGES.invalid, 'License key not found. Please check for typos and try again.'],
    [409, MESSAGES.inUse, 'This license has been used on another device. Contact support if you need help.'],
    [403, MESSAGES.expired, 'This license has expired. Please purchase a new license.'],
  ])(
    'on %i keeps the dialog open, says nothing in it, and toasts Invalid License Key',
    async (status, body, text) => {
      const { user, input, dialog, api, location, sleep } = setup({ status, body });
      await user.type(input, `${VALID_KEY}{Enter}`);
      await toastWith('Invalid License Key', text);
      expect(screen.getByRole('dialog', { name: 'Login' })).toBe(dialog);
      expect(within(dialog).queryByText(text)).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(input).toHaveValue(VALID_KEY);
      expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled();
      expect(api.to(VERIFY)).toHaveLength(1);
      expect(sleep).not.toHaveBeenCalled();
      expect(location.history.at(-1)).toBe('/');
    },
  );

  it("says a revoked key is revoked ('License Revoked … Contact support.'), not 'try again' (issue 22)", async () => {
    const { user, input, api, sleep } = setup({ status: 403, body: MESSAGES.revoked });
    await user.type(input, `${VALID_KEY}{Enter}`);
    await toastWith('License Revoked', 'This license has been revoked. Contact support.');
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(api.to(VERIFY)).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a network failure once after 500 ms, then toasts Login Failed with the connection message', async () => {
    const { user, input, api, sleep } = setup({ error: new TypeError('Failed to fetch') });
    await user.type(input, `${VALID_KEY}{Enter}`);
    await toastWith('Login Failed', 'Unable to verify license. Please check your internet connection.');
    expect(api.to(VERIFY)).toHaveLength(2);
    expect(sleep).toHaveBeenCalledWith(500);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('succeeds on the second attempt after a server error', async () => {
    const { user, input, api, location } = setup([
      { status: 500, text: 'Internal Server Error' },
      { body: { valid: true, license: licenseView(45), message: 'ok' } },
    ]);
    await user.type(input, `${VALID_KEY}{Enter}`);
    await toastWith('Login Successful', 'Welcome to BetLens!');
    expect(api.to(VERIFY)).toHaveLength(2);
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('toasts Login Failed with the generic message after two server errors', async () => {
    const { user, input, api } = setup({ status: 500, text: 'Internal Server Error' });
    await user.type(input, `${VALID_KEY}{Enter}`);
    await toastWith('Login Failed', 'Unable to verify license key. Please try again or contact support.');
    expect(api.to(VERIFY)).toHaveLength(2);
  });

  it('uses the connection message when the browser reports it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, input } = setup({ error: new TypeError('Failed to fetch') });
    await user.type(input, `${VALID_KEY}{Enter}`);
    await toastWith('Login Failed', 'Unable to verify license. Please check your internet connection.');
  });
});
