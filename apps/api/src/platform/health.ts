import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthSchema } from '@dealscout/domain';
import type { Database } from '../db/client.js';

/** GET /api/health: up when the database answers. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok', database: 'up' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
}
