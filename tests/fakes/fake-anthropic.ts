import { startFakeServer, type FakeReply, type FakeRequest } from './fake-server';

/**
 * A fake of Anthropic's POST /v1/messages (api-contracts.md section d): x-api-key and
 * anthropic-version checked, the body validated as the API does (model, max_tokens, messages),
 * scripted replies with any content blocks and stop_reason, the documented error bodies
 * (`{"type":"error","error":{...},"request_id"}`), 429 with retry-after, 529 overloaded, the
 * spend-limit 429, and request-id / anthropic-ratelimit-* headers on every answer.
 */

export const FAKE_ANTHROPIC_KEY = 'sk-ant-fake-0123456789abcdefghij';
export const FAKE_ANTHROPIC_MODEL = 'claude-fake-model';

export interface FakeAnthropicReply {
  /** One text block with this text. Ignored when `content` is given. */
  text?: string;
  /** Raw content blocks (text, tool_use, thinking...). */
  content?: Record<string, unknown>[];
  /** Default end_turn. */
  stopReason?: string | null;
  /** Default: the model of the request. */
  model?: string;
}

export interface AnthropicFailure {
  /** 429, 500, 529, 400... */
  status?: number;
  /** error.type; default derived from the status. */
  errorType?: string;
  message?: string;
  retryAfter?: string;
  /** A 429 for the monthly spend cap (details.error_code enforced_spend_limit_reached). */
  spendLimit?: boolean;
  text?: string;
  delayMs?: number;
  drop?: boolean;
}

export interface FakeAnthropicOptions {
  apiKey?: string;
  /** Known model ids; a request for another gets 404 not_found_error. Default [FAKE_ANTHROPIC_MODEL]. */
  models?: string[];
}

export interface FakeAnthropic {
  url: string;
  apiKey: string;
  requests: FakeRequest[];
  /** Replies used in order, one per successful request; then a default short reply. */
  queueReply(...replies: FakeAnthropicReply[]): void;
  failNext(count: number, failure: AnthropicFailure): void;
  close(): Promise<void>;
}

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  409: 'conflict_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

export async function startFakeAnthropic(options: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  const apiKey = options.apiKey ?? FAKE_ANTHROPIC_KEY;
  const models = new Set(options.models ?? [FAKE_ANTHROPIC_MODEL]);
  const queue: FakeAnthropicReply[] = [];
  let counter = 0;
  let requestsRemaining = 50;

  const nextRequestId = () => `req_fake${String(++counter).padStart(6, '0')}`;

  const headers = (requestId: string): Record<string, string> => ({
    'request-id': requestId,
    'anthropic-ratelimit-requests-limit': '50',
    'anthropic-ratelimit-requests-remaining': String(Math.max(0, requestsRemaining)),
    'anthropic-ratelimit-requests-reset': '2026-09-10T12:00:30Z',
    'anthropic-ratelimit-tokens-limit': '40000',
    'anthropic-ratelimit-tokens-remaining': '39000',
    'anthropic-ratelimit-tokens-reset': '2026-09-10T12:00:30Z',
  });

  const errorReply = (
    status: number,
    message: string,
    extra: { errorType?: string; details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ): FakeReply => {
    const requestId = nextRequestId();
    return {
      status,
      headers: { ...headers(requestId), ...extra.headers },
      json: {
        type: 'error',
        error: {
          type: extra.errorType ?? ERROR_TYPES[status] ?? 'api_error',
          message,
          ...(extra.details && { details: extra.details }),
        },
        request_id: requestId,
      },
    };
  };

  const messages = (request: FakeRequest): FakeReply => {
    if (request.headers['x-api-key'] !== apiKey) {
      return errorReply(401, 'invalid x-api-key');
    }
    if (!request.headers['anthropic-version']) {
      return errorReply(400, 'anthropic-version: header is required');
    }
    const body = request.json;
    if (typeof body !== 'object' || body === null) return errorReply(400, 'request body must be JSON');
    const { model, max_tokens, messages: turns, temperature } = body as Record<string, unknown>;
    if (typeof model !== 'string') return errorReply(400, 'model: Field required');
    if (typeof max_tokens !== 'number' || !Number.isInteger(max_tokens) || max_tokens < 1) {
      return errorReply(400, 'max_tokens: Field required');
    }
    if (
      temperature !== undefined &&
      (typeof temperature !== 'number' || temperature < 0 || temperature > 1)
    ) {
      return errorReply(400, 'temperature: Input should be less than or equal to 1');
    }
    if (!Array.isArray(turns) || turns.length === 0) return errorReply(400, 'messages: Field required');
    const first = turns[0] as { role?: unknown; content?: unknown } | undefined;
    if (first?.role !== 'user') return errorReply(400, 'messages: first message must use the "user" role');
    if (!models.has(model)) return errorReply(404, `model: ${model}`);

    requestsRemaining -= 1;
    const reply = queue.shift() ?? { text: 'Fake analysis text.' };
    const content = reply.content ?? [{ type: 'text', text: reply.text ?? '' }];
    const requestId = nextRequestId();
    return {
      headers: headers(requestId),
      json: {
        id: `msg_fake${String(counter).padStart(6, '0')}`,
        type: 'message',
        role: 'assistant',
        model: reply.model ?? model,
        content,
        stop_reason: reply.stopReason === undefined ? 'end_turn' : reply.stopReason,
        stop_sequence: null,
        usage: {
          input_tokens: 412,
          output_tokens: 236,
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
        },
      },
    };
  };

  const server = await startFakeServer({
    routes: [{ method: 'POST', path: '/v1/messages', handler: messages }],
  });

  return {
    url: server.url,
    apiKey,
    requests: server.requests,
    queueReply: (...replies) => {
      queue.push(...replies);
    },
    failNext(count, failure) {
      const extraHeaders: Record<string, string> = {};
      if (failure.retryAfter !== undefined) extraHeaders['retry-after'] = failure.retryAfter;
      let reply: FakeReply | undefined;
      if (failure.spendLimit) {
        reply = errorReply(429, failure.message ?? 'You have reached your specified API usage limits.', {
          details: { error_code: 'enforced_spend_limit_reached' },
          headers: extraHeaders,
        });
      } else if (failure.status !== undefined) {
        const status = failure.status;
        reply =
          failure.text !== undefined
            ? { status, text: failure.text, headers: extraHeaders }
            : errorReply(
                status,
                failure.message ?? (status === 529 ? 'Overloaded' : `Fake error ${status}`),
                {
                  ...(failure.errorType !== undefined && { errorType: failure.errorType }),
                  headers: extraHeaders,
                },
              );
      }
      server.failNext(count, {
        path: '/v1/messages',
        ...(reply && { reply }),
        ...(failure.drop && { drop: true }),
        ...(failure.delayMs !== undefined && { delayMs: failure.delayMs }),
      });
    },
    close: () => server.close(),
  };
}
