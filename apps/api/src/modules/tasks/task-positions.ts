import { densePriorities, moveTask, type OrderedTask } from '@dealscout/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyTasks } from '../../db/schema/index.js';

type Db = Pick<Database, 'select' | 'execute'>;

/** The company's tasks as ordering sees them: column and priority. Read under the board's lock. */
export async function boardOrder(db: Db, companyId: string): Promise<OrderedTask[]> {
  return db
    .select({ id: companyTasks.id, status: companyTasks.columnId, priority: companyTasks.priority })
    .from(companyTasks)
    .where(eq(companyTasks.companyId, companyId));
}

/** Writes the tasks whose column or priority differ between two orders of the board, in one statement. */
export async function writeOrder(db: Db, before: readonly OrderedTask[], after: readonly OrderedTask[]) {
  const was = new Map(before.map((task) => [task.id, task]));
  const changed = after.filter((task) => was.get(task.id)?.status !== task.status || was.get(task.id)?.priority !== task.priority);
  if (!changed.length) return;
  const rows = sql.join(
    changed.map((task) => sql`(${task.id}::uuid, ${task.status}::uuid, ${task.priority}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${companyTasks} set column_id = next.column_id, priority = next.priority
    from (values ${rows}) as next(id, column_id, priority)
    where ${companyTasks.id} = next.id`);
}

/**
 * Moves a task to `index` of a column and numbers the board 1..n again; returns the task's place before
 * and after. `before` is the board as just read under the lock, when the caller has it.
 */
export async function placeTask(db: Db, companyId: string, taskId: string, status: string, index: number, read?: OrderedTask[]) {
  const before = read ?? (await boardOrder(db, companyId));
  const after = moveTask(before, taskId, status, index);
  await writeOrder(db, before, after);
  const find = (tasks: OrderedTask[]) => tasks.find((task) => task.id === taskId)!;
  return { from: find(before), to: find(after) };
}

/** After a task leaves the board: its old column closes up. */
export async function closeUp(db: Db, companyId: string) {
  const before = await boardOrder(db, companyId);
  await writeOrder(db, before, densePriorities(before));
}
