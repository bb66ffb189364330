/**
 * A background loop that runs `run` every `intervalMs`, one run at a time per process (a tick
 * while a run is in progress is skipped), and whose stop waits for the run in progress. Work that
 * several instances share must still claim its rows (FOR UPDATE SKIP LOCKED): this only keeps one
 * process from overlapping itself.
 */
export interface IntervalLoop {
  /** Starts a run now unless one is in progress or the loop is stopped. */
  tick: () => void;
  /** Stops the timer and waits for a run in progress. */
  stop: () => Promise<void>;
}

export function startIntervalLoop(run: () => Promise<void>, intervalMs: number): IntervalLoop {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
