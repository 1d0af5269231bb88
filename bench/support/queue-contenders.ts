// The job queues bench:queue-compare sets against each other, behind one shape: Florence's own queue
// (florence_runs, SELECT ... FOR UPDATE SKIP LOCKED, a lease) and pg-boss 10, on one database.
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import {
  advanceRun,
  claimRun,
  completeRun,
  drainInBackground,
  FLORENCE_QUEUE_CHANNEL,
  florenceRuns,
  IDLE_POLL_MS,
  LEASE_MS,
  onePassAtATime,
  type Database,
  type EventBus,
} from '@dealscout/api/testing';

export interface Contender {
  name: string;
  /** Queues one job and wakes the workers the way this queue does. */
  enqueue(): Promise<void>;
  /** A worker that claims jobs one at a time and completes each at once, calling `onClaim` at every claim. */
  work(onClaim: () => void): Promise<{ stop(): Promise<void> }>;
  /** Claims one job and does not finish it; `renew` says its worker is still at it (null: none was waiting). */
  holdOne(): Promise<{ renew(): Promise<void> } | null>;
  /** Drops every job of this queue, whatever its state (between two measures). */
  clear(): Promise<void>;
}

/** pg-boss's expiry stands in for the lease: a job active this long is failed and retried. */
export const PG_BOSS_EXPIRE_SECONDS = LEASE_MS / 1000;
/** pg-boss's supervisor fails expired jobs at this interval: our worker's idle poll (pg-boss's default is 120 s). */
export const PG_BOSS_MAINTENANCE_SECONDS = IDLE_POLL_MS / 1000;
/** pg-boss's smallest polling interval. */
const PG_BOSS_POLL_SECONDS = 0.5;

const wakeEvent = () => ({ kind: 'florence' as const, actor: 'bench', at: Date.now() });

/** Florence's queue as worker.ts drives it: woken by the queue channel, and polling every 2 s. */
export function ours(db: Database, events: EventBus, owner: { userId: string; companyId: string }): Contender {
  const name = `bench:${process.pid}:ours`;
  return {
    name: 'ours (florence_runs)',
    async enqueue() {
      await db.insert(florenceRuns).values({ ...owner, userInput: [], deadlineAt: sql`now() + interval '1 hour'` });
      await events.publish(FLORENCE_QUEUE_CHANNEL, wakeEvent());
    },
    async work(onClaim) {
      const pass = async () => {
        let done = 0;
        for (let run = await claimRun(db, name); run; run = await claimRun(db, name)) {
          onClaim();
          await completeRun(db, run.id, name);
          done++;
        }
        return done;
      };
      return drainInBackground(onePassAtATime(pass), {
        pollMs: IDLE_POLL_MS,
        subscribe: (wake) => events.subscribe(FLORENCE_QUEUE_CHANNEL, wake),
        onError: (error) => console.error('ours: a pass failed', error),
      });
    },
    async holdOne() {
      const run = await claimRun(db, name);
      return run && { renew: async () => void (await advanceRun(db, run.id, name, 2)) };
    },
    clear: async () => void (await db.delete(florenceRuns)),
  };
}

/** The options every pg-boss of the bench starts with; `db` runs its SQL elsewhere than its own pool. */
export const pgBossOptions = (target: { connectionString: string } | { db: PgBoss.Db }): PgBoss.ConstructorOptions => ({
  ...target,
  max: 4,
  schedule: false,
  maintenanceIntervalSeconds: PG_BOSS_MAINTENANCE_SECONDS,
});

/**
 * pg-boss on one queue. `woken`: a send also publishes on the bus and the worker is woken through
 * notifyWorker (pg-boss 10 has no LISTEN of its own); otherwise it polls at its fastest, every 0.5 s.
 */
export async function pgBoss(boss: PgBoss, events: EventBus, woken: boolean): Promise<Contender> {
  const queue = woken ? 'florence-woken' : 'florence-polled';
  await boss.createQueue(queue);
  return {
    name: woken ? 'pg-boss 10, woken by our NOTIFY' : 'pg-boss 10, polling 0.5 s',
    async enqueue() {
      await boss.send(queue, {}, { expireInSeconds: PG_BOSS_EXPIRE_SECONDS, retryLimit: 1, retryDelay: 0 });
      if (woken) await events.publish(FLORENCE_QUEUE_CHANNEL, wakeEvent());
    },
    async work(onClaim) {
      const id = await boss.work(queue, { batchSize: 1, pollingIntervalSeconds: PG_BOSS_POLL_SECONDS }, async () => onClaim());
      const unsubscribe = woken ? events.subscribe(FLORENCE_QUEUE_CHANNEL, () => boss.notifyWorker(id)) : () => undefined;
      return {
        async stop() {
          unsubscribe();
          await boss.offWork({ id });
        },
      };
    },
    // pg-boss 10 has no call that extends an active job's expiry: a live worker cannot renew.
    holdOne: async () => ((await boss.fetch(queue)).length ? { renew: async () => undefined } : null),
    // purgeQueue keeps active jobs, and deleteQueue refuses a queue that still has jobs.
    clear: async () => void (await boss.getDb().executeSql('DELETE FROM pgboss.job WHERE name = $1', [queue])),
  };
}
