import { createWebhookForwarder } from './analytics/webhook-forwarder';
import type { AppConfig } from '../config';
import type { MarketplaceLicenses } from '../services/licensing/marketplace-port';
import { createGumroadClient, type GumroadClient } from './gumroad/gumroad-client';
import type { ProviderLogger } from './http/provider-logger';
import type {
  AnalyticsForwarder,
  NflResultsFeed,
  OddsProvider,
  SmsSender,
  StatsProvider,
  TextModel,
} from './ports';
import { createNflResultsFeed } from './nflverse/nfl-results-feed';
import { createTwilioSender } from './twilio/twilio-sender';
import { createOddsApiProvider } from './odds-api/odds-api-provider';
import { createCfbdProvider } from './cfbd/cfbd-provider';
import { createAnthropicTextModel } from './anthropic/anthropic-text-model';
import { createReplayProvider } from './replay/replay-provider';

/** Adapts the Gumroad client to the licence service's marketplace port. */
export function gumroadMarketplace(client: GumroadClient): MarketplaceLicenses {
  return {
    async verify({ productId, licenseKey, incrementUsesCount }) {
      const result = await client.verifyLicense({ productId, licenseKey, incrementUsesCount });
      if (result.kind !== 'valid') return { kind: result.kind, message: result.message };
      return {
        kind: 'valid',
        email: result.purchase.email,
        saleId: typeof result.purchase.sale_id === 'string' ? result.purchase.sale_id : null,
        active: result.access.active,
        ...(result.access.reason ? { reason: result.access.reason } : {}),
        expiresAt: result.access.expiresAt,
      };
    },
  };
}

/** Gumroad is consulted only when at least one GUMROAD_PRODUCT_* id is configured. */
export function createMarketplace(
  config: AppConfig,
  logger: ProviderLogger,
): MarketplaceLicenses | undefined {
  if (Object.keys(config.gumroad.products).length === 0) return undefined;
  return gumroadMarketplace(
    createGumroadClient({ baseUrl: config.gumroad.baseUrl, timeoutMs: config.gumroad.timeoutMs, logger }),
  );
}

/** Odds: The Odds API when ODDS_API_KEY is set, else the offline replay of a past season. */
export function createOddsProvider(
  config: AppConfig,
  logger: ProviderLogger,
  now?: () => Date,
): OddsProvider {
  if (config.odds.apiKey) {
    return createOddsApiProvider({
      apiKey: config.odds.apiKey,
      baseUrl: config.odds.baseUrl,
      regions: config.odds.regions,
      ...(config.odds.bookmakers ? { bookmakers: config.odds.bookmakers } : {}),
      timeoutMs: config.odds.timeoutMs,
      logger,
    });
  }
  return createReplayProvider({
    sourceSeason: config.odds.replaySeason,
    ...(config.historyDir ? { dir: config.historyDir } : {}),
    ...(now ? { now } : {}),
  });
}

/** College stats: CFBD when CFBD_API_KEY is set; otherwise only the imported history is used. */
export function createStatsProvider(config: AppConfig, logger: ProviderLogger): StatsProvider | undefined {
  if (!config.cfbd.apiKey) return undefined;
  return createCfbdProvider({
    apiKey: config.cfbd.apiKey,
    baseUrl: config.cfbd.baseUrl,
    timeoutMs: config.cfbd.timeoutMs,
    logger,
  });
}

/** NFL results: nflverse games.csv (NFL_RESULTS_URL) in live mode; none for the offline replay. */
export function createResultsFeed(config: AppConfig, logger: ProviderLogger): NflResultsFeed | undefined {
  if (!config.nflResults.enabled) return undefined;
  return createNflResultsFeed({ url: config.nflResults.url, timeoutMs: config.nflResults.timeoutMs, logger });
}

/** Written explanations: Anthropic when ANTHROPIC_API_KEY is set; otherwise the deterministic writer. */
export function createTextModel(config: AppConfig, logger: ProviderLogger): TextModel | undefined {
  if (!config.anthropic.apiKey) return undefined;
  return createAnthropicTextModel({
    apiKey: config.anthropic.apiKey,
    model: config.anthropic.model,
    baseUrl: config.anthropic.baseUrl,
    timeoutMs: config.anthropic.timeoutMs,
    logger,
  });
}

/** Texts: Twilio when configured; otherwise none, and texts stay in the outbox for the admin. */
export function createSmsSender(config: AppConfig, logger: ProviderLogger): SmsSender | undefined {
  const twilio = config.sms.twilio;
  if (!twilio) return undefined;
  return createTwilioSender({
    accountSid: twilio.accountSid,
    authToken: twilio.authToken,
    ...(twilio.from ? { from: twilio.from } : {}),
    ...(twilio.messagingServiceSid ? { messagingServiceSid: twilio.messagingServiceSid } : {}),
    baseUrl: twilio.baseUrl,
    timeoutMs: twilio.timeoutMs,
    logger,
  });
}

/** The analytics forwarder when ANALYTICS_FORWARD_URL is set; events are stored either way. */
export function createAnalyticsForwarder(
  config: AppConfig,
  logger: ProviderLogger,
): AnalyticsForwarder | undefined {
  const { forwardUrl, forwardToken, timeoutMs } = config.analytics;
  if (!forwardUrl) return undefined;
  return createWebhookForwarder({ url: forwardUrl, token: forwardToken, timeoutMs, logger });
}
