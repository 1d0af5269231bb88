import { testingRoutes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { Readable } from 'node:stream';
import { registerRoute } from '../../platform/register-route.js';
import { importInvestors } from '../investors/import/import-investors.js';
import { wakeAlertsWorkers } from '../saved-searches/alerts/alerts-worker.js';
import { createFixtures } from './fixtures.service.js';

/**
 * Tests only: POST /api/testing/fixtures creates organizations, users and companies for the browser journeys.
 * Mounted only when E2E_FIXTURES=1 (app.ts); it also refuses to mount without it. Never set it in production.
 */
const fixturesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  if (!config.E2E_FIXTURES) throw new Error('The test fixtures route is mounted only with E2E_FIXTURES=1');
  registerRoute(app, testingRoutes.fixtures, async (request) => createFixtures(request.ctx, request.body));

  // An operator's investor CSV, imported as `npm run import:investors` does (the journeys cannot run the
  // command: PGlite's files are the server's alone); the alerts worker is told at once.
  registerRoute(
    app,
    testingRoutes.investorImport,
    async (request) => {
      const result = await importInvestors(request.ctx.db, Readable.from([request.body.csv]));
      wakeAlertsWorkers();
      return { inserted: result.inserted, updated: result.updated, rejected: result.rejected };
    },
    { config: { transaction: false } },
  );
};

export default fixturesRoutes;
