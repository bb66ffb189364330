import { type FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  HttpClient,
  parseResponse,
  type HttpClientOptions,
  type ResponseInfo,
} from '../../src/server/providers/http/http-client';
import { type ProviderLogger } from '../../src/server/providers/http/provider-logger';
import { UpstreamError } from '../../src/server/providers/http/upstream-error';
import { startFakeServer, type FakeServer } from '../fakes/fake-server';
import { adapterHarness, rejection as failure } from '../helpers/adapter-harness';

// The server hands its Fastify (pino) logger to adapters as is.
const _fastifyLoggerFits = (logger: FastifyBaseLogger): ProviderLogger => logger;

const { sleeps, logged: logs, logger, retries } = adapterHarness();
let server: FakeServer;

beforeEach(async () => {
  server = await startFakeServer({
    routes: [
      { method: 'GET', path: '/v1/things', handler: () => ({ json: { things: [1, 2, 3] } }) },
      {
        method: 'POST',
        path: '/v1/echo',
        handler: (req) => ({ json: { json: req.json, form: req.form, query: req.query } }),
      },
      {
        method: 'GET',
        path: '/v1/bad-request',
        handler: () => ({ status: 400, json: { message: 'regions is required' } }),
      },
      {
        method: 'GET',
        path: '/v1/echo-key',
        handler: (req) => ({
          status: 401,
          json: {
            message: `Invalid key ${req.query.apiKey ?? ''} / ${String(req.headers.authorization ?? '')}`,
          },
        }),
      },
      {
        method: 'GET',
        path: '/v1/not-json',
        handler: () => ({ text: '{oops', headers: { 'content-type': 'application/json' } }),
      },
      {
        method: 'GET',
        path: '/v1/quota',
        handler: () => ({ json: [], headers: { 'x-requests-remaining': '487' } }),
      },
    ],
  });
});

afterEach(async () => {
  await server.close();
});

function client(overrides: Partial<HttpClientOptions> = {}): HttpClient {
  return new HttpClient({
    service: 'test-api',
    baseUrl: server.url,
    maxAttempts: 3,
    initialDelayMs: 500,
    maxDelayMs: 30_000,
    logger,
    ...retries,
    ...overrides,
  });
}

describe('HttpClient', () => {
  it('returns status, headers and the parsed JSON body', async () => {
    const res = await client().get('/v1/things');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ things: [1, 2, 3] });
    expect(res.attempts).toBe(1);
  });

  it('keeps a base URL path prefix and encodes query, JSON and form bodies', async () => {
    server.route({ method: 'GET', path: '/api/v2/x', handler: (req) => ({ json: req.query }) });
    const prefixed = client({ baseUrl: `${server.url}/api/` });
    const q = await prefixed.get('v2/x', {
      query: { markets: ['spreads', 'totals'], n: 3, flag: false, skip: undefined },
    });
    expect(q.body).toEqual({ markets: 'spreads,totals', n: '3', flag: 'false' });

    const json = await client().post('/v1/echo', { json: { a: 1 } });
    expect(json.body).toMatchObject({ json: { a: 1 } });
    const form = await client().post('/v1/echo', {
      form: { To: '+15551234567', Body: 'hi there', skip: undefined },
    });
    expect(form.body).toMatchObject({ form: { To: '+15551234567', Body: 'hi there' } });
    expect(server.requests.at(-1)?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('retries a 503 and then succeeds, with jittered exponential backoff', async () => {
    server.failNext(2, { reply: { status: 503, text: 'unavailable' } });
    const res = await client().get('/v1/things');
    expect(res.status).toBe(200);
    expect(res.attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
    // random() = 0.5 of a ceiling of 500, then 1000.
    expect(sleeps).toEqual([250, 500]);
    expect(logs.filter((l) => l.level === 'warn')).toHaveLength(2);
  });

  it('honours Retry-After in seconds', async () => {
    server.failNext(1, {
      reply: { status: 429, json: { message: 'slow down' }, headers: { 'retry-after': '7' } },
    });
    const res = await client().get('/v1/things');
    expect(res.status).toBe(200);
    expect(sleeps).toEqual([7_000]);
  });

  it('honours Retry-After as an HTTP-date', async () => {
    const now = Date.parse('2026-09-10T12:00:00Z');
    server.failNext(1, {
      reply: { status: 503, headers: { 'retry-after': 'Thu, 10 Sep 2026 12:00:12 GMT' } },
    });
    await client({ now: () => now }).get('/v1/things');
    expect(sleeps).toEqual([12_000]);
  });

  it('caps a long Retry-After at the max delay', async () => {
    server.failNext(1, { reply: { status: 429, headers: { 'retry-after': '3600' } } });
    await client({ maxDelayMs: 5_000 }).get('/v1/things');
    expect(sleeps).toEqual([5_000]);
  });

  it('gives up after max attempts with a retryable UpstreamError', async () => {
    server.failNext(10, { reply: { status: 503, json: { message: 'down for maintenance' } } });
    const error = await failure(client().get('/v1/things'));
    expect(error).toMatchObject({
      kind: 'status',
      status: 503,
      retryable: true,
      attempts: 3,
      service: 'test-api',
    });
    expect(error.bodyText).toContain('down for maintenance');
    expect(error.message).toContain('HTTP 503 after 3 attempts');
    expect(server.requests).toHaveLength(3);
    expect(logs.filter((l) => l.level === 'error')).toHaveLength(1);
  });

  it('turns a slow answer into a retryable timeout', async () => {
    server.failNext(5, { delayMs: 1_000 });
    const error = await failure(client({ timeoutMs: 100, maxAttempts: 2 }).get('/v1/things'));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true, attempts: 2 });
    expect(error.status).toBeUndefined();
  });

  it('retries after a timeout and succeeds', async () => {
    server.failNext(1, { delayMs: 1_000 });
    const res = await client({ timeoutMs: 100 }).get('/v1/things');
    expect(res.attempts).toBe(2);
  });

  it('retries a dropped connection', async () => {
    server.failNext(1, { drop: true });
    const res = await client().get('/v1/things');
    expect(res.attempts).toBe(2);
  });

  it('reports a refused connection as a network error', async () => {
    const port = server.port;
    await server.close();
    server = await startFakeServer();
    const error = await failure(
      client({ baseUrl: `http://127.0.0.1:${port}`, maxAttempts: 2 }).get('/v1/things'),
    );
    expect(error).toMatchObject({ kind: 'network', retryable: true, attempts: 2, causeCode: 'ECONNREFUSED' });
  });

  it('does not retry a 4xx', async () => {
    const error = await failure(client().get('/v1/bad-request'));
    expect(error).toMatchObject({ kind: 'status', status: 400, retryable: false, attempts: 1 });
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('returns accepted non-2xx statuses instead of throwing', async () => {
    const res = await client().get('/v1/bad-request', { acceptStatuses: [400] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'regions is required' });
  });

  it('lets a request override the retry decision', async () => {
    server.failNext(1, {
      reply: { status: 429, json: { error: { details: { error_code: 'enforced_spend_limit_reached' } } } },
    });
    const error = await failure(
      client().get('/v1/things', {
        isRetryable: ({ bodyText }) =>
          bodyText.includes('enforced_spend_limit_reached') ? false : undefined,
      }),
    );
    expect(error).toMatchObject({ status: 429, retryable: false, attempts: 1 });
  });

  it('does not repeat a non-idempotent request the server may have seen', async () => {
    server.failNext(1, { delayMs: 1_000 });
    const timedOut = await failure(
      client({ timeoutMs: 100 }).post('/v1/echo', { json: {}, idempotent: false }),
    );
    expect(timedOut).toMatchObject({ kind: 'timeout', retryable: false, attempts: 1 });

    server.failNext(1, { reply: { status: 500 } });
    const serverError = await failure(client().post('/v1/echo', { json: {}, idempotent: false }));
    expect(serverError).toMatchObject({ status: 500, retryable: false, attempts: 1 });

    server.failNext(1, { reply: { status: 429, headers: { 'retry-after': '1' } } });
    const res = await client().post('/v1/echo', { json: {}, idempotent: false });
    expect(res.attempts).toBe(2);
  });

  it('stops at once when the caller aborts', async () => {
    server.failNext(1, { delayMs: 1_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure(client().get('/v1/things', { signal: controller.signal }));
    expect(error).toMatchObject({ kind: 'aborted', retryable: false });
  });

  it('reports a 2xx body that is not valid JSON as an invalid response', async () => {
    const error = await failure(client().get('/v1/not-json'));
    expect(error).toMatchObject({ kind: 'invalid_response', retryable: false, status: 200 });
  });

  it('reports a body of the wrong shape through parseResponse', async () => {
    const res = await client().get('/v1/things');
    const schema = z.object({ things: z.array(z.string()) });
    let thrown: unknown;
    try {
      parseResponse(schema, res, { service: 'test-api', method: 'GET' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UpstreamError);
    expect((thrown as UpstreamError).kind).toBe('invalid_response');
    expect((thrown as UpstreamError).message).toContain('things.0');
  });

  it('shows every response to onResponse, so adapters can log quota headers', async () => {
    const seen: ResponseInfo[] = [];
    server.failNext(1, { reply: { status: 503, headers: { 'x-requests-remaining': '488' } } });
    await client({ onResponse: (info) => seen.push(info) }).get('/v1/quota', {
      query: { apiKey: 'SECRET-ODDS-KEY' },
    });
    expect(seen.map((s) => [s.status, s.attempt, s.headers.get('x-requests-remaining')])).toEqual([
      [503, 1, '488'],
      [200, 2, '487'],
    ]);
    expect(seen[0]?.url).not.toContain('SECRET-ODDS-KEY');
  });

  it('survives an onResponse hook that throws', async () => {
    const res = await client({
      onResponse: () => {
        throw new Error('hook broke');
      },
    }).get('/v1/things');
    expect(res.status).toBe(200);
    expect(logs.some((l) => l.msg === 'onResponse hook threw')).toBe(true);
  });

  it('never puts a key from the query string or the Authorization header in errors or logs', async () => {
    const apiKey = 'odds-key-3f9a8b7c';
    const token = 'cfbd-token-77aa55';
    server.failNext(1, { reply: { status: 503, text: `busy, key ${apiKey}` } });
    const error = await failure(
      client({ headers: { Authorization: `Bearer ${token}` } }).get('/v1/echo-key', {
        query: { apiKey, regions: 'us' },
      }),
    );
    expect(error.status).toBe(401);
    const everything = JSON.stringify({ message: error.message, error: error.toLog(), logs });
    expect(everything).not.toContain(apiKey);
    expect(everything).not.toContain(token);
    expect(error.url).toContain('apiKey=REDACTED');
    expect(error.url).toContain('regions=us');
    expect(error.bodyText).toContain('REDACTED');
    expect(logs.length).toBeGreaterThan(0);
  });

  it('scrubs per-request secrets such as a licence key in a form body', async () => {
    const licenseKey = '85DB562A-C11D4B06-A2335A6B-8C079166';
    server.failNext(1, { reply: { status: 400, text: `bad licence ${licenseKey}` } });
    const error = await failure(
      client().post('/v1/echo', { form: { license_key: licenseKey }, secrets: [licenseKey] }),
    );
    expect(JSON.stringify({ m: error.message, e: error.toLog(), logs })).not.toContain(licenseKey);
  });

  it('rejects a bad base URL when built, not on first use', () => {
    expect(() => new HttpClient({ service: 'x', baseUrl: 'not a url' })).toThrow();
  });
});
