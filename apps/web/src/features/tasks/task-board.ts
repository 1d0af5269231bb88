import { columnTasks, isOverdue, moveTask, type BoardColumn, type OrderedTask, type Task } from '@dealscout/domain';

/** Drop targets that are a column itself (its empty space) rather than a card. */
export const COLUMN_DROP = 'column:';

export const asOrdered = (task: Task): OrderedTask => ({ id: task.id, status: task.status.id, priority: task.priority });

/** Where a dragged task lands: over a card, at that card's place; over a column's own space, at its end. */
export function dropPlace(tasks: readonly Task[], activeId: string, overId: string): { status: string; index: number } | null {
  const ordered = tasks.map(asOrdered);
  if (overId.startsWith(COLUMN_DROP)) {
    const status = overId.slice(COLUMN_DROP.length);
    return { status, index: columnTasks(ordered, status).filter((task) => task.id !== activeId).length };
  }
  const over = ordered.find((task) => task.id === overId);
  if (!over) return null;
  return { status: over.status, index: columnTasks(ordered, over.status).findIndex((task) => task.id === overId) };
}

/** The tasks after a move, as the board shows them: new columns and priorities 1..n. */
export function movedTasks(tasks: readonly Task[], columns: readonly BoardColumn[], taskId: string, status: string, index: number): Task[] {
  const moved = new Map(moveTask(tasks.map(asOrdered), taskId, status, index).map((task) => [task.id, task]));
  const names = new Map(columns.map((column) => [column.id, column.name]));
  return tasks.map((task) => {
    const next = moved.get(task.id)!;
    return next.status === task.status.id && next.priority === task.priority
      ? task
      : { ...task, status: { id: next.status, name: names.get(next.status) ?? task.status.name }, priority: next.priority };
  });
}

/**
 * The board after a move's reply: the server is the authority on where each task stands (its column and
 * priority), and only on that. Everything else is kept as the board shows it now: a task completed while
 * the move was on its way stays completed, its own reply settles it.
 */
export function withPlacesFrom(current: readonly Task[] | undefined, reply: readonly Task[]): Task[] {
  const shown = new Map((current ?? []).map((task) => [task.id, task]));
  return reply.map((task) => {
    const now = shown.get(task.id);
    return now ? { ...now, status: task.status, priority: task.priority } : task;
  });
}

/** Each column's tasks in priority order. */
export function tasksByColumn(tasks: readonly Task[], columns: readonly BoardColumn[]): Map<string, Task[]> {
  return new Map(
    columns.map((column) => [column.id, tasks.filter((task) => task.status.id === column.id).sort((a, b) => a.priority - b.priority)]),
  );
}

/** Search by title, tag, description or assignee, ignoring case. */
export function matchesSearch(task: Task, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [task.title, task.tag, task.description, ...task.task_assignees.map((assignee) => assignee.username)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export interface TaskSummary {
  total: number;
  completed: number;
  open: number;
  overdue: number;
}

/** The Tasks Summary: how many, done, still open, and open past their end day (in the reader's time zone). */
export function summarize(tasks: readonly Task[], now: Date): TaskSummary {
  const completed = tasks.filter((task) => task.is_completed).length;
  return {
    total: tasks.length,
    completed,
    open: tasks.length - completed,
    overdue: tasks.filter((task) => isOverdue(task, now)).length,
  };
}

/** The task a `?task=TAG` link names (tags compare without regard to case). */
export const taskByTag = (tasks: readonly Task[], tag: string) => tasks.find((task) => task.tag.toLowerCase() === tag.trim().toLowerCase());
