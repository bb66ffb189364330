import type { ServiceContext } from '../context';

/**
 * Counts the writes that change what the read paths serve (analyses, curation, grading) in one app
 * and its job worker. Each app owns one (AppDeps.analysisChanges, shared with its worker), so two
 * apps in one process never see each other's counts; another instance's writes show up through the
 * caches' time-to-live instead.
 */
export class AnalysisChanges {
  private count = 0;

  get generation(): number {
    return this.count;
  }

  changed(): void {
    this.count++;
  }
}

/** Call right after writing an analysis, a curation decision or a grade. */
export function analysesChanged(ctx: Pick<ServiceContext, 'analysisChanges'>): void {
  ctx.analysisChanges.changed();
}

interface Entry {
  body: string;
  generation: number;
  storedAt: number;
  /** The first moment a price in the body turns stale: the body is not served from then on. */
  expiresAt: number | null;
}

/** What a build returns: the body, and when a price in it stops being fresh (if it has one). */
export type Built = string | { body: string; expiresAt: number | null };

/**
 * The subscriber read path serves the same slate to everyone: the serialised response is kept per
 * key until the app's AnalysisChanges moves on, until a price in it turns stale (freshness is
 * judged when read, so a kept body must not outlive it), and at most `ttlMs` so that analyses
 * written by another instance show up too.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly changes: AnalysisChanges,
    private readonly ttlMs: number,
    private readonly maxEntries = 64,
  ) {}

  async get(key: string, now: number, build: () => Promise<Built>): Promise<string> {
    const generation = this.changes.generation;
    const hit = this.entries.get(key);
    if (
      hit &&
      hit.generation === generation &&
      now - hit.storedAt < this.ttlMs &&
      (hit.expiresAt === null || now < hit.expiresAt)
    )
      return hit.body;
    const built = await build();
    const { body, expiresAt } = typeof built === 'string' ? { body: built, expiresAt: null } : built;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // Built while an analysis was being written: serve it, but do not keep it.
    if (generation === this.changes.generation)
      this.entries.set(key, { body, generation, storedAt: now, expiresAt });
    return body;
  }
}
