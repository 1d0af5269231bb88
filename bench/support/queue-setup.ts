// One side of bench:queue-compare opened on one database: Florence's queue and pg-boss 10 side by
// side, with the event bus the product uses there (NOTIFY on PostgreSQL, in process on PGlite).
import PgBoss from 'pg-boss';
import { clientOf, createUser, eventBusFor, insertCompany, openDatabase, type Database } from '@dealscout/api/testing';
import { ours, pgBoss, pgBossOptions, type Contender } from './queue-contenders.js';

export type QueueTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
export type ContenderKey = 'ours' | 'pg-boss-polled' | 'pg-boss-woken';
export const CONTENDER_KEYS: ContenderKey[] = ['ours', 'pg-boss-polled', 'pg-boss-woken'];

/** What the bench's runs belong to (florence_runs needs a user and a company). */
export interface RunOwner {
  userId: string;
  companyId: string;
}

interface PgliteClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss's `db` option over an embedded PGlite: a statement with values through the extended protocol,
 * a script without (pg-boss sends BEGIN; ...; COMMIT as one text) through the simple one.
 */
export const pgliteForPgBoss = (client: PgliteClient): PgBoss.Db => ({
  async executeSql(text, values) {
    if (values?.length) return client.query(text, values);
    return (await client.exec(text)).at(-1) ?? { rows: [] };
  },
});

const quietLog = {
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
} as unknown as Parameters<typeof eventBusFor>[1];

export async function createOwner(db: Database): Promise<RunOwner> {
  const user = await createUser(db, { email: `queue-bench-${process.pid}@bench.example`, role: 'professional' });
  const company = await insertCompany(db, { name: 'Queue bench', createdBy: user.id });
  return { userId: user.id, companyId: company.id };
}

/** Opens the database, its bus and a started pg-boss; `contender(key, owner)` gives each queue. */
export async function openQueueSide(target: QueueTarget) {
  const handle = await openDatabase(target.kind === 'postgres' ? { url: target.url, poolSize: 4 } : { dataDir: target.dataDir });
  const events = await eventBusFor(handle.db, quietLog);
  const boss = new PgBoss(
    pgBossOptions(
      target.kind === 'postgres'
        ? { connectionString: target.url }
        : { db: pgliteForPgBoss(clientOf(handle.db) as unknown as PgliteClient) },
    ),
  );
  boss.on('error', (error) => console.error('pg-boss:', error.message));
  await boss.start();
  const made = new Map<ContenderKey, Contender>();
  return {
    db: handle.db,
    async contender(key: ContenderKey, owner: RunOwner): Promise<Contender> {
      const existing = made.get(key);
      if (existing) return existing;
      const queue = key === 'ours' ? ours(handle.db, events, owner) : await pgBoss(boss, events, key === 'pg-boss-woken');
      made.set(key, queue);
      return queue;
    },
    async close() {
      await boss.stop({ graceful: false, wait: true });
      await events.close();
      await handle.close();
    },
  };
}
