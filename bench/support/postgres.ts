// A fresh database on the PostgreSQL server for one bench run, dropped afterwards.
import pg from 'pg';

/** The server's maintenance database; trust auth on 127.0.0.1 by default. */
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

export async function freshPostgresDatabase(purpose: string) {
  const name = `dealscout_bench_${purpose}_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
