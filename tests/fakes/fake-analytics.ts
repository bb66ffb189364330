import { startFakeServer, type FakeRequest } from './fake-server';

/**
 * A fake analytics collector speaking the forwarder's documented contract (docs/analytics.md):
 * `POST /collect` with `{ events: [...] }` JSON and an optional bearer token; 2xx accepts.
 */
export interface FakeCollector {
  url: string;
  requests: FakeRequest[];
  /** Every event accepted, in order. */
  received: { id: number; name: string; source: string; properties: Record<string, unknown> }[];
  failNext(count: number, status: number, retryAfter?: string): void;
  close(): Promise<void>;
}

export async function startFakeCollector(options: { token?: string } = {}): Promise<FakeCollector> {
  const received: FakeCollector['received'] = [];
  const server = await startFakeServer({
    routes: [
      {
        method: 'POST',
        path: '/collect',
        handler: (request) => {
          if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
            return { status: 401, json: { error: 'unauthorized' } };
          }
          const body = request.json as { events?: unknown } | undefined;
          if (!body || !Array.isArray(body.events))
            return { status: 400, json: { error: 'events required' } };
          received.push(...(body.events as FakeCollector['received']));
          return { status: 202, json: { accepted: body.events.length } };
        },
      },
    ],
  });
  return {
    url: `${server.url}/collect`,
    requests: server.requests,
    received,
    failNext(count, status, retryAfter) {
      server.failNext(count, {
        reply: {
          status,
          json: { error: 'unavailable' },
          ...(retryAfter ? { headers: { 'retry-after': retryAfter } } : {}),
        },
      });
    },
    close: () => server.close(),
  };
}
