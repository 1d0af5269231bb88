import { fullName, historyContent, HISTORY_PAGE, type HistoryKind, type TaskHistoryItem } from '@dealscout/domain';
import { desc, eq } from 'drizzle-orm';
import { taskHistory, users } from '../../db/schema/index.js';
import { type CompanyScope, visibleCompany } from '../companies/index.js';

/** One change to a task: its kind, the values before and after, and the column or names the sentence needs. */
export interface TaskChange {
  kind: HistoryKind;
  oldValue?: string | null;
  newValue?: string | null;
  detail?: string;
}

/** Writes the history items of one change, in the caller's transaction, naming the actor as they are now. */
export async function recordHistory(scope: CompanyScope, task: { id: string; companyId: string; tag: string }, changes: TaskChange[]) {
  if (!changes.length) return;
  const [actor] = await scope.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, scope.actor.id));
  const actorName = actor ? fullName(actor.firstName, actor.lastName) : '';
  const at = new Date();
  await scope.db.insert(taskHistory).values(
    changes.map((change, index) => ({
      companyId: task.companyId,
      taskId: task.id,
      taskTag: task.tag,
      actorId: scope.actor.id,
      actorName,
      kind: change.kind,
      content: historyContent(change.kind, actorName || 'Someone', task.tag, change.detail),
      oldValue: change.oldValue ?? null,
      newValue: change.newValue ?? null,
      // Items of one change keep their order when read newest first.
      createdAt: new Date(at.getTime() + index),
    })),
  );
}

/** GET /api/company-task-history/{companyId}: the newest items first. */
export async function listHistory(scope: CompanyScope, companyId: string): Promise<TaskHistoryItem[]> {
  const company = await visibleCompany(scope, companyId);
  const rows = await scope.db
    .select()
    .from(taskHistory)
    .where(eq(taskHistory.companyId, company.id))
    .orderBy(desc(taskHistory.createdAt), desc(taskHistory.id))
    .limit(HISTORY_PAGE);
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    old_value: row.oldValue,
    new_value: row.newValue,
    created: row.createdAt.toISOString(),
    kind: row.kind,
    task_id: row.taskId,
    task_tag: row.taskTag,
    actor: row.actorName,
  }));
}
