import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  statusText?: string;
  /** Serialised as JSON. */
  body?: unknown;
  /** Sent verbatim (takes precedence over body). */
  text?: string;
  /** Rejects the fetch with this error instead of answering (e.g. a TypeError: offline). */
  error?: Error;
  /** Answers only when this promise resolves (to observe busy states). */
  wait?: Promise<unknown>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  init: RequestInit | undefined;
}

type Reply = MockReply | ((request: RecordedRequest) => MockReply);

/**
 * Stubs global fetch with a table keyed 'METHOD /path'. A list of replies is used in order and
 * its last reply repeats. Unknown routes answer 404.
 */
export function mockFetch(routes: Record<string, Reply | Reply[]>) {
  const calls = new Map<string, number>();
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const request = { method, path, headers, body, init };
    requests.push(request);
    const key = `${method} ${path}`;
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
    /** Requests made to 'METHOD /path'. */
    to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
