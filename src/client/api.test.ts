import { describe, expect, it } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError, apiRequest, createQueryClient, getQueryFn, isClientError } from './api';
import { mockFetch } from '../web/test/mock-fetch';

function context(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as QueryFunctionContext;
}

describe('apiRequest', () => {
  it('sends a JSON body with Content-Type only when a payload exists, and always includes cookies', async () => {
    const api = mockFetch({ 'POST /api/thing': { body: { ok: true } } });
    await apiRequest('POST', '/api/thing', { a: 1 });
    const [request] = api.requests;
    expect(request!.init!.method).toBe('POST');
    expect(request!.init!.credentials).toBe('include');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.init!.body).toBe('{"a":1}');
  });

  it('sends no body and no Content-Type without a payload', async () => {
    const api = mockFetch({ 'POST /api/auth/logout': { body: { ok: true } } });
    await apiRequest('POST', '/api/auth/logout');
    const [request] = api.requests;
    expect(request!.init!.credentials).toBe('include');
    expect(request!.init!.body).toBeUndefined();
    expect(request!.headers).not.toHaveProperty('content-type');
  });

  it('sends the admin key as x-license-key on /admin paths', async () => {
    window.localStorage.setItem('betlens_admin_key', 'ADMIN-KEY');
    window.localStorage.setItem('betlens_license_key', 'USER-KEY');
    const api = mockFetch({ 'GET /api/admin/games': { body: [] } });
    await apiRequest('GET', '/api/admin/games');
    expect(api.requests[0]!.headers['x-license-key']).toBe('ADMIN-KEY');
  });

  it('sends no key on /admin paths without a stored admin key', async () => {
    window.localStorage.setItem('betlens_license_key', 'USER-KEY');
    const api = mockFetch({ 'GET /api/admin/games': { body: [] } });
    await apiRequest('GET', '/api/admin/games');
    expect(api.requests[0]!.headers).not.toHaveProperty('x-license-key');
  });

  it('sends the weekly-picks key on weekly-picks paths', async () => {
    window.localStorage.setItem('betlens_license_key', 'USER-KEY');
    window.localStorage.setItem('betlens_admin_key', 'ADMIN-KEY');
    const api = mockFetch({ 'GET /api/weekly-picks': { body: [] } });
    await apiRequest('GET', '/api/weekly-picks');
    expect(api.requests[0]!.headers['x-license-key']).toBe('USER-KEY');
  });

  it('reads the weekly-picks key from the legacy hyphen spelling', async () => {
    window.localStorage.setItem('betlens-license-key', 'LEGACY-KEY');
    const api = mockFetch({ 'GET /api/weekly-picks': { body: [] } });
    await apiRequest('GET', '/api/weekly-picks');
    expect(api.requests[0]!.headers['x-license-key']).toBe('LEGACY-KEY');
  });

  it('prefers the admin key when a path matches both rules, else falls back to the weekly-picks key', async () => {
    window.localStorage.setItem('betlens_license_key', 'USER-KEY');
    const api = mockFetch({ 'GET /api/admin/weekly-picks': { body: [] } });
    await apiRequest('GET', '/api/admin/weekly-picks');
    expect(api.requests[0]!.headers['x-license-key']).toBe('USER-KEY');
    window.localStorage.setItem('betlens_admin_key', 'ADMIN-KEY');
    await apiRequest('GET', '/api/admin/weekly-picks');
    expect(api.requests[1]!.headers['x-license-key']).toBe('ADMIN-KEY');
  });

  it('sends no key on other paths even when keys are stored', async () => {
    window.localStorage.setItem('betlens_license_key', 'USER-KEY');
    window.localStorage.setItem('betlens_admin_key', 'ADMIN-KEY');
    const api = mockFetch({ 'GET /api/football-bets': { body: [] } });
    await apiRequest('GET', '/api/football-bets');
    expect(api.requests[0]!.headers).not.toHaveProperty('x-license-key');
  });

  it("throws '<status>: <body text>' on a non-OK answer", async () => {
    const body = { valid: false, message: 'Invalid license key', code: 'LICENSE_INVALID' };
    mockFetch({ 'POST /api/auth/verify-license': { status: 401, statusText: 'Unauthorized', body } });
    const error = await apiRequest('POST', '/api/auth/verify-license', { licenseKey: 'X' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`401: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe('LICENSE_INVALID');
    expect(isClientError(error)).toBe(true);
  });

  it("throws '<status>: <status text>' when the body is empty", async () => {
    mockFetch({ 'GET /api/x': { status: 503, statusText: 'Service Unavailable' } });
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('ignores codes that are not on the shared list', async () => {
    mockFetch({ 'GET /api/x': { status: 500, body: { message: 'x', code: 'MADE_UP' } } });
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBeUndefined();
    expect(isClientError(error)).toBe(false);
  });

  it('returns the response when OK', async () => {
    mockFetch({ 'GET /api/x': { body: { hello: 'world' } } });
    const res = await apiRequest('GET', '/api/x');
    expect(await res.json()).toEqual({ hello: 'world' });
  });
});

describe('getQueryFn', () => {
  it('joins the query key with / and GETs it with cookies, parsing JSON', async () => {
    const api = mockFetch({ 'GET /api/betting-trends/nfl': { body: { data: [1] } } });
    const result = await getQueryFn({ on401: 'throw' })(context(['/api/betting-trends', 'nfl']));
    expect(result).toEqual({ data: [1] });
    expect(api.requests[0]!.method).toBe('GET');
    expect(api.requests[0]!.init!.credentials).toBe('include');
  });

  it('applies the same header rules', async () => {
    window.localStorage.setItem('betlens_license_key', 'USER-KEY');
    const api = mockFetch({ 'GET /api/weekly-picks': { body: [] } });
    await getQueryFn({ on401: 'throw' })(context(['/api/weekly-picks']));
    expect(api.requests[0]!.headers['x-license-key']).toBe('USER-KEY');
  });

  it('returns null on 401 when asked to', async () => {
    mockFetch({
      'GET /api/auth/session': { status: 401, body: { message: 'No session', code: 'UNAUTHENTICATED' } },
    });
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/session']))).resolves.toBeNull();
  });

  it('throws on 401 by default', async () => {
    mockFetch({ 'GET /api/auth/session': { status: 401, text: 'No session' } });
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/session']))).rejects.toThrow(
      '401: No session',
    );
  });

  it('throws on other errors even with returnNull', async () => {
    mockFetch({ 'GET /api/x': { status: 500, text: 'boom' } });
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/x']))).rejects.toThrow('500: boom');
  });
});

describe('queryClient defaults', () => {
  it('never refetches on focus or interval, never goes stale and never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
    expect(typeof defaults.queries?.queryFn).toBe('function');
  });
});
