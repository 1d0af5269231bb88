/** What ordering needs of a task: its column (status id) and its priority in that column, 1 first. */
export interface OrderedTask {
  id: string;
  status: string;
  priority: number;
}

const byPriority = (a: OrderedTask, b: OrderedTask) => a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The tasks of one column, first priority first. */
export function columnTasks<T extends OrderedTask>(tasks: readonly T[], status: string): T[] {
  return tasks.filter((task) => task.status === status).sort(byPriority);
}

/** Every column numbered 1..n in its current order, whatever gaps or ties it had. */
export function densePriorities<T extends OrderedTask>(tasks: readonly T[]): T[] {
  const next = new Map<string, T>();
  for (const status of new Set(tasks.map((task) => task.status))) {
    columnTasks(tasks, status).forEach((task, index) => next.set(task.id, { ...task, priority: index + 1 }));
  }
  return tasks.map((task) => next.get(task.id)!);
}

/**
 * Puts a task into `status` at `index` (0-based; past the end is the end) and numbers the columns
 * 1..n again (spec part 1 §4: priority by position, from 1). An unknown task changes nothing.
 */
export function moveTask<T extends OrderedTask>(tasks: readonly T[], taskId: string, status: string, index: number): T[] {
  const moving = tasks.find((task) => task.id === taskId);
  if (!moving) return densePriorities(tasks);
  const target = columnTasks(tasks, status).filter((task) => task.id !== taskId);
  const at = Math.min(Math.max(index, 0), target.length);
  target.splice(at, 0, { ...moving, status });
  const placed = new Map(target.map((task, position) => [task.id, { ...task, priority: position + 1 }]));
  const rest = densePriorities(tasks.filter((task) => task.id !== taskId && task.status !== status));
  const restById = new Map(rest.map((task) => [task.id, task]));
  return tasks.map((task) => placed.get(task.id) ?? restById.get(task.id)!);
}

/** Where the client put the moved task: its column, the task just above it there (null: the top) and its priority. */
export interface RequestedMove {
  status: string;
  after: string | null;
  priority: number;
}

/** The moved task's place in a PATCH body (`new_order` as the client saw the board), or null when it is not listed. */
export function requestedMove(newOrder: readonly OrderedTask[], taskId: string): RequestedMove | null {
  const entry = newOrder.find((task) => task.id === taskId);
  if (!entry) return null;
  const column = columnTasks(newOrder, entry.status);
  const above = column[column.findIndex((task) => task.id === taskId) - 1];
  return { status: entry.status, after: above?.id ?? null, priority: entry.priority };
}

/**
 * The index for a requested move on the board as it is now: right below the task the client saw
 * above it when that task is still in the column, else at the client's priority. So a colleague's
 * move committed in between is kept rather than overwritten by a stale list.
 */
export function indexForMove(current: readonly OrderedTask[], taskId: string, move: RequestedMove): number {
  const column = columnTasks(current, move.status).filter((task) => task.id !== taskId);
  if (move.after === null) return 0;
  const above = column.findIndex((task) => task.id === move.after);
  return above >= 0 ? above + 1 : move.priority - 1;
}

/** The PATCH body for the columns a move touched, as the spec's client sends it. */
export function orderEntries(tasks: readonly OrderedTask[], statuses: readonly string[]): OrderedTask[] {
  return [...new Set(statuses)].flatMap((status) => columnTasks(tasks, status).map(({ id, priority }) => ({ id, status, priority })));
}
