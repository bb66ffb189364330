import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockFetch, type MockReply } from '../../test/mock-fetch';
import { MESSAGES, PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';
import { resetToasts } from '../../lib/use-toast';
import { AppRoutes } from '../../App';
import { keyFromSearch } from './Success';

const VERIFY = 'POST /api/auth/verify-license';
const EVENTS = 'POST /api/events';

afterEach(() => resetToasts());

function visit(
  url: string,
  verify: MockReply = { body: { valid: true, license: licenseView(30), message: 'ok' } },
) {
  window.history.replaceState(null, '', url);
  const api = mockFetch({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    [EVENTS]: { body: { accepted: true } },
    [VERIFY]: verify,
  });
  // Strict mode runs effects twice: the event must still be sent once.
  const rendered = renderApp({
    path: '/success',
    ui: (
      <StrictMode>
        <AppRoutes />
      </StrictMode>
    ),
  });
  return { api, user: userEvent.setup(), ...rendered };
}

describe('/success', () => {
  it('fires purchase_completed exactly once, with no key in the event', async () => {
    const { api } = visit(`/success?license_key=${VALID_KEY}`);
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' });
    await waitFor(() => expect(api.to(EVENTS)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.to(EVENTS)).toHaveLength(1);
    expect(api.to(EVENTS)[0]!.body).toEqual({ name: 'purchase_completed', path: '/success', source: 'web' });
    expect(JSON.stringify(api.to(EVENTS)[0]!.body)).not.toContain(VALID_KEY);
  });

  it('reads license_key, removes it from the address bar and shows only its last 4 characters', async () => {
    visit(`/success?license_key=${VALID_KEY}&utm_source=mail#top`);
    await screen.findByRole('heading', { name: 'Your license key is ready' });
    expect(window.location.search).toBe('?utm_source=mail');
    expect(window.location.hash).toBe('#top');
    expect(window.location.href).not.toContain(VALID_KEY);
    expect(screen.getByText(VALID_KEY.slice(-4))).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(VALID_KEY);
    expect(screen.getByRole('button', { name: 'Log In with This Key' })).toBeEnabled();
  });

  it('logs in with the key on request and goes to the dashboard with the login toast', async () => {
    const { api, user, location } = visit(`/success?key=${VALID_KEY.toLowerCase()}`);
    expect(window.location.search).toBe('');
    await user.click(await screen.findByRole('button', { name: 'Log In with This Key' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(api.to(VERIFY)).toHaveLength(1);
    expect(api.to(VERIFY)[0]!.body).toEqual({ licenseKey: VALID_KEY });
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to BetLens!')).toBeInTheDocument();
    expect(window.localStorage.getItem('betlens_license_key')).toBe(VALID_KEY);
    const names = api.to(EVENTS).map((r) => (r.body as { name: string }).name);
    expect(names).toContain('license_entered');
    expect(names.filter((n) => n === 'purchase_completed')).toHaveLength(1);
    expect(JSON.stringify(api.to(EVENTS).map((r) => r.body))).not.toContain(VALID_KEY);
  });

  it('does not verify anything until asked, and maps a rejected key like the login dialog', async () => {
    const { api, user, location } = visit(`/success?license_key=${VALID_KEY}`, {
      status: 409,
      body: MESSAGES.inUse,
    });
    const button = await screen.findByRole('button', { name: 'Log In with This Key' });
    expect(api.to(VERIFY)).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByText('Invalid License Key')).toBeInTheDocument();
    expect(
      screen.getByText('This license has been used on another device. Contact support if you need help.'),
    ).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/success');
    expect(screen.getByRole('button', { name: 'Log In with This Key' })).toBeEnabled();
  });

  it('offers nothing without a key, or for a value that is not a key (still removed from the URL)', async () => {
    visit('/success?license_key=%3Cscript%3E');
    await screen.findByRole('heading', { level: 1 });
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Log In with This Key' })).not.toBeInTheDocument();
    expect(keyFromSearch('')).toBeNull();
    expect(keyFromSearch(`?key=${VALID_KEY}`)).toBe(VALID_KEY);
    expect(keyFromSearch(`?license_key=%20${VALID_KEY.toLowerCase()}%20`)).toBe(VALID_KEY);
  });

  it('shows the three next steps, the bookmarklet button, the help card and Start Using', async () => {
    visit('/success');
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(
      screen.getByText(/within minutes; if it is not there after 10 minutes, check your spam/),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Install the bookmarklet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /NFL and\s+college picks, fair lines \(market, no-vig\), BetLens ratings lines, best sportsbook, total projections\s+and\s+edge percentages/,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('BetLens Picks').closest('a')).toHaveAttribute(
        'href',
        expect.stringMatching(/^javascript:/),
      ),
    );
    expect(screen.getByText(/replies within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Using' })).toHaveAttribute('href', '/');
  });
});
