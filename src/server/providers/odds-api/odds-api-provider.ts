import type { League } from '@shared/league';
import {
  HttpClient,
  parseResponse,
  type HttpResponse,
  type QueryValue,
  type ResponseInfo,
} from '../http/http-client';
import { adapterTransport, type AdapterTransportOptions } from '../http/adapter-transport';
import { noopLogger, type ProviderLogger } from '../http/provider-logger';
import { redactText, truncate } from '../http/redact-secrets';
import { parseRetryAfter } from '../http/retry-timing';
import type { OddsEvent, OddsProvider, PlayerPropOutcome, QuotaInfo, ScoreEvent } from '../ports';
import { OddsApiAuthError, QuotaExhaustedError } from './odds-api-errors';
import {
  FEATURED_MARKETS,
  formatCommenceTime,
  quotaFromHeaders,
  sportKeyFor,
  toOddsEvents,
  toPlayerProps,
  toScoreEvent,
} from './odds-api-mapping';
import {
  ODDS_API_ERROR_CODES,
  oddsApiErrorSchema,
  oddsEventListSchema,
  oddsEventSchema,
  scoreEventListSchema,
} from './odds-api-schemas';

/**
 * The real odds adapter: The Odds API v4 (api-contracts.md section a). Every odds call spends
 * monthly credits (markets × regions), so the adapter reports the quota headers of every response
 * and turns the two kinds of 401 into typed errors the poller can act on. Team names are returned
 * as The Odds API spells them ("Kansas City Chiefs", "Alabama Crimson Tide").
 */

export const ODDS_API_DEFAULTS = {
  baseUrl: 'https://api.the-odds-api.com',
  regions: ['us'],
  // Odds pages are large for a full college slate; the poller is not user-facing, so it can wait.
  timeoutMs: 15_000,
  maxAttempts: 3,
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  /** Below this many credits left, quota lines are logged as warnings. */
  lowQuotaThreshold: 100,
} as const;

export interface OddsApiProviderOptions extends AdapterTransportOptions {
  /** ODDS_API_KEY. Sent as the `apiKey` query parameter, which every log line and error redacts. */
  apiKey: string;
  /** ODDS_API_BASE_URL; tests point it at the fake server. */
  baseUrl: string;
  /** ODDS_API_REGIONS; default ['us']. Each region multiplies the credit cost of an odds call. */
  regions?: string | readonly string[];
  /**
   * ODDS_API_BOOKMAKERS; when set it is sent instead of `regions` (the API gives it precedence,
   * and charges one region per 10 bookmakers).
   */
  bookmakers?: readonly string[];
  lowQuotaThreshold?: number;
  logger?: ProviderLogger;
  /** Every response's quota, for a poller that tracks spending across calls. */
  onQuota?: (quota: QuotaInfo) => void;
  onResponse?: (info: ResponseInfo) => void;
  now?: () => Date;
}

const SERVICE = 'odds-api';

export function createOddsApiProvider(options: OddsApiProviderOptions): OddsProvider {
  const apiKey = options.apiKey.trim();
  // Fail at boot: without a key every call is a 401, and an empty `apiKey=` would be sent.
  if (apiKey === '') throw new Error('The Odds API key is empty (ODDS_API_KEY)');
  const regions = normaliseList(options.regions ?? ODDS_API_DEFAULTS.regions);
  const bookmakers = normaliseList(options.bookmakers ?? []);
  if (regions.length === 0 && bookmakers.length === 0) {
    throw new Error('The Odds API needs at least one region or bookmaker (ODDS_API_REGIONS)');
  }
  const logger = options.logger ?? noopLogger;
  const lowQuota = options.lowQuotaThreshold ?? ODDS_API_DEFAULTS.lowQuotaThreshold;
  const now = options.now ?? (() => new Date());
  const maxDelayMs = options.maxDelayMs ?? ODDS_API_DEFAULTS.maxDelayMs;

  const http = new HttpClient({
    service: SERVICE,
    baseUrl: options.baseUrl,
    ...adapterTransport(options, ODDS_API_DEFAULTS),
    // The API sends gzip; Node's fetch inflates it.
    headers: { 'accept-encoding': 'gzip' },
    secrets: [apiKey],
    logger,
    now: () => now().getTime(),
    onResponse: (info) => {
      reportQuota(info);
      options.onResponse?.(info);
    },
  });

  function reportQuota(info: ResponseInfo): void {
    const quota = quotaFromHeaders(info.headers);
    if (!quota) return;
    const line = { service: SERVICE, url: info.url, status: info.status, ...quota };
    if (quota.remaining !== null && quota.remaining < lowQuota) {
      logger.warn(line, 'odds-api usage credits running low');
    } else {
      logger.info(line, 'odds-api usage credits');
    }
    options.onQuota?.(quota);
  }

  /** Where odds come from: bookmakers when configured, else regions. */
  const sourceQuery: Record<string, QueryValue> = bookmakers.length > 0 ? { bookmakers } : { regions };

  async function get(
    path: string,
    query: Record<string, QueryValue>,
    acceptNotFound = false,
  ): Promise<{ response: HttpResponse; quota: QuotaInfo | null }> {
    const response = await http.get(path, {
      query: { apiKey, ...query },
      // A 401 is an answer about the key or the quota, classified below from its error_code.
      acceptStatuses: acceptNotFound ? [401, 404] : [401],
      // A 429 asking for a longer wait than the client's own cap is not tried again in here (the
      // client would try before the wait is over): the poller waits it out before the league's next
      // call (services/odds/poll-odds.ts). Undefined keeps the usual rule.
      isRetryable: (failure) =>
        failure.status === 429 &&
        (parseRetryAfter(failure.headers.get('retry-after'), now().getTime()) ?? 0) > maxDelayMs
          ? false
          : undefined,
    });
    const quota = quotaFromHeaders(response.headers);
    if (response.status === 401) throw unauthorised(response, quota);
    return { response, quota };
  }

  function unauthorised(response: HttpResponse, quota: QuotaInfo | null): Error {
    const parsed = oddsApiErrorSchema.safeParse(response.body);
    const errorCode = parsed.success ? (parsed.data.error_code ?? null) : null;
    const init = {
      service: SERVICE,
      kind: 'status' as const,
      method: 'GET',
      url: response.url,
      status: response.status,
      // The client redacts bodies only for failures it throws; this one it returned.
      bodyText: truncate(redactText(response.text, [apiKey]), 1000),
      retryable: false,
      attempts: response.attempts,
    };
    if (errorCode === ODDS_API_ERROR_CODES.outOfUsageCredits) {
      const error = new QuotaExhaustedError({
        ...init,
        errorCode,
        quota,
        detail: 'usage credits exhausted (OUT_OF_USAGE_CREDITS); stop polling until the quota resets',
      });
      logger.warn(error.toLog(), 'odds-api usage credits exhausted');
      return error;
    }
    const error = new OddsApiAuthError({
      ...init,
      errorCode,
      detail: `API key rejected (${errorCode ?? 'no error_code'}); check ODDS_API_KEY`,
    });
    logger.error(error.toLog(), 'odds-api rejected the API key');
    return error;
  }

  function logIssues(what: string, issues: readonly string[]): void {
    if (issues.length === 0) return;
    logger.warn(
      { service: SERVICE, count: issues.length, issues: issues.slice(0, 10) },
      `odds-api ${what}: some data left out`,
    );
  }

  async function fetchOdds(
    league: League,
    window: { from: Date; to: Date },
  ): Promise<{ events: OddsEvent[]; quota: QuotaInfo | null }> {
    if (!(window.from.getTime() < window.to.getTime())) {
      throw new RangeError('fetchOdds needs a window whose start is before its end');
    }
    const sport = sportKeyFor(league);
    const { response, quota } = await get(`/v4/sports/${sport}/odds`, {
      ...sourceQuery,
      markets: FEATURED_MARKETS,
      oddsFormat: 'american',
      dateFormat: 'iso',
      commenceTimeFrom: formatCommenceTime(window.from),
      commenceTimeTo: formatCommenceTime(window.to),
    });
    const wire = parseResponse(oddsEventListSchema, response, { service: SERVICE, method: 'GET' });
    const mapped = toOddsEvents(wire, league, window);
    logIssues(`${sport} odds`, mapped.issues);
    return { events: mapped.value, quota };
  }

  async function fetchScores(league: League, daysFrom: number): Promise<ScoreEvent[]> {
    if (!Number.isInteger(daysFrom) || daysFrom < 1 || daysFrom > 3) {
      throw new RangeError(`daysFrom must be an integer from 1 to 3, got ${daysFrom}`);
    }
    const sport = sportKeyFor(league);
    const { response } = await get(`/v4/sports/${sport}/scores`, { daysFrom, dateFormat: 'iso' });
    const wire = parseResponse(scoreEventListSchema, response, { service: SERVICE, method: 'GET' });
    const issues: string[] = [];
    const scores = wire.map((event) => {
      const mapped = toScoreEvent(event, league);
      issues.push(...mapped.issues);
      return mapped.value;
    });
    logIssues(`${sport} scores`, issues);
    return scores;
  }

  async function fetchPlayerProps(
    league: League,
    externalId: string,
    markets: readonly string[],
  ): Promise<PlayerPropOutcome[]> {
    const wanted = normaliseList(markets);
    // No markets asked for: the API would default to h2h and charge for it.
    if (wanted.length === 0) return [];
    if (externalId.trim() === '') throw new RangeError('fetchPlayerProps needs an event id');
    const sport = sportKeyFor(league);
    const { response } = await get(
      `/v4/sports/${sport}/events/${encodeURIComponent(externalId)}/odds`,
      { ...sourceQuery, markets: wanted, oddsFormat: 'american', dateFormat: 'iso' },
      true,
    );
    const context = { service: SERVICE, method: 'GET' };
    if (response.status === 404) {
      // Only the API's own JSON counts as "unknown event"; a proxy's 404 page is a failure.
      parseResponse(oddsApiErrorSchema, response, context);
      logger.info({ service: SERVICE, sport, eventId: externalId }, 'odds-api event not found; no props');
      return [];
    }
    const event = parseResponse(oddsEventSchema, response, context);
    const mapped = toPlayerProps(event);
    logIssues(`${sport} props`, mapped.issues);
    return mapped.value;
  }

  /** GET /v4/sports costs no credits and carries the quota headers. */
  async function fetchQuota(): Promise<QuotaInfo | null> {
    const { quota } = await get('/v4/sports', {});
    return quota;
  }

  return {
    name: 'the-odds-api',
    nameSource: 'oddsApi',
    fetchOdds,
    fetchScores,
    fetchPlayerProps,
    fetchQuota,
  };
}

function normaliseList(value: string | readonly string[]): string[] {
  const items = typeof value === 'string' ? value.split(',') : value;
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
}
