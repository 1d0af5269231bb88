import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';

/** How often: an hour of lists regenerated every few minutes leaves some tens of megabytes to reclaim. */
const VACUUM_EVERY_MS = 60 * 60_000;

/** Marks the space of deleted and replaced rows for reuse, in every table; what autovacuum does on a server. */
export async function vacuumEmbedded(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`VACUUM`);
}

/**
 * PGlite runs no autovacuum (one process, no background workers): the space of deleted and updated
 * rows was never reused, so each regenerated list left its predecessor's rows behind for good (four
 * rounds of 100,000 rows written and deleted took four times the space). On PGlite the process
 * vacuums once an hour; a PostgreSQL server's autovacuum does it there. Never at start: the start stays lean.
 */
export function startEmbeddedVacuum(db: Database, log: FastifyBaseLogger): { stop(): void } {
  const timer = setInterval(() => {
    const started = performance.now();
    vacuumEmbedded(db).then(
      () => log.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed'),
      (error: unknown) => log.error({ err: error }, 'the embedded database could not be vacuumed'),
    );
  }, VACUUM_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
