import { testingRoutes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { registerRoute } from '../../platform/register-route.js';
import { createFixtures, importInvestorCsv } from './fixtures.service.js';

/**
 * Tests only: POST /api/testing/fixtures creates organizations, users and companies for the browser journeys.
 * Mounted only when E2E_FIXTURES=1 (app.ts); it also refuses to mount without it. Never set it in production.
 */
const fixturesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  if (!config.E2E_FIXTURES) throw new Error('The test fixtures route is mounted only with E2E_FIXTURES=1');
  registerRoute(app, testingRoutes.fixtures, async (request) => createFixtures(request.ctx, request.body));
  registerRoute(app, testingRoutes.investorImport, async (request) => importInvestorCsv(request.ctx, request.body), {
    config: { transaction: false },
  });
};

export default fixturesRoutes;
