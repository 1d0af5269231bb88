// One API process of a bench on its own port, started, killed (SIGKILL, as a crash) and started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { API_MAIN, collectProblems, waitForHealth } from './servers.js';

export interface ApiProcess {
  name: string;
  port: number;
  pid(): number;
  /** pino lines at warn or above and stderr, over every start. */
  problems: string[];
  start(): Promise<number>;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** `start()` resolves with the seconds to healthy; rejects when the process exits first or is not healthy in `timeoutMs`. */
export function apiProcess(name: string, port: number, env: Record<string, string>, timeoutMs = 180_000): ApiProcess {
  let child: ChildProcess | null = null;
  const problems: string[] = [];
  return {
    name,
    port,
    problems,
    pid: () => child?.pid ?? 0,
    async start() {
      const started = performance.now();
      const process_ = spawn(process.execPath, ['--enable-source-maps', API_MAIN], {
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = process_;
      collectProblems(process_.stdout, problems, false);
      collectProblems(process_.stderr, problems, true);
      const alive = () => process_.exitCode === null && process_.signalCode === null;
      if (!(await waitForHealth(`http://127.0.0.1:${port}/api/health`, timeoutMs, alive))) {
        process_.kill('SIGKILL');
        throw new Error(`${name} did not start:\n${problems.join('\n')}`);
      }
      return (performance.now() - started) / 1000;
    },
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
