import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { actorOf, type Actor } from './actor.js';
import type { Database } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import type { AppDeps } from './deps.js';
import { routeName } from './route-access.js';

/**
 * What every service receives as its first argument: the app's dependencies with `db` being the
 * request's transaction on a writing request, the request's logger, and a way to run work once the
 * transaction has committed (removing files, say). Services take `(ctx, input)`.
 */
export interface RequestContext extends AppDeps {
  log: FastifyBaseLogger;
  afterCommit(task: () => Promise<unknown>): void;
}

/** The context of a route that has a signed-in caller: who is acting. */
export interface ActorContext extends RequestContext {
  actor: Actor;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route's service opens its own transactions (a streamed upload, a code check whose
     * failed try must be counted even though the request fails). Default: every request that is not
     * a GET runs in one transaction.
     */
    transaction?: boolean;
    /**
     * false: a third-party plugin's own handler (declarePublicRoutes), which sends on its own and
     * reads no `request.ctx`. Any other /api handler must be async: the server does not start otherwise.
     */
    requestContext?: boolean;
  }
  interface FastifyRequest {
    ctx: ActorContext;
  }
}

const readOnly = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/** Set while a request's transaction runs, so the database outside it can refuse to be used from inside. */
const insideRequestTransaction = new AsyncLocalStorage<true>();

/**
 * The database as modules receive it: using it from inside a writing request's handler (instead of
 * `ctx.db`, the request's transaction) throws at once. On PGlite, a single connection, such a query
 * would wait for the transaction to end, which waits for the query: the request would hang forever.
 */
export function outsideRequestTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (insideRequestTransaction.getStore()) {
        throw new Error(`db.${String(property)} used inside a writing request: use ctx.db, the request's transaction`);
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * Wraps every /api handler: it gets `request.ctx` (the dependencies, and the actor when the route is
 * guarded), and a writing request runs in one transaction, committed before the reply is sent, so a
 * failure anywhere writes nothing. A handler that is not async would run without them: the start
 * (ready, listen) stops and names its route. Register before the modules.
 */
export function registerRequestContext(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('ctx', null as unknown as ActorContext);
  const plainHandlers: RouteOptions[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) return;
    // A plain handler that sends later (the API docs' static files) must keep Fastify's own semantics:
    // it is only allowed where the route says so (read at start, once every plugin's hooks have run).
    if (route.handler.constructor.name !== 'AsyncFunction') return void plainHandlers.push(route);
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const config = request.routeOptions.config;
      if (config.requestContext === false) return (await handler.call(this, request, reply)) as unknown;
      const pending: (() => Promise<unknown>)[] = [];
      const actor = request.caller ? await actorOf(deps.db, request.caller) : null;
      const contextWith = (db: AppDeps['db']) =>
        contextFor({ ...deps, db, log: request.log, afterCommit: (task) => pending.push(task) }, actor);
      let result: unknown;
      if (config.transaction === false || readOnly(request.method)) {
        request.ctx = contextWith(deps.db);
        result = await handler.call(this, request, reply);
      } else {
        result = await inTransaction(deps.db, (tx) =>
          insideRequestTransaction.run(true, async () => {
            request.ctx = contextWith(tx);
            return (await handler.call(this, request, reply)) as unknown;
          }),
        );
      }
      for (const task of pending) await task().catch((error: unknown) => request.log.error({ err: error }, 'after-commit task failed'));
      return result;
    };
  });
  app.addHook('onReady', async () => {
    const withoutContext = plainHandlers.filter((route) => route.config?.requestContext !== false).map(routeName);
    if (withoutContext.length) {
      throw new Error(
        `Handlers that are not async would run without request.ctx and its transaction (make them async): ${withoutContext.join('; ')}`,
      );
    }
  });
}

/** On a public route there is no actor: reading it is a bug, said loudly. */
function contextFor(base: RequestContext, actor: Actor | null): ActorContext {
  if (actor) return { ...base, actor };
  return Object.defineProperty({ ...base }, 'actor', {
    get() {
      throw new Error('ctx.actor read on a route without a signed-in caller');
    },
  }) as ActorContext;
}
