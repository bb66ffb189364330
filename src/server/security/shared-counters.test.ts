import { describe, expect, it } from 'vitest';
import { memoryCounterStore } from './shared-counters';

describe('memoryCounterStore', () => {
  it('when full evicts only the least recently used entries: a recent lockout and budget survive a flood', async () => {
    let t = 1_000_000;
    const store = memoryCounterStore(() => t, 100);
    await store.add('fail:oldest', 1, 60_000);
    await store.add('fail:locked', 5, 60_000);
    await store.setFlag('lock:locked', 60_000);
    await store.take('gumroad', 3, 60, 60_000);
    // A flood of other addresses, more than the store holds; the lockout and budget are still used.
    for (let i = 0; i < 150; i++) {
      t += 1;
      await store.add(`fail:flood-${i}`, 1, 60_000);
      if (i % 20 === 0) {
        expect(await store.hasFlag('lock:locked')).toBe(true);
        await store.peek('fail:locked');
        await store.peek('gumroad');
      }
    }
    expect(await store.hasFlag('lock:locked')).toBe(true);
    expect((await store.peek('fail:locked')).count).toBe(5);
    expect((await store.peek('gumroad')).count).toBe(3);
    // The oldest untouched entries went; the newest stay.
    expect((await store.peek('fail:oldest')).count).toBe(0);
    expect((await store.peek('fail:flood-0')).count).toBe(0);
    expect((await store.peek('fail:flood-149')).count).toBe(1);
  });

  it('keeps each entry for its own time to live', async () => {
    let t = 0;
    const store = memoryCounterStore(() => t, 10);
    await store.add('short', 2, 1_000);
    await store.setFlag('long', 10_000);
    t = 999;
    expect(await store.peek('short')).toEqual({ count: 2, msLeft: 1 });
    t = 1_000;
    expect((await store.peek('short')).count).toBe(0);
    expect(await store.hasFlag('long')).toBe(true);
    t = 10_000;
    expect(await store.hasFlag('long')).toBe(false);
    // A window is not extended by later adds.
    await store.add('w', 1, 1_000);
    t = 10_500;
    expect(await store.add('w', 1, 1_000)).toEqual({ count: 2, msLeft: 500 });
    t = 11_000;
    expect(await store.add('w', 1, 1_000)).toEqual({ count: 1, msLeft: 1_000 });
    // A hand-back to zero removes the counter.
    expect(await store.add('w', -1, 1_000)).toEqual({ count: 0, msLeft: 0 });
  });
});
