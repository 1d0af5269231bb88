import { taskMessages } from '@dealscout/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { taskAttachments } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { ActorContext } from '../../platform/request-context.js';
import { storedFile } from '../../platform/uploads/file-download.js';
import type { StoredFile } from '../../platform/uploads/stored-upload.js';
import { type CompanyScope, visibleChild } from '../companies/index.js';
import type { TaskChange } from './task-history.js';

type Db = Pick<Database, 'select' | 'insert' | 'delete'>;
const attachmentNotFound = () => notFound(taskMessages.attachmentNotFound);

/** The names of a task's attachments (a new file may not repeat one). */
export async function attachmentNames(db: Db, taskId: string) {
  const rows = await db.select({ name: taskAttachments.name }).from(taskAttachments).where(eq(taskAttachments.taskId, taskId));
  return rows.map((row) => row.name);
}

/** Records files already in storage as the task's attachments; the history change names them. */
export async function attachFiles(
  db: Db,
  task: { id: string; companyId: string },
  files: readonly StoredFile[],
  uploaderId: string,
): Promise<TaskChange[]> {
  if (!files.length) return [];
  await db.insert(taskAttachments).values(
    files.map((file) => ({
      taskId: task.id,
      companyId: task.companyId,
      name: file.name,
      fileType: file.extension.toUpperCase(),
      sizeBytes: file.size,
      storageKey: file.key,
      uploadedBy: uploaderId,
    })),
  );
  const names = files.map((file) => file.name).join(', ');
  return [{ kind: 'attached', newValue: names, detail: names }];
}

/**
 * Removes attachments of the task by id (an id that is not one is a 404, nothing removed) and returns
 * the storage keys to delete once committed, with the history change.
 */
export async function detachFiles(db: Db, taskId: string, ids: readonly string[]) {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (!wanted.length) return { keys: [], changes: [] };
  if (!wanted.every(isUuid)) throw attachmentNotFound();
  const rows = await db
    .delete(taskAttachments)
    .where(and(eq(taskAttachments.taskId, taskId), inArray(taskAttachments.id, wanted)))
    .returning({ name: taskAttachments.name, key: taskAttachments.storageKey });
  if (rows.length !== wanted.length) throw attachmentNotFound();
  const names = rows.map((row) => row.name).join(', ');
  return { keys: rows.map((row) => row.key), changes: [{ kind: 'detached', oldValue: names, detail: names }] satisfies TaskChange[] };
}

/** GET /api/company-task-attachment/{id}: the file, when its company is visible to the actor. */
export async function attachmentFile(ctx: CompanyScope & Pick<ActorContext, 'storage'>, attachmentId: string) {
  if (!isUuid(attachmentId)) throw attachmentNotFound();
  const attachment = await visibleChild(
    ctx,
    async () => (await ctx.db.select().from(taskAttachments).where(eq(taskAttachments.id, attachmentId)))[0],
    attachmentNotFound,
  );
  const file = await storedFile(ctx.storage, attachment.name, attachment.storageKey);
  if (!file) throw attachmentNotFound();
  return file;
}
