import { describe, expect, it } from 'vitest';
import { allowedApiRequest, isApiReply, isTabMessage } from './messages';

const api = (request: unknown) => ({ type: 'betlens:api', request });

describe("the service worker's API allowlist", () => {
  it('passes the calls the overlay makes', () => {
    const games = {
      method: 'GET',
      path: '/api/bookmarklet/games?sport=nfl&startDate=2025-10-15&endDate=2025-10-23&forceRefresh=false',
      headers: { 'x-license-key': 'ABCD' },
    };
    expect(allowedApiRequest(api(games))).toEqual(games);
    const verify = { method: 'POST', path: '/api/auth/verify-license', body: { licenseKey: 'ABCD' } };
    expect(allowedApiRequest(api(verify))).toEqual(verify);
    expect(allowedApiRequest(api({ method: 'GET', path: '/api/public-config' }))).not.toBeNull();
    // The odds status: the server's clock every price age counts from, and each league's line.
    const status = { method: 'GET', path: '/api/odds-status' };
    expect(allowedApiRequest(api(status))).toEqual(status);
  });

  it('refuses anything else: other paths, methods, headers, or a body on a GET', () => {
    expect(allowedApiRequest(api({ method: 'GET', path: '/api/admin/licenses' }))).toBeNull();
    expect(allowedApiRequest(api({ method: 'GET', path: '/api/admin/odds-status' }))).toBeNull();
    expect(allowedApiRequest(api({ method: 'GET', path: '/api/odds-status?x=1' }))).toBeNull();
    expect(allowedApiRequest(api({ method: 'POST', path: '/api/odds-status', body: {} }))).toBeNull();
    expect(allowedApiRequest(api({ method: 'GET', path: 'https://evil.test/api/public-config' }))).toBeNull();
    expect(allowedApiRequest(api({ method: 'GET', path: '/api/public-config/../admin' }))).toBeNull();
    expect(allowedApiRequest(api({ method: 'DELETE', path: '/api/analyze-bet' }))).toBeNull();
    expect(
      allowedApiRequest(
        api({ method: 'POST', path: '/api/analyze-bet', body: { a: 1 }, headers: { cookie: 'x' } }),
      ),
    ).toBeNull();
    expect(allowedApiRequest(api({ method: 'POST', path: '/api/analyze-bet', body: 'text' }))).toBeNull();
    expect(allowedApiRequest(api({ method: 'GET', path: '/api/public-config', body: {} }))).toBeNull();
    expect(
      allowedApiRequest({ type: 'other', request: { method: 'GET', path: '/api/public-config' } }),
    ).toBeNull();
    expect(
      allowedApiRequest(api({ method: 'POST', path: '/api/sms/subscribe', body: { p: 'x'.repeat(20_000) } })),
    ).toBeNull();
  });

  it('checks replies and tab messages by shape', () => {
    expect(isApiReply({ response: { status: 200, statusText: 'OK', body: '{}' } })).toBe(true);
    expect(isApiReply({ networkError: 'Failed to fetch' })).toBe(true);
    expect(isApiReply({ response: { status: '200' } })).toBe(false);
    expect(isApiReply(undefined)).toBe(false);
    expect(isTabMessage({ type: 'betlens:open' }, 'betlens:open')).toBe(true);
    expect(isTabMessage({ type: 'betlens:open', extra: 1 }, 'betlens:open')).toBe(false);
  });
});
