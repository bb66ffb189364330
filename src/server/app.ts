import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import fastifyStatic from '@fastify/static';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@shared/api/common';
import { isAppRoute } from '@shared/routes';
import type { AppConfig } from './config';
import type { Container } from './container';
import { handleError } from './http/error-handler';
import { logSerializers, scrubbingHooks } from './http/log-serializers';
import { limitJsonDepth } from './http/json-depth';
import { computeSecurityHeaders, newNonce, type SecurityHeaders } from './http/security-headers';
import { appendVary, JsonTextSender } from './http/send-json-text';
import { PagePool } from './http/page-pool';
import { gameRoutes } from './routes/games';
import { registerRouteAuth } from './routes/route-auth';
import type { ServiceContext } from './services/context';
import { healthRoutes } from './routes/health';
import { registerPublicConfigRoutes } from './routes/public-config';
import { authRoutes } from './routes/auth';
import { adminRoutes } from './routes/admin';
import { pickPublishedListener } from './services/sms/notify-subscribers';
import { smsRoutes } from './routes/sms';
import { smsInboundRoutes } from './routes/sms/inbound';
import { contentRoutes } from './routes/content';
import { TrendsCache } from './services/trends/betting-trends';
import { recordRoutes } from './routes/record';
import { betRoutes } from './routes/bets';
import { settingsRoutes } from './routes/settings';
import { rankingsRoutes } from './routes/rankings';
import { eventRoutes } from './routes/events';
import { memoryCounterStore, redisCounterStore } from './security/shared-counters';
import { KeyGuessGuard } from './http/key-guess-guard';
import { clientAddressKey } from './http/client-address';
import { GumroadGate } from './services/licensing/gumroad-gate';
import type { AdminOddsStatus } from '@shared/api/odds-status';
import { createMetrics } from './services/metrics/metrics';
import { metricsRoutes } from './routes/metrics';
import { oddsStatusRoutes } from './routes/odds-status';
import { getAdminOddsStatus, type OddsStatusDeps } from './services/odds/odds-status';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's count of failed key checks per address (shared through Redis when set). */
    keyGuard: KeyGuessGuard;
    /** This app's compressed JSON bodies and their ETags (send-json-text.ts). */
    jsonText: JsonTextSender;
  }
}

/** How this process runs its app (the shared parts come from the container). */
export interface AppOptions {
  /** Where logs go; tests pass a capture stream or nothing (silent). */
  logStream?: Writable;
  logLevel?: AppConfig['logLevel'];
  /** Folder of the built web app; null to serve the API only. */
  webRoot?: string | null;
  /** The odds status GET /metrics exports; by default what GET /api/admin/odds-status reports. */
  oddsStatus?: () => Promise<AdminOddsStatus>;
}

/** What route areas read from the composition root (kept for routes/health.ts's Pick<AppDeps, ...>). */
export type AppDeps = Container;

export type App = FastifyInstance;

/** Paths whose values must never reach a log line. */
export const LOG_REDACT_PATHS = [
  'req.headers["x-license-key"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'licenseKey',
  '*.licenseKey',
  'key',
  '*.key',
];

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The HTTP app on the composition root's parts (container.ts). */
export async function buildApp(container: Container, options: AppOptions = {}): Promise<App> {
  const deps = { ...container, ...options };
  const { config, now } = deps;
  const app = Fastify({
    logger: deps.logStream
      ? {
          level: deps.logLevel ?? config.logLevel,
          stream: deps.logStream,
          redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
          serializers: logSerializers,
          hooks: scrubbingHooks,
        }
      : false,
    bodyLimit: config.bodyLimitBytes,
    // Logged below at config.requestLogLevel ('debug' in development) instead of Fastify's 'info'.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // Every string in every request part passes the one shared text rule before its zod schema runs.
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    return (data: unknown) => {
      const at = findUnsafeText(data);
      if (at === undefined) return validate(data);
      const error = new Error(`${at ? `${at}: ` : ''}${UNSAFE_TEXT_MESSAGE}`) as FastifyError;
      error.statusCode = 400;
      error.code = 'BL_UNSAFE_TEXT';
      return { error };
    };
  });
  app.setSerializerCompiler(serializerCompiler);
  limitJsonDepth(app);

  // The container's context, logging through this app's logger (request ids and redaction).
  const ctx: ServiceContext = {
    db: container.db,
    repos: container.repos,
    config,
    now,
    log: app.log,
    analysisChanges: container.analysisChanges,
    ...(container.licenseLookups ? { licenseLookups: container.licenseLookups } : {}),
  };
  const { ratings } = container;
  // This app's remembered betting trends (never another app's).
  const trends = new TrendsCache();
  const oddsStatusDeps: OddsStatusDeps = {
    ...ctx,
    oddsPlanner: container.oddsPlanner,
    oddsSource: config.odds.apiKey ? 'the-odds-api' : 'replay',
    scheduled: config.scheduler,
  };
  const metrics = createMetrics({
    db: ctx.db,
    now,
    oddsStatus: deps.oddsStatus ?? (() => getAdminOddsStatus(oddsStatusDeps)),
  });
  const counters = deps.redis
    ? redisCounterStore(deps.redis, 'betlens-access:')
    : memoryCounterStore(() => now().getTime());
  app.decorate('jsonText', new JsonTextSender());
  app.decorate(
    'keyGuard',
    new KeyGuessGuard(counters, {
      max: config.keyFailures.perIp,
      windowMs: config.keyFailures.windowMinutes * 60_000,
    }),
  );
  const gumroadGate = new GumroadGate(
    counters,
    config.gumroad.callsPerMinute,
    Object.values(config.gumroad.products).filter(Boolean).length,
  );

  // One synchronous hook for the headers every response carries: each async hook costs a promise
  // per request, which the read paths (tens of thousands of requests a second) feel.
  const security = computeSecurityHeaders({ production: config.env === 'production' });
  const requestLog = config.requestLogLevel;
  app.addHook('onRequest', (request, reply, done) => {
    request.log[requestLog]({ req: request }, 'incoming request');
    reply.headers(request.url.startsWith('/api/') ? security.api : security.base);
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log[requestLog]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    metrics.observeResponse(request, reply);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(cors, {
    credentials: true,
    origin: (origin, cb) => {
      // Same-origin requests and tools send no Origin; anything else must be on the allowlist.
      cb(null, !origin || config.corsOrigins.includes(origin));
    },
    allowedHeaders: ['content-type', 'x-license-key', 'x-device-id', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'betlens-rl:' } : {}),
    // One count per IPv4 address or IPv6 /64, as the failed-key guard counts.
    keyGenerator: (request) => clientAddressKey(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: 'RATE_LIMITED',
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.site.productName} API`, version: config.version },
      components: {
        securitySchemes: {
          licenseKey: { type: 'apiKey', in: 'header', name: 'x-license-key' },
          session: { type: 'apiKey', in: 'cookie', name: 'bl_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.setErrorHandler(handleError);

  await app.register(
    async (api) => {
      const licensing = { ...ctx, marketplace: deps.marketplace, gumroadGate };
      // First: the hook must see every route registered after it (routes/route-auth.ts).
      registerRouteAuth(api, licensing);
      await api.register(healthRoutes, deps);
      registerPublicConfigRoutes(api, config);
      await api.register(authRoutes, licensing);
      await api.register(gameRoutes, { ...licensing, textModel: deps.textModel, ratings });
      await api.register(smsRoutes, ctx);
      await api.register(contentRoutes, { ...licensing, trends });
      await api.register(recordRoutes, ctx);
      await api.register(betRoutes, licensing);
      await api.register(settingsRoutes, licensing);
      await api.register(rankingsRoutes, { ...licensing, ratings });
      await api.register(eventRoutes, ctx);
      await api.register(oddsStatusRoutes, oddsStatusDeps);
      await api.register(smsInboundRoutes, ctx);
      await api.register(adminRoutes, {
        prefix: '/admin',
        curation: { ...ctx, textModel: deps.textModel, ratings, onPublished: pickPublishedListener(ctx) },
        oddsStatus: oddsStatusDeps,
      });
    },
    { prefix: '/api' },
  );

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(metricsRoutes, { ...ctx, metrics });

  registerWebApp(app, deps.webRoot === undefined ? defaultWebRoot() : deps.webRoot, security);
  return app;
}

/** A hop count trusts that many proxies nearest the server (as Fastify's own numeric option does). */
function trustProxyOption(
  trust: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export function defaultWebRoot(): string {
  return join(process.cwd(), 'dist', 'web');
}

/** The web app's index.html names the per-response style nonce with this placeholder. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Serves the built single-page app: hashed assets cached for a year, index.html never cached. */
function registerWebApp(app: FastifyInstance, webRoot: string | null, security: SecurityHeaders): void {
  const page = (file: string) => {
    const path = webRoot ? join(webRoot, file) : null;
    return path && existsSync(path) ? readFileSync(path, 'utf8').split(CSP_NONCE_PLACEHOLDER) : null;
  };
  const indexHtml = page('index.html');
  const frameHtml = page('overlay-frame.html');
  // "/" prerendered for a visitor's first paint (scripts/prerender-landing.tsx), when built. Both
  // pages are kept compressed in memory, a fresh nonce in each copy (page-pool.ts).
  const landingHtml = page('landing.html') ?? indexHtml;
  const pools = new Map<readonly string[], PagePool>();
  const poolOf = (parts: readonly string[]) => {
    let pool = pools.get(parts);
    if (!pool) pools.set(parts, (pool = new PagePool(parts, newNonce)));
    return pool;
  };
  app.addHook('onClose', (_app, done) => {
    for (const pool of pools.values()) pool.close();
    done();
  });
  if (webRoot && indexHtml) {
    void app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      // The build writes .br and .gz copies (scripts/precompress-web.ts): sent as they are.
      preCompressed: true,
      // The pages carry a nonce placeholder: they are only ever served by the handler below.
      allowedPath: (pathName) =>
        pathName !== '/index.html' && pathName !== '/landing.html' && pathName !== '/overlay-frame.html',
      // One route per built file; every other path falls through to the app below.
      wildcard: false,
      setHeaders: (res, path) => {
        if (/[\\/]assets[\\/]/.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
        // Stable names that must update on release: revalidated (ETag) on every use.
        else if (/(?:sw|bookmarklet)\.js$|\.webmanifest$/.test(path)) res.header('cache-control', 'no-cache');
      },
    });
  }
  if (frameHtml) {
    // The bookmarklet's iframe on sportsbook pages (src/overlay/frame-main.ts): framable by them.
    app.get('/overlay-frame', { schema: { hide: true } }, (_request, reply) => {
      const nonce = newNonce();
      void reply
        .removeHeader('x-frame-options')
        .header('content-security-policy', security.framePolicy(nonce))
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8');
      return frameHtml.join(nonce);
    });
    // The bookmarklet's sign-in window (src/overlay/sign-in-main.tsx), where the key is typed: a
    // top-level page of ours that no one may frame. Its opener is our frame inside a sportsbook
    // page (another site), so the opener policy must keep that link for the licence to go back.
    app.get('/overlay-sign-in', { schema: { hide: true } }, (_request, reply) => {
      const nonce = newNonce();
      void reply
        .header('content-security-policy', security.htmlPolicy(nonce))
        .header('cross-origin-opener-policy', 'unsafe-none')
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8');
      return frameHtml.join(nonce);
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      !indexHtml ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply
        .status(404)
        .send({ message: `Route ${request.method} ${path} not found`, code: 'NOT_FOUND' });
    }
    // Unknown pages still get the app (it renders '404 Page Not Found'), with a 404 status.
    // The not-found handler sits outside the compress plugin's hooks: the pool compresses the page.
    const encoding = request.server.jsonText.encodingOf(request.headers['accept-encoding']);
    const { nonce, body } = await poolOf(path === '/' && landingHtml ? landingHtml : indexHtml).take(
      encoding,
    );
    void reply
      .header('content-security-policy', security.htmlPolicy(nonce))
      // /index.html is the shell the service worker precaches.
      .status(isAppRoute(path) || path === '/index.html' ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    appendVary(reply, 'accept-encoding');
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
