import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createAnthropicTextModel,
  type AnthropicTextModelOptions,
} from '../../src/server/providers/anthropic/anthropic-text-model';
import type { TextModel } from '../../src/server/providers/ports';
import { FAKE_ANTHROPIC_MODEL, startFakeAnthropic, type FakeAnthropic } from '../fakes/fake-anthropic';
import { adapterHarness, rejection } from '../helpers/adapter-harness';

const INPUT = {
  system: 'You are a careful sports-betting analyst. Never promise wins.',
  prompt: 'Game: Dallas Cowboys @ Philadelphia Eagles. Model fair spread PHI -5.1; market PHI -7.5 (-110).',
  maxTokens: 800,
};

const { sleeps, logged, logger, retries } = adapterHarness();
let anthropic: FakeAnthropic;

beforeEach(async () => {
  anthropic = await startFakeAnthropic();
});

afterEach(async () => {
  await anthropic.close();
});

function model(overrides: Partial<AnthropicTextModelOptions> = {}): TextModel {
  return createAnthropicTextModel({
    apiKey: anthropic.apiKey,
    model: FAKE_ANTHROPIC_MODEL,
    baseUrl: anthropic.url,
    logger,
    ...retries,
    ...overrides,
  });
}

describe('TextModel (Anthropic) against the fake Messages API', () => {
  it('sends the documented request', async () => {
    await model().complete(INPUT);
    const [request] = anthropic.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/messages');
    expect(request?.headers['x-api-key']).toBe(anthropic.apiKey);
    expect(request?.headers['anthropic-version']).toBe('2023-06-01');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.json).toEqual({
      model: FAKE_ANTHROPIC_MODEL,
      max_tokens: 800,
      system: INPUT.system,
      temperature: 0.3,
      messages: [{ role: 'user', content: INPUT.prompt }],
    });
  });

  it('returns the concatenated text blocks, the stop reason and the model', async () => {
    anthropic.queueReply({
      content: [
        { type: 'thinking', thinking: 'internal', signature: 'sig' },
        { type: 'text', text: 'Philadelphia laying 7.5 ' },
        { type: 'text', text: 'is more than the model gives.' },
      ],
      model: 'claude-fake-model-20260101',
    });
    expect(await model().complete(INPUT)).toEqual({
      text: 'Philadelphia laying 7.5 is more than the model gives.',
      stopReason: 'end_turn',
      model: 'claude-fake-model-20260101',
    });
  });

  it('passes a truncated answer through with its stop reason, and warns', async () => {
    anthropic.queueReply({ text: 'Philadelphia laying', stopReason: 'max_tokens' });
    const result = await model().complete(INPUT);
    expect(result).toMatchObject({ text: 'Philadelphia laying', stopReason: 'max_tokens' });
    expect(logged.find((l) => l.level === 'warn')?.obj).toMatchObject({ stopReason: 'max_tokens' });
  });

  it('logs request-id, rate-limit headers and token usage', async () => {
    await model().complete(INPUT);
    const response = logged.find((l) => l.msg === 'anthropic response');
    expect(response?.obj).toMatchObject({
      requestId: 'req_fake000001',
      'anthropic-ratelimit-requests-limit': '50',
      'anthropic-ratelimit-requests-remaining': '49',
      'anthropic-ratelimit-tokens-remaining': '39000',
    });
    const completion = logged.find((l) => l.msg === 'anthropic completion');
    expect(completion?.obj).toMatchObject({
      requestId: 'req_fake000001',
      inputTokens: 412,
      outputTokens: 236,
    });
  });

  it('429 with retry-after: waits as told, then succeeds', async () => {
    anthropic.failNext(1, { status: 429, retryAfter: '4' });
    expect((await model().complete(INPUT)).stopReason).toBe('end_turn');
    expect(sleeps).toEqual([4_000]);
    expect(anthropic.requests).toHaveLength(2);
  });

  it('429 spend limit reached: not retried', async () => {
    anthropic.failNext(1, { spendLimit: true });
    const error = await rejection(model().complete(INPUT));
    expect(error).toMatchObject({ status: 429, retryable: false, attempts: 1 });
    expect(error.message).toContain('enforced_spend_limit_reached');
    expect(sleeps).toEqual([]);
  });

  it('529 overloaded: exponential backoff with jitter, then succeeds', async () => {
    anthropic.failNext(2, { status: 529 });
    await model().complete(INPUT);
    // random() = 0.5 of 1 000 then 2 000.
    expect(sleeps).toEqual([500, 1_000]);
  });

  it('529 honours retry-after when present', async () => {
    anthropic.failNext(1, { status: 529, retryAfter: '7' });
    await model().complete(INPUT);
    expect(sleeps).toEqual([7_000]);
  });

  it('500 every time: a retryable UpstreamError after maxAttempts', async () => {
    anthropic.failNext(10, { status: 500 });
    const error = await rejection(model().complete(INPUT));
    expect(error).toMatchObject({ service: 'anthropic', status: 500, retryable: true, attempts: 3 });
    expect(anthropic.requests).toHaveLength(3);
  });

  it.each([400, 401, 403, 404, 413])('%i: not retried', async (status) => {
    anthropic.failNext(1, { status });
    const error = await rejection(model().complete(INPUT));
    expect(error).toMatchObject({ status, retryable: false, attempts: 1 });
    expect(anthropic.requests).toHaveLength(1);
  });

  it('an unknown model id: the fake 404, not retried', async () => {
    const error = await rejection(model({ model: 'claude-retired-1' }).complete(INPUT));
    expect(error).toMatchObject({ status: 404, retryable: false });
    expect(error.message).toContain('not_found_error');
  });

  it('too slow: a timeout UpstreamError after maxAttempts', async () => {
    anthropic.failNext(5, { delayMs: 1_000 });
    const error = await rejection(model({ timeoutMs: 100, maxAttempts: 2 }).complete(INPUT));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true, attempts: 2 });
    expect(anthropic.requests).toHaveLength(2);
  });

  it('a response in the wrong shape is an invalid response', async () => {
    anthropic.queueReply({ content: [{ type: 'text', text: 42 }] });
    const error = await rejection(model().complete(INPUT));
    expect(error.kind).toBe('invalid_response');
  });

  it('never puts the API key in errors or logs, even when the server echoes it', async () => {
    const key = anthropic.apiKey;
    anthropic.failNext(3, { status: 500, message: `internal error for x-api-key ${key}` });
    const outage = await rejection(model().complete(INPUT));
    const wrongKey = await rejection(model({ apiKey: 'sk-ant-wrong-key-000000' }).complete(INPUT));
    const everything = JSON.stringify({
      messages: [outage.message, wrongKey.message],
      logs: [outage.toLog(), wrongKey.toLog()],
      logged,
    });
    expect(logged.length).toBeGreaterThan(3);
    expect(everything).not.toContain(key);
    expect(everything).not.toContain('sk-ant-wrong-key-000000');
  });

  it('checks its inputs before calling', async () => {
    expect(() => model({ apiKey: '' })).toThrow(/ANTHROPIC_API_KEY/);
    expect(() => model({ model: ' ' })).toThrow(/ANTHROPIC_MODEL/);
    await expect(model().complete({ ...INPUT, maxTokens: 0 })).rejects.toBeInstanceOf(RangeError);
    expect(anthropic.requests).toHaveLength(0);
  });
});

describe('the fake Messages API keeps to the contract', () => {
  it('401 without x-api-key; 400 without anthropic-version or max_tokens', async () => {
    const post = (headers: Record<string, string>, body: unknown) =>
      fetch(`${anthropic.url}/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const body = { model: FAKE_ANTHROPIC_MODEL, max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] };
    const noKey = await post({ 'anthropic-version': '2023-06-01' }, body);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
    expect((await post({ 'x-api-key': anthropic.apiKey }, body)).status).toBe(400);
    const noMax = await post(
      { 'x-api-key': anthropic.apiKey, 'anthropic-version': '2023-06-01' },
      { ...body, max_tokens: undefined },
    );
    expect(noMax.status).toBe(400);
  });
});
