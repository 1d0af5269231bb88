import { z } from 'zod';
import { USER_ROLES } from '../accounts/roles.js';
import { userInputSchema } from '../questionnaire/answers.js';
import { routeGroup } from '../shared/route.js';

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

const fixturesCreatedSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  users: z.array(z.object({ id: z.string(), email: z.string() })),
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
});

const route = routeGroup({ tags: ['testing'], access: 'public' });

/**
 * Tests only (mounted with E2E_FIXTURES=1, never in production): the browser journeys' organizations, users,
 * companies and investors, which the public API cannot make quickly.
 */
export const testingRoutes = {
  fixtures: route({ method: 'POST', path: '/testing/fixtures', body: fixturesSchema, reply: fixturesCreatedSchema, status: 201 }),
  /** An operator's investor CSV, imported as `npm run import:investors` does. */
  investorImport: route({
    method: 'POST',
    path: '/testing/investor-import',
    body: z.strictObject({ csv: z.string().min(1).max(100_000) }),
    reply: z.object({ inserted: z.number(), updated: z.number(), rejected: z.number() }),
    status: 201,
  }),
};
