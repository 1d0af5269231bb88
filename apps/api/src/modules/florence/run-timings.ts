import { performance } from 'node:perf_hooks';

/** The parts of one generation, in the order they run; `rank` and `reasons` are the engine's own time. */
export const RUN_PHASES = ['claim', 'steps', 'index', 'sentences', 'rank', 'reasons', 'write', 'notify'] as const;
export type RunPhase = (typeof RUN_PHASES)[number];
export type RunTimings = Partial<Record<RunPhase, number>>;

/** Milliseconds spent in each phase of a run, summed where a phase comes back (the steps, the notices). */
export function phaseClock(timings: RunTimings = {}) {
  return {
    timings,
    async time<T>(phase: RunPhase, work: () => Promise<T> | T): Promise<T> {
      const started = performance.now();
      try {
        return await work();
      } finally {
        timings[phase] = (timings[phase] ?? 0) + performance.now() - started;
      }
    },
  };
}
