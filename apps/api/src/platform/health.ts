import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.js';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

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
