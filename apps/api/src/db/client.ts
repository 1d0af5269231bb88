import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { API_ROOT } from '../config.js';
import { namingClient, StatementNames } from './named-statements.js';
import * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string } | { inMemory: true; template?: Blob };

const migrationsFolder = path.join(API_ROOT, 'drizzle');
/** The embedded cluster the build prepares (db/prepared-cluster.ts): migrated, the dataset loaded. */
export const CLUSTER_TEMPLATE = path.join(API_ROOT, 'dist', 'pglite-template');
/** The embedded cluster's folder inside a DATA_DIR (or inside the template). */
export const clusterDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * A new data directory starts as a copy of the cluster the build prepared, when there is one: a file
 * copy (about 130 MB, a fraction of a second) where loading PGlite's archive through its in-memory file
 * system took seconds and 200 MB more memory. Copied beside and renamed, so a start that dies mid-copy
 * leaves no half cluster behind.
 */
function copyTemplateInto(dataDir: string) {
  const template = clusterDir(CLUSTER_TEMPLATE);
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(path.join(template, 'PG_VERSION'))) return;
  const partial = `${dataDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  rmSync(path.join(partial, 'postmaster.pid'), { force: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
}

/**
 * Every PostgreSQL connection's settings (sent at connect). work_mem 32 MB: a search's bitmap of a
 * hundred thousand matches stays exact (no lossy pages to recheck) and its sorts stay in memory.
 * synchronize_seqscans off: a scan starts at the table's first page, so "the first matches" of a
 * search are the same rows on every call (ranked search and capped totals page over them). jit off:
 * compiling a plan costs 50-100 ms, more than any search it would speed up. No parallel plans: workers
 * return rows in no fixed order, so "the first matches" could differ between two pages of one search.
 * random_page_cost 1.1 (PGlite too, PLANNER_SETTINGS): the data is in memory or on SSD, where a page
 * read out of order costs about what the next one does; at the default 4 the planner read whole small
 * partitions, full-text vectors and all, rather than look their matches up in the index.
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1' };
const SESSION_SETTINGS = [
  '-c work_mem=32MB -c synchronize_seqscans=off -c jit=off -c max_parallel_workers_per_gather=0',
  ...Object.entries(PLANNER_SETTINGS).map(([name, value]) => `-c ${name}=${value}`),
].join(' ');

/**
 * PGlite's buffer pool lives in its WebAssembly memory, and PostgreSQL's default 128 MB of it was
 * resident from the start (an idle server's RSS 117 MB higher). 32 MB holds the hot pages of the
 * shipped dataset's indexes; other pages come from the operating system's file cache (data directory)
 * or the JS heap (in memory), a copy rather than a disk read, so searches measured no slower.
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** The driver under a Drizzle database: a node-postgres pool or a PGlite instance; none for a transaction. */
export const clientOf = (db: Database): object | undefined => (db as unknown as { $client?: object }).$client;

/** The generic-plan database of each PostgreSQL pool, see genericPlanDatabase. */
const genericPlanDatabases = new WeakMap<object, Database>();

/**
 * The same PostgreSQL database through a second pool whose sessions plan each statement once, without
 * its values, and keep the plan (plan_cache_mode=force_generic_plan, statements named by
 * named-statements.ts). For statements whose best plan does not depend on their values (the investor
 * search's words, modules/investors/dataset-plans.ts): a statement over the eight investor partitions
 * costs 2 ms to plan. Never for other statements: an unnamed statement there is planned without its
 * values too. Undefined on PGlite, which names no statement.
 */
export function genericPlanDatabase(db: Database): Database | undefined {
  const client = clientOf(db);
  return client && genericPlanDatabases.get(client);
}

/** Opens PostgreSQL (node-postgres pool) or embedded PGlite and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const size = target.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: target.url, max: size, options: SESSION_SETTINGS });
    // Half as many connections, each holding its plans; opened on demand, by the first word search.
    const planned = new pg.Pool({
      connectionString: target.url,
      max: Math.max(2, Math.ceil(size / 2)),
      options: `${SESSION_SETTINGS} -c plan_cache_mode=force_generic_plan`,
      Client: namingClient(new StatementNames()),
    });
    const db = drizzlePostgres({ client: pool, schema });
    genericPlanDatabases.set(pool, drizzlePostgres({ client: planned, schema }));
    await migratePostgres(db, { migrationsFolder });
    const close = async () => {
      await Promise.all([pool.end(), planned.end()]);
    };
    return { db, engine: 'postgres', close };
  }
  const dataDir = 'dataDir' in target ? clusterDir(target.dataDir) : undefined;
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    copyTemplateInto(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const loadDataDir = 'template' in target ? target.template : undefined;
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm }, startParams: PGLITE_START });
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.query(`SET ${name} = ${value}`);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db, engine: 'pglite', close: () => client.close() };
}
