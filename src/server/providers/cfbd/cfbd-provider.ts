import { type z } from 'zod';
import {
  HttpClient,
  parseResponse,
  type FailedResponse,
  type HttpResponse,
  type QueryValue,
  type ResponseInfo,
} from '../http/http-client';
import { adapterTransport, type AdapterTransportOptions } from '../http/adapter-transport';
import { noopLogger, type ProviderLogger } from '../http/provider-logger';
import { isUpstreamError } from '../http/upstream-error';
import type { CfbAdvancedStat, CfbGame, CfbLine, CfbTeamRating, StatsProvider } from '../ports';
import { CfbdAuthError, CfbdQuotaExhaustedError } from './cfbd-errors';
import { toAdvancedStats, toCfbGame, toCfbLines, toFpiRatings, toSpRatings } from './cfbd-mapping';
import {
  CFBD_QUOTA_MESSAGE,
  cfbdAdvancedStatsSchema,
  cfbdErrorSchema,
  cfbdFpiRatingsSchema,
  cfbdGamesSchema,
  cfbdLinesSchema,
  cfbdSpRatingsSchema,
} from './cfbd-schemas';

/**
 * The real college stats adapter: CollegeFootballData (api-contracts.md section b). The free tier
 * is about 1,000 calls a month, so every response's X-CallLimit-Remaining is logged, and the
 * quota 429 is surfaced at once as CfbdQuotaExhaustedError instead of being retried.
 */

export const CFBD_DEFAULTS = {
  baseUrl: 'https://api.collegefootballdata.com',
  // A whole season of games or lines is a few MB; CFBD can be slow to build it.
  timeoutMs: 20_000,
  maxAttempts: 3,
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  /** Games involving at least one team of this classification. */
  classification: 'fbs',
  /** Below this many calls left, the call-limit line is logged as a warning. */
  lowCallsThreshold: 50,
} as const;

export interface CfbdProviderOptions extends AdapterTransportOptions {
  /** CFBD_API_KEY; sent as `Authorization: Bearer`, which logs and errors redact. */
  apiKey: string;
  /** CFBD_BASE_URL; tests point it at the fake server. */
  baseUrl: string;
  /** `fbs` (default), `fcs`, `ii`, `iii`. */
  classification?: string;
  lowCallsThreshold?: number;
  logger?: ProviderLogger;
  /** X-CallLimit-Remaining of every response that had it. */
  onCallsRemaining?: (remaining: number) => void;
  onResponse?: (info: ResponseInfo) => void;
  now?: () => Date;
}

type SeasonOptions = { week?: number; seasonType?: 'regular' | 'postseason' | 'both' };

const SERVICE = 'cfbd';

export function createCfbdProvider(options: CfbdProviderOptions): StatsProvider {
  const apiKey = options.apiKey.trim();
  if (apiKey === '') throw new Error('The CFBD API key is empty (CFBD_API_KEY)');
  const logger = options.logger ?? noopLogger;
  const lowCalls = options.lowCallsThreshold ?? CFBD_DEFAULTS.lowCallsThreshold;
  const classification = options.classification ?? CFBD_DEFAULTS.classification;
  const now = options.now ?? (() => new Date());

  const http = new HttpClient({
    service: SERVICE,
    baseUrl: options.baseUrl,
    ...adapterTransport(options, CFBD_DEFAULTS),
    headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
    secrets: [apiKey],
    logger,
    now: () => now().getTime(),
    onResponse: (info) => {
      reportCallLimit(info);
      options.onResponse?.(info);
    },
  });

  function reportCallLimit(info: ResponseInfo): void {
    const raw = info.headers.get('x-calllimit-remaining');
    if (raw === null || raw.trim() === '' || !Number.isFinite(Number(raw))) return;
    const remaining = Number(raw);
    const line = { service: SERVICE, url: info.url, status: info.status, callsRemaining: remaining };
    if (remaining < lowCalls) logger.warn(line, 'cfbd monthly calls running low');
    else logger.info(line, 'cfbd calls remaining');
    options.onCallsRemaining?.(remaining);
  }

  async function load<T>(path: string, query: Record<string, QueryValue>, schema: z.ZodType<T>): Promise<T> {
    let response: HttpResponse;
    try {
      response = await http.get(path, { query, isRetryable: retryable429 });
    } catch (error) {
      throw classify(error);
    }
    return parseResponse(schema, response, { service: SERVICE, method: 'GET' });
  }

  function classify(error: unknown): unknown {
    if (!isUpstreamError(error) || error.kind !== 'status') return error;
    if (error.status === 429 && isQuotaMessage(error.bodyText)) {
      const typed = new CfbdQuotaExhaustedError({
        ...error.toInit(),
        detail: `${CFBD_QUOTA_MESSAGE}; no CFBD call can succeed before the monthly quota resets`,
      });
      logger.warn(typed.toLog(), 'cfbd monthly call quota exhausted');
      return typed;
    }
    if (error.status === 401) {
      return new CfbdAuthError({
        ...error.toInit(),
        detail: `CFBD rejected the API key or its tier (${parseMessage(error.bodyText) ?? 'no message'}); check CFBD_API_KEY`,
      });
    }
    return error;
  }

  return {
    name: 'cfbd',

    async fetchGames(season: number, opts: SeasonOptions = {}): Promise<CfbGame[]> {
      const games = await load('/games', { ...seasonQuery(season, opts), classification }, cfbdGamesSchema);
      return games.map(toCfbGame);
    },

    async fetchLines(season: number, opts: SeasonOptions = {}): Promise<CfbLine[]> {
      return toCfbLines(await load('/lines', seasonQuery(season, opts), cfbdLinesSchema));
    },

    async fetchSpRatings(season: number): Promise<CfbTeamRating[]> {
      return toSpRatings(await load('/ratings/sp', { year: checkSeason(season) }, cfbdSpRatingsSchema));
    },

    async fetchFpiRatings(season: number): Promise<CfbTeamRating[]> {
      return toFpiRatings(await load('/ratings/fpi', { year: checkSeason(season) }, cfbdFpiRatingsSchema));
    },

    async fetchAdvancedStats(season: number): Promise<CfbAdvancedStat[]> {
      return toAdvancedStats(
        await load('/stats/season/advanced', { year: checkSeason(season) }, cfbdAdvancedStatsSchema),
      );
    },
  };
}

/**
 * The monthly quota never clears by waiting, so its 429 is final. Any other 429 is retried only
 * when CFBD says when (Retry-After); without it, guessing would only burn more of the quota.
 */
function retryable429(failure: FailedResponse): boolean | undefined {
  if (failure.status !== 429) return undefined;
  if (isQuotaMessage(failure.bodyText)) return false;
  return failure.headers.has('retry-after') ? undefined : false;
}

function parseMessage(bodyText: string | undefined): string | undefined {
  if (!bodyText) return undefined;
  try {
    const parsed = cfbdErrorSchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}

function isQuotaMessage(bodyText: string | undefined): boolean {
  const message = parseMessage(bodyText) ?? bodyText ?? '';
  return message.toLowerCase().includes(CFBD_QUOTA_MESSAGE.toLowerCase());
}

function checkSeason(season: number): number {
  if (!Number.isInteger(season) || season < 1869 || season > 2200) {
    throw new RangeError(`not a college football season: ${season}`);
  }
  return season;
}

function seasonQuery(season: number, opts: SeasonOptions): Record<string, QueryValue> {
  if (opts.week !== undefined && (!Number.isInteger(opts.week) || opts.week < 0)) {
    throw new RangeError(`not a week number: ${opts.week}`);
  }
  return { year: checkSeason(season), week: opts.week, seasonType: opts.seasonType ?? 'regular' };
}
