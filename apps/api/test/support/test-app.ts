import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routePath, routeQuery, type RouteDefinition, type RouteInput, type RouteReply } from '@dealscout/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
async function freshDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ inMemory: true, template: await pgliteTemplate() });
  const name = `dealscout_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await createFromTemplate(serverUrl, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * Drops a test database once its last connection has gone: a pool's end does not wait for a connection
 * it destroyed to close, and forcing one the server still holds makes its client throw. Forced after
 * 5 s: a connection still open by then is a leak, and the error it raises shows it.
 */
async function dropDatabase(serverUrl: string, name: string) {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  try {
    for (let waited = 0; waited < 5_000; waited += 100) {
      const { rows } = await cleanup.query('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
      if (rows[0].open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await cleanup.end();
  }
}

/** The migrated cluster global-setup.ts dumped, read once per test file. */
async function pgliteTemplate(): Promise<Blob> {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!file) throw new Error('TEST_PGLITE_TEMPLATE is not set: run the API tests through vitest (test/support/global-setup.ts)');
  return new Blob([await readFile(file)]);
}

/** Two files copying the template at once can collide ("being accessed by other users"): retry a few times. */
async function createFromTemplate(serverUrl: string, name: string) {
  const template = process.env.TEST_POSTGRES_TEMPLATE;
  if (!template) throw new Error('TEST_POSTGRES_TEMPLATE is not set: run the API tests through vitest (test/support/global-setup.ts)');
  for (let attempt = 1; ; attempt++) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    } finally {
      await admin.end();
    }
  }
}

/** `logger`: pino options with a destination stream, for a test that reads the log. */
export async function createTestApp(env: Record<string, string> = {}, { logger }: Pick<BuildAppOptions, 'logger'> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-test-'));
  const database = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), ...env });
  const app = await buildApp({ db: database.db, config, logger });
  await app.ready();
  return {
    app,
    ...routeCalls(app),
    db: database.db,
    dataDir,
    engine: database.engine,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Who calls: a session token or API key sent as `Authorization: Bearer`, and any other header. */
export interface CallAs {
  token?: string;
  headers?: Record<string, string>;
}

/**
 * Calls of packages/domain's route table as a client makes them: `call(route, { params, query, body }, { token })`
 * answers the response (a refusal's status and body are the test's to check); `ok(...)` expects a success and
 * answers its reply, typed by the route's reply schema (null for a 204).
 */
function routeCalls(app: FastifyInstance) {
  const call = <R extends RouteDefinition>(route: R, input: RouteInput<R>, { token, headers }: CallAs = {}) => {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: object };
    return app.inject({
      method: route.method,
      url: `/api${routePath(route.path, params)}${routeQuery(query)}`,
      ...(body !== undefined && { payload: body }),
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
    });
  };
  const ok = async <R extends RouteDefinition>(route: R, input: RouteInput<R>, as?: CallAs): Promise<RouteReply<R>> => {
    const response = await call(route, input, as);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.statusCode === 204 ? (null as RouteReply<R>) : response.json();
  };
  return { call, ok };
}

let addressCounter = 0;
/** A distinct client address per test, so rate limits of one test do not leak into another. */
export const nextClientAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;
