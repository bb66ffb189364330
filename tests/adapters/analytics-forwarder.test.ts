import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWebhookForwarder } from '../../src/server/providers/analytics/webhook-forwarder';
import { UpstreamError } from '../../src/server/providers/http/upstream-error';
import { startFakeCollector, type FakeCollector } from '../fakes/fake-analytics';
import { adapterHarness } from '../helpers/adapter-harness';

const { sleeps, sleep } = adapterHarness();
let collector: FakeCollector;

beforeEach(async () => {
  collector = await startFakeCollector({ token: 'collector-token-123' });
});
afterEach(async () => {
  await collector.close();
});

const event = (id: number) => ({
  id,
  name: 'pick_viewed',
  source: 'web',
  path: '/football-bets',
  properties: { league: 'nfl' },
  occurredAt: '2026-11-22T15:00:00.000Z',
});

function forwarder(token = 'collector-token-123') {
  return createWebhookForwarder({
    url: collector.url,
    token,
    timeoutMs: 2000,
    maxAttempts: 3,
    sleep,
  });
}

describe('the analytics webhook forwarder against a fake collector', () => {
  it('posts the batch as JSON with the bearer token', async () => {
    await forwarder().send([event(1), event(2)]);
    expect(collector.received.map((e) => e.id)).toEqual([1, 2]);
    expect(collector.requests[0]!.headers['content-type']).toContain('application/json');
    expect(collector.requests[0]!.headers.authorization).toBe('Bearer collector-token-123');
  });

  it('sends nothing for an empty batch', async () => {
    await forwarder().send([]);
    expect(collector.requests).toHaveLength(0);
  });

  it('retries a 503 after the Retry-After it was given', async () => {
    collector.failNext(1, 503, '2');
    await forwarder().send([event(3)]);
    expect(collector.received.map((e) => e.id)).toEqual([3]);
    expect(sleeps).toEqual([2000]);
  });

  it('gives up with an UpstreamError that never shows the token', async () => {
    collector.failNext(3, 500);
    const error = await forwarder()
      .send([event(4)])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(String((error as Error).message)).not.toContain('collector-token-123');
    expect(collector.requests).toHaveLength(3);
  });

  it('does not retry a refusal (wrong token)', async () => {
    const error = await forwarder('wrong-token')
      .send([event(5)])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(collector.requests).toHaveLength(1);
  });
});
