import { USER_ROLES, userInputSchema } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { Readable } from 'node:stream';
import { importInvestors } from '../investors/import/import-investors.js';
import { wakeAlertsWorkers } from '../saved-searches/alerts/alerts-worker.js';
import { createFixtures } from './fixtures.service.js';

const fixturesSchema = z.strictObject({
  organization: z.string().trim().min(1).max(100).optional(),
  users: z
    .array(
      z.strictObject({
        email: z.email(),
        password: z.string().min(1).max(128),
        first_name: z.string().max(30).default('Test'),
        last_name: z.string().max(30).default('User'),
        role: z.enum(USER_ROLES).default('professional'),
        must_change_password: z.boolean().default(false),
        organization_role: z.enum(['admin', 'member']).optional(),
        /** A free trial with this many investor searches left (0: used up); none when absent. */
        free_trial_searches: z.number().int().min(0).max(1000).optional(),
        superuser: z.boolean().default(false),
        /** Whether the user may generate Florence lists (spec part 2 §6 algo_access). */
        algo_access: z.boolean().default(true),
        /** Days of seeded sign-ins and downloads behind the user (the demo's history), for the analytics. */
        history_days: z.number().int().min(1).max(365).optional(),
      }),
    )
    .min(1)
    .max(20),
  companies: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(100),
        owner: z.email(),
        shared: z.boolean().default(false),
        user_input: userInputSchema.optional(),
        /**
         * Florence runs of the owner on this company, this month: failed ones count towards the monthly
         * limit; a processing one is held by a worker that stopped answering, so a live worker claims it
         * again once its lease lapses (after `lease_seconds`) and finishes it.
         */
        florence_runs: z
          .array(
            z.strictObject({
              status: z.enum(['processing', 'failed']),
              current_step: z.number().int().min(1).max(4).default(1),
              count: z.number().int().min(1).max(100).default(1),
              lease_seconds: z.number().int().min(1).max(600).default(30),
              /** Past this the worker fails the run ('Florence took too long...'), as it does any overdue run. */
              deadline_seconds: z.number().int().min(1).max(3600).default(600),
              error: z.string().max(500).optional(),
            }),
          )
          .max(5)
          .default([]),
      }),
    )
    .max(20)
    .default([]),
});

const createdSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  users: z.array(z.object({ id: z.string(), email: z.string() })),
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
});

/**
 * Tests only: POST /api/testing/fixtures creates organizations, users and companies for the browser journeys.
 * Mounted only when E2E_FIXTURES=1 (app.ts); it also refuses to mount without it. Never set it in production.
 */
const fixturesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  if (!config.E2E_FIXTURES) throw new Error('The test fixtures route is mounted only with E2E_FIXTURES=1');
  app.post(
    '/testing/fixtures',
    {
      config: { access: 'public' },
      schema: { tags: ['testing'], body: fixturesSchema, response: { 201: createdSchema } },
    },
    async (request, reply) => {
      reply.code(201);
      return createFixtures(request.ctx, request.body);
    },
  );

  // An operator's investor CSV, imported as `npm run import:investors` does (the journeys cannot run the
  // command: PGlite's files are the server's alone); the alerts worker is told at once.
  app.post(
    '/testing/investor-import',
    {
      config: { access: 'public', transaction: false },
      schema: { tags: ['testing'], body: z.strictObject({ csv: z.string().min(1).max(100_000) }) },
    },
    async (request, reply) => {
      const result = await importInvestors(request.ctx.db, Readable.from([request.body.csv]));
      wakeAlertsWorkers();
      reply.code(201);
      return { inserted: result.inserted, updated: result.updated, rejected: result.rejected };
    },
  );
};

export default fixturesRoutes;
