import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';

/** Rate-limit counters move on every request, refused or not, and are swept at random: not data. */
const IGNORED_TABLES = ['rate_limit_hits'];
/**
 * Tables whose rows record their own use (a session's last activity, a key's last use, and the time
 * online that a session's activity adds to its quarter hour): rows added or removed count, updates do not.
 */
const COUNTED_ONLY_TABLES = ['sessions', 'api_keys', 'session_time_slots'];

const KINDS = ['inserted', 'updated', 'deleted'] as const;
type Kind = (typeof KINDS)[number];
/** Rows written to each table since the snapshotter was set up, by kind. */
export type Snapshot = Record<string, Record<Kind, number>>;

const COUNTERS = [
  'create schema if not exists proof',
  `create table if not exists proof.writes (
    table_name text not null, kind text not null, rows bigint not null, primary key (table_name, kind)
  )`,
  `create or replace function proof.count_write() returns trigger language plpgsql as $$
  declare
    write_kind text := case tg_op when 'INSERT' then 'inserted' when 'UPDATE' then 'updated' else 'deleted' end;
  begin
    insert into proof.writes as w values (tg_argv[0], write_kind, 1)
      on conflict (table_name, kind) do update set rows = w.rows + 1;
    return null;
  end $$`,
];

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Counts every row written to the public schema's tables, by triggers that add to counters in a schema
 * of the proof's own, under the table's name for its partitions too (in the statement's transaction, so a rolled-back write counts nothing). Two equal
 * snapshots mean a request wrote nothing. Hashing every table after each request did the same at ~30 ms
 * a snapshot; reading the counters takes one small query.
 */
export async function databaseSnapshotter(db: Database) {
  // Partitions are left out: the trigger of a partitioned table is cloned onto each of them.
  const tables = rowsOf(
    await db.execute(
      sql`select relname as table_name from pg_class
          where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') and not relispartition order by 1`,
    ),
  )
    .map((row) => String(row.table_name))
    .filter((table) => !IGNORED_TABLES.includes(table));
  const triggers = tables.flatMap((table) => {
    const events = COUNTED_ONLY_TABLES.includes(table) ? 'insert or delete' : 'insert or update or delete';
    return [
      `drop trigger if exists proof_writes on ${ident(table)}`,
      `create trigger proof_writes after ${events} on ${ident(table)} for each row execute function proof.count_write(${literal(table)})`,
      `drop trigger if exists proof_truncates on ${ident(table)}`,
      `create trigger proof_truncates after truncate on ${ident(table)} for each statement execute function proof.count_write(${literal(table)})`,
    ];
  });
  // One statement a call: PGlite's query() takes no more.
  for (const statement of [...COUNTERS, ...triggers]) await db.execute(sql.raw(statement));

  return {
    tables,
    async take(): Promise<Snapshot> {
      const snapshot: Snapshot = Object.fromEntries(tables.map((table) => [table, { inserted: 0, updated: 0, deleted: 0 }]));
      for (const row of rowsOf(await db.execute(sql`select table_name, kind, rows from proof.writes`))) {
        snapshot[String(row.table_name)]![row.kind as Kind] = Number(row.rows);
      }
      return snapshot;
    },
  };
}

/** What changed between two snapshots, as readable lines ('companies: 1 row inserted', 'users: 2 rows updated'). */
export function snapshotChanges(before: Snapshot, after: Snapshot, allowed: readonly string[] = []): string[] {
  const changes: string[] = [];
  for (const [table, was] of Object.entries(before)) {
    if (allowed.includes(table)) continue;
    const written = KINDS.filter((kind) => after[table]![kind] !== was[kind]).map((kind) => {
      const rows = after[table]![kind] - was[kind];
      return `${rows} row${rows === 1 ? '' : 's'} ${kind}`;
    });
    if (written.length) changes.push(`${table}: ${written.join(', ')}`);
  }
  return changes;
}
