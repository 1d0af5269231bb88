import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { Mailer } from '../../../platform/mail.js';
import { collectChanges } from './collect-changes.js';
import { composeNextMail } from './compose-mails.js';
import { sendNextMail } from './send-mails.js';

/** Imports are rare and the mails daily: a look a minute is plenty (an import in this process wakes it at once). */
const POLL_MS = 60_000;

const wakers = new Set<() => void>();
/** Tells this process's alerts worker that investors were written (after the write committed). */
export const wakeAlertsWorkers = () => wakers.forEach((wake) => wake());

export interface AlertsWorkerDeps {
  db: Database;
  log: FastifyBaseLogger;
  mailer: Mailer;
  appUrl: string;
}

export interface AlertsWorker {
  /** Matches the noted investor writes, writes the mails due and sends them; returns the mails tried. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** The saved searches' alerts: any number of processes may run one; each step claims its rows SKIP LOCKED. */
export function createAlertsWorker({ db, log, mailer, appUrl }: AlertsWorkerDeps): AlertsWorker {
  let draining: Promise<number> | null = null;
  // A wake during a pass may come after the pass looked: it makes the pass look once more.
  let again = false;
  const drain = () => {
    if (draining) {
      again = true;
      return draining;
    }
    return (draining = (async () => {
      let tried = 0;
      try {
        do {
          again = false;
          while ((await collectChanges(db, log)) > 0);
          while (await composeNextMail(db));
          while (await sendNextMail(db, mailer, appUrl)) tried++;
        } while (again);
      } finally {
        draining = null;
      }
      return tried;
    })());
  };
  return {
    drain,
    async stop() {
      await draining;
    },
  };
}

/** Runs the alerts worker in the background: on every wake and every minute. */
export function startAlertsWorker(deps: AlertsWorkerDeps): AlertsWorker {
  const worker = createAlertsWorker(deps);
  const tick = () =>
    void worker.drain().catch((error: unknown) =>
      deps.log.error({ err: error instanceof Error ? { type: error.name, message: error.message } : undefined }, 'saved search alerts'),
    );
  const timer = setInterval(tick, POLL_MS);
  timer.unref();
  wakers.add(tick);
  tick();
  return {
    drain: worker.drain,
    async stop() {
      clearInterval(timer);
      wakers.delete(tick);
      await worker.stop();
    },
  };
}
