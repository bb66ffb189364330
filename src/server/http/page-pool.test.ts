import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PagePool } from './page-pool';

const PAGE = ['<!doctype html><meta name="csp-nonce" content="', '"><h1>Decide in 30 seconds</h1>'];

function counter(): () => string {
  let n = 0;
  return () => `nonce${++n}`;
}

async function untilReady(pool: PagePool, count: number): Promise<void> {
  for (let i = 0; i < 200 && pool.readyCount < count; i++) await new Promise((r) => setTimeout(r, 5));
}

describe('PagePool', () => {
  it('keeps compressed pages ready and hands each one out once, with its own nonce', async () => {
    const pool = new PagePool(PAGE, counter(), 4);
    await untilReady(pool, 4);
    expect(pool.readyCount).toBe(4);
    const first = await pool.take('br');
    // Taken from memory (one fewer ready until the refill), not compressed for the request.
    expect(pool.readyCount).toBe(3);
    const second = await pool.take('br');
    expect(second.nonce).not.toBe(first.nonce);
    for (const page of [first, second])
      expect(brotliDecompressSync(page.body as Buffer).toString()).toBe(PAGE.join(page.nonce));
    await untilReady(pool, 4);
    expect(pool.readyCount).toBe(4);
    pool.close();
  });

  it('serves plain and gzip clients, and a burst past the pool, with fresh nonces', async () => {
    const pool = new PagePool(PAGE, counter(), 1);
    const pages = await Promise.all([pool.take('br'), pool.take('br'), pool.take('br')]);
    expect(new Set(pages.map((p) => p.nonce)).size).toBe(3);
    for (const page of pages)
      expect(brotliDecompressSync(page.body as Buffer).toString()).toBe(PAGE.join(page.nonce));
    const gz = await pool.take('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(PAGE.join(gz.nonce));
    const plain = await pool.take('identity');
    expect(plain.body).toBe(PAGE.join(plain.nonce));
    pool.close();
  });
});
