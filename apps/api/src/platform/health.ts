import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthSchema } from '@dealscout/domain';

/**
 * A database that has not answered `select 1` by then counts as down: the answer must come before a
 * load balancer's check gives up (5 s is the usual timeout), and a busy pool must not count as down.
 */
export const DATABASE_CHECK_MS = 4_000;

class DatabaseCheckTimedOut extends Error {}

/**
 * GET /api/health: 200 when the database answers within DATABASE_CHECK_MS, 503 otherwise, so a load
 * balancer takes the process out. A process shutting down answers 503 too (buildApp's
 * return503OnClosing), then stops listening.
 */
/** What the check needs of the database: a statement run (a Database, or a test's stand-in). */
interface Pingable {
  execute(query: SQL): PromiseLike<unknown>;
}

export async function healthRoutes(app: FastifyInstance, { db }: { db: Pingable }) {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new DatabaseCheckTimedOut()), DATABASE_CHECK_MS);
      });
      try {
        await Promise.race([db.execute(sql`select 1`), timedOut]);
        return { status: 'ok', database: 'up' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: 'down' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
