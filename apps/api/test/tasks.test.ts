import { taskMessages as m, taskRoutes, companyRoutes, documentMessages, type OrderedTask, orderEntries } from '@dealscout/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleContent } from './support/multipart.js';
import { boardClient, type Column, type Task } from './support/task-board.js';
import { useWorkspace } from './support/workspace-fixture.js';

const w = useWorkspace();
const { call, putTask, newTask, userId, columnsOf, tasksOf, historyOf, board, stored, storedFileCount } = boardClient(w);

let columns: Column[];
let todo: string, progress: string, done: string;
beforeAll(async () => {
  columns = await columnsOf('owner', w.company.shared);
  [todo, progress, done] = columns.map((column) => column.id) as [string, string, string];
});

type Tagged = Pick<Task, 'tag' | 'company_id'>;
const itemsFor = async (task: Tagged) => (await historyOf('owner', task.company_id)).filter((item) => item.task_tag === task.tag);
const latest = async (task: Tagged) => (await itemsFor(task))[0]!;
/** The PATCH body the spec's client sends after a drop: the task moved, both columns renumbered. */
function dropBody(tasks: Task[], taskId: string, status: string, index: number) {
  const ordered: OrderedTask[] = tasks.map((task) => ({ id: task.id, status: task.status.id, priority: task.priority }));
  const moving = ordered.find((task) => task.id === taskId)!;
  const target = ordered.filter((task) => task.status === status && task.id !== taskId).sort((a, b) => a.priority - b.priority);
  target.splice(index, 0, { ...moving, status });
  const moved = [
    ...ordered.filter((task) => task.status !== status && task.id !== taskId),
    ...target.map((task, i) => ({ ...task, priority: i + 1 })),
  ];
  return { new_order: orderEntries(moved, [moving.status, status]) };
}

describe('editing a task', () => {
  it('writes one history item per changed field, with the old and new value', async () => {
    const task = await newTask('owner', { title: 'Draft teaser', company_id: w.company.shared, start_date: '2026-06-01' });
    const response = await putTask('colleague', task.id, {
      title: 'Final teaser',
      description: 'Two pages',
      start_date: '2026-06-02',
      end_date: '2026-06-10',
      company_id: w.company.shared,
      timestamp: '1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Final teaser',
      description: 'Two pages',
      start_date: '2026-06-02',
      end_date: '2026-06-10',
    });
    const items = await itemsFor(task);
    expect(items.slice(0, 4).map((item) => [item.kind, item.old_value, item.new_value, item.content])).toEqual([
      ['end_date', null, '2026-06-10', `Carl Reed changed the end date of ${task.tag}`],
      ['start_date', '2026-06-01', '2026-06-02', `Carl Reed changed the start date of ${task.tag}`],
      ['description', null, 'Two pages', `Carl Reed changed the description of ${task.tag}`],
      ['title', 'Draft teaser', 'Final teaser', `Carl Reed renamed ${task.tag}`],
    ]);
    // The same values again change nothing and write no history.
    await putTask('colleague', task.id, { title: 'Final teaser', description: 'Two pages' });
    expect(await itemsFor(task)).toHaveLength(items.length);
    // An empty date clears it.
    expect((await putTask('owner', task.id, { end_date: '' })).json().end_date).toBeNull();
    expect(await latest(task)).toMatchObject({ kind: 'end_date', old_value: '2026-06-10', new_value: null });
  });

  it('checks dates against the saved ones, with both messages, and writes nothing', async () => {
    const task = await newTask('owner', { title: 'Dated', company_id: w.company.shared, start_date: '2026-06-05', end_date: '2026-06-09' });
    const before = await stored();
    const early = await putTask('owner', task.id, { end_date: '2026-06-01', title: 'Changed too' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      error: 'Start date must be before end date',
      code: 'invalid_input',
      start_date: ['Start date must be before end date'],
      end_date: ['End date must be after start date'],
    });
    const long = await putTask('owner', task.id, { title: 'x'.repeat(101) });
    expect(long.json()).toEqual({ error: m.titleTooLong, code: 'invalid_input', title: [m.titleTooLong] });
    expect(await stored()).toBe(before);
  });

  it('moves to another column from the form, to its end, and says so in history', async () => {
    const task = await newTask('owner', { title: 'Move me', company_id: w.company.shared });
    const moved = (await putTask('owner', task.id, { status_id: progress })).json();
    expect(moved.status).toEqual({ id: progress, name: 'In Progress' });
    expect(await latest(task)).toMatchObject({
      kind: 'status',
      old_value: 'To Do',
      new_value: 'In Progress',
      content: `Olive Stone moved ${task.tag} to In Progress`,
    });
    const priorities = (await tasksOf('owner', w.company.shared)).filter((t) => t.status.id === todo).map((t) => t.priority);
    expect(priorities).toEqual(priorities.map((_, index) => index + 1));
  });

  it('adds and removes assignees, refusing anyone outside the organization', async () => {
    const [owner, colleague, outsider] = [await userId('owner'), await userId('colleague'), await userId('outsider')];
    const task = await newTask('owner', { title: 'Staff it', company_id: w.company.shared, assignees: [owner] });
    const added = (await putTask('owner', task.id, { new_assignees: [colleague, owner] })).json();
    expect(added.task_assignees.map((a: { username: string }) => a.username)).toEqual(['Olive Stone', 'Carl Reed']);
    expect(await latest(task)).toMatchObject({
      kind: 'assigned',
      new_value: 'Carl Reed',
      content: `Olive Stone assigned Carl Reed to ${task.tag}`,
    });
    const removed = (await putTask('colleague', task.id, { removable_assignees: [owner] })).json();
    expect(removed.task_assignees).toEqual([{ id: colleague, username: 'Carl Reed' }]);
    expect(await latest(task)).toMatchObject({ kind: 'unassigned', old_value: 'Olive Stone' });
    const before = await stored();
    const foreign = await putTask('owner', task.id, { new_assignees: [outsider], title: 'Not saved' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      error: m.assigneeOutsideOrganization,
      code: 'invalid_input',
      new_assignees: [m.assigneeOutsideOrganization],
    });
    expect(await stored()).toBe(before);
  });

  it('attaches and removes files: a name already on the task is refused', async () => {
    const task = await newTask('owner', { title: 'With files', company_id: w.company.shared }, [
      { filename: 'model.xls', value: sampleContent.xls() },
    ]);
    const filesBefore = await storedFileCount();
    const duplicate = await putTask('owner', task.id, { title: 'Not saved' }, [{ filename: 'MODEL.xls', value: sampleContent.xls() }]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ error: 'File already exists', code: 'bad_request' });
    const badType = await putTask('owner', task.id, {}, [{ filename: 'notes.rtf', value: sampleContent.txt() }]);
    expect(badType.json()).toEqual({ error: documentMessages.invalidType, code: 'bad_request' });
    expect(await storedFileCount()).toBe(filesBefore);
    const old = task.task_attachments[0]!;
    const swapped = (
      await putTask('owner', task.id, { removable_files: [old.id] }, [{ filename: 'memo.docx', value: sampleContent.docx() }])
    ).json();
    expect(swapped.task_attachments.map((file: { name: string }) => file.name)).toEqual(['memo.docx']);
    const [attached, detached] = await itemsFor(task);
    expect(attached).toMatchObject({ kind: 'attached', new_value: 'memo.docx', content: `Olive Stone attached memo.docx to ${task.tag}` });
    expect(detached).toMatchObject({ kind: 'detached', old_value: 'model.xls', content: `Olive Stone removed model.xls from ${task.tag}` });
    expect(await storedFileCount()).toBe(filesBefore);
    const unknown = await putTask('owner', task.id, { removable_files: [old.id] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: m.attachmentNotFound, code: 'not_found' });
  });

  it('downloads an attachment to members only', async () => {
    const content = Buffer.concat([sampleContent.pdf('term sheet'), Buffer.from([0, 255])]);
    const task = await newTask('owner', { title: 'Term sheet', company_id: w.company.shared }, [
      { filename: 'Term sheet.pdf', value: content },
    ]);
    const url = task.task_attachments[0]!.path;
    const download = await call('colleague', 'GET', url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Term sheet.pdf"; filename*=UTF-8''Term%20sheet.pdf`);
    const foreign = await call('outsider', 'GET', url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: m.attachmentNotFound, code: 'not_found' });
  });
});

describe('completing, moving and deleting', () => {
  it('completes and reopens a task, once each', async () => {
    const task = await newTask('owner', { title: 'Sign NDA', company_id: w.company.shared });
    expect(
      (await w.t.ok(taskRoutes.complete, { params: { id: task.id }, body: { completed: true } }, w.as('colleague'))).is_completed,
    ).toBe(true);
    await w.t.ok(taskRoutes.complete, { params: { id: task.id }, body: { completed: true } }, w.as('colleague'));
    expect((await w.t.ok(taskRoutes.complete, { params: { id: task.id }, body: { completed: false } }, w.as('owner'))).is_completed).toBe(
      false,
    );
    expect((await itemsFor(task)).map((item) => item.content)).toEqual([
      `Olive Stone marked ${task.tag} as incomplete`,
      `Carl Reed marked ${task.tag} as complete`,
      `Olive Stone created ${task.tag}`,
    ]);
  });

  it('reorders within a column and moves between columns, priorities 1..n by position', async () => {
    const company = (await w.t.ok(companyRoutes.create, { body: { company_name: 'Order Test', shared: true } }, w.as('owner')))
      .id as string;
    const [a, b] = (await columnsOf('owner', company)).map((column) => column.id) as [string, string];
    const made: Task[] = [];
    for (const title of ['one', 'two', 'three']) made.push(await newTask('owner', { title, company_id: company }));
    made.push(await newTask('owner', { title: 'four', company_id: company, status_id: b }));
    let tasks = await tasksOf('owner', company);
    tasks = await w.t.ok(
      taskRoutes.reorder,
      { params: { taskId: made[2]!.id }, body: dropBody(tasks, made[2]!.id, a, 0) },
      w.as('colleague'),
    );
    expect(await board(company)).toMatchObject({ 'To Do': ['three:1', 'one:2', 'two:3'], 'In Progress': ['four:1'] });
    expect(await latest(made[2]!)).toMatchObject({
      kind: 'priority',
      old_value: '3',
      new_value: '1',
      content: `Carl Reed changed the priority of OT-3`,
    });
    await w.t.ok(taskRoutes.reorder, { params: { taskId: made[0]!.id }, body: dropBody(tasks, made[0]!.id, b, 0) }, w.as('owner'));
    expect(await board(company)).toMatchObject({ 'To Do': ['three:1', 'two:2'], 'In Progress': ['one:1', 'four:2'] });
    expect(await latest(made[0]!)).toMatchObject({ kind: 'status', old_value: 'To Do', new_value: 'In Progress' });

    const before = await stored();
    const without = await call('owner', 'PATCH', `/api/company-task/${made[0]!.id}`, {
      new_order: [{ id: made[1]!.id, status: a, priority: 1 }],
    });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ error: m.orderWithoutTask, code: 'bad_request' });
    const otherBoard = await call('owner', 'PATCH', `/api/company-task/${made[0]!.id}`, {
      new_order: [{ id: made[0]!.id, status: todo, priority: 1 }],
    });
    expect(otherBoard.statusCode).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('keeps every task and dense priorities when two people move tasks at the same time', async () => {
    const company = (await w.t.ok(companyRoutes.create, { body: { company_name: 'Busy Board', shared: true } }, w.as('owner')))
      .id as string;
    const [a, b] = (await columnsOf('owner', company)).map((column) => column.id) as [string, string];
    const made: Task[] = [];
    for (let i = 1; i <= 8; i++) made.push(await newTask('owner', { title: `t${i}`, company_id: company }));
    // Both start from the same board; each drags different tasks into the other column and up the list.
    const seen = await tasksOf('owner', company);
    await Promise.all([
      w.t.ok(taskRoutes.reorder, { params: { taskId: made[0]!.id }, body: dropBody(seen, made[0]!.id, b, 0) }, w.as('owner')),
      w.t.ok(taskRoutes.reorder, { params: { taskId: made[7]!.id }, body: dropBody(seen, made[7]!.id, b, 0) }, w.as('colleague')),
      w.t.ok(taskRoutes.reorder, { params: { taskId: made[4]!.id }, body: dropBody(seen, made[4]!.id, a, 0) }, w.as('owner')),
      w.t.ok(taskRoutes.reorder, { params: { taskId: made[2]!.id }, body: dropBody(seen, made[2]!.id, a, 5) }, w.as('colleague')),
    ]);
    const tasks = await tasksOf('owner', company);
    expect(tasks.map((task) => task.title).sort()).toEqual(made.map((task) => task.title).sort());
    for (const column of [a, b]) {
      const priorities = tasks.filter((task) => task.status.id === column).map((task) => task.priority);
      expect(priorities).toEqual(priorities.map((_, index) => index + 1));
    }
    expect(
      tasks
        .filter((task) => task.status.id === b)
        .map((task) => task.title)
        .sort(),
    ).toEqual(['t1', 't8']);
    expect(tasks.find((task) => task.status.id === a)?.title).toBe('t5');
  });

  it('deletes a task: its column closes up, its files go, its history stays and says so', async () => {
    const company = (await w.t.ok(companyRoutes.create, { body: { company_name: 'Delete Test' } }, w.as('owner'))).id as string;
    const first = await newTask('owner', { title: 'first', company_id: company }, [{ filename: 'a.txt', value: sampleContent.txt() }]);
    await newTask('owner', { title: 'second', company_id: company });
    const files = await storedFileCount();
    expect(await w.t.ok(taskRoutes.remove, { params: { id: first.id } }, w.as('owner'))).toBeNull();
    expect(await board(company)).toMatchObject({ 'To Do': ['second:1'] });
    expect(await storedFileCount()).toBe(files - 1);
    const [deleted, ...earlier] = (await historyOf('owner', company)).filter((item) => item.task_tag === first.tag);
    expect(deleted).toMatchObject({ kind: 'deleted', content: `Olive Stone deleted ${first.tag}`, old_value: 'first', task_id: null });
    expect(earlier.every((item) => item.task_id === null)).toBe(true);
    // Tag numbers are not given out again.
    expect((await newTask('owner', { title: 'third', company_id: company })).tag).toBe('DT-3');
    expect((await call('owner', 'DELETE', `/api/company-task/${first.id}`)).statusCode).toBe(404);
  });

  it('deleting the company removes its task attachments from storage', async () => {
    const company = (await w.t.ok(companyRoutes.create, { body: { company_name: 'Gone Co' } }, w.as('owner'))).id as string;
    await newTask('owner', { title: 'with a file', company_id: company }, [{ filename: 'gone.pdf', value: sampleContent.pdf() }]);
    const files = await storedFileCount();
    await w.t.ok(companyRoutes.remove, { query: { id: company } }, w.as('owner'));
    expect(await storedFileCount()).toBe(files - 1);
  });
});

describe('another organization', () => {
  it('gets 404 on tasks, history and every change, and nothing is written', async () => {
    const task = await newTask('owner', { title: 'Ours', company_id: w.company.shared }, [
      { filename: 'ours.txt', value: sampleContent.txt() },
    ]);
    const before = await stored();
    const files = await storedFileCount();
    for (const [method, url, payload] of [
      ['GET', `/api/company-task/${w.company.shared}`, undefined],
      ['GET', `/api/company-task-history/${w.company.shared}`, undefined],
      ['DELETE', `/api/company-task/${task.id}`, undefined],
      ['POST', `/api/company-task-complete/${task.id}`, { completed: true }],
      ['PATCH', `/api/company-task/${task.id}`, { new_order: [{ id: task.id, status: done, priority: 1 }] }],
    ] as const) {
      const response = await call('outsider', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const update = await putTask('outsider', task.id, { title: 'Theirs' }, [{ filename: 'theirs.txt', value: sampleContent.txt() }]);
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ error: m.notFound, code: 'not_found' });
    expect((await call('colleague', 'GET', `/api/company-task/${w.company.private}`)).statusCode).toBe(404);
    expect(await stored()).toBe(before);
    expect(await storedFileCount()).toBe(files);
  });
});
