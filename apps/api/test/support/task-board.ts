import { taskRoutes } from '@dealscout/domain';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companyBoards, companyTasks, taskAssignees, taskAttachments, taskHistory, users } from '../../src/db/schema/index.js';
import { bearer } from './auth-helpers.js';
import { multipartBody, type FormPart } from './multipart.js';
import type { TestApp } from './test-app.js';
import type { Who } from './workspace-fixture.js';

/** A task form as the web app sends it: text fields (lists repeated), then files in `attachments`. */
export function taskForm(fields: Record<string, string | string[]>, files: { filename: string; value: Buffer }[] = []) {
  const parts: FormPart[] = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => ({ name, value: one })),
  );
  return multipartBody([...parts, ...files.map((file) => ({ name: 'attachments', ...file }))]);
}

export interface Column {
  id: string;
  name: string;
  order: number;
  task_count: number;
}
export interface Task {
  id: string;
  company_id: string;
  title: string;
  tag: string;
  priority: number;
  status: { id: string; name: string };
  description: string;
  start_date: string | null;
  end_date: string | null;
  is_completed: boolean;
  task_assignees: { id: string; username: string }[];
  task_attachments: { id: string; name: string; path: string; file_type: string; size: number }[];
}
export interface History {
  content: string;
  kind: string;
  old_value: string | null;
  new_value: string | null;
  task_tag: string;
  task_id: string | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Files = { filename: string; value: Buffer }[];
type Fields = Record<string, string | string[]>;

/** Calls of the task board API as the workspace's users, and what the database and file storage hold. */
export function boardClient(w: { t: TestApp; token: Record<Who, string> }) {
  const call = (who: Who, method: Method, url: string, payload?: object) =>
    w.t.app.inject({ method, url, payload, headers: bearer(w.token[who]) });
  const send = (who: Who, method: 'POST' | 'PUT', url: string, fields: Fields, files: Files = []) => {
    const { payload, headers } = taskForm(fields, files);
    return w.t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(w.token[who]) } });
  };
  const postTask = (who: Who, fields: Fields, files?: Files) => send(who, 'POST', '/api/company-task', fields, files);
  const putTask = (who: Who, id: string, fields: Fields, files?: Files) => send(who, 'PUT', `/api/company-task/${id}`, fields, files);
  async function newTask(who: Who, fields: Fields, files?: Files): Promise<Task> {
    const response = await postTask(who, { timestamp: String(Date.now()), ...fields }, files);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const userId = async (who: Who) =>
    (
      await w.t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${who}@example.com`))
    )[0]!.id;
  const columnsOf = async (who: Who, companyId: string) =>
    (await w.t.ok(taskRoutes.columns, { params: { companyId } }, { token: w.token[who] })) as Column[];
  const tasksOf = async (who: Who, companyId: string) =>
    (await w.t.ok(taskRoutes.list, { params: { companyId } }, { token: w.token[who] })) as Task[];
  const historyOf = async (who: Who, companyId: string) =>
    (await w.t.ok(taskRoutes.history, { params: { companyId } }, { token: w.token[who] })) as History[];
  /** Each column's tasks as 'title:priority', in order. */
  const board = async (companyId: string) => {
    const [tasks, columns] = [await tasksOf('owner', companyId), await columnsOf('owner', companyId)];
    return Object.fromEntries(
      columns.map((column) => [
        column.name,
        tasks.filter((task) => task.status.id === column.id).map((task) => `${task.title}:${task.priority}`),
      ]),
    );
  };
  /** Rows of every task table, to prove a refused write changed nothing. */
  const stored = async () =>
    JSON.stringify(
      await Promise.all(
        [companyBoards, companyTasks, taskAssignees, taskAttachments, taskHistory].map((table) =>
          w.t.db.select({ n: count() }).from(table),
        ),
      ),
    ) + JSON.stringify(await w.t.db.select().from(companyTasks).orderBy(companyTasks.id));
  async function storedFileCount() {
    const entries = await readdir(path.join(w.t.dataDir, 'files'), { withFileTypes: true, recursive: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).length;
  }
  return { call, postTask, putTask, newTask, userId, columnsOf, tasksOf, historyOf, board, stored, storedFileCount };
}
