/**
 * The one fetch stub of the browser-side tests (site and overlay): routes match 'METHOD /path'
 * whatever the origin, and by default whatever the query string (`withQuery` makes the query part
 * of the key: 'GET /api/admin/audit?limit=50'). Each request keeps its full URL, query, headers,
 * JSON body, init and credentials mode. A list of replies is used in order and its last reply
 * repeats; unknown routes answer 404.
 */
import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  statusText?: string;
  body?: unknown;
  text?: string;
  /** Rejects like a network failure (fetch's TypeError) instead of answering. */
  error?: Error;
  wait?: Promise<unknown>;
}

export interface StubRequest {
  method: string;
  url: string;
  origin: string;
  path: string;
  params: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  init: RequestInit | undefined;
  credentials: RequestCredentials | undefined;
}

type Reply = StubReply | ((request: StubRequest) => StubReply);

export function stubFetch(routes: Record<string, Reply | Reply[]>, options: { withQuery?: boolean } = {}) {
  const calls = new Map<string, number>();
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, window.location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: StubRequest = {
      method,
      url: raw,
      origin: url.origin,
      path: options.withQuery ? `${url.pathname}${url.search}` : url.pathname,
      params: url.searchParams,
      headers,
      body,
      init,
      credentials: init?.credentials,
    };
    requests.push(request);
    const key = `${method} ${request.path}`;
    const entry = routes[key];
    if (entry === undefined) return new Response('Not found', { status: 404, statusText: 'Not Found' });
    const list = Array.isArray(entry) ? entry : [entry];
    const index = calls.get(key) ?? 0;
    calls.set(key, index + 1);
    const reply = list[Math.min(index, list.length - 1)]!;
    const resolved = typeof reply === 'function' ? reply(request) : reply;
    if (resolved.wait) await resolved.wait;
    if (resolved.error) throw resolved.error;
    const text = resolved.text ?? (resolved.body === undefined ? '' : JSON.stringify(resolved.body));
    return new Response(text, {
      status: resolved.status ?? 200,
      statusText: resolved.statusText ?? '',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    /** Analytics events posted, by name. */
    events: () =>
      requests
        .filter((r) => r.method === 'POST' && r.path === '/api/events')
        .map((r) => r.body as { name: string; properties?: Record<string, unknown>; source?: string }),
  };
}
