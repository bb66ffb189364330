import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

/**
 * A small real HTTP server on 127.0.0.1 for adapter tests. The real adapters run unchanged
 * against it (only the base URL differs), so tests exercise real sockets, timeouts and retries.
 * Fakes for each outside service (Gumroad, The Odds API, CFBD, Anthropic, Twilio) add their routes
 * on top of this base.
 */

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** Parsed when the request was sent as JSON. */
  json: unknown;
  /** Parsed when the request was form-encoded. */
  form: Record<string, string>;
  /** Named segments of the matched route (`/v4/sports/:sport/odds`). */
  params: Record<string, string>;
  /** True when a scripted failure answered instead of the route. */
  scripted: boolean;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export type RouteHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeRoute {
  method: string;
  /** Literal segments and `:name` segments, e.g. `/2010-04-01/Accounts/:sid/Messages.json`. */
  path: string;
  handler: RouteHandler;
}

/**
 * A scripted answer for the next matching requests. With `reply` it answers instead of the route;
 * with `drop` it destroys the socket (a network error); with only `delayMs` it waits and then lets
 * the route answer (to trigger client timeouts).
 */
export interface ScriptedFailure {
  reply?: FakeReply;
  drop?: boolean;
  delayMs?: number;
  /** Only requests to this method/path use the script; default any. */
  method?: string;
  path?: string;
}

export interface FakeServer {
  url: string;
  port: number;
  /** Every request received, in order (scripted ones included). */
  requests: FakeRequest[];
  route(route: FakeRoute): void;
  /** The next `count` matching requests get `failure`. Scripts queue in call order. */
  failNext(count: number, failure: ScriptedFailure): void;
  clearScripts(): void;
  close(): Promise<void>;
}

export interface FakeServerOptions {
  routes?: readonly FakeRoute[];
  /** Answer for unmatched paths; default 404 JSON. */
  notFound?: RouteHandler;
}

interface CompiledRoute {
  method: string;
  segments: string[];
  handler: RouteHandler;
}

export async function startFakeServer(options: FakeServerOptions = {}): Promise<FakeServer> {
  const routes: CompiledRoute[] = [];
  const scripts: { remaining: number; failure: ScriptedFailure }[] = [];
  const requests: FakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const notFound: RouteHandler =
    options.notFound ??
    ((request) => ({ status: 404, json: { message: `No fake route for ${request.path}` } }));

  const addRoute = (route: FakeRoute) =>
    routes.push({
      method: route.method.toUpperCase(),
      segments: splitPath(route.path),
      handler: route.handler,
    });
  for (const route of options.routes ?? []) addRoute(route);

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const takeScript = (method: string, path: string): ScriptedFailure | undefined => {
    const index = scripts.findIndex(
      ({ failure }) =>
        (failure.method === undefined || failure.method.toUpperCase() === method) &&
        (failure.path === undefined || failure.path === path),
    );
    if (index < 0) return undefined;
    const entry = scripts[index]!;
    entry.remaining -= 1;
    if (entry.remaining <= 0) scripts.splice(index, 1);
    return entry.failure;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const rawBody = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    const contentType = String(req.headers['content-type'] ?? '');
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      rawBody,
      json: undefined,
      form: {},
      params: {},
      scripted: false,
    };
    if (contentType.includes('json') && rawBody) {
      try {
        request.json = JSON.parse(rawBody) as unknown;
      } catch {
        requests.push(request);
        return send(res, { status: 400, json: { message: 'Malformed JSON body' } });
      }
    } else if (contentType.includes('application/x-www-form-urlencoded')) {
      request.form = Object.fromEntries(new URLSearchParams(rawBody));
    }
    requests.push(request);

    const script = takeScript(method, request.path);
    if (script) {
      if (script.delayMs) await wait(script.delayMs);
      if (script.drop) {
        request.scripted = true;
        req.socket.destroy();
        return;
      }
      if (script.reply) {
        request.scripted = true;
        return send(res, script.reply);
      }
    }

    const segments = splitPath(request.path);
    for (const route of routes) {
      if (route.method !== method) continue;
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      request.params = params;
      return send(res, await route.handler(request));
    }
    return send(res, await notFound(request));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, { status: 500, json: { message: `Fake server error: ${String(error)}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    route: addRoute,
    failNext(count, failure) {
      if (count > 0) scripts.push({ remaining: count, failure });
    },
    clearScripts() {
      scripts.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    const value = actual[i]!;
    if (expected.startsWith(':')) params[expected.slice(1)] = decodeURIComponent(value);
    else if (expected !== value) return null;
  }
  return params;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, reply: FakeReply): void {
  // The client may have given up (timeout) while a delayed reply was pending.
  if (res.destroyed || res.writableEnded) return;
  const headers: Record<string, string> = { ...reply.headers };
  let body = '';
  if (reply.json !== undefined) {
    body = JSON.stringify(reply.json);
    headers['content-type'] ??= 'application/json; charset=utf-8';
  } else if (reply.text !== undefined) {
    body = reply.text;
    headers['content-type'] ??= 'text/plain; charset=utf-8';
  }
  res.writeHead(reply.status ?? 200, headers);
  res.end(body);
}
