import { z } from 'zod';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { projectPath } from './project-root';
import { VERIFY_EDGE_PERCENT } from '@shared/odds/units';
import { DEFAULT_BETTABLE_BOOKS } from '@shared/odds/bettable-books';
import { DEFAULT_STALE_PRICE_MINUTES } from '@shared/pricing/pricing-options';
import { AFFILIATE_COMMISSION_RATE, AFFILIATE_COOKIE_DAYS } from '@shared/display/affiliate-commission';

/**
 * Every setting comes from the environment and is parsed here, once, at boot. A bad value stops
 * start-up with a message naming the variable. Services receive the parsed object; nothing else
 * reads process.env.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const url = z.url({ error: 'must be an absolute URL' });
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))
  .pipe(url.optional());

const jsonArray = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON array' });
    return z.NEVER;
  }
});
/** Hosts reserved for examples (RFC 2606/6761): never a real referral link. */
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;
/**
 * Sportsbook banners are referral ads: each needs the operator's real referral URL (https, not a
 * placeholder host) and the bonus text with the date it was checked (offers change; the page shows
 * the date). No banner, amount or link is built in: with none configured the section is not shown.
 */
const sportsbookList = jsonArray.pipe(
  z
    .array(
      z
        .object({
          name: z.string().trim().min(1).max(40),
          url: url.refine((value) => {
            const parsed = new URL(value);
            return parsed.protocol === 'https:' && !PLACEHOLDER_HOST.test(parsed.hostname);
          }, 'must be the real https referral URL (not a placeholder host)'),
          bonus: z.string().trim().min(1).max(120),
          bonusAsOf: z.iso.date({ error: 'must be the date the bonus was checked (YYYY-MM-DD)' }),
        })
        .strict(),
    )
    .max(12),
);
const testimonialList = jsonArray.pipe(
  z
    .array(
      z.object({
        quote: z.string().min(1).max(400),
        name: z.string().min(1).max(60),
        detail: z.string().max(80).default(''),
      }),
    )
    .max(6),
);

/** nflverse's games.csv: every NFL game since 1999 with its result and closing line, updated daily. */
export const NFL_RESULTS_DEFAULT_URL = 'https://github.com/nflverse/nfldata/raw/master/data/games.csv';

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(0, 65535).default(5000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The level of the per-request lines ('incoming request', 'request completed'). */
  REQUEST_LOG_LEVEL: z.enum(['info', 'debug', 'trace']).optional(),
  PUBLIC_ORIGIN: optionalUrl,
  CORS_ORIGINS: z.string().default(''),
  EXTENSION_CHROME_URL: optionalUrl,
  EXTENSION_FIREFOX_URL: optionalUrl,
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  SEED_DEMO: bool.optional(),
  SESSION_TTL_DAYS: int(1, 365).default(30),
  LICENSE_MAX_DEVICES: int(1, 50).default(2),
  DEMO_LICENSE_DAYS: int(1, 365).default(30),
  RATE_LIMIT_VERIFY_PER_MINUTE: int(1, 1_000_000).default(10),
  KEY_FAILURES_PER_IP: int(1, 1_000_000).default(20),
  KEY_FAILURE_WINDOW_MINUTES: int(1, 1440).default(15),
  BODY_LIMIT_BYTES: int(1024, 10_485_760).default(65_536),

  GUMROAD_API_BASE_URL: url.default('https://api.gumroad.com'),
  GUMROAD_PRODUCT_ALL_ACCESS: optionalString,
  GUMROAD_PRODUCT_FOOTBALL: optionalString,
  GUMROAD_PRODUCT_CFB: optionalString,
  GUMROAD_PRODUCT_NFL: optionalString,
  GUMROAD_REVERIFY_MINUTES: int(1, 10_080).default(60),
  GUMROAD_GRACE_HOURS: int(0, 720).default(72),
  GUMROAD_TIMEOUT_MS: int(100, 60_000).default(5000),
  GUMROAD_PASS_DAYS: int(1, 400).default(183),
  GUMROAD_CALLS_PER_MINUTE: int(4, 100_000).default(60),

  ODDS_API_KEY: optionalString,
  ODDS_API_BASE_URL: url.default('https://api.the-odds-api.com'),
  ODDS_API_REGIONS: z.string().default('us'),
  ODDS_API_BOOKMAKERS: optionalString,
  ODDS_API_TIMEOUT_MS: int(100, 120_000).default(15_000),
  CFBD_API_KEY: optionalString,
  CFBD_BASE_URL: url.default('https://api.collegefootballdata.com'),
  CFBD_TIMEOUT_MS: int(100, 120_000).default(20_000),
  NFL_RESULTS_URL: url.default(NFL_RESULTS_DEFAULT_URL),
  NFL_RESULTS_SYNC: bool.optional(),
  NFL_RESULTS_TIMEOUT_MS: int(1000, 300_000).default(60_000),
  NFL_RESULTS_REFRESH_HOURS: int(1, 168).default(24),
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_MODEL: z.string().min(1).default('claude-sonnet-4-5'),
  ANTHROPIC_BASE_URL: url.default('https://api.anthropic.com'),
  ANTHROPIC_TIMEOUT_MS: int(1000, 300_000).default(60_000),
  REPLAY_SEASON: int(1999, 2100).default(2024),
  HISTORY_DIR: optionalString,
  WEB_DIST_DIR: optionalString,
  ODDS_REFRESH_MINUTES: int(1, 1440).optional(),
  SCHEDULER: bool.default(true),
  STALE_PRICE_MINUTES: int(1, 10_080).default(DEFAULT_STALE_PRICE_MINUTES),
  EDGE_VERIFY_PERCENT: z.coerce
    .number({ error: 'must be a number' })
    .min(1)
    .max(100)
    .default(VERIFY_EDGE_PERCENT),
  /**
   * Comma-separated bookmaker keys a user can bet: the only books named by a pick, a best price or a
   * text. Every other book still informs the fair line. Default: the state-regulated US books.
   */
  BETTABLE_BOOKS: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v.trim() === ''
        ? undefined
        : v
            .split(',')
            .map((k) => k.trim().toLowerCase())
            .filter((k) => k !== ''),
    )
    .pipe(
      z
        .array(z.string())
        .min(1, 'must name at least one bookmaker key')
        .refine((keys) => keys.every((k) => /^[a-z0-9_]+$/.test(k)), {
          message: 'must be bookmaker keys such as draftkings,fanduel',
        })
        .optional(),
    ),
  LINE_MOVE_ALERT_POINTS: z.coerce.number({ error: 'must be a number' }).min(0.5).max(14).default(1),
  CLOCK_START: z.iso.datetime({ error: 'must be an ISO date-time, e.g. 2026-11-22T15:00:00Z' }).optional(),

  PRODUCT_NAME: z.string().min(1).default('BetLens'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@betlens.app'),
  MARKETPLACE_STORE_URL: url.default('https://betlens.gumroad.com'),
  MARKETPLACE_TRIAL_URL: url.default('https://betlens.gumroad.com/l/all-access?trial=7'),
  MARKETPLACE_MANAGE_URL: url.default('https://app.gumroad.com/library'),
  MARKETPLACE_AFFILIATE_URL: url.default('https://betlens.gumroad.com/affiliates'),
  // The terms set on the marketplace's affiliate page; the site states these.
  AFFILIATE_COMMISSION_PERCENT: int(1, 100).default(Math.round(AFFILIATE_COMMISSION_RATE * 100)),
  AFFILIATE_COOKIE_DAYS: int(1, 365).default(AFFILIATE_COOKIE_DAYS),
  MARKETPLACE_CFB_MONTHLY_URL: url.default('https://betlens.gumroad.com/l/cfb-monthly'),
  MARKETPLACE_NFL_MONTHLY_URL: url.default('https://betlens.gumroad.com/l/nfl-monthly'),
  MARKETPLACE_ALL_ACCESS_MONTHLY_URL: url.default('https://betlens.gumroad.com/l/all-access'),
  PRICE_CFB_MONTHLY: z.string().default('$9.99'),
  PRICE_NFL_MONTHLY: z.string().default('$9.99'),
  PRICE_ALL_ACCESS_MONTHLY: z.string().default('$14.99'),
  SPORTSBOOKS_JSON: sportsbookList.optional(),
  TESTIMONIALS_JSON: testimonialList.optional(),
  RESPONSIBLE_GAMBLING_URL: url.default('https://www.ncpgambling.org/help-treatment/'),

  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM_NUMBER: optionalString,
  TWILIO_MESSAGING_SERVICE_SID: optionalString,
  TWILIO_BASE_URL: url.default('https://api.twilio.com'),
  TWILIO_TIMEOUT_MS: int(100, 60_000).default(10_000),
  SMS_SENDS_PER_MINUTE: int(1, 6000).default(60),
  SMS_SUBSCRIBE_PER_HOUR_PER_NUMBER: int(1, 1000).default(3),
  SMS_SUBSCRIBE_PER_HOUR_PER_LICENSE: int(1, 1000).default(5),

  ANALYTICS_FORWARD_URL: url.optional(),
  ANALYTICS_FORWARD_TOKEN: optionalString,
  ANALYTICS_TIMEOUT_MS: int(100, 60_000).default(5000),
  ANALYTICS_EVENTS_PER_MINUTE: int(1, 100_000).default(120),
});

export type Env = z.infer<typeof envSchema>;

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: `false`/`0` (default), a hop count (`1` = one load balancer in front), or a comma
 * list of proxy addresses and CIDR ranges (`10.0.0.0/8,192.168.0.1`). `true` is refused: Fastify
 * would then take the leftmost X-Forwarded-For entry, which the client writes itself, so every
 * per-IP limit could be dodged with a forged header.
 */
function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const text = raw.trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === '0') return false;
  if (text === 'true' || text === 'yes') {
    ctx.addIssue({
      code: 'custom',
      message:
        "'true' would trust any X-Forwarded-For a client sends; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) {
      ctx.addIssue({ code: 'custom', message: 'must be at most 10 proxy hops' });
      return z.NEVER;
    }
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined || entries.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `'${bad ?? raw}' is not a hop count, an IP address or a CIDR range like 10.0.0.0/8`,
    });
    return z.NEVER;
  }
  const tooWide = trustsTooMuch(entries);
  if (tooWide) {
    ctx.addIssue({ code: 'custom', message: tooWide });
    return z.NEVER;
  }
  return entries;
}

/**
 * The widest set of proxy addresses TRUST_PROXY may name: every private range at once
 * (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7, fe80::/10 and more) fits; a list covering the internet
 * (0.0.0.0/0, or 0.0.0.0/1 with 128.0.0.0/1) would let any client write its own address.
 */
const MAX_TRUSTED_IPV4 = 2n ** 25n;
const MAX_TRUSTED_IPV6 = 2n ** 122n;

/** Why these proxy ranges trust too much (a message), or undefined when they are narrow enough. */
function trustsTooMuch(entries: string[]): string | undefined {
  let v4 = 0n;
  let v6 = 0n;
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const version = isIP(address);
    let prefix = bits === undefined ? (version === 4 ? 32 : 128) : Number(bits);
    // ::ffff:a.b.c.d/n names IPv4 clients of a dual-stack listener.
    const mapped = version === 6 && /^::ffff:/i.test(address);
    if (mapped) prefix = Math.max(0, prefix - 96);
    if (version === 4 || mapped) v4 += 2n ** BigInt(32 - Math.min(32, prefix));
    else v6 += 2n ** BigInt(128 - prefix);
  }
  if (v4 <= MAX_TRUSTED_IPV4 && v6 <= MAX_TRUSTED_IPV6) return undefined;
  return (
    `'${entries.join(',')}' trusts ${v4 > MAX_TRUSTED_IPV4 ? 'a large part of all IPv4' : 'a large part of all IPv6'} ` +
    'addresses, so any client could write its own address in X-Forwarded-For; list only your proxies ' +
    '(e.g. 10.0.0.0/8,fc00::/7) or give the number of proxies in front (e.g. 1)'
  );
}

function isProxyAddress(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  version: string;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /**
   * The level of the per-request log lines: 'debug' in development, so `npm start` shows the
   * first-run keys and warnings rather than a scroll of requests (LOG_LEVEL=debug shows them);
   * 'info' otherwise.
   */
  requestLogLevel: 'info' | 'debug' | 'trace';
  publicOrigin: string;
  corsOrigins: string[];
  /** The browser extension's store listings ('' until it is published there). */
  extensionStores: { chromeUrl: string; firefoxUrl: string };
  /**
   * Which X-Forwarded-For hops to believe: false (none), a hop count, or the proxies' addresses
   * and CIDR ranges. Never "all": the leftmost address is whatever the client wrote.
   */
  trustProxy: TrustProxy;
  redisUrl: string | undefined;
  seedDemo: boolean;
  sessionTtlDays: number;
  licenseMaxDevices: number;
  demoLicenseDays: number;
  rateLimitVerifyPerMinute: number;
  /** Failed licence/admin key checks one address may make per window before 429 on key routes. */
  keyFailures: { perIp: number; windowMinutes: number };
  bodyLimitBytes: number;
  gumroad: {
    baseUrl: string;
    products: { 'all-access'?: string; football?: string; cfb?: string; nfl?: string };
    reverifyMinutes: number;
    graceHours: number;
    timeoutMs: number;
    passDays: number;
    /** Calls to Gumroad per minute across all instances (a new key may take one per product). */
    callsPerMinute: number;
  };
  odds: {
    /** The Odds API when a key is set; otherwise the offline replay of a past season. */
    apiKey: string | undefined;
    baseUrl: string;
    regions: string[];
    bookmakers: string[] | undefined;
    timeoutMs: number;
    replaySeason: number;
    refreshMinutes: number;
  };
  cfbd: { apiKey: string | undefined; baseUrl: string; timeoutMs: number };
  /**
   * NFL results and closing lines (nflverse games.csv). On by default in live mode (an odds key is set),
   * off in the offline replay, which needs nothing newer than the bundled history.
   */
  nflResults: { url: string; enabled: boolean; timeoutMs: number; refreshHours: number };
  anthropic: { apiKey: string | undefined; model: string; baseUrl: string; timeoutMs: number };
  historyDir: string | undefined;
  /** The built web app to serve (default dist/web). */
  webDistDir: string | undefined;
  scheduler: boolean;
  pricing: { staleAfterMinutes: number; verifyEdgeAbove: number; bettableBooks: readonly string[] };
  /** A published pick's line moving this many points (or more) is texted to opted-in subscribers. */
  lineMoveAlertPoints: number;
  /** Start the server's clock at this instant (demos and browser tests; refused in production). */
  clockStart: Date | undefined;
  site: {
    productName: string;
    supportEmail: string;
    marketplace: {
      storeUrl: string;
      trialUrl: string;
      manageSubscriptionUrl: string;
      affiliateUrl: string;
      /** The affiliate terms the site states: commission as a fraction (0.2 = 20%) and cookie days. */
      affiliate: { commissionRate: number; cookieDays: number };
      plans: {
        cfbMonthly: { url: string; price: string };
        nflMonthly: { url: string; price: string };
        allAccessMonthly: { url: string; price: string };
      };
    };
    sportsbooks: { name: string; url: string; bonus: string; bonusAsOf: string }[];
    testimonials: { quote: string; name: string; detail: string }[];
    responsibleGamblingUrl: string;
  };
  sms: {
    /** Twilio when an account, token and sender are set; otherwise texts stay in the outbox. */
    twilio: TwilioConfig | undefined;
    sendsPerMinute: number;
    subscribePerHourPerNumber: number;
    subscribePerHourPerLicense: number;
  };
  analytics: {
    /** Where stored events are also sent (a JSON webhook); unset = stored only. */
    forwardUrl: string | undefined;
    forwardToken: string | undefined;
    timeoutMs: number;
    eventsPerMinute: number;
  };
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A Twilio number (E.164) or, instead, a Messaging Service SID. */
  from: string | undefined;
  messagingServiceSid: string | undefined;
  baseUrl: string;
  timeoutMs: number;
}

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
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
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
    requestLogLevel: e.REQUEST_LOG_LEVEL ?? (e.NODE_ENV === 'development' ? 'debug' : 'info'),
    publicOrigin,
    corsOrigins: Array.from(new Set([publicOrigin, ...corsOrigins])),
    extensionStores: { chromeUrl: e.EXTENSION_CHROME_URL ?? '', firefoxUrl: e.EXTENSION_FIREFOX_URL ?? '' },
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    sessionTtlDays: e.SESSION_TTL_DAYS,
    licenseMaxDevices: e.LICENSE_MAX_DEVICES,
    demoLicenseDays: e.DEMO_LICENSE_DAYS,
    rateLimitVerifyPerMinute: e.RATE_LIMIT_VERIFY_PER_MINUTE,
    keyFailures: { perIp: e.KEY_FAILURES_PER_IP, windowMinutes: e.KEY_FAILURE_WINDOW_MINUTES },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
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
      callsPerMinute: e.GUMROAD_CALLS_PER_MINUTE,
    },
    odds: {
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
      // A paid feed is polled sparingly to stay inside its monthly credits; the replay costs nothing.
      refreshMinutes: e.ODDS_REFRESH_MINUTES ?? (e.ODDS_API_KEY ? 360 : 30),
    },
    cfbd: {
      apiKey: e.CFBD_API_KEY,
      baseUrl: e.CFBD_BASE_URL.replace(/\/$/, ''),
      timeoutMs: e.CFBD_TIMEOUT_MS,
    },
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
    webDistDir: e.WEB_DIST_DIR,
    scheduler: e.SCHEDULER,
    pricing: {
      staleAfterMinutes: e.STALE_PRICE_MINUTES,
      verifyEdgeAbove: e.EDGE_VERIFY_PERCENT,
      bettableBooks: e.BETTABLE_BOOKS ?? DEFAULT_BETTABLE_BOOKS,
    },
    lineMoveAlertPoints: e.LINE_MOVE_ALERT_POINTS,
    clockStart: clockStartOf(e),
    site: {
      productName: e.PRODUCT_NAME,
      supportEmail: e.SUPPORT_EMAIL,
      marketplace: {
        storeUrl: e.MARKETPLACE_STORE_URL,
        trialUrl: e.MARKETPLACE_TRIAL_URL,
        manageSubscriptionUrl: e.MARKETPLACE_MANAGE_URL,
        affiliateUrl: e.MARKETPLACE_AFFILIATE_URL,
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
      twilio: twilioConfig(e),
      sendsPerMinute: e.SMS_SENDS_PER_MINUTE,
      subscribePerHourPerNumber: e.SMS_SUBSCRIBE_PER_HOUR_PER_NUMBER,
      subscribePerHourPerLicense: e.SMS_SUBSCRIBE_PER_HOUR_PER_LICENSE,
    },
    analytics: {
      forwardUrl: e.ANALYTICS_FORWARD_URL,
      forwardToken: e.ANALYTICS_FORWARD_TOKEN,
      timeoutMs: e.ANALYTICS_TIMEOUT_MS,
      eventsPerMinute: e.ANALYTICS_EVENTS_PER_MINUTE,
    },
  };
}

/** Twilio is all or nothing: half a configuration stops start-up instead of silently not texting. */
function twilioConfig(e: Env): TwilioConfig | undefined {
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
