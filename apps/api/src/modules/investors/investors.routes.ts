import { datasetReplySchema, datasetSearchSchema, investorDetailSchema, similarCompaniesSchema } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { idParam } from '../../platform/params.js';
import { similarTo } from '../discovery/similar.service.js';
import { investorDetail, searchDataset } from './investors.service.js';

const user = { access: 'user' } as const;
const tags = ['investors'];

/** Investor search, detail and similar companies (spec part 2 §7): every role may search; a trial user spends searches. */
export const investorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/dataset',
    { config: user, schema: { tags, querystring: datasetSearchSchema, response: { 200: datasetReplySchema } } },
    async (request) => searchDataset(request.ctx, request.query, callerOf(request).user),
  );

  app.get(
    '/investor/:id',
    { config: user, schema: { tags, params: z.object({ id: idParam }), response: { 200: investorDetailSchema } } },
    async (request) => investorDetail(request.ctx, request.params.id),
  );

  // The dataset is shared by every user, as the detail: reading an investor's peers spends no search.
  app.get(
    '/investor/:id/similar',
    { config: user, schema: { tags, params: z.object({ id: idParam }), response: { 200: similarCompaniesSchema } } },
    async (request) => similarTo(request.ctx.db, request.params.id),
  );
};
