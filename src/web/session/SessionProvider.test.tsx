import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider, useSession } from './SessionProvider';
import { createQueryClient } from '../../client/api';
import { resetToasts, useToast } from '../lib/use-toast';
import { deferred, mockFetch } from '../test/mock-fetch';
import { MESSAGES, VALID_KEY, licenseView } from '../test/fixtures';

const VERIFY = 'POST /api/auth/verify-license';
const LOGOUT = 'POST /api/auth/logout';
const SESSION = 'GET /api/auth/session';
const sessionBody = (days: number, keyLast4 = VALID_KEY.slice(-4)) => ({
  license: { ...licenseView(days), plan: 'all-access', sports: ['nfl', 'cfb'], keyLast4 },
});

afterEach(() => {
  resetToasts();
});

function setup(sleep = vi.fn((_ms: number) => Promise.resolve())) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider sleep={sleep}>{children}</SessionProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => ({ session: useSession(), toasts: useToast().toasts }), { wrapper });
  return { ...hook, queryClient, sleep };
}

describe('useSession', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSession())).toThrow('useSession must be used within a SessionProvider');
  });
});

describe('startup', () => {
  it('is logged out and not loading without a stored key, and calls nothing', () => {
    const api = mockFetch({});
    const { result } = setup();
    expect(result.current.session).toMatchObject({ isLoggedIn: false, license: null, isLoading: false });
    expect(api.to(VERIFY)).toHaveLength(0);
  });

  it('verifies a stored key once and logs in', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    const view = licenseView(60);
    const api = mockFetch({ [VERIFY]: { body: { valid: true, license: view, message: 'ok' } } });
    const { result } = setup();
    expect(result.current.session.isLoading).toBe(true);
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    expect(result.current.session.isLoggedIn).toBe(true);
    expect(result.current.session.license).toEqual({ ...view, licenseKey: VALID_KEY });
    expect(api.to(VERIFY)).toHaveLength(1);
    expect(api.to(VERIFY)[0]!.body).toEqual({ licenseKey: VALID_KEY });
    expect(JSON.parse(window.localStorage.getItem('betlens_license')!)).toMatchObject({ email: view.email });
  });

  it('removes a stored key the server rejects', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    const api = mockFetch({ [VERIFY]: { status: 401, body: MESSAGES.invalid } });
    const { result } = setup();
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    expect(result.current.session.isLoggedIn).toBe(false);
    expect(window.localStorage.getItem('betlens_license_key')).toBeNull();
    expect(api.to(VERIFY)).toHaveLength(1);
  });

  it('keeps the stored key and licence when the check cannot be made (offline), with one attempt only', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    window.localStorage.setItem(
      'betlens_license',
      JSON.stringify({ ...licenseView(60), licenseKey: VALID_KEY }),
    );
    const api = mockFetch({ [VERIFY]: { error: new TypeError('Failed to fetch') } });
    const { result, sleep } = setup();
    expect(result.current.session.isLoggedIn).toBe(true); // the stored licence, while checking
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    expect(result.current.session.isLoggedIn).toBe(true);
    expect(window.localStorage.getItem('betlens_license_key')).toBe(VALID_KEY);
    expect(window.localStorage.getItem('betlens_license')).not.toBeNull();
    expect(api.to(VERIFY)).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('uses a valid session cookie instead of verifying the key again', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    const body = sessionBody(45);
    const api = mockFetch({ [SESSION]: { body } });
    const { result } = setup();
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    expect(result.current.session.isLoggedIn).toBe(true);
    const { plan: _plan, sports: _sports, keyLast4: _last4, ...view } = body.license;
    expect(result.current.session.license).toEqual({ ...view, licenseKey: VALID_KEY });
    expect(api.to(SESSION)).toHaveLength(1);
    expect(api.to(SESSION)[0]!.init!.credentials).toBe('include');
    expect(api.to(VERIFY)).toHaveLength(0);
  });

  it('verifies the key when the session has ended or belongs to another key', async () => {
    for (const session of [
      { status: 401, body: { message: 'License key is required', code: 'UNAUTHENTICATED' } },
      { body: sessionBody(45, 'ZZZZ') },
    ]) {
      window.localStorage.clear();
      window.localStorage.setItem('betlens_license_key', VALID_KEY);
      const view = licenseView(60);
      const api = mockFetch({
        [SESSION]: session,
        [VERIFY]: { body: { valid: true, license: view, message: 'ok' } },
      });
      const { result, unmount } = setup();
      await waitFor(() => expect(result.current.session.isLoading).toBe(false));
      expect(result.current.session.license).toEqual({ ...view, licenseKey: VALID_KEY });
      expect(api.to(VERIFY)).toHaveLength(1);
      unmount();
    }
  });

  it.each([
    ['a rate limit', { status: 429, body: { message: 'Too many attempts', code: 'RATE_LIMITED' } }],
    [
      'a server error',
      { status: 503, body: { valid: false, message: 'Unable to verify', code: 'UPSTREAM_UNAVAILABLE' } },
    ],
    ['the device limit', { status: 409, body: MESSAGES.inUse }],
  ])('keeps the stored key on %s', async (_what, reply) => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    window.localStorage.setItem(
      'betlens_license',
      JSON.stringify({ ...licenseView(60), licenseKey: VALID_KEY }),
    );
    const api = mockFetch({
      [SESSION]: { status: 401, body: { message: 'x', code: 'UNAUTHENTICATED' } },
      [VERIFY]: reply,
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    expect(api.to(VERIFY)).toHaveLength(1);
    expect(result.current.session.isLoggedIn).toBe(true);
    expect(window.localStorage.getItem('betlens_license_key')).toBe(VALID_KEY);
  });

  it('keeps the stored key and does not verify when the session check itself fails (5xx)', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    window.localStorage.setItem(
      'betlens_license',
      JSON.stringify({ ...licenseView(60), licenseKey: VALID_KEY }),
    );
    const api = mockFetch({ [SESSION]: { status: 500, body: { message: 'x', code: 'INTERNAL' } } });
    const { result } = setup();
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    expect(api.to(VERIFY)).toHaveLength(0);
    expect(result.current.session.isLoggedIn).toBe(true);
    expect(window.localStorage.getItem('betlens_license_key')).toBe(VALID_KEY);
  });

  it.each([
    ['revoked', 403, MESSAGES.revoked],
    ['expired', 403, MESSAGES.expired],
  ])('removes a stored key the server says is %s', async (what, status, body) => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    mockFetch({ [VERIFY]: { status, body } });
    const { result } = setup();
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    expect(result.current.session.isLoggedIn).toBe(false);
    expect(window.localStorage.getItem('betlens_license_key')).toBeNull();
    expect(result.current.toasts.map((t) => t.description)).toEqual(
      what === 'revoked' ? ['This license has been revoked. Contact support.'] : [],
    );
  });
});

describe('login', () => {
  it('trims the key, saves licence and key, and resolves with the licence', async () => {
    const view = licenseView(10, 'football');
    const api = mockFetch({ [VERIFY]: { body: { valid: true, license: view, message: 'ok' } } });
    const { result } = setup();
    let returned: unknown;
    await act(async () => {
      returned = await result.current.session.login(`  ${VALID_KEY}\t`, 'login_dialog');
    });
    expect(api.to(VERIFY)[0]!.body).toEqual({ licenseKey: VALID_KEY });
    expect(returned).toEqual({ ...view, licenseKey: VALID_KEY });
    expect(result.current.session.isLoggedIn).toBe(true);
    expect(window.localStorage.getItem('betlens_license_key')).toBe(VALID_KEY);
  });

  it('tries twice, 500 ms apart, on a network failure', async () => {
    const view = licenseView(10);
    const api = mockFetch({
      [VERIFY]: [
        { error: new TypeError('Failed to fetch') },
        { body: { valid: true, license: view, message: 'ok' } },
      ],
    });
    const { result, sleep } = setup();
    await act(async () => {
      await result.current.session.login(VALID_KEY, 'login_dialog');
    });
    expect(api.to(VERIFY)).toHaveLength(2);
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledWith(500);
    expect(result.current.session.isLoggedIn).toBe(true);
  });

  it('gives up after 2 attempts', async () => {
    const api = mockFetch({ [VERIFY]: { status: 503, text: 'down' } });
    const { result } = setup();
    await act(async () => {
      await expect(result.current.session.login(VALID_KEY, 'login_dialog')).rejects.toThrow('503: down');
    });
    expect(api.to(VERIFY)).toHaveLength(2);
    expect(result.current.session.isLoggedIn).toBe(false);
  });

  it.each([
    [401, MESSAGES.invalid],
    [403, MESSAGES.expired],
    [409, MESSAGES.inUse],
  ])('does not retry a definitive %i answer', async (status, body) => {
    const api = mockFetch({ [VERIFY]: { status, body } });
    const { result, sleep } = setup();
    await act(async () => {
      await expect(result.current.session.login(VALID_KEY, 'login_dialog')).rejects.toThrow(`${status}: `);
    });
    expect(api.to(VERIFY)).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('betlens_license_key')).toBeNull();
  });
});

describe('logout', () => {
  it('ends the server session, clears storage and the query cache, and toasts Logged Out', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    const api = mockFetch({
      [VERIFY]: { body: { valid: true, license: licenseView(60), message: 'ok' } },
      [LOGOUT]: { body: { ok: true } },
    });
    const { result, queryClient } = setup();
    await waitFor(() => expect(result.current.session.isLoggedIn).toBe(true));
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    queryClient.setQueryData(['/api/something'], { cached: true });
    await act(async () => {
      await result.current.session.logout();
    });
    expect(api.to(LOGOUT)).toHaveLength(1);
    expect(api.to(LOGOUT)[0]!.init!.credentials).toBe('include');
    expect(result.current.session.isLoggedIn).toBe(false);
    expect(window.localStorage.getItem('betlens_license_key')).toBeNull();
    expect(window.localStorage.getItem('betlens_license')).toBeNull();
    expect(queryClient.getQueryData(['/api/something'])).toBeUndefined();
    expect(result.current.toasts.map((t) => t.title)).toEqual(['Logged Out']);
  });

  it('logs out locally even when the server call fails', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    mockFetch({
      [VERIFY]: { body: { valid: true, license: licenseView(60), message: 'ok' } },
      [LOGOUT]: { error: new TypeError('Failed to fetch') },
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    await act(async () => {
      await result.current.session.logout();
    });
    expect(result.current.session.isLoggedIn).toBe(false);
    expect(window.localStorage.getItem('betlens_license_key')).toBeNull();
    expect(result.current.toasts[0]!.title).toBe('Logged Out');
  });
});

describe('a licence revoked mid-session (issue 22)', () => {
  it('a data request refused as revoked toasts why, then ends the session (never a silent logout)', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    mockFetch({
      [VERIFY]: { body: { valid: true, license: licenseView(60), message: 'ok' } },
      'GET /api/best-bets': { status: 403, body: MESSAGES.revoked },
    });
    const { result, queryClient } = setup();
    await waitFor(() => expect(result.current.session.isLoggedIn).toBe(true));
    await act(async () => {
      await queryClient.fetchQuery({ queryKey: ['/api/best-bets'] }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.session.isLoggedIn).toBe(false));
    expect(window.localStorage.getItem('betlens_license_key')).toBeNull();
    expect(result.current.toasts.map((t) => [t.title, t.description])).toEqual([
      ['License Revoked', 'This license has been revoked. Contact support.'],
    ]);
  });
});

describe('refresh (licence-status check)', () => {
  it('removes the key when the server no longer accepts it', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    mockFetch({
      [VERIFY]: [
        { body: { valid: true, license: licenseView(60), message: 'ok' } },
        { status: 403, body: MESSAGES.revoked },
      ],
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.session.isLoggedIn).toBe(true));
    await act(async () => {
      await expect(result.current.session.refresh()).resolves.toBeNull();
    });
    expect(result.current.session.isLoggedIn).toBe(false);
    expect(window.localStorage.getItem('betlens_license_key')).toBeNull();
    // Mid-session revocation is never a silent logout (issue 22): a toast says why.
    expect(result.current.toasts[0]).toMatchObject({
      title: 'License Revoked',
      description: 'This license has been revoked. Contact support.',
    });
  });

  it('ends the loading state when it overtakes the start-up check', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    const startup = deferred();
    mockFetch({
      [SESSION]: { wait: startup.promise, body: sessionBody(60) },
      [VERIFY]: { status: 401, body: MESSAGES.invalid },
    });
    const { result } = setup();
    expect(result.current.session.isLoading).toBe(true);
    await act(async () => {
      await expect(result.current.session.refresh()).resolves.toBeNull();
    });
    startup.resolve();
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    expect(result.current.session.isLoggedIn).toBe(false);
  });

  it('keeps the session when the check is rate limited', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    mockFetch({
      [VERIFY]: [
        { body: { valid: true, license: licenseView(60), message: 'ok' } },
        { status: 429, body: { message: 'Too many attempts', code: 'RATE_LIMITED' } },
      ],
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.session.isLoggedIn).toBe(true));
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    await act(async () => {
      await result.current.session.refresh();
    });
    expect(result.current.session.isLoggedIn).toBe(true);
    expect(window.localStorage.getItem('betlens_license_key')).toBe(VALID_KEY);
  });

  it('keeps the session when the check cannot reach the server', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    mockFetch({
      [VERIFY]: [
        { body: { valid: true, license: licenseView(60), message: 'ok' } },
        { error: new TypeError('Failed to fetch') },
      ],
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.session.isLoggedIn).toBe(true));
    await act(async () => {
      await result.current.session.refresh();
    });
    expect(result.current.session.isLoggedIn).toBe(true);
    expect(window.localStorage.getItem('betlens_license_key')).toBe(VALID_KEY);
  });
});
