/**
 * The subscriber read path serves the same slate to everyone: the serialised response is kept per
 * (leagues, window) until this process stores a new analysis, and at most `ttlMs` so that
 * analyses written by another instance show up too.
 */
let generation = 0;

export function analysesChanged(): void {
  generation++;
}

interface Entry {
  body: string;
  generation: number;
  storedAt: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 64,
  ) {}

  async get(key: string, now: number, build: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.generation === generation && now - hit.storedAt < this.ttlMs) return hit.body;
    const before = generation;
    const body = await build();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // Built while an analysis was being written: serve it, but do not keep it.
    if (before === generation) this.entries.set(key, { body, generation, storedAt: now });
    return body;
  }
}
