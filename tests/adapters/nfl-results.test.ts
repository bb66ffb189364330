import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNflResultsFeed } from '../../src/server/providers/nflverse/nfl-results-feed';
import { startFakeNflverse, type FakeNflverse } from '../fakes/fake-nflverse';
import { adapterHarness, rejection } from '../helpers/adapter-harness';

const { sleeps, logger, retries } = adapterHarness();
let fake: FakeNflverse;
const CSV = 'game_id,season\n2026_01_BAL_KC,2026\n';

beforeEach(async () => {
  fake = await startFakeNflverse();
  fake.publish(CSV, new Date('2026-11-24T06:00:00Z'));
});

afterEach(async () => {
  await fake.close();
});

const feed = () => createNflResultsFeed({ url: fake.url, logger, ...retries });

describe('NFL results feed (nflverse games.csv)', () => {
  it('downloads the file with its validators, then asks conditionally and gets 304', async () => {
    const first = await feed().download({});
    expect(first).toEqual({
      kind: 'downloaded',
      text: CSV,
      etag: fake.etag(),
      lastModified: 'Tue, 24 Nov 2026 06:00:00 GMT',
    });
    expect(fake.server.requests[0]!.headers['if-none-match']).toBeUndefined();

    const second = await feed().download({
      etag: fake.etag(),
      lastModified: 'Tue, 24 Nov 2026 06:00:00 GMT',
    });
    expect(second).toEqual({ kind: 'not-modified' });
    const asked = fake.server.requests[1]!.headers;
    expect(asked['if-none-match']).toBe(fake.etag());
    expect(asked['if-modified-since']).toBe('Tue, 24 Nov 2026 06:00:00 GMT');
  });

  it('uses Last-Modified alone when the server gave no ETag', async () => {
    expect(await feed().download({ lastModified: 'Wed, 25 Nov 2026 06:00:00 GMT' })).toEqual({
      kind: 'not-modified',
    });
    fake.publish(`${CSV}2026_01_BUF_NYJ,2026\n`, new Date('2026-11-26T06:00:00Z'));
    const changed = await feed().download({ lastModified: 'Wed, 25 Nov 2026 06:00:00 GMT' });
    expect(changed.kind).toBe('downloaded');
  });

  it('retries a 500 and gives up with an UpstreamError after three attempts', async () => {
    fake.server.failNext(3, { reply: { status: 500, text: 'upstream broke' } });
    const error = await rejection(feed().download({}));
    expect(error.status).toBe(500);
    expect(error.attempts).toBe(3);
    expect(fake.server.requests).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it('waits as long as a 429 Retry-After says, then succeeds', async () => {
    fake.server.failNext(1, { reply: { status: 429, text: 'slow down', headers: { 'retry-after': '7' } } });
    const result = await feed().download({});
    expect(result.kind).toBe('downloaded');
    expect(sleeps).toEqual([7000]);
  });

  it('times out a server that does not answer', async () => {
    fake.server.failNext(3, { delayMs: 1_000 });
    const error = await rejection(
      createNflResultsFeed({ url: fake.url, logger, ...retries, timeoutMs: 200 }).download({}),
    );
    expect(error.kind).toBe('timeout');
  });
});
