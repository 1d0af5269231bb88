import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';

/**
 * Migrates the database once for the whole run; each test file then starts from a copy (a PGlite
 * data-dir dump, or a PostgreSQL `CREATE DATABASE ... TEMPLATE`), instead of migrating its own.
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplate(serverUrl);
  const handle = await openDatabase({ inMemory: true });
  const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(tmpdir(), `dealscout-test-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = file;
  return () => rm(file, { force: true });
}

async function postgresTemplate(serverUrl: string) {
  const name = `dealscout_template_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
  await handle.close();
  process.env.TEST_POSTGRES_TEMPLATE = name;
  return () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
