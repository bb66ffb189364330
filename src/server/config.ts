import type { z } from 'zod';
import { readFileSync } from 'node:fs';
import { projectPath } from './project-root';
import { DEFAULT_BETTABLE_BOOKS } from '@shared/odds/bettable-books';
import { envSchema, type Env } from './config-schema';

export { envSchema, NFL_RESULTS_DEFAULT_URL, type Env } from './config-schema';
export type { TrustProxy } from './trust-proxy';

/**
 * Every setting comes from the environment and is parsed here, once, at boot. A bad value stops
 * start-up with a message naming the variable. Services receive the parsed object; nothing else
 * reads process.env. A setting is declared once, in config-schema; its place in AppConfig is the
 * mapping below, and the type follows from both.
 */
const configSchema = envSchema.transform(toAppConfig);

export type AppConfig = z.infer<typeof configSchema>;
export type TwilioConfig = NonNullable<AppConfig['sms']['twilio']>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  return parsed.data;
}

/**
 * The parsed environment shaped for the services. Checks that span several variables throw a
 * ConfigError here, after every single variable has passed the schema.
 */
function toAppConfig(e: Env) {
  const publicOrigin = (
    e.PUBLIC_ORIGIN ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`
  ).replace(/\/$/, '');
  const corsOrigins = e.CORS_ORIGINS.split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const badOrigin = corsOrigins.find((o) => !/^(https?|chrome-extension|moz-extension):\/\/[^/]+$/.test(o));
  if (badOrigin)
    throw new ConfigError([`CORS_ORIGINS: '${badOrigin}' is not an origin like https://example.com`]);
  if (e.NODE_ENV === 'production' && !e.PUBLIC_ORIGIN) {
    throw new ConfigError(['PUBLIC_ORIGIN: must be set in production (bookmarklet links and CORS use it)']);
  }
  return {
    env: e.NODE_ENV,
    version: readVersion(),
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    /**
     * The level of the per-request log lines: 'debug' in development, so `npm start` shows the
     * first-run keys and warnings rather than a scroll of requests (LOG_LEVEL=debug shows them);
     * 'info' otherwise.
     */
    requestLogLevel: e.REQUEST_LOG_LEVEL ?? (e.NODE_ENV === 'development' ? 'debug' : 'info'),
    publicOrigin,
    corsOrigins: Array.from(new Set([publicOrigin, ...corsOrigins])),
    /** The browser extension's store listings ('' until it is published there). */
    extensionStores: { chromeUrl: e.EXTENSION_CHROME_URL ?? '', firefoxUrl: e.EXTENSION_FIREFOX_URL ?? '' },
    /**
     * Which X-Forwarded-For hops to believe: false (none), a hop count, or the proxies' addresses
     * and CIDR ranges. Never "all": the leftmost address is whatever the client wrote.
     */
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    sessionTtlDays: e.SESSION_TTL_DAYS,
    licenseMaxDevices: e.LICENSE_MAX_DEVICES,
    demoLicenseDays: e.DEMO_LICENSE_DAYS,
    rateLimitVerifyPerMinute: e.RATE_LIMIT_VERIFY_PER_MINUTE,
    /** Failed licence/admin key checks one address may make per window before 429 on key routes. */
    keyFailures: { perIp: e.KEY_FAILURES_PER_IP, windowMinutes: e.KEY_FAILURE_WINDOW_MINUTES },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    /** Bearer token for GET /metrics (routes/metrics.ts); admin keys are always accepted. */
    metricsToken: e.METRICS_TOKEN,
    gumroad: {
      baseUrl: e.GUMROAD_API_BASE_URL.replace(/\/$/, ''),
      products: {
        ...(e.GUMROAD_PRODUCT_ALL_ACCESS ? { 'all-access': e.GUMROAD_PRODUCT_ALL_ACCESS } : {}),
        ...(e.GUMROAD_PRODUCT_FOOTBALL ? { football: e.GUMROAD_PRODUCT_FOOTBALL } : {}),
        ...(e.GUMROAD_PRODUCT_CFB ? { cfb: e.GUMROAD_PRODUCT_CFB } : {}),
        ...(e.GUMROAD_PRODUCT_NFL ? { nfl: e.GUMROAD_PRODUCT_NFL } : {}),
      },
      reverifyMinutes: e.GUMROAD_REVERIFY_MINUTES,
      graceHours: e.GUMROAD_GRACE_HOURS,
      timeoutMs: e.GUMROAD_TIMEOUT_MS,
      passDays: e.GUMROAD_PASS_DAYS,
      /** Calls to Gumroad per minute across all instances (a new key may take one per product). */
      callsPerMinute: e.GUMROAD_CALLS_PER_MINUTE,
    },
    odds: {
      /** The Odds API when a key is set; otherwise the offline replay of a past season. */
      apiKey: e.ODDS_API_KEY,
      baseUrl: e.ODDS_API_BASE_URL.replace(/\/$/, ''),
      regions: e.ODDS_API_REGIONS.split(',')
        .map((r) => r.trim())
        .filter(Boolean),
      bookmakers: e.ODDS_API_BOOKMAKERS?.split(',')
        .map((b) => b.trim())
        .filter(Boolean),
      timeoutMs: e.ODDS_API_TIMEOUT_MS,
      replaySeason: e.REPLAY_SEASON,
      /**
       * The full refresh (ratings, the written analysis, scores, grading). In live mode prices are
       * polled apart from it on the credit schedule (services/odds); the replay costs nothing.
       */
      refreshMinutes: e.ODDS_REFRESH_MINUTES ?? (e.ODDS_API_KEY ? 360 : 30),
      /** The month's credits the odds schedule may spend (docs/pricing.md, "How fresh a price is"). */
      creditsPerMonth: e.ODDS_API_CREDITS_PER_MONTH,
    },
    cfbd: {
      apiKey: e.CFBD_API_KEY,
      baseUrl: e.CFBD_BASE_URL.replace(/\/$/, ''),
      timeoutMs: e.CFBD_TIMEOUT_MS,
    },
    /**
     * NFL results and closing lines (nflverse games.csv). On by default in live mode (an odds key is set),
     * off in the offline replay, which needs nothing newer than the bundled history.
     */
    nflResults: {
      url: e.NFL_RESULTS_URL,
      enabled: e.NFL_RESULTS_SYNC ?? Boolean(e.ODDS_API_KEY),
      timeoutMs: e.NFL_RESULTS_TIMEOUT_MS,
      refreshHours: e.NFL_RESULTS_REFRESH_HOURS,
    },
    anthropic: {
      apiKey: e.ANTHROPIC_API_KEY,
      model: e.ANTHROPIC_MODEL,
      baseUrl: e.ANTHROPIC_BASE_URL.replace(/\/$/, ''),
      timeoutMs: e.ANTHROPIC_TIMEOUT_MS,
    },
    historyDir: e.HISTORY_DIR,
    /** The built web app to serve (default dist/web). */
    webDistDir: e.WEB_DIST_DIR,
    scheduler: e.SCHEDULER,
    pricing: {
      staleAfterMinutes: e.STALE_PRICE_MINUTES,
      verifyEdgeAbove: e.EDGE_VERIFY_PERCENT,
      bettableBooks: e.BETTABLE_BOOKS ?? DEFAULT_BETTABLE_BOOKS,
    },
    /** A published pick's line moving this many points (or more) is texted to opted-in subscribers. */
    lineMoveAlertPoints: e.LINE_MOVE_ALERT_POINTS,
    /** Start the server's clock at this instant (demos and browser tests; refused in production). */
    clockStart: clockStartOf(e),
    site: {
      productName: e.PRODUCT_NAME,
      supportEmail: e.SUPPORT_EMAIL,
      marketplace: {
        storeUrl: e.MARKETPLACE_STORE_URL,
        trialUrl: e.MARKETPLACE_TRIAL_URL,
        manageSubscriptionUrl: e.MARKETPLACE_MANAGE_URL,
        affiliateUrl: e.MARKETPLACE_AFFILIATE_URL,
        /** The affiliate terms the site states: commission as a fraction (0.2 = 20%) and cookie days. */
        affiliate: {
          commissionRate: e.AFFILIATE_COMMISSION_PERCENT / 100,
          cookieDays: e.AFFILIATE_COOKIE_DAYS,
        },
        plans: {
          cfbMonthly: { url: e.MARKETPLACE_CFB_MONTHLY_URL, price: e.PRICE_CFB_MONTHLY },
          nflMonthly: { url: e.MARKETPLACE_NFL_MONTHLY_URL, price: e.PRICE_NFL_MONTHLY },
          allAccessMonthly: { url: e.MARKETPLACE_ALL_ACCESS_MONTHLY_URL, price: e.PRICE_ALL_ACCESS_MONTHLY },
        },
      },
      // Referral banners only as the operator configured them: none by default.
      sportsbooks: e.SPORTSBOOKS_JSON ?? [],
      // Only real customers' words, supplied by the operator; none by default (the section then
      // shows its figures alone).
      testimonials: e.TESTIMONIALS_JSON ?? [],
      responsibleGamblingUrl: e.RESPONSIBLE_GAMBLING_URL,
    },
    sms: {
      /** Twilio when an account, token and sender are set; otherwise texts stay in the outbox. */
      twilio: twilioConfig(e),
      sendsPerMinute: e.SMS_SENDS_PER_MINUTE,
      subscribePerHourPerNumber: e.SMS_SUBSCRIBE_PER_HOUR_PER_NUMBER,
      subscribePerHourPerLicense: e.SMS_SUBSCRIBE_PER_HOUR_PER_LICENSE,
    },
    analytics: {
      /** Where stored events are also sent (a JSON webhook); unset = stored only. */
      forwardUrl: e.ANALYTICS_FORWARD_URL,
      forwardToken: e.ANALYTICS_FORWARD_TOKEN,
      timeoutMs: e.ANALYTICS_TIMEOUT_MS,
      eventsPerMinute: e.ANALYTICS_EVENTS_PER_MINUTE,
    },
  };
}

/** Twilio is all or nothing: half a configuration stops start-up instead of silently not texting. */
function twilioConfig(e: Env) {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = e;
  const from = e.TWILIO_FROM_NUMBER;
  const messagingServiceSid = e.TWILIO_MESSAGING_SERVICE_SID;
  if (!accountSid && !authToken && !from && !messagingServiceSid) return undefined;
  const problems: string[] = [];
  if (!accountSid) problems.push('TWILIO_ACCOUNT_SID: must be set when any TWILIO_* variable is set');
  if (!authToken) problems.push('TWILIO_AUTH_TOKEN: must be set when any TWILIO_* variable is set');
  if (!from && !messagingServiceSid)
    problems.push('TWILIO_FROM_NUMBER: set it or TWILIO_MESSAGING_SERVICE_SID to send texts');
  if (from && !/^\+[1-9]\d{6,14}$/.test(from))
    problems.push('TWILIO_FROM_NUMBER: must be an E.164 number like +12025550123');
  if (problems.length > 0 || !accountSid || !authToken) throw new ConfigError(problems);
  return {
    accountSid,
    authToken,
    /** A Twilio number (E.164) or, instead, a Messaging Service SID. */
    from,
    messagingServiceSid,
    baseUrl: e.TWILIO_BASE_URL.replace(/\/$/, ''),
    timeoutMs: e.TWILIO_TIMEOUT_MS,
  };
}

/** A moved clock is for demos and tests only: production always runs on real time. */
function clockStartOf(e: Env): Date | undefined {
  if (!e.CLOCK_START) return undefined;
  if (e.NODE_ENV === 'production') throw new ConfigError(['CLOCK_START: must not be set in production']);
  return new Date(e.CLOCK_START);
}
