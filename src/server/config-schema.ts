import { z } from 'zod';
import { VERIFY_EDGE_PERCENT } from '@shared/odds/units';
import { DEFAULT_STALE_PRICE_MINUTES } from '@shared/pricing/pricing-options';
import { DEFAULT_CREDITS_PER_MONTH } from './services/odds/odds-schedule';
import { AFFILIATE_COMMISSION_RATE, AFFILIATE_COOKIE_DAYS } from '@shared/display/affiliate-commission';
import { parseTrustProxy } from './trust-proxy';

/**
 * The environment variables, each declared once with its validation and default. load-config
 * shapes the parsed values into the AppConfig the services receive; README and .env.example list
 * every name here (config.test checks it).
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
  /** The bearer token a Prometheus scraper sends to GET /metrics; unset = admin keys only. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(24, 'must be at least 24 characters').optional()),

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
  ODDS_API_CREDITS_PER_MONTH: int(1, 100_000_000).default(DEFAULT_CREDITS_PER_MONTH),
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
