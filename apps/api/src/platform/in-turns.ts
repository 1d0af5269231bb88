import { setImmediate as yieldToRequests } from 'node:timers/promises';

/** How long a turn of work holds the event loop before requests waiting behind it are answered. */
const TURN_MS = 10;

/**
 * Runs `steps` to its end (its return value), handing the event loop back every TURN_MS: a long build on the
 * main thread (seconds at a large dataset) then delays each request by a turn at most instead of stalling all.
 */
export async function inTurns<T>(steps: Generator<unknown, T>): Promise<T> {
  let turnStarted = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - turnStarted >= TURN_MS) {
      await yieldToRequests();
      turnStarted = performance.now();
    }
  }
}

/** Runs `steps` to its end at once (what a script or a test wants). */
export function allAtOnce<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
