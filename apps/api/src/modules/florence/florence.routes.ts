import {
  algoStatusReplySchema,
  buyerMarkReplySchema,
  buyerMarkSchema,
  buyersFeedbackSchema,
  buyersQuerySchema,
  buyersReplySchema,
  generationStartedSchema,
  florenceMessages,
  messageSchema,
} from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { streamEvents } from '../../platform/event-stream.js';
import { idParam } from '../../platform/params.js';
import { listBuyers } from './buyers.service.js';
import { submitFeedback } from './feedback.service.js';
import { clearMark, setMark } from './marks.service.js';
import { florenceChannelsOf } from './run-events.js';
import { algoStatus, startGeneration } from './runs.service.js';

const params = z.object({ companyId: idParam });
const markParams = z.object({ companyId: idParam, buyerId: idParam });
const user = { access: 'user' } as const;
const tags = ['florence'];

/** Florence: a company's ranked buyers, generating them, the generation status (also live), feedback and marks on buyers. */
export const florenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/company-buyers/:companyId',
    { config: user, schema: { tags, params, querystring: buyersQuerySchema, response: { 200: buyersReplySchema } } },
    async (request) => listBuyers(request.ctx, request.params.companyId, request.query),
  );

  app.put(
    '/company-buyers/:companyId',
    { config: user, schema: { tags, params, response: { 202: generationStartedSchema } } },
    async (request, reply) => {
      const run = await startGeneration(request.ctx, request.params.companyId);
      reply.code(202);
      return { message: florenceMessages.generationStarted, run };
    },
  );

  app.get('/algo-status', { config: user, schema: { tags, response: { 200: algoStatusReplySchema } } }, async (request) =>
    algoStatus(request.ctx),
  );

  app.get(
    '/algo-status/stream',
    {
      config: user,
      schema: {
        tags,
        produces: ['text/event-stream'],
        description:
          'Server-Sent Events: a `change` event each time one of the caller’s runs, or a run on their organization’s companies, moves; read GET /api/algo-status then (poll it every 10 s where streams are blocked).',
      },
    },
    async (request, reply) => streamEvents(request, reply, request.ctx.events, florenceChannelsOf(request.ctx.actor)),
  );

  app.post(
    '/buyers-feedback',
    { config: user, schema: { tags, body: buyersFeedbackSchema, response: { 201: messageSchema } } },
    async (request, reply) => {
      const result = await submitFeedback(request.ctx, request.body);
      reply.code(201);
      return result;
    },
  );

  app.put(
    '/company-buyers/:companyId/marks/:buyerId',
    {
      config: user,
      schema: {
        tags,
        params: markParams,
        body: buyerMarkSchema,
        response: { 200: buyerMarkReplySchema },
        description: 'Marks a buyer of the company’s list Good fit or Not a fit (one mark per buyer and company; the last one wins).',
      },
    },
    async (request) => setMark(request.ctx, request.params.companyId, request.params.buyerId, request.body.mark),
  );

  app.delete(
    '/company-buyers/:companyId/marks/:buyerId',
    {
      config: user,
      schema: {
        tags,
        params: markParams,
        response: { 200: buyerMarkReplySchema },
        description: 'Clears the buyer’s mark: a buyer marked Not a fit comes back to the list.',
      },
    },
    async (request) => clearMark(request.ctx, request.params.companyId, request.params.buyerId),
  );
};
