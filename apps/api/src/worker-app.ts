import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BuildAppOptions } from './app.js';
import { configuredFileStorage } from './platform/configured-file-storage.js';
import { eventBusFor } from './platform/events.js';
import { healthRoutes } from './platform/health.js';
import { useIndexSnapshots } from './modules/investor-index/candidate-cache.js';
import { usePreselection } from './modules/investor-index/preselect/preselection.js';

/**
 * The server of a worker process (SERVE_HTTP=0): GET /api/health alone, for the orchestrator's
 * checks, and what the process's jobs need (the database, the change events they publish, file
 * storage for the orphan sweep). No API route, no web app: no load balancer should send it users.
 */
export async function buildWorkerApp({ db, config, logger }: Omit<BuildAppOptions, 'mailer'>) {
  const app = Fastify({ logger: logger ?? { level: config.LOG_LEVEL }, return503OnClosing: true }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const deps = { db, events: await eventBusFor(db, app.log), storage: configuredFileStorage(config, db) };
  useIndexSnapshots(deps.storage);
  usePreselection(config.FLORENCE_PRESELECT_ABOVE);
  app.addHook('onClose', () => deps.events.close());
  await app.register(healthRoutes, { prefix: '/api', db });
  return Object.assign(app, { deps });
}
