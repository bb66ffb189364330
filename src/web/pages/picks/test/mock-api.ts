/**
 * A fetch stub for the picks pages, matched on 'METHOD /path' WITHOUT the query string, recording
 * each request's query parameters and headers so tests can assert what was sent.
 */
import { vi } from 'vitest';

export interface ApiReply {
  status?: number;
  body?: unknown;
  text?: string;
  wait?: Promise<unknown>;
}

export interface ApiRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  /** The JSON body, parsed, when one was sent. */
  body: unknown;
}

type Reply = ApiReply | ((request: ApiRequest) => ApiReply);

export function mockApi(routes: Record<string, Reply | Reply[]>) {
  const calls = new Map<string, number>();
  const requests: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const request: ApiRequest = {
      method,
      path: url.pathname,
      params: url.searchParams,
      headers,
      credentials: init?.credentials,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const entry = routes[key];
    if (entry === undefined) return new Response('Not found', { status: 404, statusText: 'Not Found' });
    const list = Array.isArray(entry) ? entry : [entry];
    const index = calls.get(key) ?? 0;
    calls.set(key, index + 1);
    const reply = list[Math.min(index, list.length - 1)]!;
    const resolved = typeof reply === 'function' ? reply(request) : reply;
    if (resolved.wait) await resolved.wait;
    const text = resolved.text ?? (resolved.body === undefined ? '' : JSON.stringify(resolved.body));
    return new Response(text, {
      status: resolved.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
