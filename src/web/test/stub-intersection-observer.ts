/**
 * happy-dom lays nothing out, so its IntersectionObserver never reports anything. The tests stand in
 * for the browser's: with `inView: 'all'` every observed element is in view as soon as it is
 * observed (a screen that shows the whole page); with 'none' nothing is until the test calls
 * `reveal(element)`, as a scroll would. Stubbed for one test (setup-web.ts unstubs globals after
 * each), so install it in a beforeEach or in the test.
 */
import { vi } from 'vitest';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

export function stubIntersectionObserver(inView: 'all' | 'none') {
  const watched = new Map<Element, Set<Callback>>();
  class StubIntersectionObserver {
    readonly #callback: Callback;
    constructor(callback: Callback) {
      this.#callback = callback;
    }
    observe(target: Element): void {
      if (inView === 'all') {
        this.#callback([{ isIntersecting: true, target }]);
        return;
      }
      const callbacks = watched.get(target) ?? new Set<Callback>();
      callbacks.add(this.#callback);
      watched.set(target, callbacks);
    }
    unobserve(target: Element): void {
      watched.get(target)?.delete(this.#callback);
    }
    disconnect(): void {
      for (const callbacks of watched.values()) callbacks.delete(this.#callback);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', StubIntersectionObserver);
  return {
    /** Brings `element` into view: every observer watching it hears so. */
    reveal(element: Element): void {
      for (const callback of [...(watched.get(element) ?? [])])
        callback([{ isIntersecting: true, target: element }]);
    },
  };
}
