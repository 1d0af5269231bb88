import { performance } from 'node:perf_hooks';

export interface StartPhase {
  phase: string;
  /** Milliseconds since the process started, when the phase ended (module loading counts in the first). */
  atMs: number;
  /** CPU time of the process so far (user + system): the figure a loaded machine does not stretch. */
  cpuMs: number;
  rssMb: number;
}

/** Where a start's time and memory go: each phase's end, logged once the server listens (README, "Start"). */
export function startPhases() {
  const phases: StartPhase[] = [];
  return {
    phases,
    async run<T>(phase: string, work: () => Promise<T>): Promise<T> {
      const result = await work();
      const { user, system } = process.cpuUsage();
      const rssMb = Math.round(process.memoryUsage.rss() / 1_048_576);
      phases.push({ phase, atMs: Math.round(performance.now()), cpuMs: Math.round((user + system) / 1000), rssMb });
      return result;
    },
  };
}
