/** Work a process does in passes: each pass does what is waiting and says how much it did. */
export interface Drain {
  /** Runs a pass (or joins the one running); resolves to how much it did. */
  drain(): Promise<number>;
  /** Waits for the pass under way, if any. */
  stop(): Promise<void>;
}

/**
 * One pass at a time. Asked while a pass runs, the caller joins it, and the pass goes round once more when it
 * ends: what was queued after it last looked is not left for the next poll.
 */
export function onePassAtATime(pass: () => Promise<number>): Drain {
  let running: Promise<number> | null = null;
  let askedAgain = false;
  const drain = () => {
    if (running) askedAgain = true;
    return (running ??= (async () => {
      let done = 0;
      try {
        do {
          askedAgain = false;
          done += await pass();
        } while (askedAgain);
      } finally {
        running = null;
      }
      return done;
    })());
  };
  return {
    drain,
    async stop() {
      await running;
    },
  };
}

/**
 * Runs a drain in the background: at once, every `pollMs`, and on every wake that `subscribe` delivers (it
 * returns how to unsubscribe). A failed pass is handed to `onError`; the next one tries again.
 */
export function drainInBackground(
  worker: Drain,
  { pollMs, subscribe, onError }: { pollMs: number; subscribe: (wake: () => void) => () => void; onError: (error: unknown) => void },
): Drain {
  const tick = () => void worker.drain().catch(onError);
  const timer = setInterval(tick, pollMs);
  timer.unref();
  const unsubscribe = subscribe(tick);
  tick();
  return {
    drain: worker.drain,
    async stop() {
      clearInterval(timer);
      unsubscribe();
      await worker.stop();
    },
  };
}
