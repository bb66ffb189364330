/**
 * Lets pending I/O (HTTP requests, timers) run before a job's next unit of work. The embedded
 * database runs each query on this thread and answers through promises, so a job's chain of awaits
 * never reaches the event loop by itself: without this, a first start's refresh and demo bets kept
 * every request waiting about 20 s (even a static file).
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
