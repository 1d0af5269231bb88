import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { drainInBackground, onePassAtATime, type Drain } from '../../../platform/background-drain.js';
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

/** Matches the noted investor writes, writes the mails due and sends them; `drain` resolves to the mails tried. */
export type AlertsWorker = Drain;

/** The saved searches' alerts: any number of processes may run one; each step claims its rows SKIP LOCKED. */
export function createAlertsWorker({ db, log, mailer, appUrl }: AlertsWorkerDeps): AlertsWorker {
  return onePassAtATime(async () => {
    let tried = 0;
    while ((await collectChanges(db, log)) > 0);
    while (await composeNextMail(db));
    while (await sendNextMail(db, mailer, log, appUrl)) tried++;
    return tried;
  });
}

/** Runs the alerts worker in the background: on every wake and every minute. */
export function startAlertsWorker(deps: AlertsWorkerDeps): AlertsWorker {
  return drainInBackground(createAlertsWorker(deps), {
    pollMs: POLL_MS,
    subscribe: (wake) => {
      wakers.add(wake);
      return () => wakers.delete(wake);
    },
    onError: (error) =>
      deps.log.error({ err: error instanceof Error ? { type: error.name, message: error.message } : undefined }, 'saved search alerts'),
  });
}
