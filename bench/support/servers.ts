// Starting and stopping the servers a bench measures: N processes behind one port (node:cluster,
// this process being the primary), their RSS, and the warnings and errors they log.
import cluster, { type Worker } from 'node:cluster';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const API_MAIN = path.join(ROOT, 'apps/api/dist/main.js');

/** The API's environment in a bench: its own DATA_DIR, PostgreSQL when a URL is given, quiet logs. */
export const apiEnv = (dataDir: string, databaseUrl?: string): Record<string, string> => ({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

/** The machine's load average, which the figures depend on (the cores are shared). */
export const loadAverage = () =>
  `load average (1, 5, 15 min): ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`;

export interface RunningServer {
  base: string;
  pids: number[];
  /** pino lines at warn level or above, and anything written to stderr, since the start. */
  problems: string[];
  /** SIGTERM (a graceful stop) and wait for every process to exit. */
  stop(): Promise<void>;
  /** SIGKILL every process at once, as a crash would. */
  kill(): Promise<void>;
}

export interface ServerOptions {
  script: string;
  port: number;
  env: Record<string, string>;
  workers?: number;
  /** Node flags of the workers: `--import tsx` for a TypeScript script. */
  execArgv?: string[];
  healthPath?: string;
}

const WARN = 40;

export function collectProblems(stream: Readable | null, problems: string[], fromStderr: boolean) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => {
    if (!line.trim()) return;
    if (fromStderr) return void problems.push(line);
    try {
      const entry = JSON.parse(line) as { level?: number };
      if ((entry.level ?? 0) >= WARN) problems.push(line);
    } catch {
      // the start banner and other plain lines
    }
  });
}

export async function waitForHealth(url: string, timeoutMs: number, alive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const exited = (worker: Worker) =>
  worker.isDead() ? Promise.resolve() : new Promise<void>((resolve) => worker.once('exit', () => resolve()));

/**
 * Forks the workers one after the other, each once the previous one is healthy, so a start's
 * migrations never run twice at once. Rejects when a worker dies or is not healthy in 60 s.
 */
export async function startServer({ script, port, env, workers = 1, execArgv = [], healthPath = '/api/health' }: ServerOptions) {
  const base = `http://127.0.0.1:${port}`;
  const problems: string[] = [];
  const forked: Worker[] = [];
  cluster.setupPrimary({ exec: script, execArgv, silent: true });
  for (let index = 0; index < workers; index++) {
    const worker = cluster.fork({ ...process.env, ...env, PORT: String(port) });
    forked.push(worker);
    collectProblems(worker.process.stdout, problems, false);
    collectProblems(worker.process.stderr, problems, true);
    const listening = new Promise<boolean>((resolve) => {
      worker.once('listening', () => resolve(true));
      worker.once('exit', () => resolve(false));
    });
    if (!(await listening) || !(await waitForHealth(`${base}${healthPath}`, 60_000, () => !worker.isDead()))) {
      await Promise.all(forked.map((each) => (each.process.kill('SIGKILL'), exited(each))));
      throw new Error(`${path.basename(script)} did not start:\n${problems.join('\n')}`);
    }
  }
  const signalAll = async (signal: NodeJS.Signals) => {
    for (const worker of forked) if (!worker.isDead()) worker.process.kill(signal);
    await Promise.all(forked.map(exited));
  };
  return {
    base,
    pids: forked.map((worker) => worker.process.pid!),
    problems,
    stop: () => signalAll('SIGTERM'),
    kill: () => signalAll('SIGKILL'),
  } satisfies RunningServer;
}

/** Resident set size of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/** Samples the RSS of `pids` every `everyMs` until stopped; returns the peak and the median of the sums. */
export function sampleRss(pids: number[], everyMs = 500) {
  const sums: number[] = [];
  const timer = setInterval(() => {
    try {
      sums.push(pids.reduce((total, pid) => total + rssMb(pid), 0));
    } catch {
      // a process that just exited
    }
  }, everyMs);
  return () => {
    clearInterval(timer);
    const sorted = [...sums].sort((a, b) => a - b);
    return { peak: sorted.at(-1) ?? 0, median: sorted[Math.floor(sorted.length / 2)] ?? 0 };
  };
}
