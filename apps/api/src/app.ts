import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { frameworkErrorReply, registerErrorHandler } from './platform/errors.js';
import { eventBusFor } from './platform/events.js';
import { registerEventStreams } from './platform/event-stream.js';
import { configuredFileStorage } from './platform/configured-file-storage.js';
import { healthRoutes } from './platform/health.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerRateLimit } from './platform/rate-limit.js';
import { collectRouteTable } from './platform/route-access.js';
import { registerSecurityHeaders } from './platform/security.js';
import { registerWebApp } from './platform/web-app.js';
import { registerCompression } from './platform/compression.js';
import { loadAppSecret } from './platform/app-secret.js';
import { registerAuthGuard, resolverByPrefix } from './platform/auth-guard.js';
import type { AppDeps } from './platform/deps.js';
import { registerNulGuard } from './platform/nul-guard.js';
import { outsideRequestTransactions, registerRequestContext } from './platform/request-context.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { apiKeyResolver } from './modules/accounts/api-keys.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { resetBearerResolver, sessionResolver } from './modules/auth/caller.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { notesRoutes } from './modules/notes/notes.routes.js';
import { questionnaireRoutes } from './modules/questionnaire/questionnaire.routes.js';
import { investorsRoutes } from './modules/investors/investors.routes.js';
import { discoveryRoutes } from './modules/discovery/discovery.routes.js';
import { pipelineRoutes } from './modules/pipeline/pipeline.routes.js';
import { tasksRoutes } from './modules/tasks/tasks.routes.js';
import { florenceRoutes } from './modules/florence/florence.routes.js';
import { publicRoutes } from './modules/public/public.routes.js';
import { taxonomyRoutes } from './modules/taxonomy/taxonomy.routes.js';
import { activityRoutes } from './modules/activity/activity.routes.js';
import { leadsRoutes } from './modules/leads/leads.routes.js';
import { exportsRoutes } from './modules/exports/exports.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { datasetImportsRoutes } from './modules/dataset-imports/dataset-imports.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { billingProviderFor } from './modules/billing/billing-provider-for.js';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { useIndexSnapshots } from './modules/investor-index/candidate-cache.js';
import { usePreselection } from './modules/investor-index/preselect/preselection.js';

/** The modules, in registration order; each is a Fastify plugin given the app's dependencies, mounted under /api. */
const MODULES: FastifyPluginAsyncZod<AppDeps>[] = [
  publicRoutes,
  authRoutes,
  accountsRoutes,
  // Before companies: the authorisation matrix calls the routes in this order, and expects the company it makes again
  // after DELETE /api/user-company to have no answers.
  questionnaireRoutes,
  companiesRoutes,
  notesRoutes,
  documentsRoutes,
  taxonomyRoutes,
  investorsRoutes,
  discoveryRoutes,
  savedSearchesRoutes,
  pipelineRoutes,
  tasksRoutes,
  activityRoutes,
  analyticsRoutes,
  datasetImportsRoutes,
  florenceRoutes,
  billingRoutes,
  leadsRoutes,
  exportsRoutes,
];

export interface BuildAppOptions {
  db: Database;
  config: Config;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

const JSON_BODY_LIMIT = 1024 * 1024;

/** TRUST_PROXY as Fastify takes it: a hop count as the function Fastify would make of it (its types leave numbers out). */
const trustedHops = (trust: Config['TRUST_PROXY']) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

/** Builds the Fastify instance from the modules. main.ts listens on it; tests call app.inject. */
export async function buildApp({ db, config, mailer, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: trustedHops(config.TRUST_PROXY),
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeTable = collectRouteTable(app);
  const secret = await loadAppSecret(db, config.APP_SECRET);
  const deps: AppDeps = {
    db,
    config,
    secret,
    mailer: mailer ?? createMailer(config, app.log),
    storage: configuredFileStorage(config, db),
    events: await eventBusFor(db, app.log),
    billing: billingProviderFor(config, secret),
  };
  useIndexSnapshots(deps.storage);
  usePreselection(config.FLORENCE_PRESELECT_ABOVE);
  app.addHook('onClose', () => deps.events.close());
  registerEventStreams(app);

  registerErrorHandler(app);
  await app.register(cookie);
  registerAuthGuard(app, resolverByPrefix(Object.fromEntries([apiKeyResolver(deps), resetBearerResolver(deps)]), sessionResolver(deps)));
  registerNulGuard(app);
  registerRequestContext(app, deps);
  const https = config.appUrl.startsWith('https:');
  await registerSecurityHeaders(app, { https, googleSignIn: !!config.GOOGLE_CLIENT_ID });
  await registerCompression(app);
  await registerRateLimit(app, db);
  await registerOpenApi(app, { https });

  await app.register(healthRoutes, { prefix: '/api', db });
  const moduleDeps = { ...deps, db: outsideRequestTransactions(db) };
  for (const module of MODULES) await app.register(module, { prefix: '/api', ...moduleDeps });
  // Tests only (E2E_FIXTURES=1): the browser journeys' fixtures route; never mounted otherwise.
  if (config.E2E_FIXTURES) await app.register(import('./modules/testing/fixtures.routes.js'), { prefix: '/api', config });

  await registerWebApp(app, config.WEB_DIST);
  return Object.assign(app, { routeTable, deps });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
