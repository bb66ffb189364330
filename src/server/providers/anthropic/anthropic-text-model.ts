import { HttpClient, parseResponse, type FailedResponse, type ResponseInfo } from '../http/http-client';
import { adapterTransport, type AdapterTransportOptions } from '../http/adapter-transport';
import { noopLogger, type ProviderLogger } from '../http/provider-logger';
import { DEFAULT_RETRYABLE_STATUSES } from '../http/retry-timing';
import type { TextModel } from '../ports';
import {
  anthropicMessageSchema,
  errorCodeOf,
  messageText,
  SPEND_LIMIT_ERROR_CODE,
} from './anthropic-schemas';

/**
 * The real AI-text adapter: Anthropic's Messages API (api-contracts.md section d), non-streaming.
 * It returns the text and the stop reason; deciding that anything but end_turn needs review, and
 * falling back to the deterministic writer on an UpstreamError, is the explain service's job.
 */

export const ANTHROPIC_DEFAULTS = {
  baseUrl: 'https://api.anthropic.com',
  version: '2023-06-01',
  // Writing an 800-token explanation can take tens of seconds on a busy day.
  timeoutMs: 60_000,
  maxAttempts: 3,
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  // Low: the text restates the model's numbers; creativity only adds risk.
  temperature: 0.3,
} as const;

/**
 * Retried: rate limits, overload (529), server errors, and 409 conflicts, which Anthropic lists as
 * retryable. Never retried (not in this list): 400, 401, 402, 403, 404, 413.
 */
export const ANTHROPIC_RETRYABLE_STATUSES: readonly number[] = [...DEFAULT_RETRYABLE_STATUSES, 409];

export interface AnthropicTextModelOptions extends AdapterTransportOptions {
  /** ANTHROPIC_API_KEY; sent as x-api-key, which logs and errors redact. */
  apiKey: string;
  /** ANTHROPIC_MODEL; never pinned in code, since model ids are retired over time. */
  model: string;
  /** ANTHROPIC_BASE_URL; tests point it at the fake server. */
  baseUrl: string;
  temperature?: number;
  logger?: ProviderLogger;
  onResponse?: (info: ResponseInfo) => void;
  now?: () => Date;
}

const SERVICE = 'anthropic';
const MESSAGES_PATH = '/v1/messages';

export function createAnthropicTextModel(options: AnthropicTextModelOptions): TextModel {
  const apiKey = options.apiKey.trim();
  if (apiKey === '') throw new Error('The Anthropic API key is empty (ANTHROPIC_API_KEY)');
  const model = options.model.trim();
  if (model === '') throw new Error('No Anthropic model id configured (ANTHROPIC_MODEL)');
  const temperature = options.temperature ?? ANTHROPIC_DEFAULTS.temperature;
  const logger = options.logger ?? noopLogger;
  const now = options.now ?? (() => new Date());

  const http = new HttpClient({
    service: SERVICE,
    baseUrl: options.baseUrl,
    ...adapterTransport(options, ANTHROPIC_DEFAULTS),
    retryableStatuses: ANTHROPIC_RETRYABLE_STATUSES,
    headers: {
      'x-api-key': apiKey,
      'anthropic-version': ANTHROPIC_DEFAULTS.version,
      'content-type': 'application/json',
    },
    secrets: [apiKey],
    logger,
    now: () => now().getTime(),
    onResponse: (info) => {
      logRateLimits(info);
      options.onResponse?.(info);
    },
  });

  function logRateLimits(info: ResponseInfo): void {
    const limits: Record<string, string> = {};
    info.headers.forEach((value, name) => {
      if (name.startsWith('anthropic-ratelimit-') || name === 'retry-after') limits[name] = value;
    });
    logger.info(
      {
        service: SERVICE,
        status: info.status,
        attempt: info.attempt,
        durationMs: info.durationMs,
        requestId: info.headers.get('request-id'),
        ...limits,
      },
      'anthropic response',
    );
  }

  return {
    name: 'anthropic',

    async complete({ system, prompt, maxTokens }) {
      if (!Number.isInteger(maxTokens) || maxTokens < 1) {
        throw new RangeError(`maxTokens must be a positive integer, got ${maxTokens}`);
      }
      const response = await http.post(MESSAGES_PATH, {
        json: {
          model,
          max_tokens: maxTokens,
          system,
          temperature,
          messages: [{ role: 'user', content: prompt }],
        },
        isRetryable: spendLimitIsFinal,
      });
      const message = parseResponse(anthropicMessageSchema, response, { service: SERVICE, method: 'POST' });
      const stopReason = message.stop_reason ?? 'unknown';
      const line = {
        service: SERVICE,
        requestId: response.headers.get('request-id'),
        messageId: message.id,
        model: message.model,
        stopReason,
        inputTokens: message.usage?.input_tokens ?? null,
        outputTokens: message.usage?.output_tokens ?? null,
      };
      // Anything but end_turn (max_tokens, refusal...) is text a person should read first.
      if (stopReason === 'end_turn') logger.info(line, 'anthropic completion');
      else logger.warn(line, 'anthropic completion did not end normally');
      return { text: messageText(message.content), stopReason, model: message.model };
    },
  };
}

/** The monthly spend cap answers 429 without Retry-After; retrying only delays the fallback. */
function spendLimitIsFinal(failure: FailedResponse): boolean | undefined {
  if (failure.status === 429 && errorCodeOf(failure.bodyText) === SPEND_LIMIT_ERROR_CODE) return false;
  return undefined;
}
