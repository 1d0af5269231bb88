import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';

/** Rate-limit counters move on every request, refused or not, and are swept at random: not data. */
const IGNORED_TABLES = ['rate_limit_hits'];
/**
 * Tables whose rows record their own use (a session's last activity, a key's last use, and the time
 * online that a session's activity adds to its quarter hour): counted, not hashed.
 */
const COUNTED_ONLY_TABLES = ['sessions', 'api_keys', 'session_time_slots'];

export type Snapshot = Record<string, { rows: number; hash: string | null }>;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Row counts of every table of the public schema, and a hash of each table's content, in one SQL
 * statement. Two equal snapshots mean a request wrote nothing.
 */
export async function databaseSnapshotter(db: Database) {
  const tables = rowsOf(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  )
    .map((row) => String(row.table_name))
    .filter((table) => !IGNORED_TABLES.includes(table));
  // One scan per table; the hash is a sum of row hashes, so it needs no sort.
  const columns = tables.map((table) => {
    const hash = COUNTED_ONLY_TABLES.includes(table) ? 'null' : 'sum(hashtext(t::text))::text';
    return `(select json_build_object('rows', count(*), 'hash', ${hash}) from ${ident(table)} t) as ${ident(table)}`;
  });
  const statement = sql.raw(`select ${columns.join(', ')}`);

  return {
    tables,
    async take(): Promise<Snapshot> {
      const row = rowsOf(await db.execute(statement))[0]!;
      return Object.fromEntries(
        Object.entries(row).map(([table, value]) => [table, typeof value === 'string' ? JSON.parse(value) : value]),
      );
    },
  };
}

/** What changed between two snapshots, as readable lines ('companies: 3 -> 4 rows', 'users: content changed'). */
export function snapshotChanges(before: Snapshot, after: Snapshot, allowed: readonly string[] = []): string[] {
  const changes: string[] = [];
  for (const [table, was] of Object.entries(before)) {
    const now = after[table]!;
    if (allowed.includes(table)) continue;
    if (Number(was.rows) !== Number(now.rows)) changes.push(`${table}: ${was.rows} -> ${now.rows} rows`);
    else if (was.hash !== now.hash) changes.push(`${table}: content changed`);
  }
  return changes;
}
