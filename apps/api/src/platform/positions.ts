import { asc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { companyBoards, pipelineColumns } from '../db/schema/index.js';

/** The tables whose rows are columns ordered by `position` (1..n): pipeline and task board columns. */
type ColumnTable = typeof pipelineColumns | typeof companyBoards;

/** Sets each listed row's position in one statement. */
export async function writePositions(
  db: Pick<Database, 'execute'>,
  table: ColumnTable,
  positions: readonly { id: string; order: number }[],
) {
  if (!positions.length) return;
  const rows = sql.join(
    positions.map(({ id, order }) => sql`(${id}::uuid, ${order}::integer)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${table} set position = next.position from (values ${rows}) as next(id, position) where ${table.id} = next.id`,
  );
}

/** Numbers the rows matching `where` 1..n in their current order (after a delete). */
export async function renumberPositions(db: Pick<Database, 'select' | 'execute'>, table: ColumnTable, where: SQL) {
  const rows = await db
    .select({ id: table.id, position: table.position })
    .from(table)
    .where(where)
    .orderBy(asc(table.position), asc(table.id));
  const changed = rows.map((row, index) => ({ id: row.id, order: index + 1, was: row.position })).filter((row) => row.order !== row.was);
  await writePositions(db, table, changed);
}
