/**
 * Lets pending I/O (HTTP requests, timers) run before a job's next unit of work. The embedded
 * database runs each query on this thread and answers through promises, so a job's chain of awaits
 * never reaches the event loop by itself: without this, a first start's refresh and demo bets kept
 * every request waiting about 20 s (even a static file).
 *
 * With `signal` (the worker's, aborted on shutdown), a job that may stop between units stops here:
 * it throws JobInterruptedError, and the worker queues the job again (another instance or the next
 * start takes it).
 */
export async function yieldToEventLoop(signal?: AbortSignal): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (signal?.aborted) throw new JobInterruptedError();
}

/** A job stopped between two units of work because its process is shutting down. */
export class JobInterruptedError extends Error {
  constructor() {
    super('Interrupted by a shutdown');
    this.name = 'JobInterruptedError';
  }
}
