import { fullName, type Task } from '@dealscout/domain';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyBoards, companyTasks, taskAssignees, taskAttachments, users } from '../../db/schema/index.js';

type Db = Pick<Database, 'select'>;

export const attachmentPath = (id: string) => `/api/company-task-attachment/${id}`;

/** Tasks as the API shows them, by column then priority, with assignees and attachments: three queries whatever the count. */
export async function tasksWhere(db: Db, where: SQL): Promise<Task[]> {
  const rows = await db
    .select({ task: companyTasks, columnName: companyBoards.name, firstName: users.firstName, lastName: users.lastName })
    .from(companyTasks)
    .innerJoin(companyBoards, eq(companyBoards.id, companyTasks.columnId))
    .leftJoin(users, eq(users.id, companyTasks.createdBy))
    .where(where)
    .orderBy(asc(companyBoards.position), asc(companyTasks.priority), asc(companyTasks.id));
  if (!rows.length) return [];
  const ids = rows.map((row) => row.task.id);
  const [assignees, attachments] = await Promise.all([
    db
      .select({ taskId: taskAssignees.taskId, id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(taskAssignees)
      .innerJoin(users, eq(users.id, taskAssignees.userId))
      .where(inArray(taskAssignees.taskId, ids))
      .orderBy(asc(taskAssignees.assignedAt), asc(users.firstName)),
    db
      .select()
      .from(taskAttachments)
      .where(inArray(taskAttachments.taskId, ids))
      .orderBy(asc(taskAttachments.uploadedAt), asc(taskAttachments.name)),
  ]);
  return rows.map(({ task, columnName, firstName, lastName }) => ({
    id: task.id,
    company_id: task.companyId,
    title: task.title,
    description: task.description,
    tag: task.tag,
    status: { id: task.columnId, name: columnName },
    priority: task.priority,
    start_date: task.startDate,
    end_date: task.endDate,
    is_completed: task.isCompleted,
    task_assignees: assignees
      .filter((assignee) => assignee.taskId === task.id)
      .map((assignee) => ({ id: assignee.id, username: fullName(assignee.firstName, assignee.lastName) })),
    task_attachments: attachments
      .filter((attachment) => attachment.taskId === task.id)
      .map((attachment) => ({
        id: attachment.id,
        name: attachment.name,
        path: attachmentPath(attachment.id),
        file_type: attachment.fileType,
        size: attachment.sizeBytes,
      })),
    created_by: { id: task.createdBy, username: firstName === null ? '' : fullName(firstName, lastName ?? '') },
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
  }));
}

export const oneTask = async (db: Db, taskId: string) => (await tasksWhere(db, eq(companyTasks.id, taskId)))[0]!;
