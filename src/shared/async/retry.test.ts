import { describe, expect, it } from 'vitest';
import { retryDelay, withRetry } from './retry';

describe('retry helper (spec section 9)', () => {
  it('defaults to 3 attempts, 1000 ms first delay, doubling, capped at 10 000 ms', async () => {
    const delays: number[] = [];
    let calls = 0;
    await expect(
      withRetry(
        () => {
          calls++;
          return Promise.reject(new Error('down'));
        },
        { sleep: (ms) => (delays.push(ms), Promise.resolve()) },
      ),
    ).rejects.toThrow('down');
    expect(calls).toBe(3);
    expect(delays).toEqual([1000, 2000]);
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('returns the first success and stops retrying when told to', async () => {
    let calls = 0;
    const value = await withRetry(
      () => (++calls < 2 ? Promise.reject(new Error('x')) : Promise.resolve('ok')),
      {
        sleep: () => Promise.resolve(),
      },
    );
    expect(value).toBe('ok');
    expect(calls).toBe(2);

    let tries = 0;
    await expect(
      withRetry(() => (tries++, Promise.reject(new Error('401'))), {
        shouldRetry: () => false,
        sleep: () => Promise.resolve(),
      }),
    ).rejects.toThrow('401');
    expect(tries).toBe(1);
  });
});
